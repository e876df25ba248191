import { RESOURCES, routeOf, rowSchema, type PageResult, type ResourceDecl } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  // An operation-log row (the seed writes none), with a time whose fraction of a second the API truncates.
  const created = await call(t.app, 'POST', '/api/admin/whiteList', {
    token: admin,
    body: { type: 'phone', value: '13912345678', holderName: '王芳', validUntil: '2027-01-31 23:59:59', enabled: 1 },
  });
  expect(created.status).toBe(200);
});
afterAll(() => t?.close());

const viewable = RESOURCES.filter((decl) => decl.actions.includes('view'));

async function pageOf(decl: ResourceDecl, body: Record<string, unknown>): Promise<PageResult<Row>> {
  const response = await call<PageResult<Row>>(t.app, 'POST', routeOf(decl, 'page').path, { token: admin, body });
  expect(response.status, `${decl.name}: ${response.message}`).toBe(200);
  return response.data;
}

describe('the page a list shows', () => {
  // Most pages' rows are written as JSON by the database (engine/selection.ts), one record by the API's own
  // presentation: the two must agree field for field, for every declared resource.
  it('reads every resource’s rows exactly as the record itself reads, whether the database or the API presents them', async () => {
    const compared: string[] = [];
    for (const decl of viewable) {
      const { rows } = await pageOf(decl, { limit: 5 });
      for (const row of rows) {
        const one = await call<Row>(t.app, 'GET', routeOf(decl, 'get').path.replace('{id}', String(row.id)), { token: admin });
        expect(one.status).toBe(200);
        expect(row, `${decl.name} ${row.id}`).toStrictEqual(one.data);
        expect(rowSchema(decl).strict().safeParse(row).success, `${decl.name} ${row.id} fits its row schema`).toBe(true);
      }
      if (rows.length) compared.push(decl.name);
    }
    // The demo seed fills nearly every table; an empty one would compare nothing.
    expect(compared.length).toBeGreaterThanOrEqual(viewable.length - 2);
  });

  it('answers an empty page as an empty list with the total, in every presentation', async () => {
    for (const decl of viewable) {
      const far = await pageOf(decl, { page: 1_000_000, limit: 5 });
      expect(far.rows, decl.name).toEqual([]);
      expect(far.nextCursor).toBeNull();
    }
  });
});
