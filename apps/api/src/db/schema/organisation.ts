import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
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
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    /** 1 institution or region (groups other nodes), 2 building (has floors). */
    type: smallint('type').notNull().default(2),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    floorCount: smallint('floor_count').notNull().default(1),
    address: varchar('address', { length: 200 }),
    sortNo: integer('sort_no').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buildings_residential_name_uq').on(t.residentialId, t.name), index('buildings_parent_idx').on(t.parentId)],
);

export const buildingFloors = pgTable(
  'building_floors',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    floorNo: smallint('floor_no').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('building_floors_building_floor_uq').on(t.buildingId, t.floorNo)],
);

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  parentId: integer('parent_id'),
  residentialId: integer('residential_id').references(() => residentials.id),
  name: varchar('name', { length: 100 }).notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  createdAt: createdAt(),
});
