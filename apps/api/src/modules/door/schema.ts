import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildingFloors, buildings, createdAt, residentials, updatedAt } from '../../db/schema/index.js';

const area = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Houses: apartments, shops, offices and parking spaces. Community and building follow from the floor. */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => buildingFloors.id),
    roomNo: varchar('room_no', { length: 20 }).notNull(),
    houseType: smallint('house_type').notNull().default(1),
    status: smallint('status').notNull().default(2),
    builtArea: area('built_area'),
    innerArea: area('inner_area'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('apartments_floor_room_uq').on(t.floorId, t.roomNo),
    index('apartments_residential_room_idx').on(t.residentialId, t.roomNo, t.id),
    index('apartments_building_idx').on(t.buildingId),
  ],
);

/** Companies renting space in a campus building. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => buildingFloors.id),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    /** 1 prime, 2 major, 3 general. */
    level: smallint('level').notNull().default(3),
    address: varchar('address', { length: 200 }),
    contact: varchar('contact', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 11 }),
    companyPhone: varchar('company_phone', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_residential_name_uq').on(t.residentialId, t.companyName), index('companies_floor_idx').on(t.floorId)],
);

/** Door passage records: append-only, ids grow with time. */
export const openRecords = pgTable(
  'open_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    apartmentId: integer('apartment_id'),
    personId: integer('person_id'),
    personName: varchar('person_name', { length: 50 }).notNull(),
    cardNo: varchar('card_no', { length: 10 }),
    deviceName: varchar('device_name', { length: 50 }).notNull(),
    doorName: varchar('door_name', { length: 50 }).notNull(),
    openType: smallint('open_type').notNull(),
    direction: smallint('direction').notNull(),
    result: smallint('result').notNull().default(1),
    openedAt: timestamp('opened_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The device that reported it (no foreign key: the log outlives deleted devices). */
    deviceId: integer('device_id'),
    /** Stored path of the device camera's picture of the passage, when it has one. */
    captureUrl: varchar('capture_url', { length: 300 }),
  },
  (t) => [
    index('open_records_apartment_idx').on(t.apartmentId, t.id.desc()),
    index('open_records_residential_idx').on(t.residentialId, t.id.desc()),
    index('open_records_opened_at_idx').on(t.openedAt),
    // A community's records in a time range (the list's default filter) counted from the index alone.
    index('open_records_residential_opened_idx').on(t.residentialId, t.openedAt),
  ],
);

/**
 * Passages per community and China day (the dashboard's weekly traffic), kept in step with open_records by its
 * statement triggers (migration 0022): every insert, delete or update of passage records, from the device
 * gateway, the seed or plain SQL, adds and subtracts its rows' days in the same transaction.
 */
export const openRecordDailyCounts = pgTable(
  'passage_daily_counts',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day] })],
);
