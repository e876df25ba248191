import { index, primaryKey, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { residentials, tenants } from './organisation.js';

/** Option lists (spec "baseParam"): a dictionary type, read by `POST /api/admin/public/dict/combo`. */
export const dictTypes = pgTable('dict_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  description: varchar('description', { length: 200 }),
  enabled: smallint('enabled').notNull().default(1),
  createdAt: createdAt(),
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    dictTypeId: integer('dict_type_id')
      .notNull()
      .references(() => dictTypes.id),
    value: varchar('value', { length: 50 }).notNull(),
    labelZh: varchar('label_zh', { length: 50 }).notNull(),
    labelEn: varchar('label_en', { length: 100 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dict_items_type_value_uq').on(t.dictTypeId, t.value)],
);

/** Provinces and cities (GB/T 2260 codes) for the region selector. */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }),
    name: varchar('name', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

/** Typed key/value settings. */
export const systemParams = pgTable('system_params', {
  id: serial('id').primaryKey(),
  paramKey: varchar('param_key', { length: 100 }).notNull().unique(),
  paramValue: varchar('param_value', { length: 2000 }).notNull(),
  valueType: varchar('value_type', { length: 16 }).notNull(),
  description: varchar('description', { length: 200 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A community's allow-list: visitor mobile numbers and vehicle plates (docs/decisions/0006). */
export const whiteListEntries = pgTable(
  'white_list_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    type: varchar('type', { length: 16 }).notNull(),
    value: varchar('value', { length: 20 }).notNull(),
    holderName: varchar('holder_name', { length: 50 }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    enabled: smallint('enabled').notNull().default(1),
    description: varchar('description', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('white_list_entries_scope_idx').on(t.tenantId, t.residentialId, t.type, t.value)],
);

/** Run-time overrides of the console's texts. */
export const i18nEntries = pgTable(
  'i18n_entries',
  {
    id: serial('id').primaryKey(),
    languageTag: varchar('language_tag', { length: 8 }).notNull(),
    itemKey: varchar('item_key', { length: 200 }).notNull(),
    itemCode: varchar('item_code', { length: 100 }),
    itemContent: varchar('item_content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('i18n_entries_language_key_uq').on(t.languageTag, t.itemKey)],
);

/**
 * What the code's declarations have brought to this database once (decision 0050): a base role, a role's grant of
 * a screen or element, an option list or one of its items, by key. Start-up adds a declaration only while its key is
 * absent here, so what an administrator later revokes or deletes is never brought back.
 */
export const broughtDeclarations = pgTable(
  'brought_declarations',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    broughtAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
