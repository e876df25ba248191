import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The property company: the head office. */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

/** A community (residential estate or office campus). `companyId` is what the CompanyId header carries. */
export const residentials = pgTable('residentials', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  companyId: varchar('company_id', { length: 32 }).notNull().unique(),
  residentialName: varchar('residential_name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull().default('residential'),
  address: varchar('address', { length: 200 }),
  createdAt: createdAt(),
});

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id').notNull().references(() => residentials.id),
    name: varchar('name', { length: 100 }).notNull(),
    floorCount: smallint('floor_count').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buildings_residential_name_uq').on(t.residentialId, t.name)],
);

export const buildingFloors = pgTable(
  'building_floors',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id').notNull().references(() => buildings.id),
    residentialId: integer('residential_id').notNull().references(() => residentials.id),
    floorNo: smallint('floor_no').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('building_floors_building_floor_uq').on(t.buildingId, t.floorNo)],
);

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  parentId: integer('parent_id'),
  residentialId: integer('residential_id').references(() => residentials.id),
  name: varchar('name', { length: 100 }).notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    username: varchar('username', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 100 }),
    gender: smallint('gender'),
    departmentId: integer('department_id').references(() => departments.id),
    /** May act for the head office, and so for every community of the tenant. */
    headOffice: boolean('head_office').notNull().default(false),
    /** A kiosk account reaches only the on-site registration screen and its endpoints. */
    kiosk: boolean('kiosk').notNull().default(false),
    /** 1 enabled, 0 disabled. */
    enabled: smallint('enabled').notNull().default(1),
    /** 0 normal, 1 frozen. */
    frozen: smallint('frozen').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    language: varchar('language', { length: 8 }).notNull().default('zh_cn'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    creatorId: integer('creator_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(sql`lower(${t.username})`)],
);

export const userResidentials = pgTable(
  'user_residentials',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    residentialId: integer('residential_id').notNull().references(() => residentials.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.residentialId] })],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }),
  description: varchar('description', { length: 200 }),
  enabled: smallint('enabled').notNull().default(1),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Spec "Menu": type section (a grouping entry) or menu (a screen). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  type: varchar('type', { length: 16 }).notNull(),
  href: varchar('href', { length: 200 }),
  icon: varchar('icon', { length: 50 }),
  sortNo: integer('sort_no').notNull().default(0),
  tagCode: varchar('tag_code', { length: 50 }),
  countKey: varchar('count_key', { length: 50 }),
  attributes: jsonb('attributes'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** Permission elements (buttons and API actions) under a menu. */
export const elements = pgTable('elements', {
  id: serial('id').primaryKey(),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleElements = pgTable(
  'role_elements',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.elementId] })],
);

/** One row per issued token (its jti). Revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password | disabled | admin */
    revokeReason: varchar('revoke_reason', { length: 16 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Login attempts, for the per-account lockout (by username) and the per-address limit (by ip). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: varchar('ip', { length: 64 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_ip_time_idx').on(t.ip, t.createdAt), index('login_attempts_username_time_idx').on(t.username, t.createdAt)],
);

/** Background tasks pushed to their owner over the task WebSocket. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 50 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    progress: smallint('progress').notNull().default(0),
    status: integer('status').notNull().default(205),
    message: text('message'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt)],
);

/** Operation log: who, when, from where, what, which record, result and duration. Secrets masked. */
export const opLogs = pgTable(
  'op_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    residentialId: integer('residential_id'),
    ip: varchar('ip', { length: 64 }),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    resource: varchar('resource', { length: 100 }),
    action: varchar('action', { length: 50 }),
    recordId: varchar('record_id', { length: 64 }),
    status: integer('status').notNull(),
    httpStatus: smallint('http_status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('op_logs_created_idx').on(t.createdAt, t.id)],
);

/**
 * Repair work orders. Only what the side-menu counts need exists yet; the repair issue adds the workflow.
 * status: pending (awaiting dispatch), processing, visiting (awaiting follow-up), checking (awaiting spot
 * check), completed, closed.
 */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id').notNull().references(() => residentials.id),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    reporterUserId: integer('reporter_user_id').references(() => users.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('repair_orders_residential_status_idx').on(t.residentialId, t.status)],
);
