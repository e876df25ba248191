import { VisitorEndpoints } from '@cvap/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { residentials } from '../src/db/schema/index.js';
import { persons } from '../src/modules/household/schema.js';
import { visitorWatchlistEvents, visits } from '../src/modules/visitor/schema.js';
import { PoolQueryInTransactionError } from '../src/db/transaction-guard.js';
import { formatDateTime } from '../src/engine/values.js';
import { idNumber, mobile } from './helpers/door-people.fixtures.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

// Runs on PGlite (one connection: a pool query inside a transaction used to hang every request) and on PostgreSQL.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ config: { logLevel: 'silent' } });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** True when the error, or one of its causes (Drizzle wraps what the driver throws), is the guard's refusal. */
function refusedByGuard(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause)
    if (current instanceof PoolQueryInTransactionError) return true;
  return false;
}

/** Resolves with the promise's outcome, or rejects if it has not settled within `ms` (a hang). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

const asAdmin = () => ({ token: admin, companyId: '1003', language: 'en' as const });
const soon = (hours: number) => formatDateTime(new Date(Date.now() + hours * 3_600_000));

/** An appointment at the campus (1003) to one of its companies' employees, expected within the hour. */
async function campusAppointment(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const orm = t.database.db.orm;
  const [campus] = await orm.select().from(residentials).where(eq(residentials.companyId, '1003'));
  const [host] = await orm
    .select({ id: persons.id, companyId: persons.companyId, name: persons.name })
    .from(persons)
    .where(and(eq(persons.residentialId, campus!.id), eq(persons.personType, 4), isNotNull(persons.companyId)))
    .limit(1);
  return {
    guestName: '访客',
    guestType: 'business',
    visitPhone: mobile(),
    idNumber: idNumber(41),
    companyId: host!.companyId,
    personId: host!.id,
    personName: host!.name,
    personMobile: '13800000000',
    expectedAt: soon(1),
    expectedLeaveAt: soon(3),
    visitWay: 'walk',
    ...overrides,
  };
}

async function newAppointment(body: Record<string, unknown>): Promise<number> {
  const created = await call<{ id: number }>(t.app, 'POST', '/api/property/visitor', { ...asAdmin(), body });
  expect(created.status, created.message).toBe(200);
  return created.data.id;
}

describe('a query through the pool while a transaction is open', () => {
  it('is refused at once instead of waiting for the connection the transaction holds', async () => {
    const orm = t.database.db.orm;
    const attempt = orm.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await orm.execute(sql`select 1`);
    });
    expect(refusedByGuard(await within(5000, attempt).catch((error: unknown) => error))).toBe(true);
    // The database is still usable by everyone else.
    expect((await within(5000, call(t.app, 'GET', '/api/health'))).status).toBe(200);
  });

  it('refuses a transaction begun on the pool from inside another, and allows a savepoint on the handle', async () => {
    const orm = t.database.db.orm;
    const nested = orm.transaction(async () => orm.transaction(async () => 1));
    expect(refusedByGuard(await within(5000, nested).catch((error: unknown) => error))).toBe(true);
    const savepoint = orm.transaction(async (tx) =>
      tx.transaction(async (inner) => rowsOf(await inner.execute(sql`select 2 as n`)).length),
    );
    expect(await within(5000, savepoint)).toBe(1);
  });

  it('allows the pool again once the transaction is over, also to work that started inside it', async () => {
    const orm = t.database.db.orm;
    let later: Promise<unknown> = Promise.resolve();
    await orm.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Started inside, awaited after the commit: by then the transaction no longer holds the connection.
      later = new Promise((resolve) => setImmediate(resolve))
        .then(() => new Promise((resolve) => setTimeout(resolve, 20)))
        .then(() => orm.execute(sql`select 1`));
    });
    await expect(within(5000, later)).resolves.toBeDefined();
  });
});

