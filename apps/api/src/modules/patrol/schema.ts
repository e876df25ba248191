import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, residentials, tenants, updatedAt, users } from '../../db/schema/index.js';
import { planScheduleColumns, plannedWorkColumns } from '../../engine/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const residential = () =>
  integer('residential_id')
    .notNull()
    .references(() => residentials.id);

/** The company's patrol-type tree (contracts patrolType). */
export const patrolTypes = pgTable(
  'patrol_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    pid: integer('pid'),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('patrol_types_tenant_pid_idx').on(t.tenantId, t.pid)],
);

export const patrolAreas = pgTable(
  'patrol_areas',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    areaName: varchar('area_name', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patrol_areas_residential_name_uq').on(t.residentialId, t.areaName)],
);

/** A point on site; `pointCode` is its QR label's text, unique across the installation. */
export const patrolPoints = pgTable(
  'patrol_points',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    pointName: varchar('point_name', { length: 50 }).notNull(),
    pointCode: varchar('point_code', { length: 40 }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => patrolAreas.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => patrolTypes.id),
    location: varchar('location', { length: 100 }).notNull(),
    checkItems: varchar('check_items', { length: 500 }),
    enabled: smallint('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patrol_points_code_uq').on(t.pointCode), index('patrol_points_residential_idx').on(t.residentialId)],
);

export const patrolRoutes = pgTable('patrol_routes', {
  id: serial('id').primaryKey(),
  residentialId: residential(),
  routeName: varchar('route_name', { length: 50 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  createdAt: createdAt(),
});

/** A route's points in walking order (seq 1, 2, …). */
export const patrolRoutePoints = pgTable(
  'patrol_route_points',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => patrolRoutes.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    pointId: integer('point_id')
      .notNull()
      .references(() => patrolPoints.id),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.seq] }), index('patrol_route_points_point_idx').on(t.pointId)],
);

/**
 * Plans (contracts patrolPlan). The cycle's form fields (`cycleKind`, `cycleDays`, `everyNDays`) are what the form
 * edits; the machinery's schedule columns (`cycle` among them, built from those on every write) drive generation.
 */
export const patrolPlans = pgTable('patrol_plans', {
  id: serial('id').primaryKey(),
  residentialId: residential(),
  planName: varchar('plan_name', { length: 50 }).notNull(),
  routeId: integer('route_id')
    .notNull()
    .references(() => patrolRoutes.id),
  cycleKind: varchar('cycle_kind', { length: 12 }).notNull().default('daily'),
  cycleDays: varchar('cycle_days', { length: 200 }),
  everyNDays: integer('every_n_days'),
  ...planScheduleColumns(),
  orderMode: varchar('order_mode', { length: 10 }).notNull().default('anyOrder'),
  enabled: smallint('enabled').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const patrolPlanUsers = pgTable(
  'patrol_plan_users',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => patrolPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);

/** One task per plan and slot (a shift's start on a day of the cycle): generated exactly once. */
export const patrolTasks = pgTable(
  'patrol_tasks',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    planId: integer('plan_id')
      .notNull()
      .references(() => patrolPlans.id, { onDelete: 'cascade' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => patrolRoutes.id),
    taskName: varchar('task_name', { length: 80 }).notNull(),
    ...plannedWorkColumns(),
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    pointCount: integer('point_count').notNull().default(0),
    checkedCount: integer('checked_count').notNull().default(0),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patrol_tasks_plan_slot_uq').on(t.planId, t.slot),
    index('patrol_tasks_open_due_idx')
      .on(t.dueAt)
      .where(sql`status in ('waiting', 'open')`),
    index('patrol_tasks_residential_slot_idx').on(t.residentialId, t.slot),
    // The tasks the reminder may still pick (work-source.ts remind): points left and not reminded.
    index('patrol_tasks_unreminded_due_idx')
      .on(t.dueAt)
      .where(sql`reminded_at is null and checked_count < point_count`),
  ],
);

/** The points of a task: pending until checked in, or missed when the window closes first. */
export const patrolRecords = pgTable(
  'patrol_records',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    taskId: integer('task_id')
      .notNull()
      .references(() => patrolTasks.id, { onDelete: 'cascade' }),
    pointId: integer('point_id')
      .notNull()
      .references(() => patrolPoints.id),
    pointName: varchar('point_name', { length: 50 }).notNull(),
    seq: smallint('seq').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    result: varchar('result', { length: 10 }),
    checkedAt: at('checked_at'),
    checkedBy: integer('checked_by').references(() => users.id),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patrol_records_task_seq_uq').on(t.taskId, t.seq),
    index('patrol_records_point_idx').on(t.pointId),
    index('patrol_records_residential_created_idx').on(t.residentialId, t.createdAt),
  ],
);

export const patrolProblems = pgTable(
  'patrol_problems',
  {
    id: serial('id').primaryKey(),
    residentialId: residential(),
    taskId: integer('task_id')
      .notNull()
      .references(() => patrolTasks.id, { onDelete: 'cascade' }),
    pointId: integer('point_id')
      .notNull()
      .references(() => patrolPoints.id),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    /** Stored paths of the pictures taken with the problem (uploaded files, checked to be images). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    reportedAt: at('reported_at').notNull(),
    repairOrderId: integer('repair_order_id'),
    repairOrderNo: varchar('repair_order_no', { length: 30 }),
    closedAt: at('closed_at'),
    closeNote: varchar('close_note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('patrol_problems_residential_status_idx').on(t.residentialId, t.status), index('patrol_problems_task_idx').on(t.taskId)],
);

/**
 * Closed patrol tasks (done or missed) per community and China day of their start: tasks, points, points checked.
 * The patrol overview reads a year of them instead of the tasks (docs/decisions/0043); kept in step with
 * patrol_tasks by its statement triggers (migration 0037).
 */
export const patrolTaskDays = pgTable(
  'patrol_task_days',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    tasks: integer('tasks').notNull(),
    points: integer('points').notNull(),
    checked: integer('checked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day] })],
);

/**
 * Missed points per community, China day of their task's start and point name (the overview's points missed most).
 * Kept in step with patrol_records by its statement triggers, and with the deletion of a task (its records go by
 * cascade, after the task) by a trigger on patrol_tasks (migration 0037).
 */
export const patrolMissedDays = pgTable(
  'patrol_missed_days',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    pointName: varchar('point_name', { length: 50 }).notNull(),
    missed: integer('missed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day, t.pointName] })],
);
