import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, residentials, tenants, users } from '../../db/schema/index.js';
import { planScheduleColumns, plannedWorkColumns } from '../../engine/index.js';
import { staffMembers } from '../household/schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const residential = () =>
  integer('residential_id')
    .notNull()
    .references(() => residentials.id);
const staff = () =>
  integer('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' });

/** A community's shifts (contracts attendanceShift). */
export const attendanceShifts = pgTable(
  'attendance_shifts',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    shiftName: varchar('shift_name', { length: 30 }).notNull(),
    flexMinutes: integer('flex_minutes').notNull().default(0),
    workMinutes: integer('work_minutes').notNull().default(480),
    /** Minutes after the last sign-out at which overtime starts; null: the shift has no overtime. */
    overtimeAfter: integer('overtime_after'),
    overtimeDailyMinutes: integer('overtime_daily_minutes').notNull().default(240),
    overtimeMonthlyHours: integer('overtime_monthly_hours').notNull().default(36),
    enabled: smallint('enabled').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attendance_shifts_residential_name_uq').on(t.residentialId, t.shiftName)],
);

/** A shift's periods: HH:mm China times, windows in minutes around them (contracts attendancePeriod). */
export const attendancePeriods = pgTable(
  'attendance_periods',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => attendanceShifts.id, { onDelete: 'cascade' }),
    signIn: varchar('sign_in', { length: 5 }).notNull(),
    signOut: varchar('sign_out', { length: 5 }).notNull(),
    nextDay: smallint('next_day').notNull().default(0),
    signInBefore: integer('sign_in_before').notNull().default(60),
    signInAfter: integer('sign_in_after').notNull().default(120),
    signOutBefore: integer('sign_out_before').notNull().default(120),
    signOutAfter: integer('sign_out_after').notNull().default(240),
    allowLate: integer('allow_late').notNull().default(0),
    allowEarly: integer('allow_early').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('attendance_periods_shift_idx').on(t.shiftId)],
);

/** Rotations: plans of the plan-to-work machinery whose work is the schedule of their staff (docs/decisions/0030). */
export const attendanceRosters = pgTable('attendance_rosters', {
  id: serial('id').primaryKey(),
  residentialId: residential(),
  rosterName: varchar('roster_name', { length: 50 }).notNull(),
  mode: varchar('mode', { length: 10 }).notNull().default('rotation'),
  pattern: varchar('pattern', { length: 300 }).notNull(),
  /** The pattern resolved: a shift id per step, null for a day off. */
  patternShiftIds: jsonb('pattern_shift_ids').$type<(number | null)[]>().notNull(),
  staggered: smallint('staggered').notNull().default(1),
  enabled: smallint('enabled').notNull().default(1),
  ...planScheduleColumns(),
  createdAt: createdAt(),
});

/** A rotation's staff, in order (the stagger follows it). */
export const attendanceRosterStaff = pgTable(
  'attendance_roster_staff',
  {
    rosterId: integer('roster_id')
      .notNull()
      .references(() => attendanceRosters.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    staffId: staff(),
  },
  (t) => [primaryKey({ columns: [t.rosterId, t.seq] })],
);

/** The work of a rotation: one row per (rotation, day), made exactly once; its schedules hang off it. */
export const attendanceRosterDays = pgTable(
  'attendance_roster_days',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => attendanceRosters.id, { onDelete: 'cascade' }),
    ...plannedWorkColumns(),
  },
  (t) => [unique('attendance_roster_days_plan_slot_uq').on(t.planId, t.slot)],
);

/** One shift of one staff member on one China day (at most one a day). */
export const attendanceSchedules = pgTable(
  'attendance_schedules',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    staffId: staff(),
    day: date('day').notNull(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => attendanceShifts.id),
    rosterId: integer('roster_id').references(() => attendanceRosters.id, { onDelete: 'set null' }),
    /** 1 once its anomalies are computed after its last window closed; a later clock-in sets it back to 0. */
    settled: smallint('settled').notNull().default(0),
    /** Minutes between the first and the last clock counted (0: nobody came). */
    workedMinutes: integer('worked_minutes').notNull().default(0),
    remark: varchar('remark', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_schedules_staff_day_uq').on(t.staffId, t.day),
    index('attendance_schedules_residential_day_idx').on(t.residentialId, t.day),
    index('attendance_schedules_unsettled_idx')
      .on(t.day)
      .where(sql`settled = 0`),
  ],
);

/** Clock-ins: door passages of staff (one per passage, `open_record_id`), the phone, console corrections. */
export const attendanceClockIns = pgTable(
  'attendance_clock_ins',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    staffId: staff(),
    clockedAt: at('clocked_at').notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    doorName: varchar('door_name', { length: 100 }),
    openRecordId: bigint('open_record_id', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_clock_ins_open_record_uq').on(t.openRecordId),
    index('attendance_clock_ins_staff_time_idx').on(t.staffId, t.clockedAt),
    index('attendance_clock_ins_residential_time_idx').on(t.residentialId, t.clockedAt),
  ],
);

/**
 * Each staff member's last phone clock-in: taking it is one conditional upsert, so taps sent at once (or within
 * DEDUPE_SECONDS) make one clock-in however many requests race (docs/decisions/0038).
 */
export const attendancePhoneTaps = pgTable('attendance_phone_taps', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  lastAt: at('last_at').notNull(),
});

/** What a settled schedule day found wrong, one row per (schedule, period, type); excusing keeps the row. */
export const attendanceAnomalies = pgTable(
  'attendance_anomalies',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    staffId: staff(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => attendanceSchedules.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    shiftId: integer('shift_id').notNull(),
    periodSeq: smallint('period_seq').notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    description: varchar('description', { length: 200 }).notNull(),
    excused: smallint('excused').notNull().default(0),
    excuseReason: varchar('excuse_reason', { length: 200 }),
    excusedBy: integer('excused_by').references(() => users.id),
    excusedAt: at('excused_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('attendance_anomalies_schedule_period_type_uq').on(t.scheduleId, t.periodSeq, t.type),
    index('attendance_anomalies_residential_day_idx').on(t.residentialId, t.day),
  ],
);

/** How far each tenant's door passages have been read into clock-ins (the last open_records id taken). */
export const attendanceOpenRecordCursor = pgTable('attendance_passage_cursor', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
});

/** A community's month of attendance once closed: its report's figures as they were (reopening sets it open). */
export const attendanceMonths = pgTable(
  'attendance_months',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    month: varchar('month', { length: 7 }).notNull(),
    state: varchar('state', { length: 6 }).notNull(),
    figures: jsonb('figures').$type<unknown[]>().notNull(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: at('closed_at'),
  },
  (t) => [uniqueIndex('attendance_months_residential_month_uq').on(t.residentialId, t.month)],
);

/** Every close and reopen of a month, who and when (a reopen with its reason). */
export const attendanceMonthEvents = pgTable(
  'attendance_month_events',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    month: varchar('month', { length: 7 }).notNull(),
    action: varchar('action', { length: 6 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    userId: integer('user_id').references(() => users.id),
    at: at('at').notNull(),
  },
  (t) => [index('attendance_month_events_month_idx').on(t.residentialId, t.month)],
);

/** The community's holiday calendar: holidays and swapped working days (调休上班), one entry a day. */
export const attendanceHolidays = pgTable(
  'attendance_holidays',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    day: date('day').notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('holiday'),
    holidayName: varchar('holiday_name', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attendance_holidays_residential_day_uq').on(t.residentialId, t.day)],
);
