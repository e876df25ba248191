import { COUNT_CAP, COUNT_REMEMBERED_FROM, type PageResult } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

type Row = { id: number; createdAt: string };

// Just above the engine's exact-count cap, so the operation log switches to id positioning (decision 0006).
const GENERATED = 100_100;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  await t.database.db.orm.execute(sql`
    insert into op_logs (user_id, username, method, path, resource, action, status, http_status, duration_ms, created_at)
    select 1, 'admin', 'PUT', '/api/admin/dictType/1', 'dictType', 'update', 200, 200, 5, now() - ((${GENERATED} - g) * interval '1 second')
    from generate_series(1, ${GENERATED}) g`);
  await t.database.db.orm.execute(sql`analyze op_logs`);
}, 120_000);
afterAll(() => t?.close());

const page = (body: Record<string, unknown>) => call<PageResult<Row>>(t.app, 'POST', '/api/admin/opLog/query/page', { token: admin, body });

async function idsByOffset(offset: number, limit: number, from?: Date): Promise<number[]> {
  const where = from ? sql`where created_at >= ${from}` : sql``;
  const result = (await t.database.db.orm.execute(
    sql`select id from op_logs ${where} order by id desc offset ${offset} limit ${limit}`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** A plan's nodes, depth first. */
function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

function shanghai(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

describe('operation log over more rows than the exact-count cap', () => {
  it('positions page 1 and a deep page by id, with the same rows OFFSET would give, and an estimated total', async () => {
    const first = (await page({ page: 1, limit: 20 })).data;
    expect(first.totalExact).toBe(false);
    expect(first.total).toBeGreaterThanOrEqual(GENERATED);
    expect(first.rows.map((r) => r.id)).toEqual(await idsByOffset(0, 20));
    expect(first.rows[0]).toMatchObject({
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      username: 'admin',
      result: 'success',
    });
    const deep = (await page({ page: 4_001, limit: 20 })).data;
    expect(deep.rows.map((r) => r.id)).toEqual(await idsByOffset(80_000, 20));
  });

  it('turns a time range into an id range: the deep page of the range matches OFFSET within it', async () => {
    // The last 90 000 generated rows (one a second) are inside this range: below the cap, counted (and, being
    // large, answered as an estimate).
    const recent = { createdAt: [shanghai(new Date(Date.now() - 90_000_000)), shanghai(new Date(Date.now() + 60_000))], limit: 10 };
    const counted = (await page({ ...recent, page: 1 })).data;
    expect(counted.total).toBeGreaterThan(89_000);
    expect(counted.total).toBeLessThanOrEqual(COUNT_CAP);
    const wide = { createdAt: [shanghai(new Date(Date.now() - 200_000_000)), shanghai(new Date(Date.now() + 60_000))], limit: 10 };
    const deep = (await page({ ...wide, page: 9_001 })).data;
    expect(deep.totalExact).toBe(false);
    expect(deep.rows.map((r) => r.id)).toEqual(await idsByOffset(90_000, 10, new Date(Date.now() - 200_000_000)));
  });

  it('falls back to the counted path, capped, when another filter is present', async () => {
    const filtered = (await page({ resource: 'dictType', limit: 5 })).data;
    expect(filtered).toMatchObject({ total: 100_001, totalExact: false });
    expect(filtered.rows).toHaveLength(5);
  });
});

describe('a large total', () => {
  it('is counted once in a while, not on every page, and answered as an estimate meanwhile', async () => {
    await t.database.db.orm.execute(sql`
      insert into op_logs (user_id, username, method, path, resource, action, status, http_status, duration_ms)
      select 1, 'admin', 'POST', '/api/admin/fileType', 'fileType', 'create', 200, 200, 5 from generate_series(1, ${COUNT_REMEMBERED_FROM + 7})`);
    const filter = { resource: 'fileType', action: 'create' };
    expect((await page({ ...filter, limit: 5 })).data).toMatchObject({ total: COUNT_REMEMBERED_FROM + 7, totalExact: false });
    // The rows go behind the list's back: the next page still reads the remembered total, not a new count.
    await t.database.db.orm.execute(sql`delete from op_logs where resource = 'fileType'`);
    expect((await page({ ...filter, page: 2, limit: 5 })).data).toMatchObject({
      total: COUNT_REMEMBERED_FROM + 7,
      totalExact: false,
      rows: [],
    });
    // Any other filter is counted: a small total exactly, every time.
    expect((await page({ ...filter, username: 'admin', limit: 5 })).data).toMatchObject({ total: 0, totalExact: true });
  });
});

/**
 * The app on one database connection, logged in as admin: every request runs on the session whose prepared
 * statements `work` then reads through `db`.
 */
async function onOneConnection(work: (app: TestApp['app'], db: Database, token: string) => Promise<void>): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 1 });
  const single = await startTestApp({ database: { db, dispose: () => db.close() } });
  try {
    await work(single.app, db, await login(single.app, 'admin'));
  } finally {
    await single.close();
    await db.close();
  }
}

describe('a filtered list', () => {
  // The general path builds each page's statement from the request's own conditions (no statement is kept by a
  // name of its shape: two wrong-result bugs came from such names, d3073cc and f14d20e).
  it('answers each request’s own values, whichever filters ran before', async () => {
    const list = async (body: Record<string, unknown>) =>
      (await call<PageResult<{ code: string }>>(t.app, 'POST', '/api/admin/dictType/query/page', { token: admin, body })).data;
    const codes = ['gender', 'enableStatus', 'gender', 'no-such-code', 'enableStatus', 'gender', 'enableStatus', 'gender'];
    for (const code of codes) expect((await list({ code })).rows.map((row) => row.code)).toEqual(code === 'no-such-code' ? [] : [code]);
  });
});

describe.runIf(inject('dbKind') === 'postgres')('the dense page statement on PostgreSQL', () => {
  it('is planned once and then reused (a generic plan), not planned again for every request', () =>
    onOneConnection(async (app, db, token) => {
      for (const limit of [20, 20, 20, 20, 20, 20, 20, 20, 10, 10, 10, 10, 10, 10, 10]) {
        const answer = await call<PageResult<Row>>(app, 'POST', '/api/admin/opLog/query/page', { token, body: { page: 3, limit } });
        expect(answer.data.rows).toHaveLength(limit);
      }
      const plans = (await db.orm.execute(
        sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'cvap_dense_opLog_%'`,
      )) as unknown as {
        rows: { name: string; generic_plans: string; custom_plans: string }[];
      };
      // PostgreSQL plans the first five executions for their values, then keeps the generic plan when it costs no
      // more. A LIMIT sent as a parameter made the generic plan look dearer, so every execution was planned again.
      expect(plans.rows.length).toBeGreaterThan(0);
      for (const statement of plans.rows) expect(Number(statement.generic_plans), statement.name).toBeGreaterThan(0);

      // The generic plan of a deep page still reaches its rows by an index condition: a few pages of buffers,
      // not a scan filtering its way down (a CTE holding the interval's ends did that: 80 000 rows read).
      const explained = (await db.orm.execute(
        sql.raw('explain (analyze, buffers, format json) execute "cvap_dense_opLog_desc__20_json"(80000)'),
      )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: Record<string, number> }] }[] };
      const plan = explained.rows[0]!['QUERY PLAN'][0].Plan;
      expect(plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!).toBeLessThan(100);
    }));

  it('does not read a page of rows when the range holds COUNT_CAP rows or fewer (the general path pages those)', () =>
    onOneConnection(async (app, db, token) => {
      const range = { createdAt: [shanghai(new Date(Date.now() - 50_000)), shanghai(new Date(Date.now() + 60_000))] };
      const small = (
        await call<PageResult<Row>>(app, 'POST', '/api/admin/opLog/query/page', { token, body: { ...range, page: 1, limit: 20 } })
      ).data;
      expect(small.totalExact).toBe(true);
      expect(small.rows).toHaveLength(20);
      // The dense statement ran for this range (its probes tell the interval's size) and read no row of the page.
      const [from, to] = range.createdAt.map((text) => `'${new Date(`${text.replace(' ', 'T')}+08:00`).toISOString()}'`);
      const name = 'cvap_dense_opLog_desc_ft_20_json';
      const prepared = (await db.orm.execute(
        sql`select statement, cardinality(parameter_types) as n from pg_prepared_statements where name = ${name}`,
      )) as unknown as { rows: { statement: string; n: number }[] };
      const { statement, n } = prepared.rows[0]!;
      // Each probe's placeholder by the comparison it is in; the one left is the skip.
      const at = (i: number, op: string) => statement.includes(`"created_at" ${op} $${i + 1}`);
      const values = Array.from({ length: n }, (_, i) => (at(i, '>=') ? from : at(i, '<=') ? to : '0'));
      expect(values.filter((v) => v === '0')).toHaveLength(1);
      const explained = (await db.orm.execute(
        sql.raw(`explain (analyze, format json) execute "${name}"(${values.join(', ')})`),
      )) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      };
      // The probes read the time index; the page's rows are read by the primary key, and never were.
      const pageScans = planNodes(explained.rows[0]!['QUERY PLAN'][0].Plan).filter(
        (node) => node['Relation Name'] === 'op_logs' && node['Index Name'] === 'op_logs_pkey',
      );
      expect(pageScans.length).toBeGreaterThan(0);
      for (const scan of pageScans) expect(scan['Actual Loops'], JSON.stringify(scan)).toBe(0);
    }));
});