describe.runIf(inject('dbKind') === 'postgres')('PostgreSQL session limits', () => {
  it('bounds lock waits, statements and idle transactions on every pooled connection', async () => {
    const rows = rowsOf(
      await t.database.db.orm.execute(
        sql`select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement,
            current_setting('idle_in_transaction_session_timeout') as idle`,
      ),
    );
    expect(rows[0]).toEqual({ lock: '10s', statement: '1min', idle: '30s' });
  });

  it('answers 50310 when a row stays locked past the lock limit, and serves on once it is free', async () => {
    const db = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 3, timeouts: { lockMs: 300 } });
    const limited = await startTestApp({ database: { db, dispose: () => db.close() }, config: { logLevel: 'silent' } });
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      const id = await newAppointment(await campusAppointment());
      const token = await login(limited.app, 'admin');
      await holder.query('begin');
      await holder.query('select id from visits where id = $1 for update', [id]);
      const approve = () =>
        call(limited.app, 'POST', VisitorEndpoints.steps.approve.path.replace('{id}', String(id)), {
          token,
          companyId: '1003',
          language: 'en',
          body: {},
        });
      const started = Date.now();
      const blocked = await within(5000, approve());
      expect([blocked.http, blocked.status, blocked.message]).toEqual([
        503,
        50310,
        'The database is busy and this was not done; please try again shortly',
      ]);
      expect(Date.now() - started).toBeLessThan(3000);
      // The connections it used are back: more requests than the pool has connections all answer.
      const health = await Promise.all(Array.from({ length: 6 }, () => within(5000, call(limited.app, 'GET', '/api/health'))));
      expect(health.map((r) => r.status)).toEqual(Array(6).fill(200));
      await holder.query('rollback');
      expect((await within(5000, approve())).status).toBe(200);
    } finally {
      await holder.end();
      await limited.close();
      await db.close();
    }
  });
});

describe('the guard arriving for an appointment whose guest was barred after approval', () => {
  it('is refused with 40980 and the refusal logged, and every other request still answers', async () => {
    const orm = t.database.db.orm;
    const guestId = idNumber(31);
    const appointmentBody = await campusAppointment({ guestName: '后禁者', idNumber: guestId });
    const id = await newAppointment(appointmentBody);
    expect(
      (await call(t.app, 'POST', VisitorEndpoints.steps.approve.path.replace('{id}', String(id)), { ...asAdmin(), body: {} })).status,
    ).toBe(200);
    const listed = await call(t.app, 'POST', '/api/property/visitorWatchlist', {
      ...asAdmin(),
      body: { name: '后禁者', idNumber: guestId, level: 'barred', reason: '批准后列入' },
    });
    expect(listed.status, listed.message).toBe(200);

    const arrive = await within(
      10_000,
      call(t.app, 'POST', VisitorEndpoints.steps.arrive.path.replace('{id}', String(id)), { ...asAdmin(), body: { passMethod: 'none' } }),
    );
    expect([arrive.http, arrive.status]).toEqual([409, 40980]);
    expect((await within(5000, call(t.app, 'GET', '/api/health'))).status).toBe(200);

    const [visit] = await orm.select({ status: visits.appointmentStatus, inTime: visits.inTime }).from(visits).where(eq(visits.id, id));
    expect(visit).toEqual({ status: 'approved', inTime: null });
    const events = await orm.select().from(visitorWatchlistEvents).where(eq(visitorWatchlistEvents.visitId, id));
    expect(events.map((e) => [e.outcome, e.idNumber, e.registerWay])).toEqual([['refused', guestId, 'guard']]);

    // A new appointment for the same guest is refused the same way: its write rolls back, its refusal is logged.
    const again = await within(
      10_000,
      call(t.app, 'POST', '/api/property/visitor', {
        ...asAdmin(),
        body: { ...appointmentBody, expectedAt: soon(2), expectedLeaveAt: soon(4) },
      }),
    );
    expect([again.http, again.status]).toEqual([409, 40980]);
    const logged = await orm.select().from(visitorWatchlistEvents).where(eq(visitorWatchlistEvents.idNumber, guestId));
    expect(logged.map((e) => [e.outcome, e.registerWay, e.visitId])).toEqual([
      ['refused', 'guard', id],
      ['refused', 'appointment', null],
    ]);
    expect(await orm.select({ id: visits.id }).from(visits).where(eq(visits.idNumber, guestId))).toEqual([{ id }]);
  });
});
