import type { PageResult } from '@cvap/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elements, menus, roleElements, roleMenus, roles, userRoles } from '../src/db/schema/index.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from './helpers/app.js';
import { addUser, userIdOf } from './helpers/users.js';

/**
 * docs/decisions/0012: each administrative call × a caller with less, equal or more privilege than its target.
 * The caller is a system operator (role sysOperator, head office); "less" an account or role with part of its grants,
 * "equal" another system operator, "more" the administrator (role sysadmin).
 */
type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
let operator: string;
let operatorId: number;
const roleId = {} as { sysOperator: number; sysadmin: number; lesser: number; [code: string]: number };
const password = 'Start@2026';

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  for (const row of await t.database.db.orm.select({ id: roles.id, code: roles.code }).from(roles)) roleId[row.code] = row.id;
  // A lesser role: one menu and one element of the operator's.
  const orm = t.database.db.orm;
  const [menu] = await orm.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId.sysOperator)).limit(1);
  const [element] = await orm
    .select({ id: roleElements.elementId })
    .from(roleElements)
    .where(eq(roleElements.roleId, roleId.sysOperator))
    .limit(1);
  const [lesser] = await orm
    .insert(roles)
    .values({
      tenantId: (await orm.select({ tenantId: roles.tenantId }).from(roles).where(eq(roles.id, roleId.sysOperator)))[0]!.tenantId,
      code: 'lesser',
      name: '较少权限',
    })
    .returning({ id: roles.id });
  roleId.lesser = lesser!.id;
  await orm.insert(roleMenus).values({ roleId: lesser!.id, menuId: menu!.id });
  await orm.insert(roleElements).values({ roleId: lesser!.id, elementId: element!.id });
  operatorId = await addUser(t.database.db, { username: 'op1', password, roles: ['sysOperator'], headOffice: true });
  operator = await login(t.app, 'op1', password);
});
afterAll(() => t?.close());

const asOperator = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: operator, ...options });
const PRIVILEGE_EXCEEDED = { http: 403, status: 40306 };
const OWN_ROLE = { http: 409, status: 40909 };

let serial = 0;
/** A fresh account of the given level: less (role lesser), equal (sysOperator) or more (sysadmin). */
async function target(level: 'less' | 'equal' | 'more'): Promise<number> {
  serial += 1;
  const role = { less: 'lesser', equal: 'sysOperator', more: 'sysadmin' }[level];
  return addUser(t.database.db, { username: `target${level}${serial}`, password, roles: [role], headOffice: true });
}

async function rolesOf(userId: number): Promise<number[]> {
  return (await t.database.db.orm.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.id)
    .sort();
}

async function elementCount(token: string): Promise<number> {
  const info = await call<{ elements: { code: string }[] }>(t.app, 'GET', '/api/admin/user/front/info', { token });
  return info.data.elements.length;
}

/** A menu and an element the operator does not hold. */
async function notHeld(): Promise<{ menuId: number; elementId: number }> {
  const held = await grantsOf(roleId.sysOperator);
  const menu = (await t.database.db.orm.select({ id: menus.id }).from(menus)).find((m) => !held.menuIds.includes(m.id));
  const element = (await t.database.db.orm.select({ id: elements.id }).from(elements)).find((e) => !held.elementIds.includes(e.id));
  return { menuId: menu!.id, elementId: element!.id };
}

