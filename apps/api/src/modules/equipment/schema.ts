import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants, users } from '../../db/schema/index.js';
import { oneWorkADay, planScheduleColumns, plannedWorkColumns } from '../../engine/index.js';
import { repairOrders } from '../repair/schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The equipment-type tree of a property company (contracts equipmentType). */
export const equipmentTypes = pgTable(
  'equipment_types',
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
  (t) => [index('equipment_types_tenant_pid_idx').on(t.tenantId, t.pid)],
);

/** The equipment ledger of a community; the code is unique in it (its QR label carries it). */
export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => equipmentTypes.id),
    model: varchar('model', { length: 50 }),
    buildingId: integer('building_id').references(() => buildings.id),
    location: varchar('location', { length: 100 }),
    supplier: varchar('supplier', { length: 100 }),
    installedOn: date('installed_on'),
    warrantyUntil: date('warranty_until'),
    serviceLifeYears: integer('service_life_years'),
    status: smallint('status').notNull().default(1),
    photo: varchar('photo', { length: 300 }),
    /** Stored paths of its documents (files rows of the tenant), in the order given; see equipment-hooks.ts. */
    documents: jsonb('documents').$type<string[]>(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('equipment_residential_code_key').on(t.residentialId, t.code),
    index('equipment_residential_status_idx').on(t.residentialId, t.status),
  ],
);

/** Maintenance plans: one piece of equipment, its checklist, the shared schedule columns (decision 0030). */
export const maintainPlans = pgTable(
  'maintain_plans',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    checklist: text('checklist').notNull(),
    cycleKind: varchar('cycle_kind', { length: 16 }).notNull(),
    cycleValues: varchar('cycle_values', { length: 200 }),
    ...planScheduleColumns(),
    assigneeUserId: integer('assignee_user_id')
      .notNull()
      .references(() => users.id),
    enabled: smallint('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('maintain_plans_residential_idx').on(t.residentialId), index('maintain_plans_behind_idx').on(t.enabled, t.generatedUntil)],
);

/** Maintenance records, one per plan and slot (the machinery's unique key), filled in on site. */
export const maintainRecords = pgTable(
  'maintain_records',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    recordNo: varchar('record_no', { length: 40 }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => maintainPlans.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    ...plannedWorkColumns(),
    status: smallint('status').notNull().default(0),
    results: jsonb('results'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    doneAt: at('done_at'),
    doneByUserId: integer('done_by_user_id').references(() => users.id),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    unique('maintain_records_plan_slot_key').on(t.planId, t.slot),
    oneWorkADay('maintain_records_plan_day_uq', t),
    index('maintain_records_residential_slot_idx').on(t.residentialId, t.slot),
    index('maintain_records_open_due_idx')
      .on(t.dueAt)
      .where(sql`status = 0`),
    // Today's records of a community for the overview (the days before are in maintain_record_days).
    index('maintain_records_residential_due_idx').on(t.residentialId, t.dueAt),
  ],
);

/**
 * Maintenance records per community and China day they fall due: all, done on time, done late, still open. The
 * equipment overview reads a year of them instead of the records (docs/decisions/0043). Kept in step with
 * maintain_records by its statement triggers (migration 0036), so every writer (the generator, the record form,
 * the seed, plain SQL) is covered, as passage_daily_counts is for the passages.
 */
export const maintainRecordDays = pgTable(
  'maintain_record_days',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    total: integer('total').notNull(),
    onTime: integer('on_time').notNull(),
    late: integer('late').notNull(),
    open: integer('open').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day] })],
);

/** Equipment failures and their lifecycle (contracts FAILURE_STEPS). */
export const equipmentFailures = pgTable(
  'equipment_failures',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    failureNo: varchar('failure_no', { length: 40 }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    level: smallint('level').notNull().default(1),
    status: varchar('status', { length: 16 }).notNull().default('reported'),
    reporterUserId: integer('reporter_user_id').references(() => users.id),
    reportedAt: at('reported_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    repairStartedAt: at('repair_started_at'),
    repairedAt: at('repaired_at'),
    closedAt: at('closed_at'),
    repairOrderId: integer('repair_order_id').references(() => repairOrders.id),
    photo: varchar('photo', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [index('equipment_failures_residential_reported_idx').on(t.residentialId, t.reportedAt)],
);
