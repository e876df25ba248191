import { chinaInstant, occurrences, type PlanSchedule } from '@cvap/contracts';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, unique } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../src/db/client.js';
import { quartzJobs, tasks, tenants, users } from '../src/db/schema/index.js';
import {
  generatePlannedWork,
  isOverdue,
  planIsBehind,
  planScheduleColumns,
  plannedWorkColumns,
  replanFutureWork,
  scheduleOf,
  type WorkSource,
} from '../src/work-plans/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';

// A work source of the shape a module writes (modules/equipment's maintenance plans are one), on tables of this
// test's own: the machinery is tested apart from any module.
const plans = pgTable('wp_test_plans', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  assigneeUserId: integer('assignee_user_id'),
  ...planScheduleColumns(),
});
const work = pgTable(
  'wp_test_work',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull(),
    status: smallint('status').notNull().default(0),
    ...plannedWorkColumns(),
  },
  (t) => [unique('wp_test_work_plan_slot').on(t.planId, t.slot)],
);
const open = sql`${work.status} = 0`;

const source: WorkSource = {
  name: 'test',
  async duePlans(tx, { tenantId, now, limit }) {
    const rows = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.tenantId, tenantId), planIsBehind(plans, now)))
      .orderBy(asc(plans.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.map((row) => ({ id: row.id, schedule: scheduleOf(row), generatedUntil: row.generatedUntil, notBefore: null }));
  },
  async countBehind(orm, { tenantId, now }) {
    const [row] = await orm
      .select({ n: count() })
      .from(plans)
      .where(and(eq(plans.tenantId, tenantId), planIsBehind(plans, now)));
    return row?.n ?? 0;
  },
  async insertWork(tx, plan, slots) {
    const made = await tx
      .insert(work)
      .values(slots.map((s) => ({ planId: plan.id, slot: s.slot, dueAt: s.dueAt })))
      .onConflictDoNothing()
      .returning({ id: work.id });
    return made.length;
  },
  async setGeneratedUntil(tx, planId, until) {
    await tx.update(plans).set({ generatedUntil: until }).where(eq(plans.id, planId));
  },
  async dropFutureWork(tx, planId, from) {
    const gone = await tx
      .delete(work)
      .where(and(eq(work.planId, planId), open, sql`${work.slot} >= ${from.toISOString()}::timestamptz`))
      .returning({ id: work.id });
    return gone.length;
  },
  remind: {
    async overdue(tx, { now, limit }) {
      const rows = await tx
        .select({ id: work.id, slot: work.slot, assignee: plans.assigneeUserId })
        .from(work)
        .innerJoin(plans, eq(plans.id, work.planId))
        .where(and(isOverdue(work.dueAt, open, now), isNull(work.remindedAt)))
        .orderBy(asc(work.id))
        .limit(limit)
        .for('update', { of: work, skipLocked: true });
      return rows.map((r) => ({ id: r.id, ref: `W${r.id}`, userIds: r.assignee ? [r.assignee] : [] }));
    },
    async markReminded(tx, ids, now) {
      await tx.update(work).set({ remindedAt: now }).where(inArray(work.id, ids));
    },
    taskType: 'testReminder',
    taskSource: 'test:work',
    text: { zh_cn: { title: (n) => `${n} 项超时`, line: '超时' }, en: { title: (n) => `${n} overdue`, line: 'Overdue' } },
  },
};

const cst = (text: string) => new Date(`${text}+08:00`);
let t: TestApp;
let orm: Orm;
let tenantId: number;
let adminId: number;

async function createTables(db: Orm) {
  await db.execute(sql`create table wp_test_plans (id serial primary key, tenant_id int not null, assignee_user_id int,
    cycle jsonb not null, starts_on date not null, ends_on date, time_of_day varchar(5) not null default '09:00',
    window_minutes int not null default 1440, lead_days int not null default 1, generated_until timestamptz)`);
  await db.execute(sql`create table wp_test_work (id serial primary key, plan_id int not null, status smallint not null default 0,
    slot timestamptz not null, due_at timestamptz not null, reminded_at timestamptz, constraint wp_test_work_plan_slot unique (plan_id, slot))`);
}

