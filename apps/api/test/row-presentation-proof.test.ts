import { RESOURCES, routeOf, type PageResult } from '@cvap/contracts';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '../src/modules/door/schema.js';
import { API_MODULES } from '../src/modules/index.js';
import { present, presentRows, readRows } from '../src/engine/repository.js';
import { resolvedEntry } from '../src/engine/resolve.js';
import { storedSelection } from '../src/engine/selection.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

// The proof that the database's presentation of rows equals the JavaScript one (present → toApiRow) it replaces,
// for every registered resource, on every seeded demo row (up to CAP a resource), before the JavaScript one goes.

const CAP = 3000;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  await call(t.app, 'POST', '/api/admin/whiteList', {
    token: admin,
    body: { type: 'phone', value: '13912345678', holderName: '王芳', validUntil: '2027-01-31 23:59:59', enabled: 1 },
  });
  // Rows of the resources the demo leaves empty: a job log, a bill run, a reminder campaign, late fees.
  const community = { token: admin, companyId: '1001' };
  const jobs = await call<PageResult<{ id: number }>>(t.app, 'POST', '/api/admin/quartzJob/query/page', {
    token: admin,
    body: { handler: 'expireAppointments' },
  });
  await call(t.app, 'POST', `/api/admin/quartzJob/${jobs.data.rows[0]!.id}/run`, { token: admin });
  const [house] = await t.database.db.orm.select({ buildingId: apartments.buildingId }).from(apartments).orderBy(apartments.id).limit(1);
  const runs = await call(t.app, 'POST', '/api/property/generateTask/start', { ...community, body: { period: '2026-12' } });
  const push = await call(t.app, 'POST', '/api/property/billPush/start', {
    ...community,
    body: { name: '催缴', channel: 1, buildingId: house!.buildingId },
  });
  const overdue = await call(t.app, 'POST', '/api/property/overdueRecord/compute', { ...community, body: { asOf: '2026-12-01' } });
  console.log('run', runs.status, runs.message, 'push', push.status, push.message, 'overdue', overdue.status, JSON.stringify(overdue.data));
  bespoke = { run: runs.data as Record<string, unknown>, push: push.data as Record<string, unknown> };
});
let bespoke: { run: Record<string, unknown>; push: Record<string, unknown> };
afterAll(() => t?.close());

const entries = API_MODULES.flatMap((module) => module.registry);

describe('rows presented by the database', () => {
  it('equal the JavaScript presentation, field for field, for every registered resource', async () => {
    const orm = t.database.db.orm;
    const counts: string[] = [];
    for (const entry of entries) {
      const resource = resolvedEntry(entry);
      const order = [asc(resource.id)];
      const stored = await orm
        .select(storedSelection(resource))
        .from(resource.table)
        .orderBy(...order)
        .limit(CAP);
      const before = await present(orm, resource, stored);
      const after = await readRows(orm, resource, { orderBy: order, limit: CAP });
      expect(after, resource.decl.name).toStrictEqual(before);
      expect(JSON.stringify(after), resource.decl.name).toBe(JSON.stringify(before));
      // A row held in memory (as `select()` returns it) presents as the table's row does.
      const held = await orm
        .select()
        .from(resource.table)
        .orderBy(...order)
        .limit(50);
      expect(await presentRows(orm, resource, held), resource.decl.name).toStrictEqual(after.slice(0, 50));
      counts.push(`${resource.decl.name} ${after.length}`);
    }
    console.log(counts.join(', '));
  }, 300_000);

  it('answers each page as the old JavaScript presentation did (resources the database did not present)', async () => {
    const orm = t.database.db.orm;
    const checked: string[] = [];
    for (const entry of entries) {
      const resource = resolvedEntry(entry);
      if (!RESOURCES.includes(entry.decl) || !entry.decl.actions.includes('view')) continue;
      const page = await call<PageResult<Record<string, unknown>>>(t.app, 'POST', routeOf(entry.decl, 'page').path, {
        token: admin,
        body: { limit: 20, sort: 'id', order: 'asc' },
      });
      expect(page.status, `${entry.decl.name}: ${page.message}`).toBe(200);
      const ids = page.data.rows.map((row) => row.id as number);
      const stored = ids.length
        ? await orm.select(storedSelection(resource)).from(resource.table).where(inArray(resource.id, ids)).orderBy(asc(resource.id))
        : [];
      expect(page.data.rows, entry.decl.name).toStrictEqual(await present(orm, resource, stored));
      // A record reads as the old presentation read it too.
      for (const row of page.data.rows.slice(0, 3)) {
        const one = await call(t.app, 'GET', routeOf(entry.decl, 'get').path.replace('{id}', String(row.id)), { token: admin });
        expect(one.data, `${entry.decl.name} ${row.id}`).toStrictEqual(row);
      }
      checked.push(entry.decl.name);
    }
    console.log('pages and records', checked.length, 'of', RESOURCES.filter((decl) => decl.actions.includes('view')).length);
    // The answers of the routes that present a row held in memory: the resource's row, its community named too.
    for (const row of [bespoke.run, bespoke.push]) {
      expect(row.residentialIdLabel).toBeTypeOf('string');
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    console.log(JSON.stringify(bespoke));
  }, 300_000);
});