async function grantsOf(role: number): Promise<{ menuIds: number[]; elementIds: number[] }> {
  const orm = t.database.db.orm;
  const menuIds = (await orm.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  const elementIds = (await orm.select({ id: roleElements.elementId }).from(roleElements).where(eq(roleElements.roleId, role)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  return { menuIds, elementIds };
}

describe('users: the caller never changes its own roles and acts only on accounts holding no more than itself', () => {
  it('PUT user/update on itself: adding the administrator role is refused (40909), the same roles pass', async () => {
    const before = await elementCount(operator);
    const refused = await asOperator('PUT', '/api/admin/user/update', {
      body: { id: operatorId, name: 'op1', roleIds: [roleId.sysOperator, roleId.sysadmin] },
    });
    expect(refused, refused.message).toMatchObject(OWN_ROLE);
    expect(await rolesOf(operatorId)).toEqual([roleId.sysOperator]);
    expect(await elementCount(operator)).toBe(before);
    expect(
      (await asOperator('PUT', '/api/admin/user/update', { body: { id: operatorId, name: '运维一号', roleIds: [roleId.sysOperator] } }))
        .status,
    ).toBe(200);
  });

  it.each([
    ['less', 200],
    ['equal', 200],
    ['more', 40306],
  ] as const)('PUT user/update on an account with %s privilege answers %i', async (level, status) => {
    const id = await target(level);
    const roleIds = await rolesOf(id);
    const response = await asOperator('PUT', '/api/admin/user/update', { body: { id, name: '改名', roleIds } });
    expect(response.status, response.message).toBe(status);
  });

  it.each([
    ['less', 'lesser', 200],
    ['equal', 'sysOperator', 200],
    ['more', 'sysadmin', 40306],
  ] as const)('POST user/add and PUT user/update giving a role of %s privilege (%s) answer %i', async (_level, role, status) => {
    serial += 1;
    const created = await asOperator<Row>('POST', '/api/admin/user/add', {
      body: { username: `made${serial}`, name: '新用户', roleIds: [roleId[role]], password },
    });
    expect(created.status, created.message).toBe(status);
    const id = await target('less');
    const updated = await asOperator('PUT', '/api/admin/user/update', { body: { id, name: '改名', roleIds: [roleId[role]] } });
    expect(updated.status, updated.message).toBe(status);
    if (status !== 200) expect(await rolesOf(id)).toEqual([roleId.lesser]);
  });

  it.each([
    ['less', 200],
    ['equal', 200],
    ['more', 40306],
  ] as const)('DELETE user on an account with %s privilege answers %i', async (level, status) => {
    const id = await target(level);
    expect((await asOperator('DELETE', `/api/admin/user/${id}`)).status).toBe(status);
  });

  it.each([
    ['less', 200],
    ['equal', 200],
    ['more', 40306],
  ] as const)('POST user/resetUserPassword on an account with %s privilege answers %i', async (level, status) => {
    const id = await target(level);
    const response = await asOperator('POST', '/api/admin/user/resetUserPassword', { body: { id, password: 'Taken@2026' } });
    expect(response.status, response.message).toBe(status);
    if (status !== 200) {
      // The administrator's password is untouched: the old one still logs in, the new one does not.
      expect(
        (await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: `targetmore${serial}`, password: 'Taken@2026' } })).status,
      ).toBe(40103);
    }
  });

  it.each([
    ['less', 200],
    ['equal', 200],
    ['more', 40306],
  ] as const)('POST user/freeze on an account with %s privilege answers %i', async (level, status) => {
    const id = await target(level);
    expect((await asOperator('POST', '/api/admin/user/freeze', { body: { id, frozen: 1 } })).status).toBe(status);
  });

  it('the administrator (more privilege than everyone) may act on an operator', async () => {
    const id = await target('equal');
    expect(
      (await call(t.app, 'POST', '/api/admin/user/resetUserPassword', { token: admin, body: { id, password: 'Other@2026' } })).status,
    ).toBe(200);
  });

  it('answers the refusal in the caller’s language', async () => {
    const id = await target('more');
    const response = await asOperator('POST', '/api/admin/user/freeze', { body: { id, frozen: 1 }, language: 'en' });
    expect(response).toMatchObject({
      ...PRIVILEGE_EXCEEDED,
      message: 'You cannot grant permissions you do not hold, or act on an account or role with more permissions than yours',
    });
  });
});

