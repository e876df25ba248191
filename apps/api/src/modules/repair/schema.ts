import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants, updatedAt, users } from '../../db/schema/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The repair-type tree of a property company, with each type's SLA in minutes (contracts repairType). */
export const repairTypes = pgTable(
  'repair_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    pid: integer('pid'),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    responseMinutes: integer('response_minutes').notNull().default(30),
    completeMinutes: integer('complete_minutes').notNull().default(1440),
    sortNo: integer('sort_no').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('repair_types_tenant_pid_idx').on(t.tenantId, t.pid)],
);

/** Distribution rules of a community: a type (and its subtypes), optionally a building, → a worker. */
export const repairDistributions = pgTable(
  'repair_distributions',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    ruleName: varchar('rule_name', { length: 50 }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => repairTypes.id),
    buildingId: integer('building_id').references(() => buildings.id),
    workerUserId: integer('worker_user_id')
      .notNull()
      .references(() => users.id),
    enabled: smallint('enabled').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('repair_distributions_residential_idx').on(t.residentialId, t.enabled, t.sortNo)],
);

/**
 * Repair work orders. status: the states of contracts REPAIR_STATUSES (workflow.ts). Deadlines are copied from
 * the type's SLA when the order is created; `overdue` is 1 once a deadline passed unmet (set by the step that
 * met it late, or by the scheduler's sweep).
 */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    typeId: integer('type_id').references(() => repairTypes.id),
    title: varchar('title', { length: 200 }).notNull(),
    content: varchar('content', { length: 1000 }),
    address: varchar('address', { length: 200 }),
    buildingId: integer('building_id').references(() => buildings.id),
    reporterName: varchar('reporter_name', { length: 50 }),
    reporterPhone: varchar('reporter_phone', { length: 20 }),
    source: varchar('source', { length: 20 }).notNull().default('serviceCentre'),
    status: varchar('status', { length: 16 }).notNull(),
    reporterUserId: integer('reporter_user_id').references(() => users.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    responseDeadline: at('response_deadline'),
    completeDeadline: at('complete_deadline'),
    receivedAt: at('received_at'),
    finishedAt: at('finished_at'),
    closedAt: at('closed_at'),
    rating: smallint('rating'),
    checkResult: varchar('check_result', { length: 16 }),
    checkScore: smallint('check_score'),
    overdue: smallint('overdue').notNull().default(0),
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('repair_orders_residential_status_idx').on(t.residentialId, t.status),
    index('repair_orders_residential_id_idx').on(t.residentialId, t.id.desc()),
    index('repair_orders_residential_created_idx').on(t.residentialId, t.createdAt),
    index('repair_orders_assignee_status_idx').on(t.assigneeUserId, t.status),
    index('repair_orders_reporter_status_idx').on(t.reporterUserId, t.status),
    index('repair_orders_open_deadline_idx')
      .on(t.completeDeadline)
      .where(sql`status in ('pending', 'dispatched', 'processing')`),
  ],
);

/** Every step an order took: who, when, which transition, from and to which state, reason, photos, rating, score. */
export const repairOrderEvents = pgTable(
  'repair_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    rating: smallint('rating'),
    checkResult: varchar('check_result', { length: 16 }),
    score: smallint('score'),
    createdAt: createdAt(),
  },
  (t) => [index('repair_order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The side menu's counts kept in step with repair_orders by a trigger (migration repair_order_tallies): orders
 * per community, state, reporter and worker (0 for none), so a count reads a few rows instead of the orders.
 */
export const repairOrderTallies = pgTable(
  'repair_order_tallies',
  {
    residentialId: integer('residential_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    reporterUserId: integer('reporter_user_id').notNull(),
    assigneeUserId: integer('assignee_user_id').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.status, t.reporterUserId, t.assigneeUserId] })],
);

/**
 * The analysis page's rollup, kept in step with repair_orders by the same trigger (migration
 * repair_order_daily): per community, China day of creation, type, state and worker (0 for none) the number of
 * orders, how many were received and completed with their summed minutes, how many are overdue, and the ratings.
 * A period's analysis sums a few hundred rows instead of reading its orders.
 */
export const repairOrderDaily = pgTable(
  'repair_order_daily',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    typeId: integer('type_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    assigneeUserId: integer('assignee_user_id').notNull(),
    total: integer('total').notNull(),
    received: integer('received').notNull(),
    responseMinutes: doublePrecision('response_minutes').notNull(),
    finished: integer('finished').notNull(),
    completeMinutes: doublePrecision('complete_minutes').notNull(),
    overdue: integer('overdue').notNull(),
    rated: integer('rated').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day, t.typeId, t.status, t.assigneeUserId] })],
);
