import type { PageResult } from '@cvap/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, roles, users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { userIdOf } from '../../../../test/helpers/users.js';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
let staffRoleId: number;
let departmentId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  [{ id: staffRoleId }] = (await t.database.db.orm.select({ id: roles.id }).from(roles).where(eq(roles.code, 'staff'))) as [{ id: number }];
  [{ id: departmentId }] = (await t.database.db.orm
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, '客户服务部'))) as [{ id: number }];
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, ...options });
const frontInfo = (token: string) => call(t.app, 'GET', '/api/admin/user/front/info', { token });
const userCount = async () => (await t.database.db.orm.select({ n: count() }).from(users))[0]!.n;

async function addUser(username: string, extra: Record<string, unknown> = {}): Promise<Row> {
  const response = await asAdmin<Row>('POST', '/api/admin/user/add', {
    body: {
      username,
      name: `用户${username}`,
      roleIds: [staffRoleId],
      password: 'Start@2026',
      departmentId,
      phone: '13812345678',
      ...extra,
    },
  });
  expect(response.status, response.message).toBe(200);
  return response.data;
}

describe('the spec’s user paths', () => {
  it('POST /api/admin/user/query/page lists users without any password or hash', async () => {
    const response = await asAdmin<PageResult<Row>>('POST', '/api/admin/user/query/page', { body: { username: 'li' } });
    expect(response.status).toBe(200);
    expect(response.data.rows.map((r) => r.username)).toContain('lihua');
    const lihua = response.data.rows.find((r) => r.username === 'lihua')!;
    expect(lihua).toMatchObject({ name: '李华', frozen: 0, enabled: 1, headOffice: false });
    expect((lihua.roleIds as number[]).length).toBe(1);
    expect((lihua.communityIds as number[]).length).toBe(1);
    expect(JSON.stringify(response.raw.json())).not.toMatch(/password|argon2/i);
  });

  it('POST /api/admin/user/add creates a user who can log in; the creator is the caller; the password is stored hashed', async () => {
    const created = await addUser('newstaff1');
    expect(created).toMatchObject({
      username: 'newstaff1',
      roleIds: [staffRoleId],
      creatorId: await userIdOf(t.database.db, 'admin'),
      departmentId,
    });
    expect(created).not.toHaveProperty('password');
    const [stored] = await t.database.db.orm.select({ hash: users.passwordHash }).from(users).where(eq(users.id, created.id));
    expect(stored!.hash).toMatch(/^\$argon2id\$/);
    expect((await frontInfo(await login(t.app, 'newstaff1', 'Start@2026'))).status).toBe(200);
  });

  it('refuses a body setting the creator, the frozen flag or the tenant, and a weak password, creating nothing', async () => {
    const before = await userCount();
    const base = { username: 'sneaky', name: '越权', roleIds: [staffRoleId], password: 'Start@2026' };
    for (const extra of [{ creatorId: 1 }, { frozen: 1 }, { tenantId: 2 }, { companyId: '1001' }]) {
      expect(await asAdmin('POST', '/api/admin/user/add', { body: { ...base, ...extra } })).toMatchObject({ http: 422, status: 40003 });
    }
    expect(await asAdmin('POST', '/api/admin/user/add', { body: { ...base, password: 'short' } })).toMatchObject({ status: 40001 });
    expect(await asAdmin('POST', '/api/admin/user/add', { body: { ...base, roleIds: [999_999] } })).toMatchObject({ status: 40001 });
    expect(await asAdmin('POST', '/api/admin/user/add', { body: { ...base, username: 'LIHUA' } })).toMatchObject({
      http: 409,
      status: 40901,
    });
    expect(await userCount()).toBe(before);
  });

  it('PUT /api/admin/user/update changes the user named in the body; disabling ends its sessions (7102)', async () => {
    const user = await addUser('newstaff2');
    const token = await login(t.app, 'newstaff2', 'Start@2026');
    const updated = await asAdmin<Row>('PUT', '/api/admin/user/update', {
      body: { id: user.id, name: '改名', roleIds: [staffRoleId], gender: 2 },
    });
    expect(updated.data).toMatchObject({ id: user.id, name: '改名', gender: 2 });
    expect((await frontInfo(token)).status).toBe(200);
    expect(
      (await asAdmin('PUT', '/api/admin/user/update', { body: { id: user.id, name: '改名', roleIds: [staffRoleId], enabled: 0 } })).status,
    ).toBe(200);
    expect(await frontInfo(token)).toMatchObject({ http: 401, status: 7102 });
    expect(
      await asAdmin('PUT', '/api/admin/user/update', { body: { id: user.id, username: 'renamed', name: 'x', roleIds: [staffRoleId] } }),
    ).toMatchObject({ status: 40003 });
  });

  it('POST /api/admin/user/resetUserPassword sets a new password and ends the user’s sessions (7101)', async () => {
    const user = await addUser('newstaff3');
    const token = await login(t.app, 'newstaff3', 'Start@2026');
    expect((await asAdmin('POST', '/api/admin/user/resetUserPassword', { body: { id: user.id, password: 'Reset@2026' } })).status).toBe(
      200,
    );
    expect(await frontInfo(token)).toMatchObject({ http: 401, status: 7101 });
    expect(await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'newstaff3', password: 'Start@2026' } })).toMatchObject({
      status: 40103,
    });
    expect((await frontInfo(await login(t.app, 'newstaff3', 'Reset@2026'))).status).toBe(200);
  });

  it('freezing ends the sessions (7102) and refuses login (40105); unfreezing lets the user in again', async () => {
    const user = await addUser('newstaff4');
    const token = await login(t.app, 'newstaff4', 'Start@2026');
    expect((await asAdmin('POST', '/api/admin/user/freeze', { body: { id: user.id, frozen: 1 } })).status).toBe(200);
    expect(await frontInfo(token)).toMatchObject({ status: 7102 });
    expect(await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'newstaff4', password: 'Start@2026' } })).toMatchObject({
      status: 40105,
    });
    expect((await asAdmin('POST', '/api/admin/user/freeze', { body: { id: user.id, frozen: 0 } })).status).toBe(200);
    expect((await frontInfo(await login(t.app, 'newstaff4', 'Start@2026'))).status).toBe(200);
  });

  it('an administrator cannot delete, freeze or disable their own account', async () => {
    const self = await userIdOf(t.database.db, 'admin');
    expect(await asAdmin('DELETE', `/api/admin/user/${self}`)).toMatchObject({ http: 409, status: 40903 });
    expect(await asAdmin('POST', '/api/admin/user/freeze', { body: { id: self, frozen: 1 } })).toMatchObject({ status: 40903 });
    expect(
      await asAdmin('PUT', '/api/admin/user/update', { body: { id: self, name: '系统管理员', roleIds: [staffRoleId], enabled: 0 } }),
    ).toMatchObject({ status: 40903 });
    expect((await frontInfo(admin)).status).toBe(200);
  });

  it('DELETE /api/admin/user/{id} removes the user and ends its sessions', async () => {
    const user = await addUser('newstaff5');
    const token = await login(t.app, 'newstaff5', 'Start@2026');
    expect((await asAdmin('DELETE', `/api/admin/user/${user.id}`)).status).toBe(200);
    expect(await asAdmin('GET', `/api/admin/user/${user.id}`)).toMatchObject({ http: 404 });
    expect((await frontInfo(token)).http).toBe(401);
  });
});

