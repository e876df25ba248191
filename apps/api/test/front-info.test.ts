import { allElementDecls, flattenMenus, resourceElementDecls, type MenuItem, type UserInfo } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function info(username: string, language: 'zh-CN' | 'en' = 'zh-CN'): Promise<UserInfo> {
  const response = await call<UserInfo>(t.app, 'GET', '/api/admin/user/front/info', { token: await login(t.app, username), language });
  expect(response.status).toBe(200);
  return response.data;
}

function walk(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...walk(item.children)]);
}

const screens = (items: MenuItem[]) =>
  walk(items)
    .filter((i) => i.type === 'menu')
    .map((i) => i.code);

describe('GET /api/admin/user/front/info', () => {
  it('gives admin every screen of the catalogue, every element, all three communities', async () => {
    const admin = await info('admin');
    const catalogueScreens = flattenMenus()
      .filter(({ decl }) => decl.path)
      .map(({ decl }) => decl.code);
    expect(screens(admin.menuTrees).sort()).toEqual([...catalogueScreens].sort());
    expect(admin.elements.map((e) => e.code).sort()).toEqual([...allElementDecls(), ...resourceElementDecls()].map((e) => e.code).sort());
    expect(admin.communities.map((c) => [c.companyId, c.residentialName])).toEqual([
      ['1001', '阳光花园'],
      ['1002', '翠湖苑'],
      ['1003', '星河科创园'],
    ]);
    expect(admin).toMatchObject({
      username: 'admin',
      name: '系统管理员',
      headOffice: true,
      kiosk: false,
      preferences: { language: 'zh_cn' },
    });
  });

  it('gives lihua her community and the manager’s menus, without system management', async () => {
    const lihua = await info('lihua');
    const sections = lihua.menuTrees.map((s) => s.code);
    expect(sections).toEqual([
      'dashboard',
      'houseManager',
      'householdManager',
      'visitorManager',
      'noticeManager',
      'repairManager',
      'equipmentManager',
      'patrolManager',
      'attendanceManager',
    ]);
    expect(walk(lihua.menuTrees).some((i) => i.code.startsWith('systemManager'))).toBe(false);
    expect(lihua.communities).toEqual([expect.objectContaining({ companyId: '1001', residentialName: '阳光花园' })]);
    expect(lihua.headOffice).toBe(false);
    const codes = lihua.elements.map((e) => e.code);
    expect(codes).toContain('property:repairOrder:count');
    expect(codes).toEqual(
      expect.arrayContaining(['door:apartment:add', 'door:buildingFloor:delete', 'door:person:review', 'door:staff:add']),
    );
    // Communities are the head office's to create and delete: the manager only reads hers.
    expect(codes.filter((c) => c.startsWith('door:residential:'))).toEqual(['door:residential:view']);
    expect(codes.some((c) => c.startsWith('sys:'))).toBe(false);
  });

  it('gives MenuItem fields per contracts: name and title in Chinese, nameEn, href, countKey, sorted children', async () => {
    const lihua = await info('lihua');
    const repairs = lihua.menuTrees.find((s) => s.code === 'repairManager')!;
    expect(repairs).toMatchObject({
      type: 'section',
      name: '报修管理',
      title: '报修管理',
      nameEn: 'Repairs',
      href: null,
      parentId: null,
      enabled: true,
    });
    const mine = repairs.children.find((c) => c.code === 'repairManager:myRepair')!;
    expect(mine).toMatchObject({ type: 'menu', href: '/repairManager/myRepair', countKey: 'myRepair', parentId: repairs.id, children: [] });
    expect(repairs.children.map((c) => c.code)).toEqual([
      'repairManager:repairType',
      'repairManager:myRepair',
      'repairManager:assignRepair',
      'repairManager:repairProcess',
      'repairManager:repairRevisit',
      'repairManager:repairCheck',
      'repairManager:repairQuery',
      'repairManager:repairAnalysis',
    ]);
  });

  it("gives the repair worker only the worker's side of repairs: what they reported, what they must do, the search", async () => {
    const repairs = (await info('wangqiang')).menuTrees.find((s) => s.code === 'repairManager')!;
    expect(repairs.children.map((c) => c.code)).toEqual([
      'repairManager:myRepair',
      'repairManager:repairProcess',
      'repairManager:repairQuery',
    ]);
  });

  it('never sends a section without children', async () => {
    for (const username of ['admin', 'lihua', 'wangqiang', 'kiosk01', 'chenjing']) {
      for (const item of walk((await info(username)).menuTrees))
        if (item.type === 'section') expect(item.children.length, `${username}: ${item.code}`).toBeGreaterThan(0);
    }
  });

  it('follows the menu table: disabled entries disappear, a section emptied that way too, and sort_no orders', async () => {
    const orm = t.database.db.orm;
    await orm.update(menus).set({ enabled: false }).where(eq(menus.code, 'noticeManager:index'));
    await orm.update(menus).set({ sortNo: 1 }).where(eq(menus.code, 'repairManager:repairAnalysis'));
    const lihua = await info('lihua');
    expect(lihua.menuTrees.map((s) => s.code)).not.toContain('noticeManager');
    expect(lihua.menuTrees.find((s) => s.code === 'repairManager')!.children[0]!.code).toBe('repairManager:repairAnalysis');
    await orm.update(menus).set({ enabled: false }).where(eq(menus.code, 'repairManager'));
    expect(screens((await info('lihua')).menuTrees).some((c) => c.startsWith('repairManager'))).toBe(false);
  });

  it('returns the saved language preference', async () => {
    const token = await login(t.app, 'chenjing');
    expect((await call(t.app, 'PUT', '/api/admin/user/preferences', { token, body: { language: 'en' } })).status).toBe(200);
    expect((await call<UserInfo>(t.app, 'GET', '/api/admin/user/front/info', { token })).data.preferences).toEqual({ language: 'en' });
    expect((await call(t.app, 'PUT', '/api/admin/user/preferences', { token, body: { language: 'fr' } })).status).toBe(40001);
  });

  it('tells every user, kiosk included, the hardware helper address configured by HW_BRIDGE_URL', async () => {
    for (const username of ['admin', 'lihua', 'kiosk01']) expect((await info(username)).hwBridgeUrl, username).toBe(t.config.hwBridgeUrl);
    const elsewhere = await startTestApp({ config: { hwBridgeUrl: 'http://192.168.10.20:9090' }, database: t.database });
    try {
      const token = await login(elsewhere.app, 'lihua');
      expect((await call<UserInfo>(elsewhere.app, 'GET', '/api/admin/user/front/info', { token })).data.hwBridgeUrl).toBe(
        'http://192.168.10.20:9090',
      );
    } finally {
      await elsewhere.close();
    }
  });
});
