import type { PageResult } from '@cvap/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, dictTypes, opLogs, residentials, whiteListEntries } from '../src/db/schema/index.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from './helpers/app.js';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, ...options });
const page = (resource: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  asAdmin<PageResult<Row>>('POST', `/api/admin/${resource}/query/page`, { body, ...options });
const countOf = async (table: typeof dictTypes | typeof departments) => (await t.database.db.orm.select({ n: count() }).from(table))[0]!.n;

describe('generic list: search, sort, page', () => {
  it('pages with the default size and reports an exact total for a small list', async () => {
    const response = await page('dictItem', {});
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ page: 1, limit: 20, totalExact: true });
    expect(response.data.total).toBeGreaterThan(20);
    expect(response.data.rows).toHaveLength(20);
  });

  it('filters with the declared operators (eq on the list, like on labels) and sorts on allowlisted fields with a stable tie-break', async () => {
    const types = (await page('dictType', { code: 'gender' })).data.rows;
    expect(types.map((r) => r.code)).toEqual(['gender']);
    const items = (await page('dictItem', { dictTypeId: types[0]!.id, sort: 'sortNo', order: 'desc' })).data.rows;
    expect(items.map((r) => r.labelEn)).toEqual(['Female', 'Male']);
    const liked = (await page('dictItem', { labelZh: '访客' })).data.rows;
    expect(liked.length).toBeGreaterThan(0);
    for (const row of liked) expect(String(row.labelZh)).toContain('访客');

    const all = (await page('dictItem', { sort: 'sortNo', limit: 10_000 })).data.rows.map((r) => r.id);
    const pages = [];
    for (let p = 1; p <= Math.ceil(all.length / 7); p++)
      pages.push(...(await page('dictItem', { sort: 'sortNo', page: p, limit: 7 })).data.rows.map((r) => r.id));
    expect(pages).toEqual(all);
  });

  it('continues from the previous page’s cursor exactly as page 2 does', async () => {
    const first = (await page('dictItem', { sort: 'sortNo', limit: 5 })).data;
    const second = (await page('dictItem', { sort: 'sortNo', limit: 5, page: 2 })).data;
    const continued = (await page('dictItem', { sort: 'sortNo', limit: 5, page: 2, cursor: first.nextCursor })).data;
    expect(continued.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect((await page('dictItem', { sort: 'id', cursor: first.nextCursor })).status).toBe(40008);
  });

  it('clamps a limit of 100 000 to 10 000 and refuses page -1 and page 0', async () => {
    expect((await page('dictItem', { limit: 100_000 })).data.limit).toBe(10_000);
    for (const p of [-1, 0]) expect(await page('dictItem', { page: p })).toMatchObject({ http: 422, status: 40001 });
  });

  it('refuses a sort field outside the allowlist, or carrying SQL, in the user’s language', async () => {
    expect(await page('dictItem', { sort: 'labelZh' })).toMatchObject({ http: 422, status: 40001 });
    const injected = await page('dictItem', { sort: 'sortNo; drop table users --' }, { language: 'en' });
    expect(injected).toMatchObject({ http: 422, status: 40001 });
    expect(injected.message).toMatch(/^The submitted data is not valid/);
    expect(injected.message).not.toMatch(/drop table|select|sql/i);
    expect(await page('dictItem', { order: 'desc, id' })).toMatchObject({ status: 40001 });
  });

  it('matches LIKE wildcards in search text literally: % matches only a literal %, _ only a literal _', async () => {
    for (const [code, name] of [
      ['pct', '满100%送'],
      ['pctx', '满100X送'],
      ['und', 'a_b'],
      ['undx', 'axb'],
    ]) {
      expect((await asAdmin('POST', '/api/admin/dictType', { body: { code, name, enabled: 1 } })).status).toBe(200);
    }
    expect((await page('dictType', { name: '%' })).data.rows.map((r) => r.code)).toEqual(['pct']);
    expect((await page('dictType', { name: '100%' })).data.rows.map((r) => r.code)).toEqual(['pct']);
    expect((await page('dictType', { name: '_' })).data.rows.map((r) => r.code)).toEqual(['und']);
  });

  it('refuses unknown filters and repeated query parameters', async () => {
    expect(await page('dictItem', { description: 'x' })).toMatchObject({ http: 422, status: 40003 });
    const [first] = (await page('dictType', {})).data.rows;
    expect(await asAdmin('GET', `/api/admin/dictType/${first!.id}`, { query: 'a=1&a=2' })).toMatchObject({ http: 400, status: 40002 });
  });
});