describe('roles and grants: nobody grants what they do not hold or changes the grants of a role they hold', () => {
  it('PUT role/{id}/grants on a role the caller holds is refused (40909), and its permissions stay as they were', async () => {
    const before = await elementCount(operator);
    const all = await grantsOf(roleId.sysadmin);
    const response = await asOperator('PUT', `/api/admin/role/${roleId.sysOperator}/grants`, { body: all });
    expect(response, response.message).toMatchObject(OWN_ROLE);
    expect(await elementCount(operator)).toBe(before);
    // Saving it unchanged (the grant dialog's OK without edits) changes nothing and passes.
    expect(
      (await asOperator('PUT', `/api/admin/role/${roleId.sysOperator}/grants`, { body: await grantsOf(roleId.sysOperator) })).status,
    ).toBe(200);
  });

  it('PUT role/{id}/grants: on a lesser role only what the caller holds (200, else 40306); on a greater role 40306', async () => {
    const staff = await grantsOf(roleId.lesser);
    const operatorGrants = await grantsOf(roleId.sysOperator);
    const extra = await notHeld();
    const refused = await asOperator('PUT', `/api/admin/role/${roleId.lesser}/grants`, {
      body: { menuIds: [...staff.menuIds, extra.menuId], elementIds: [...staff.elementIds, extra.elementId] },
    });
    expect(refused, refused.message).toMatchObject(PRIVILEGE_EXCEEDED);
    expect(await grantsOf(roleId.lesser)).toEqual(staff);

    // A role with exactly the operator's grants (equal privilege) the operator does not hold.
    const created = await asOperator<Row>('POST', '/api/admin/role', { body: { code: 'opTwin', name: '运维副本', enabled: 1 } });
    expect(created.status, created.message).toBe(200);
    expect((await asOperator('PUT', `/api/admin/role/${created.data.id}/grants`, { body: operatorGrants })).status).toBe(200);
    expect(await grantsOf(created.data.id)).toEqual(operatorGrants);

    const greater = await asOperator('PUT', `/api/admin/role/${roleId.sysadmin}/grants`, { body: operatorGrants });
    expect(greater).toMatchObject(PRIVILEGE_EXCEEDED);
  });

  it('POST role/menuBatch: a held role 40909; a menu not held 40306; a greater role 40306; a held menu to a lesser role 200', async () => {
    const extra = await notHeld();
    const [heldMenu] = (await grantsOf(roleId.sysOperator)).menuIds;
    expect(
      await asOperator('POST', '/api/admin/role/menuBatch', { body: { roleIds: [roleId.sysOperator], menuIds: [heldMenu], grant: false } }),
    ).toMatchObject(OWN_ROLE);
    expect(
      await asOperator('POST', '/api/admin/role/menuBatch', {
        body: { roleIds: [roleId.sysOperator], menuIds: [extra.menuId], grant: true },
      }),
    ).toMatchObject(OWN_ROLE);
    // Granting a held role what it already has changes nothing.
    expect(
      (await asOperator('POST', '/api/admin/role/menuBatch', { body: { roleIds: [roleId.sysOperator], menuIds: [heldMenu], grant: true } }))
        .status,
    ).toBe(200);
    expect(
      await asOperator('POST', '/api/admin/role/menuBatch', { body: { roleIds: [roleId.lesser], menuIds: [extra.menuId], grant: true } }),
    ).toMatchObject(PRIVILEGE_EXCEEDED);
    expect(
      await asOperator('POST', '/api/admin/role/menuBatch', { body: { roleIds: [roleId.sysadmin], menuIds: [heldMenu], grant: false } }),
    ).toMatchObject(PRIVILEGE_EXCEEDED);
    expect((await grantsOf(roleId.lesser)).menuIds).not.toContain(extra.menuId);
    expect((await grantsOf(roleId.sysadmin)).menuIds).toContain(heldMenu);
    expect(
      (await asOperator('POST', '/api/admin/role/menuBatch', { body: { roleIds: [roleId.lesser], menuIds: [heldMenu], grant: true } }))
        .status,
    ).toBe(200);
  });

  it('PUT/DELETE role: a greater role 40306; the caller’s own role may be renamed but not disabled or deleted (40909)', async () => {
    const [sysadmin] = await t.database.db.orm.select().from(roles).where(eq(roles.id, roleId.sysadmin));
    expect(await asOperator('PUT', `/api/admin/role/${roleId.sysadmin}`, { body: { name: sysadmin!.name, enabled: 0 } })).toMatchObject(
      PRIVILEGE_EXCEEDED,
    );
    expect(await asOperator('DELETE', `/api/admin/role/${roleId.sysadmin}`)).toMatchObject(PRIVILEGE_EXCEEDED);
    expect(await asOperator('PUT', `/api/admin/role/${roleId.sysOperator}`, { body: { name: '系统运维', enabled: 0 } })).toMatchObject(
      OWN_ROLE,
    );
    expect(await asOperator('DELETE', `/api/admin/role/${roleId.sysOperator}`)).toMatchObject(OWN_ROLE);
    expect(
      (
        await asOperator('PUT', `/api/admin/role/${roleId.sysOperator}`, {
          body: { name: '系统运维', description: '总部系统管理与运维', enabled: 1 },
        })
      ).status,
    ).toBe(200);
    expect((await asOperator('PUT', `/api/admin/role/${roleId.lesser}`, { body: { name: '较少权限', enabled: 1 } })).status).toBe(200);
    const [stored] = await t.database.db.orm
      .select({ enabled: roles.enabled })
      .from(roles)
      .where(inArray(roles.id, [roleId.sysadmin]));
    expect(stored!.enabled).toBe(1);
  });

  it('a menu made at run time goes to the administrator role, so the administrator can grant it and the operator cannot', async () => {
    const [section] = await t.database.db.orm.select({ id: menus.id }).from(menus).where(eq(menus.code, 'systemManager'));
    const created = await call<Row>(t.app, 'POST', '/api/admin/menu', {
      token: admin,
      body: { parentId: section!.id, name: '新页面', nameEn: 'New page', code: 'test:leastPrivilege', type: 'menu' },
    });
    expect(created.status, created.message).toBe(200);
    expect((await grantsOf(roleId.sysadmin)).menuIds).toContain(created.data.id);
    expect(
      await asOperator('POST', '/api/admin/role/menuBatch', {
        body: { roleIds: [roleId.lesser], menuIds: [created.data.id], grant: true },
      }),
    ).toMatchObject(PRIVILEGE_EXCEEDED);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/role/menuBatch', {
          token: admin,
          body: { roleIds: [roleId.lesser], menuIds: [created.data.id], grant: true },
        })
      ).status,
    ).toBe(200);
  });
});

describe('departments and tenants carry no privilege: their elements decide', () => {
  it('the operator adds and edits a department and reads tenants', async () => {
    const created = await asOperator<Row>('POST', '/api/admin/department', { body: { name: '运维测试部' } });
    expect(created.status, created.message).toBe(200);
    expect((await asOperator<PageResult<Row>>('POST', '/api/admin/tenant/query/page', { body: {} })).status).toBe(200);
  });

  it('a user without the department element is refused (40301)', async () => {
    await addUser(t.database.db, { username: 'staffdept', password, roles: ['staff'], headOffice: true });
    const staff = await login(t.app, 'staffdept', password);
    expect(await call(t.app, 'POST', '/api/admin/department', { token: staff, body: { name: '越权部门' } })).toMatchObject({
      http: 403,
      status: 40301,
    });
    expect(await userIdOf(t.database.db, 'staffdept')).toBeGreaterThan(0);
  });
});
