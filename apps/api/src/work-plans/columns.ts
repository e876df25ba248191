import { CycleSchema, neverFires, type PlanSchedule } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { date, integer, jsonb, timestamp, uniqueIndex, varchar, type PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/errors.js';

/**
 * The columns every plan table has (spread into its pgTable): the schedule (contracts' PlanSchedule) and the
 * watermark of generation, `generated_until`: work exists for every slot before it (docs/decisions/0030).
 */
export function planScheduleColumns() {
  return {
    cycle: jsonb('cycle').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    timeOfDay: varchar('time_of_day', { length: 5 }).notNull().default('09:00'),
    windowMinutes: integer('window_minutes').notNull().default(1440),
    leadDays: integer('lead_days').notNull().default(1),
    generatedUntil: timestamp('generated_until', { withTimezone: true }),
  };
}

/**
 * The columns every work table has: the slot it was made for (unique with the plan's id: declare
 * `unique().on(t.planId, t.slot)`), when it is due (overdue after, while open) and when its people were reminded.
 */
export function plannedWorkColumns() {
  return {
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  };
}

/**
 * The second key of a work table: one work row per plan and China day of its slot (a plan fires at most once a
 * day). Moving a plan's time of day makes a new slot on a day that may already have its work, filled in or past:
 * the work table's insert, `on conflict do nothing` without a target, then skips that day instead of making a twin
 * (docs/decisions/0030).
 */
export function oneWorkADay(name: string, t: { planId: PgColumn; slot: PgColumn }) {
  return uniqueIndex(name).on(t.planId, sql`((${t.slot} at time zone 'Asia/Shanghai')::date)`);
}

/** A plan row's schedule (its columns as Drizzle reads them). */
export function scheduleOf(row: {
  cycle: unknown;
  startsOn: string;
  endsOn: string | null;
  timeOfDay: string;
  windowMinutes: number;
  leadDays: number;
}): PlanSchedule {
  return {
    cycle: CycleSchema.parse(row.cycle),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    timeOfDay: row.timeOfDay,
    windowMinutes: row.windowMinutes,
    leadDays: row.leadDays,
  };
}

/**
 * The condition of a plan whose work is not generated far enough at `now`: its watermark is before its horizon
 * (China midnight after today plus its lead days) and before the end of its last day.
 */
export function planIsBehind(columns: { generatedUntil: PgColumn; leadDays: PgColumn; endsOn: PgColumn }, now: Date): SQL {
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')`;
  return sql`(${columns.generatedUntil} is null or (${columns.generatedUntil} < ((${today} + (${columns.leadDays} + 1) * interval '1 day') at time zone 'Asia/Shanghai')
    and (${columns.endsOn} is null or ${columns.generatedUntil} < ((${columns.endsOn} + 1)::timestamp at time zone 'Asia/Shanghai'))))`;
}

/** The condition of open work past its due time (overdue), for lists, filters and counts. */
export function isOverdue(dueAt: PgColumn, open: SQL, now: Date): SQL {
  return sql`(${open} and ${dueAt} < ${now.toISOString()}::timestamptz)`;
}

/** Refuses a schedule that never fires (PLAN_CYCLE_NEVER_FIRES, in the user's language): every module's plan check. */
export function refuseNeverFiring(schedule: Pick<PlanSchedule, 'cycle' | 'startsOn' | 'endsOn'>): void {
  if (neverFires(schedule)) throw new AppError('PLAN_CYCLE_NEVER_FIRES');
}