describe('generic get, create, update, delete', () => {
  it('creates, reads, updates and deletes, each mutation in the operation log with its record id', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/dictType', {
      body: { code: 'parking', name: '车位类型', description: '  地面/地下  ', enabled: 1 },
    });
    expect(created).toMatchObject({ status: 200, data: { code: 'parking', name: '车位类型', description: '地面/地下', enabled: 1 } });
    expect(created.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const id = created.data.id;
    expect((await asAdmin<Row>('GET', `/api/admin/dictType/${id}`)).data.name).toBe('车位类型');
    expect((await asAdmin<Row>('PUT', `/api/admin/dictType/${id}`, { body: { name: '停车位类型', enabled: 0 } })).data).toMatchObject({
      name: '停车位类型',
      enabled: 0,
    });
    expect((await asAdmin('DELETE', `/api/admin/dictType/${id}`)).status).toBe(200);
    expect(await asAdmin('GET', `/api/admin/dictType/${id}`)).toMatchObject({ http: 404, status: 40401 });

    // The log row is written after the response.
    const logged = () =>
      t.database.db.orm
        .select({ action: opLogs.action, recordId: opLogs.recordId, status: opLogs.status })
        .from(opLogs)
        .where(eq(opLogs.resource, 'dictType'));
    for (const action of ['create', 'update', 'delete'])
      await expect.poll(logged).toContainEqual({ action, recordId: String(id), status: 200 });
  });

  it('refuses a duplicate unique value with 40901 naming the field, and an update of a create-only field', async () => {
    const duplicate = await asAdmin('POST', '/api/admin/dictType', { body: { code: 'GENDER', name: '重复', enabled: 1 }, language: 'en' });
    expect(duplicate).toMatchObject({ http: 409, status: 40901 });
    expect(duplicate.message).toContain('List code');
    const [gender] = (await page('dictType', { code: 'gender' })).data.rows;
    expect(await asAdmin('PUT', `/api/admin/dictType/${gender!.id}`, { body: { code: 'x', name: '性别', enabled: 1 } })).toMatchObject({
      status: 40003,
    });
    const [item] = (await page('dictItem', { dictTypeId: gender!.id })).data.rows;
    const clash = await asAdmin('POST', '/api/admin/dictItem', {
      body: { dictTypeId: gender!.id, value: item!.value, labelZh: '男', labelEn: 'Man', enabled: 1 },
    });
    expect(clash).toMatchObject({ http: 409, status: 40901 });
  });

  it('rejects bodies with fields the action does not allow (companyId, creator, role ids) and leaves the database unchanged', async () => {
    const before = await countOf(departments);
    for (const extra of [{ companyId: 1002 }, { creator: 1 }, { roleIds: [1] }, { residentialId: 1 }]) {
      const response = await asAdmin('POST', '/api/admin/department', { body: { name: '注入部门', ...extra } });
      expect(response).toMatchObject({ http: 422, status: 40003 });
      expect(response.message).toContain(Object.keys(extra)[0]!);
    }
    expect(await countOf(departments)).toBe(before);
  });

  it('serves trees and refuses to delete an entry with children or to make an entry its own descendant', async () => {
    const tree = await asAdmin<(Row & { children: Row[] })[]>('POST', '/api/admin/menu/tree');
    const system = tree.data.find((m) => m.code === 'systemManager')!;
    expect(system.children.map((c) => c.code)).toContain('systemManager:userMng');
    expect(await asAdmin('DELETE', `/api/admin/menu/${system.id}`)).toMatchObject({ http: 409, status: 40902 });
    const child = system.children[0]!;
    const body = { name: system.name, nameEn: system.nameEn, type: 'section', parentId: child.id };
    expect(await asAdmin('PUT', `/api/admin/menu/${system.id}`, { body })).toMatchObject({ status: 40904 });

    const departmentTree = await asAdmin<Row[]>('GET', '/api/admin/department/tree');
    expect(departmentTree.data.map((d) => d.name)).toContain('信息技术部');
  });
});

