import { boolean, integer, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { roles } from './identity.js';

/**
 * Spec "Menu": type section (a grouping entry) or menu (a screen); function type route (the console's page at
 * href) or link (href, an http/https address, opened in a new window).
 */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  type: varchar('type', { length: 16 }).notNull(),
  functionType: varchar('function_type', { length: 16 }).notNull().default('route'),
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
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleElements = pgTable(
  'role_elements',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    elementId: integer('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.elementId] })],
);
