import type { PageResult, SelectUserRow } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { addUser } from '../../../../test/helpers/users.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: string;
let lihua: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua')]);
});
afterAll(() => t?.close());

const pick = (token: string, body: Record<string, unknown>, companyId?: string) =>
  call<PageResult<SelectUserRow>>(t.app, 'POST', '/api/admin/public/user/selectUser', { token, body, ...(companyId ? { companyId } : {}) });
const usernames = (page: PageResult<SelectUserRow>) => page.rows.map((r) => r.username);

describe('POST /api/admin/public/user/selectUser', () => {
  it('lists the acting community’s users for a community user', async () => {
    const page = (await pick(lihua, {}, '1001')).data;
    expect(usernames(page).sort()).toEqual(['lihua', 'liuyang', 'wangqiang', 'yangjing', 'zhangwei']);
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20, totalExact: true });
    expect(page.rows.find((r) => r.username === 'lihua')).toEqual(
      expect.objectContaining({ name: '李华', phone: '13912345678', departmentName: '阳光花园服务中心' }),
    );
  });

  it('never leaks another community’s users to a community user, even when asked by residentialId', async () => {
    const [cuihu] = (
      await call<{ communities: { id: number; companyId: string }[] }>(t.app, 'GET', '/api/admin/user/front/info', { token: admin })
    ).data.communities.filter((c) => c.companyId === '1002');
    const page = (await pick(lihua, { residentialId: cuihu!.id }, '1001')).data;
    expect(page.rows).toEqual([]);
    expect((await pick(lihua, { keyword: '王芳' }, '1001')).data.total).toBe(0);
  });

  it('lists the whole tenant for the head office, excluding kiosks and disabled accounts', async () => {
    const page = (await pick(admin, { limit: 100 })).data;
    expect(usernames(page)).toContain('wangfang');
    expect(usernames(page)).toContain('chenjing');
    expect(usernames(page)).not.toContain('kiosk01');
  });

  it('matches the keyword against name, username and phone', async () => {
    expect(usernames((await pick(admin, { keyword: '李华' })).data)).toEqual(['lihua']);
    expect(usernames((await pick(admin, { keyword: 'WANGQ' })).data)).toEqual(['wangqiang']);
    expect(usernames((await pick(admin, { keyword: '1391234' })).data)).toEqual(['lihua']);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    expect((await pick(admin, { keyword: '%' })).data.total).toBe(0);
    expect((await pick(admin, { keyword: '_' })).data.total).toBe(0);
    expect((await pick(admin, { keyword: '\\' })).data.total).toBe(0);
    await addUser(t.database.db, { username: 'pct_user', password: 'Some@2026', name: '百分%测试', roles: ['staff'], headOffice: true });
    expect(usernames((await pick(admin, { keyword: '%' })).data)).toEqual(['pct_user']);
    expect(usernames((await pick(admin, { keyword: 't_u' })).data)).toEqual(['pct_user']);
  });

  it('filters by department and by community for the head office', async () => {
    const [repair] = await t.database.db.orm.select({ id: departments.id }).from(departments).where(eq(departments.name, '工程维修部'));
    expect(usernames((await pick(admin, { departmentId: repair!.id, limit: 100 })).data).sort()).toEqual([
      'machao',
      'wangqiang',
      'zhaolei',
      'zhoujie',
    ]);
    const all = (
      await call<{ communities: { id: number; companyId: string }[] }>(t.app, 'GET', '/api/admin/user/front/info', { token: admin })
    ).data.communities;
    const xinghe = all.find((c) => c.companyId === '1003')!;
    expect(usernames((await pick(admin, { residentialId: xinghe.id })).data).sort()).toEqual(['machao', 'sunli', 'xuming']);
  });

  it('pages, clamping the page size to 100 instead of refusing it', async () => {
    const first = (await pick(admin, { page: 1, limit: 3 })).data;
    const second = (await pick(admin, { page: 2, limit: 3 })).data;
    expect(first.rows).toHaveLength(3);
    expect(second.rows[0]!.id).toBeGreaterThan(first.rows[2]!.id);
    expect((await pick(admin, { limit: 100000 })).data.limit).toBe(100);
  });

  it('refuses bad paging and ids with 40001, and unknown fields with 40003', async () => {
    expect((await pick(admin, { page: 0 })).status).toBe(40001);
    expect((await pick(admin, { departmentId: 99999999999 })).status).toBe(40001);
    expect((await pick(admin, { sort: 'name; drop table users' })).status).toBe(40003);
  });
});