describe('community scope and element grants', () => {
  async function whiteListIdOf(companyId: string): Promise<number> {
    const [row] = await t.database.db.orm
      .select({ id: whiteListEntries.id })
      .from(whiteListEntries)
      .innerJoin(residentials, eq(residentials.id, whiteListEntries.residentialId))
      .where(and(eq(residentials.companyId, companyId)));
    return row!.id;
  }

  it('refuses a user without the element (40301), and lets the grant work on the next request', async () => {
    const lihua = await login(t.app, 'lihua');
    const list = () =>
      call<PageResult<Row>>(t.app, 'POST', '/api/admin/whiteList/query/page', { token: lihua, companyId: '1001', body: {} });
    expect(await list()).toMatchObject({ http: 403, status: 40301 });

    const roles = (await page('role', { code: 'communityManager' })).data.rows;
    const roleId = roles[0]!.id;
    const grants = (
      await asAdmin<
        { id: number; code: string; granted: boolean; elements: { id: number; code: string; granted: boolean }[]; children: unknown[] }[]
      >('GET', `/api/admin/role/${roleId}/grants`)
    ).data;
    const flat = (nodes: typeof grants): typeof grants => nodes.flatMap((n) => [n, ...flat(n.children as typeof grants)]);
    const menuIds = flat(grants)
      .filter((n) => n.granted)
      .map((n) => n.id);
    const elementIds = flat(grants)
      .flatMap((n) => n.elements)
      .filter((e) => e.granted || e.code.startsWith('sys:whiteList:'))
      .map((e) => e.id);
    expect((await asAdmin('PUT', `/api/admin/role/${roleId}/grants`, { body: { menuIds, elementIds } })).status).toBe(200);

    const granted = await list();
    expect(granted.status).toBe(200);
    expect(granted.data.rows.length).toBeGreaterThan(0);
  });

  it('answers 404 for another community’s record by id, for reading, changing and deleting alike', async () => {
    const lihua = await login(t.app, 'lihua');
    const own = await whiteListIdOf('1001');
    const other = await whiteListIdOf('1002');
    const as1001 = (method: 'GET' | 'PUT' | 'DELETE', id: number, body?: unknown) =>
      call(t.app, method, `/api/admin/whiteList/${id}`, { token: lihua, companyId: '1001', ...(body ? { body } : {}) });
    expect((await as1001('GET', own)).status).toBe(200);
    expect(await as1001('GET', other)).toMatchObject({ http: 404, status: 40401 });
    expect(await as1001('PUT', other, { type: 'phone', value: '13900001111', enabled: 1 })).toMatchObject({ http: 404 });
    expect(await as1001('DELETE', other)).toMatchObject({ http: 404 });
    const list = await call<PageResult<Row>>(t.app, 'POST', '/api/admin/whiteList/query/page', {
      token: lihua,
      companyId: '1001',
      body: { limit: 100 },
    });
    expect(list.data.rows.map((r) => r.id)).not.toContain(other);
    expect(list.data.rows.every((r) => r.residentialId === list.data.rows[0]!.residentialId)).toBe(true);
  });

  it('stamps a new community record with the acting community, never one from the body', async () => {
    const lihua = await login(t.app, 'lihua');
    const created = await call<Row>(t.app, 'POST', '/api/admin/whiteList', {
      token: lihua,
      companyId: '1001',
      body: { type: 'plate', value: '浙a88888', enabled: 1 },
    });
    expect(created.status).toBe(200);
    const [residential] = await t.database.db.orm
      .select({ id: residentials.id })
      .from(residentials)
      .where(eq(residentials.companyId, '1001'));
    expect(created.data).toMatchObject({ residentialId: residential!.id, value: '浙A88888' });
    expect(
      (
        await call(t.app, 'POST', '/api/admin/whiteList', {
          token: lihua,
          companyId: '1001',
          body: { type: 'phone', value: '123', enabled: 1 },
        })
      ).status,
    ).toBe(40001);
  });
});
