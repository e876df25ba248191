import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { buildings, departments, residentials, tenants } from './organisation.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: varchar('username', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 100 }),
    gender: smallint('gender'),
    departmentId: integer('department_id').references(() => departments.id),
    buildingId: integer('building_id').references(() => buildings.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.residentialId] })],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