describe('the user list filtered by a department', () => {
  it('lists the users of the department and of every department below it, and no others', async () => {
    const department = async (name: string, parentId?: number) => {
      const response = await asAdmin<Row>('POST', '/api/admin/department', { body: { name, ...(parentId ? { parentId } : {}) } });
      expect(response.status, response.message).toBe(200);
      return response.data.id;
    };
    const top = await department('树形总部');
    const middle = await department('树形分部', top);
    const bottom = await department('树形小组', middle);
    const sibling = await department('树形兄弟部', top);
    const elsewhere = await department('树形外部');
    for (const [username, id] of [
      ['treetop', top],
      ['treemid', middle],
      ['treelow', bottom],
      ['treesib', sibling],
      ['treeout', elsewhere],
    ] as const) {
      await addUser(username, { departmentId: id });
    }
    const listed = async (id?: number) =>
      (
        await asAdmin<PageResult<Row>>('POST', '/api/admin/user/query/page', {
          body: { ...(id ? { departmentId: id } : {}), username: 'tree', limit: 50 },
        })
      ).data.rows
        .map((r) => r.username)
        .sort();
    // The same list without the department first: the department's condition (a hook's) must not be dropped by a
    // statement prepared for the list without it (the console opens the screen, then picks a department).
    expect(await listed()).toEqual(['treelow', 'treemid', 'treeout', 'treesib', 'treetop']);
    expect(await listed(top)).toEqual(['treelow', 'treemid', 'treesib', 'treetop']);
    expect(await listed(middle)).toEqual(['treelow', 'treemid']);
    expect(await listed(bottom)).toEqual(['treelow']);
    expect(await listed(elsewhere)).toEqual(['treeout']);
  });
});