async function addPlans(count: number, schedule: PlanSchedule, assigneeUserId: number | null = null) {
  const rows = Array.from({ length: count }, () => ({ tenantId, assigneeUserId, ...schedule }));
  return (await orm.insert(plans).values(rows).returning({ id: plans.id })).map((r) => r.id);
}

async function workOf(planIds: number[]) {
  return orm.select().from(work).where(inArray(work.planId, planIds)).orderBy(asc(work.planId), asc(work.slot));
}

beforeAll(async () => {
  t = await startTestApp();
  orm = t.database.db.orm;
  await createTables(orm);
  [{ id: tenantId }] = (await orm.select({ id: tenants.id }).from(tenants).limit(1)) as [{ id: number }];
  [{ id: adminId }] = (await orm.select({ id: users.id }).from(users).where(eq(users.username, 'admin'))) as [{ id: number }];
});
afterAll(() => t.close());

const DAILY: PlanSchedule = {
  cycle: { kind: 'daily' },
  startsOn: '2026-03-01',
  endsOn: null,
  timeOfDay: '09:00',
  windowMinutes: 240,
  leadDays: 2,
};

describe('generating planned work', () => {
  it('is a platform job every tenant has, every minute, without a log per run', async () => {
    const [job] = await orm.select().from(quartzJobs).where(eq(quartzJobs.handler, 'generatePlannedWork'));
    expect(job).toMatchObject({ cronExpression: '0 * * * * *', saveLogs: false, status: 1 });
  });

  it('makes each slot up to the lead days ahead once, with its due time, and is idempotent', async () => {
    const [id] = await addPlans(1, DAILY);
    const now = cst('2026-03-10T12:00:00');
    await generatePlannedWork(orm, [source], { tenantId, now });
    const again = await generatePlannedWork(orm, [source], { tenantId, now });
    const rows = await workOf([id!]);
    // From the start date (1 March) to the end of 12 March (today plus two lead days).
    expect(rows.map((r) => r.slot)).toEqual(occurrences(DAILY, cst('2026-03-01T00:00:00'), cst('2026-03-13T00:00:00')));
    expect(rows).toHaveLength(12);
    expect(rows[0]!.dueAt).toEqual(cst('2026-03-01T13:00:00'));
    expect(again.made).toBe(0);
    const [plan] = await orm.select().from(plans).where(eq(plans.id, id!));
    expect(plan!.generatedUntil).toEqual(chinaInstant('2026-03-13'));
  });

  it('makes each plan’s work once when two API instances generate at the same moment', async () => {
    const ids = await addPlans(300, { ...DAILY, cycle: { kind: 'weekly', weekdays: [1, 3, 5] } });
    const otherDb = await t.database.openAnother!();
    const now = cst('2026-04-30T08:00:00');
    const [a, b] = await Promise.all([
      generatePlannedWork(orm, [source], { tenantId, now, batch: 20 }),
      generatePlannedWork(otherDb.orm, [source], { tenantId, now, batch: 20 }),
    ]);
    const rows = await workOf(ids);
    const expected = occurrences(
      { ...DAILY, cycle: { kind: 'weekly', weekdays: [1, 3, 5] } },
      cst('2026-03-01T00:00:00'),
      cst('2026-05-03T00:00:00'),
    );
    expect(rows).toHaveLength(300 * expected.length);
    expect(a.made + b.made).toBeGreaterThanOrEqual(300 * expected.length);
    // No slot of a plan is there twice.
    expect(new Set(rows.map((r) => `${r.planId}|${r.slot.toISOString()}`)).size).toBe(rows.length);
  });

  it('catches up after the API was down over generation times, from the watermark', async () => {
    const [id] = await addPlans(1, { ...DAILY, startsOn: '2026-05-01', leadDays: 0 });
    await generatePlannedWork(orm, [source], { tenantId, now: cst('2026-05-02T10:00:00') });
    expect(await workOf([id!])).toHaveLength(2);
    // Down from 2 May to 20 June: the first pass after the start makes every slot of the gap, once.
    const counts = await generatePlannedWork(orm, [source], { tenantId, now: cst('2026-06-20T07:00:00') });
    const rows = await workOf([id!]);
    expect(rows.map((r) => r.slot)).toEqual(occurrences(DAILY, cst('2026-05-01T00:00:00'), cst('2026-06-21T00:00:00')));
    expect(counts.made).toBeGreaterThanOrEqual(49);
  });

  it('leaves everything as it was when a pass fails, and the next pass resumes', async () => {
    const [id] = await addPlans(1, { ...DAILY, startsOn: '2026-07-01', leadDays: 0 });
    const failing: WorkSource = {
      ...source,
      async setGeneratedUntil() {
        throw new Error('crash while moving the watermark');
      },
    };
    await expect(generatePlannedWork(orm, [failing], { tenantId, now: cst('2026-07-05T10:00:00') })).rejects.toThrow('crash');
    expect(await workOf([id!])).toHaveLength(0);
    await generatePlannedWork(orm, [source], { tenantId, now: cst('2026-07-05T10:00:00') });
    expect(await workOf([id!])).toHaveLength(5);
  });

  it('regenerates only future work not started when a plan changes', async () => {
    const schedule: PlanSchedule = { ...DAILY, startsOn: '2026-08-01', leadDays: 5 };
    const [id] = await addPlans(1, schedule);
    const now = cst('2026-08-03T12:00:00');
    await generatePlannedWork(orm, [source], { tenantId, now });
    const before = await workOf([id!]);
    const started = before.find((r) => r.slot.getTime() === cst('2026-08-05T09:00:00').getTime())!;
    await orm.update(work).set({ status: 1 }).where(eq(work.id, started.id));
    const changed: PlanSchedule = { ...schedule, timeOfDay: '14:00' };
    await orm.update(plans).set(changed).where(eq(plans.id, id!));
    await orm.transaction((tx) =>
      replanFutureWork(tx as unknown as Orm, source, { id: id!, schedule: changed, generatedUntil: null, notBefore: null }, now),
    );
    const after = (await workOf([id!])).map((r) => `${new Date(r.slot.getTime() + 8 * 3_600_000).toISOString().slice(5, 16)} ${r.status}`);
    expect(after).toEqual([
      '08-01T09:00 0',
      '08-02T09:00 0',
      '08-03T09:00 0', // past: kept as it was
      '08-03T14:00 0',
      '08-04T14:00 0',
      '08-05T09:00 1', // started: kept
      '08-05T14:00 0',
      '08-06T14:00 0',
      '08-07T14:00 0',
      '08-08T14:00 0',
    ]);
  });

  it('reminds the assignee of overdue work once, through the task push', async () => {
    const [id] = await addPlans(1, { ...DAILY, startsOn: '2026-09-01', windowMinutes: 60, leadDays: 0 }, adminId);
    const now = cst('2026-09-02T11:00:00');
    const first = await generatePlannedWork(orm, [source], { tenantId, now });
    const second = await generatePlannedWork(orm, [source], { tenantId, now });
    expect(first.overdue).toBeGreaterThanOrEqual(2);
    expect(second.overdue).toBe(0);
    const rows = await workOf([id!]);
    expect(rows.every((r) => r.remindedAt?.getTime() === now.getTime())).toBe(true);
    const sent = await orm
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, adminId), eq(tasks.type, 'testReminder')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain(`W${rows[0]!.id}`);
  });
});
