import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { createdAt, updatedAt } from './columns.js';
import { users } from './identity.js';
import { buildingFloors, buildings, departments, residentials, tenants } from './organisation.js';

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

/** Resident registrations: owners, family members and tenants of apartments, employees of companies. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** 1 owner, 2 family member, 3 tenant, 4 company employee. */
    personType: smallint('person_type').notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    gender: smallint('gender'),
    idCard: varchar('id_card', { length: 18 }),
    apartmentId: integer('apartment_id').references(() => apartments.id),
    buildingId: integer('building_id').references(() => buildings.id),
    companyId: integer('company_id').references(() => companies.id),
    portrait: varchar('portrait', { length: 300 }),
    licencePlate: varchar('licence_plate', { length: 10 }),
    /** 0 pending, 1 passed, 2 rejected (contracts review.ts). */
    reviewStatus: smallint('review_status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('persons_apartment_idx').on(t.apartmentId, t.personType, t.id),
    index('persons_residential_review_idx').on(t.residentialId, t.reviewStatus, t.id),
    index('persons_company_idx').on(t.companyId),
    index('persons_phone_idx').on(t.phone),
  ],
);

/** Property staff registrations (spec "Staff"). No community: head-office staff. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    staffNo: varchar('staff_no', { length: 32 }).notNull(),
    cardSn: varchar('card_sn', { length: 20 }),
    phone: varchar('phone', { length: 11 }).notNull(),
    portrait: varchar('portrait', { length: 300 }),
    staffType: smallint('staff_type').notNull(),
    isContact: boolean('is_contact').notNull().default(false),
    departmentId: integer('department_id').references(() => departments.id),
    idCard: varchar('id_card', { length: 18 }),
    gender: smallint('gender'),
    licencePlate: varchar('licence_plate', { length: 10 }),
    reviewStatus: smallint('review_status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_members_tenant_staff_no_uq').on(t.tenantId, t.staffNo),
    index('staff_members_review_idx').on(t.tenantId, t.reviewStatus, t.id),
  ],
);

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
export const passageDailyCounts = pgTable(
  'passage_daily_counts',
  {
    residentialId: integer('residential_id').notNull(),
    day: date('day').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.day] })],
);
