import { COUNT_CAP, COUNT_REMEMBERED_FROM, opLogResource } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { opLogs } from '../db/schema/index.js';
import { resolveResource } from './resolve.js';
import { cappedCount, filterKey, totalOf } from './totals.js';

const opLog = resolveResource(opLogResource, opLogs, {});

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(() => t?.dispose());

const insert = (n: number, resource: string) =>
  t.db.orm.execute(sql`
    insert into op_logs (user_id, username, method, path, resource, action, status, http_status, duration_ms)
    select 1, 'admin', 'PUT', '/api/x', ${resource}, 'update', 200, 200, 5 from generate_series(1, ${n})`);

describe('filterKey', () => {
  it('is the condition with its values: equal for the same condition, different when any part differs', () => {
    const byResource = (value: string) => eq(opLogs.resource, value);
    expect(filterKey(undefined)).toBe('');
    expect(filterKey(byResource('a'))).toBe(filterKey(byResource('a')));
    expect(filterKey(byResource('a'))).not.toBe(filterKey(byResource('b')));
    // One more condition (a hook's, the scope's) is a different key, whatever its shape.
    expect(filterKey(and(byResource('a'), sql`${opLogs.userId} in (select 1)`))).not.toBe(filterKey(byResource('a')));
  });
});

describe('cappedCount', () => {
  it('counts exactly up to COUNT_CAP, and stops at COUNT_CAP + 1 (not exact) above it', async () => {
    await insert(3, 'few');
    expect(await cappedCount(t.db.orm, opLog, eq(opLogs.resource, 'few'))).toEqual({ total: 3, exact: true });
    await insert(COUNT_CAP + 5, 'many');
    expect(await cappedCount(t.db.orm, opLog, eq(opLogs.resource, 'many'))).toEqual({ total: COUNT_CAP + 1, exact: false });
  }, 120_000);
});

describe('totalOf', () => {
  it('answers an unfiltered table above COUNT_CAP by the planner’s estimate, and counts a filtered one', async () => {
    await t.db.orm.execute(sql`analyze op_logs`);
    const unfiltered = await totalOf(t.db.orm, opLog, undefined);
    expect(unfiltered.exact).toBe(false);
    expect(unfiltered.total).toBeGreaterThan(COUNT_CAP);
    expect(await totalOf(t.db.orm, opLog, eq(opLogs.resource, 'few'))).toEqual({ total: 3, exact: true });
  });

  it('remembers a large count for its own condition only, and answers it as an estimate meanwhile', async () => {
    await insert(COUNT_REMEMBERED_FROM, 'remembered');
    const large = eq(opLogs.resource, 'remembered');
    expect(await totalOf(t.db.orm, opLog, large)).toEqual({ total: COUNT_REMEMBERED_FROM, exact: false });
    await t.db.orm.execute(sql`delete from op_logs where resource = 'remembered'`);
    // The same condition is not counted again for a while ...
    expect(await totalOf(t.db.orm, opLog, eq(opLogs.resource, 'remembered'))).toEqual({ total: COUNT_REMEMBERED_FROM, exact: false });
    // ... but one condition more (as a hook's filter adds) is its own count, never the remembered one.
    expect(await totalOf(t.db.orm, opLog, and(large, eq(opLogs.userId, 1)))).toEqual({ total: 0, exact: true });
  });

  it('does not remember a small count: it is exact on every page', async () => {
    const few = eq(opLogs.resource, 'few');
    expect(await totalOf(t.db.orm, opLog, few)).toEqual({ total: 3, exact: true });
    await insert(2, 'few');
    expect(await totalOf(t.db.orm, opLog, few)).toEqual({ total: 5, exact: true });
  });
});
