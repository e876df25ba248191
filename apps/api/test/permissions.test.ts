import { Access } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elements, roleElements, roles } from '../src/db/schema/index.js';
import { RouteAccessError } from '../src/plugins/route-access.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const REPAIR_COUNT = '/api/property/repairOrder/getRepairOrderCount';

describe('deny by default', () => {
  it('refuses a route whose element the user lacks with 40301 (HTTP 403)', async () => {
    const chenjing = await login(t.app, 'chenjing');
    expect(await call(t.app, 'GET', REPAIR_COUNT, { token: chenjing })).toMatchObject({
      http: 403,
      status: 40301,
      message: '没有执行此操作的权限',
    });
    const lihua = await login(t.app, 'lihua');
    expect((await call(t.app, 'POST', '/api/admin/task/selfCheck', { token: lihua, companyId: '1001', language: 'en' })).message).toBe(
      'You do not have permission for this action',
    );
  });

  it('applies a grant or its removal on the user’s next request', async () => {
    const lihua = await login(t.app, 'lihua');
    const orm = t.database.db.orm;
    const [role] = await orm.select({ id: roles.id }).from(roles).where(eq(roles.code, 'communityManager'));
    const [element] = await orm.select({ id: elements.id }).from(elements).where(eq(elements.code, 'sys:health:check'));
    const start = () => call(t.app, 'POST', '/api/admin/task/selfCheck', { token: lihua, companyId: '1001' });

    expect((await start()).status).toBe(40301);
    await orm.insert(roleElements).values({ roleId: role!.id, elementId: element!.id });
    expect((await start()).status).toBe(200);
    await orm.delete(roleElements).where(and(eq(roleElements.roleId, role!.id), eq(roleElements.elementId, element!.id)));
    expect((await start()).status).toBe(40301);
  });

  it('ignores the grants of a disabled role', async () => {
    const wangqiang = await login(t.app, 'wangqiang');
    expect((await call(t.app, 'GET', REPAIR_COUNT, { token: wangqiang, companyId: '1001' })).status).toBe(200);
    await t.database.db.orm.update(roles).set({ enabled: 0 }).where(eq(roles.code, 'repairWorker'));
    try {
      expect((await call(t.app, 'GET', REPAIR_COUNT, { token: wangqiang, companyId: '1001' })).status).toBe(40301);
    } finally {
      await t.database.db.orm.update(roles).set({ enabled: 1 }).where(eq(roles.code, 'repairWorker'));
    }
  });

  it('fails to build an app with a route that declares no access', async () => {
    await expect(
      startTestApp({ database: t.database, extraRoutes: async (app) => void app.get('/api/undeclared', async () => 'open') }),
    ).rejects.toThrow(RouteAccessError);
  });

  it('fails to build an app with a route that declares an unknown element', async () => {
    const extraRoutes = async (app: FastifyInstance) =>
      void app.get('/api/typo', { config: { access: 'sys:nothing:here' as never } }, async () => 'open');
    await expect(startTestApp({ database: t.database, extraRoutes })).rejects.toThrow(/unknown access/);
  });

  it('fails to build an app with a route that logs an action the operation log cannot name (it showed as "add")', async () => {
    const extraRoutes = async (app: FastifyInstance) =>
      void app.post(
        '/api/logged',
        { config: { access: Access.AUTHENTICATED, opLog: { resource: 'repairOrder', action: 'add' } } },
        async () => 'ok',
      );
    await expect(startTestApp({ database: t.database, extraRoutes })).rejects.toThrow(/logs action 'add'/);
  });
});

describe('kiosk accounts', () => {
  it('reach their own user routes', async () => {
    const kiosk = await login(t.app, 'kiosk01');
    const info = await call<{ kiosk: boolean; menuTrees: { children: { href: string }[] }[] }>(t.app, 'GET', '/api/admin/user/front/info', {
      token: kiosk,
    });
    expect(info.status).toBe(200);
    expect(info.data.kiosk).toBe(true);
    expect(info.data.menuTrees.flatMap((s) => s.children.map((c) => c.href))).toEqual(['/visitorManager/siteRegister']);
    expect((await call(t.app, 'PUT', '/api/admin/user/preferences', { token: kiosk, body: { language: 'en' } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/jwt/logout', { token: kiosk })).status).toBe(200);
  });

  it('are refused with 40301 on every route not marked for the kiosk, even with the element granted', async () => {
    const kiosk = await login(t.app, 'kiosk01');
    expect((await call(t.app, 'POST', '/api/admin/public/user/selectUser', { token: kiosk, companyId: '1003', body: {} })).status).toBe(
      40301,
    );
    const orm = t.database.db.orm;
    const [role] = await orm.select({ id: roles.id }).from(roles).where(eq(roles.code, 'kiosk'));
    const [element] = await orm.select({ id: elements.id }).from(elements).where(eq(elements.code, 'property:repairOrder:count'));
    await orm.insert(roleElements).values({ roleId: role!.id, elementId: element!.id });
    expect((await call(t.app, 'GET', REPAIR_COUNT, { token: kiosk, companyId: '1003' })).status).toBe(40301);
  });
});

describe('unknown paths', () => {
  it('answer 40402 in the envelope with HTTP 404, whatever the method', async () => {
    expect(await call(t.app, 'GET', '/api/does/not/exist')).toEqual(
      expect.objectContaining({ http: 404, status: 40402, message: '接口不存在', data: null }),
    );
    expect((await call(t.app, 'POST', '/api/admin/user/nothing', { body: {}, language: 'en' })).message).toBe('No such API');
  });
});
