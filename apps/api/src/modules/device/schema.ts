import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants } from '../../db/schema/index.js';

/** The device-type tree (spec section 3: id, pid, deviceName), one per property company. */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    pid: integer('pid'),
    deviceName: varchar('device_name', { length: 50 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('device_types_tenant_pid_idx').on(t.tenantId, t.pid)],
);

/** Device manufacturers: the tenant's catalogue (code unique per tenant). */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    manufacturerCode: varchar('manufacturer_code', { length: 32 }).notNull(),
    manufacturerName: varchar('manufacturer_name', { length: 50 }).notNull(),
    contact: varchar('contact', { length: 20 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('manufacturers_tenant_code_uq').on(t.tenantId, t.manufacturerCode)],
);

/** Device models of a manufacturer, with the verification methods they support. */
export const deviceModels = pgTable(
  'device_models',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    modelCode: varchar('model_code', { length: 32 }).notNull(),
    modelName: varchar('model_name', { length: 50 }).notNull(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    verifyMethods: jsonb('verify_methods').$type<string[]>().notNull(),
    /** Credentials reach a device of this model only while its community has a valid authorization file. */
    needsAuthFile: boolean('needs_auth_file').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_models_tenant_code_uq').on(t.tenantId, t.modelCode),
    index('device_models_manufacturer_idx').on(t.manufacturerId),
  ],
);

/**
 * Door-access devices of a community. Code and ip are unique within the community. `lastHeartbeatAt` and
 * `reportedState` come from the device gateway; the status shown is computed from them on every read.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 15 }).notNull(),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => deviceModels.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    verifyMethods: jsonb('verify_methods').$type<string[]>().notNull(),
    buildingId: integer('building_id').references(() => buildings.id),
    doorNo: integer('door_no').notNull().default(1),
    doorName: varchar('door_name', { length: 50 }).notNull(),
    isRemote: boolean('is_remote').notNull().default(true),
    platformProtocolType: varchar('platform_protocol_type', { length: 10 }).notNull().default('http'),
    platformUrl: varchar('platform_url', { length: 200 }),
    platformAccount: varchar('platform_account', { length: 50 }),
    platformPassword: varchar('platform_password', { length: 64 }),
    authKey: varchar('auth_key', { length: 128 }),
    userName: varchar('user_name', { length: 50 }),
    userPassword: varchar('user_password', { length: 64 }),
    firmwareVersion: varchar('firmware_version', { length: 30 }),
    reportedState: varchar('reported_state', { length: 20 }),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_residential_code_uq').on(t.residentialId, t.code),
    uniqueIndex('devices_residential_ip_uq').on(t.residentialId, t.ip),
  ],
);

/** A device's state changes (online → offline …), kept for the abnormal-device history. */
export const deviceStateChanges = pgTable(
  'device_state_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 20 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_state_changes_device_idx').on(t.deviceId, t.changedAt)],
);

/** Named weekly time periods of a community. */
export const deviceTimes = pgTable(
  'device_times',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    weekDays: jsonb('week_days').$type<number[]>().notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_times_residential_name_uq').on(t.residentialId, t.name)],
);

/** Scheduled restarts; `nextRunAt` null once a plan has nothing left to run. */
export const deviceRestarts = pgTable(
  'device_restarts',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    restartType: smallint('restart_type').notNull().default(1),
    reserveType: smallint('reserve_type').notNull().default(1),
    reserveDatetime: timestamp('reserve_datetime', { withTimezone: true }).notNull(),
    weekDay: smallint('week_day'),
    monthDay: smallint('month_day'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    executeCount: integer('execute_count').notNull().default(0),
    processStatus: smallint('process_status').notNull().default(0),
    executeRes: varchar('execute_res', { length: 200 }),
    executeTime: timestamp('execute_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('device_restarts_next_run_idx').on(t.nextRunAt), index('device_restarts_device_idx').on(t.deviceId)],
);

/** Firmware upgrade packages; `upgradeUrl` is the stored path of a firmware file uploaded through /api/fdfs. */
export const deviceUpgrades = pgTable('device_upgrades', {
  id: serial('id').primaryKey(),
  residentialId: integer('residential_id')
    .notNull()
    .references(() => residentials.id),
  upgradeName: varchar('upgrade_name', { length: 50 }).notNull(),
  upgradeVersion: varchar('upgrade_version', { length: 30 }).notNull(),
  modelId: integer('model_id').references(() => deviceModels.id),
  upgradeUrl: varchar('upgrade_url', { length: 300 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  createdAt: createdAt(),
});

/** One device's part of an upgrade push task: 0 pushing, 1 succeeded, 2 failed. */
export const deviceUpgradeResults = pgTable(
  'device_upgrade_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id').notNull(),
    upgradeId: integer('upgrade_id')
      .notNull()
      .references(() => deviceUpgrades.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    result: smallint('result').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('device_upgrade_results_task_device_uq').on(t.taskId, t.deviceId)],
);