describe('grants take effect on the next request', () => {
  it('a menu batch grant shows the menu in the user’s next front info, and the revoke removes it', async () => {
    const user = await addUser('newstaff6');
    const token = await login(t.app, 'newstaff6', 'Start@2026');
    const codes = async () => JSON.stringify((await frontInfo(token)).data);
    expect(await codes()).not.toContain('systemManager:opLog');
    const [menu] = (await asAdmin<PageResult<Row>>('POST', '/api/admin/menu/query/page', { body: { code: 'systemManager:opLog' } })).data
      .rows;
    const batch = (grant: boolean) =>
      asAdmin('POST', '/api/admin/role/menuBatch', { body: { roleIds: [staffRoleId], menuIds: [menu!.id], grant } });
    expect((await batch(true)).status).toBe(200);
    expect(await codes()).toContain('systemManager:opLog');
    expect((await batch(false)).status).toBe(200);
    expect(await codes()).not.toContain('systemManager:opLog');
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('dictionaries, regions, run-time texts', () => {
  it('answers the dictionary combo in the request’s language, and [] for an unknown code', async () => {
    const zh = await asAdmin<{ label: string; value: string }[]>('POST', '/api/admin/public/dict/combo', { body: { dictCode: 'gender' } });
    expect(zh.data).toEqual([
      { label: '男', value: '1' },
      { label: '女', value: '2' },
    ]);
    const en = await asAdmin<{ label: string; value: string }[]>('POST', '/api/admin/public/dict/combo', {
      body: { dictCode: 'gender' },
      language: 'en',
    });
    expect(en.data.map((o) => o.label)).toEqual(['Male', 'Female']);
    expect((await asAdmin('POST', '/api/admin/public/dict/combo', { body: { dictCode: 'nothing' } })).data).toEqual([]);
  });

  it('answers the region combo as a province → city tree', async () => {
    const tree = await asAdmin<{ label: string; value: string; children?: { label: string }[] }[]>('GET', '/api/admin/public/region/combo');
    const zhejiang = tree.data.find((p) => p.value === '330000')!;
    expect(zhejiang.label).toBe('浙江省');
    expect(zhejiang.children!.map((c) => c.label)).toContain('杭州市');
  });

  it('serves the i18n overrides publicly and reflects an edit at once', async () => {
    const before = await call<Record<string, string>>(t.app, 'GET', '/api/admin/public/i18n', { query: 'lang=en' });
    expect(before.data['dashboard.welcome']).toBe('Welcome to the Huating property console');
    const created = await asAdmin('POST', '/api/admin/i18n', {
      body: { languageTag: 'en', itemKey: 'login.title', itemContent: 'Sign in' },
    });
    expect(created.status).toBe(200);
    expect((await call<Record<string, string>>(t.app, 'GET', '/api/admin/public/i18n', { query: 'lang=en' })).data['login.title']).toBe(
      'Sign in',
    );
    expect(await call(t.app, 'GET', '/api/admin/public/i18n', { query: 'lang=fr' })).toMatchObject({ status: 40001 });
  });
});

describe('operation log list', () => {
  it('lists mutations newest first with user, resource, action, record and result filters', async () => {
    const user = await addUser('newstaff7');
    await asAdmin('POST', '/api/admin/user/resetUserPassword', { body: { id: user.id, password: 'short' } });
    const list = (body: Record<string, unknown>) => asAdmin<PageResult<Row>>('POST', '/api/admin/opLog/query/page', { body });
    await expect
      .poll(async () => (await list({ resource: 'user', action: 'resetPassword', recordId: String(user.id) })).data.rows.length)
      .toBe(1);
    const [failed] = (await list({ resource: 'user', action: 'resetPassword', recordId: String(user.id), result: 'failure' })).data.rows;
    expect(failed).toMatchObject({ username: 'admin', result: 'failure', status: 40004 });
    expect(failed).not.toHaveProperty('detail');
    const recent = (await list({ limit: 5 })).data.rows.map((r) => r.id);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
    expect((await list({ result: 'success', username: 'admin', limit: 1 })).data.rows[0]).toMatchObject({ result: 'success' });
    expect(await asAdmin('POST', '/api/admin/opLog', { body: {} })).toMatchObject({ http: 404 });
  });
});
