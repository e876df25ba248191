import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants } from '../../db/schema/index.js';
import { apartments } from '../door/schema.js';
import { persons, staffMembers } from '../household/schema.js';

/** Access cards. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    cardNo: varchar('card_no', { length: 10 }).notNull(),
    cardType: smallint('card_type').notNull().default(1),
    holderName: varchar('holder_name', { length: 50 }).notNull(),
    /** 1 resident, 2 property staff, 3 visitor (CARD_HOLDER_OPTIONS). */
    holderType: smallint('holder_type').notNull().default(1),
    holderPhone: varchar('holder_phone', { length: 11 }),
    staffId: integer('staff_id').references(() => staffMembers.id),
    personId: integer('person_id').references(() => persons.id),
    apartmentId: integer('apartment_id').references(() => apartments.id),
    /** A visitor's card: the building visited, whose doors it opens besides the community's (null: none). */
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A returned (cancelled, 3) card's number may be issued again; a live one only once.
    uniqueIndex('cards_residential_card_no_uq')
      .on(t.residentialId, t.cardNo)
      .where(sql`status <> 3`),
    index('cards_apartment_idx').on(t.apartmentId, t.id),
    index('cards_card_no_idx').on(t.cardNo),
  ],
);

/**
 * The upstream access-control platform's eight data sets as last synced (spec section 4), one copy per property
 * company, keyed by the platform's own keys. `run_id` is the sync run that last wrote a row: a step upserts every
 * row it read, then removes the rows of its set that run did not write, all in one transaction.
 */
const tenant = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const runId = () => integer('run_id').notNull();

export const ralidDepartments = pgTable(
  'ralid_departments',
  {
    tenantId: tenant(),
    deptId: integer('dept_id').notNull(),
    parentId: integer('parent_id'),
    deptName: varchar('dept_name', { length: 50 }).notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deptId] })],
);

export const ralidDepartmentAccessLevels = pgTable(
  'ralid_department_access_levels',
  { tenantId: tenant(), deptId: integer('dept_id').notNull(), accessLevelId: integer('access_level_id').notNull(), runId: runId() },
  (t) => [primaryKey({ columns: [t.tenantId, t.deptId, t.accessLevelId] })],
);

export const ralidAccessLevels = pgTable(
  'ralid_access_levels',
  {
    tenantId: tenant(),
    accessLevelId: integer('access_level_id').notNull(),
    levelName: varchar('level_name', { length: 50 }).notNull(),
    timePeriod: varchar('time_period', { length: 50 }).notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accessLevelId] })],
);

export const ralidDoors = pgTable(
  'ralid_doors',
  {
    tenantId: tenant(),
    doorId: integer('door_id').notNull(),
    doorName: varchar('door_name', { length: 50 }).notNull(),
    deviceCode: varchar('device_code', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 50 }).notNull(),
    accessLevelIds: integer('access_level_ids').array().notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.doorId] })],
);

export const ralidUsers = pgTable(
  'ralid_users',
  {
    tenantId: tenant(),
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 50 }).notNull(),
    deptId: integer('dept_id'),
    gender: smallint('gender').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export const ralidCards = pgTable(
  'ralid_cards',
  {
    tenantId: tenant(),
    cardNo: varchar('card_no', { length: 10 }).notNull(),
    userId: integer('user_id').notNull(),
    cardTypeId: integer('card_type_id').notNull(),
    status: smallint('status').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cardNo] })],
);

export const ralidCardAccessLevels = pgTable(
  'ralid_card_access_levels',
  {
    tenantId: tenant(),
    cardNo: varchar('card_no', { length: 10 }).notNull(),
    accessLevelId: integer('access_level_id').notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cardNo, t.accessLevelId] })],
);

export const ralidCardTypes = pgTable(
  'ralid_card_types',
  {
    tenantId: tenant(),
    cardTypeId: integer('card_type_id').notNull(),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    runId: runId(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cardTypeId] })],
);

/**
 * One run of the eight-step sync: its steps (name, status, count, error) and the task that runs it. At most
 * one running run per property company (the partial unique index refuses a second start, on every instance).
 */
export const accessSyncRuns = pgTable(
  'access_sync_runs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenant(),
    taskId: uuid('task_id'),
    status: varchar('status', { length: 10 }).notNull().default('running'),
    progress: smallint('progress').notNull().default(0),
    steps: jsonb('steps').notNull(),
    startedBy: varchar('started_by', { length: 50 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_sync_runs_one_running_idx')
      .on(t.tenantId)
      .where(sql`status = 'running'`),
    index('access_sync_runs_tenant_idx').on(t.tenantId, t.id),
  ],
);

/**
 * Every card event (/cardManager/recordMng): issue, loss, return, renewal, freezing, and the result of each write
 * of the card to a device. Append-only.
 */
export const cardRecords = pgTable(
  'card_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    cardNo: varchar('card_no', { length: 10 }).notNull(),
    holderName: varchar('holder_name', { length: 50 }).notNull(),
    event: varchar('event', { length: 20 }).notNull(),
    ok: boolean('ok').notNull().default(true),
    deviceName: varchar('device_name', { length: 50 }),
    detail: varchar('detail', { length: 200 }),
    operator: varchar('operator', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index('card_records_residential_idx').on(t.residentialId, t.id), index('card_records_card_idx').on(t.cardId, t.id)],
);

/**
 * One authorisation (a background task of type batchDevice): whose credentials went to how many devices, with
 * what outcome. Listed under /householdManager/authException when something failed.
 */
export const authTasks = pgTable(
  'auth_tasks',
  {
    taskId: uuid('task_id').primaryKey(),
    tenantId: tenant(),
    residentialId: integer('residential_id').references(() => residentials.id),
    title: varchar('title', { length: 200 }).notNull(),
    subjects: varchar('subjects', { length: 300 }).notNull(),
    devices: integer('devices').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** 'running', 'finished', 'failed' (the task itself ended failed, e.g. interrupted). */
    status: varchar('status', { length: 10 }).notNull().default('running'),
    operator: varchar('operator', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tasks_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** One credential write of an authorisation: a subject's credential to one device, and its result. */
export const authResults = pgTable(
  'auth_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => authTasks.taskId, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 10 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectName: varchar('subject_name', { length: 50 }).notNull(),
    credentialKind: varchar('credential_kind', { length: 10 }).notNull(),
    credentialValue: varchar('credential_value', { length: 300 }).notNull(),
    deviceId: integer('device_id').notNull(),
    deviceName: varchar('device_name', { length: 50 }).notNull(),
    deviceCode: varchar('device_code', { length: 32 }).notNull(),
    /** 1 written, 2 failed. */
    result: smallint('result').notNull(),
    reason: varchar('reason', { length: 200 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_results_task_idx').on(t.taskId, t.result, t.id)],
);

/**
 * A community's current authorization file (spec section 8), as uploaded: the file's text verbatim (its signature
 * checked at upload) and its validity. One row per community; an upload replaces it.
 */
export const accessLicences = pgTable('access_licences', {
  residentialId: integer('residential_id')
    .primaryKey()
    .references(() => residentials.id, { onDelete: 'cascade' }),
  tenantId: tenant(),
  fileName: varchar('file_name', { length: 100 }).notNull(),
  content: text('content').notNull(),
  validFrom: date('valid_from').notNull(),
  validUntil: date('valid_until').notNull(),
  issuedBy: varchar('issued_by', { length: 100 }).notNull(),
  uploadedBy: varchar('uploaded_by', { length: 50 }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
