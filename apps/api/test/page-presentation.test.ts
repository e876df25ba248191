import { RESOURCES, routeOf, rowSchema, type PageResult, type ResourceDecl } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvedEntry } from '../src/engine/resolve.js';
import { presentedSelection } from '../src/engine/selection.js';
import { API_MODULES } from '../src/modules/index.js';
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
  // A job-log row (the seed writes none, and a scheduled run may or may not fall within the test): run a job now.
  const jobDecl = RESOURCES.find((decl) => decl.name === 'quartzJob')!;
  const jobs = await call<PageResult<Row & { handler: string }>>(t.app, 'POST', routeOf(jobDecl, 'page').path, {
    token: admin,
    body: { handler: 'expireAppointments' },
  });
  expect(jobs.status, jobs.message).toBe(200);
  const expire = jobs.data.rows[0];
  expect(expire, 'the expireAppointments job is seeded').toBeDefined();
  expect((await call(t.app, 'POST', `/api/admin/quartzJob/${expire!.id}/run`, { token: admin })).status).toBe(200);
});
afterAll(() => t?.close());

const viewable = RESOURCES.filter((decl) => decl.actions.includes('view'));

/** Resources the demo seed leaves empty (each fills as the console is used). */
const DEMO_LEAVES_EMPTY = [
  'generateTask', // bill runs: the demo's twelve months are seeded as lines, not by a run
  'overdueRecord', // late fees: written by the daily accrual job or "compute now"
  'billPush', // reminder campaigns: started from the console
  'eInvoiceChannel', // a community without a channel row issues through the simulated channel
  'monthSettlementLog', // no month is closed in the demo
  'attendanceHoliday', // the holiday calendar: entered by the company
];

async function pageOf(decl: ResourceDecl, body: Record<string, unknown>): Promise<PageResult<Row>> {
  const response = await call<PageResult<Row>>(t.app, 'POST', routeOf(decl, 'page').path, { token: admin, body });
  expect(response.status, `${decl.name}: ${response.message}`).toBe(200);
  return response.data;
}

describe('the page a list shows', () => {
  // Every row the API returns is presented by the database (engine/selection.ts): a page as the JSON it writes, a
  // record as that JSON parsed, then both through the resource's loadVirtual hook when it has one.
  it('presents every registered resource in SQL, secrets never', () => {
    const registered = API_MODULES.flatMap((module) => module.registry).map(resolvedEntry);
    for (const resource of registered) {
      const fields = Object.keys(presentedSelection(resource));
      expect(fields[0], resource.decl.name).toBe('id');
      const secrets = Object.entries(resource.decl.fields).filter(([, field]) => field.secret);
      for (const [name] of secrets) expect(fields, `${resource.decl.name} never presents ${name}`).not.toContain(name);
    }
    expect(registered.map((resource) => resource.decl.name)).toEqual(expect.arrayContaining(viewable.map((decl) => decl.name)));
  });

  it('reads every resource’s rows on a page exactly as the record itself reads, fitting the row schema', async () => {
    const compared: string[] = [];
    for (const decl of viewable) {
      const { rows } = await pageOf(decl, { limit: 5 });
      for (const row of rows) {
        const one = await call<Row>(t.app, 'GET', routeOf(decl, 'get').path.replace('{id}', String(row.id)), { token: admin });
        expect(one.status).toBe(200);
        expect(row, `${decl.name} ${row.id}`).toStrictEqual(one.data);
        expect(rowSchema(decl).strict().safeParse(row).success, `${decl.name} ${row.id} fits its row schema`).toBe(true);
        for (const [name, field] of Object.entries(decl.fields))
          if (field.secret) expect(row, `${decl.name} ${name}`).not.toHaveProperty(name);
      }
      if (rows.length) compared.push(decl.name);
    }
    // The demo seed fills every table but these; an empty one compares nothing, so a new resource must either come
    // with demo rows or be named here with the reason.
    expect(
      viewable
        .map((decl) => decl.name)
        .filter((name) => !compared.includes(name))
        .sort(),
    ).toEqual([...DEMO_LEAVES_EMPTY].sort());
  });

  it('answers an empty page as an empty list with the total', async () => {
    for (const decl of viewable) {
      const far = await pageOf(decl, { page: 1_000_000, limit: 5 });
      expect(far.rows, decl.name).toEqual([]);
      expect(far.nextCursor).toBeNull();
    }
  });
});
