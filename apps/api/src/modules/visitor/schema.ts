import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants, updatedAt, users } from '../../db/schema/index.js';
import { companies } from '../door/schema.js';
import { persons, staffMembers } from '../household/schema.js';
import { cards } from '../access/schema.js';

/** One companion of a visitor (the guest is not in the list). */
export interface VisitCompanion {
  name: string;
  idNumber?: string;
  phone?: string;
}

/**
 * Visits (/visitorManager/visitorMng and visitorRecord): one row per appointment or visit. An appointment starts
 * pending; a registration at the kiosk or the guard desk starts arrived (contracts modules/visitor/workflow.ts).
 * `in_time` is the arrival, `leave_time` the sign-out; `crt_time` when the row was made. Money in fen.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    appointmentNumber: varchar('appointment_number', { length: 32 }).notNull(),
    appointmentStatus: varchar('appointment_status', { length: 16 }).notNull(),
    appointmentReason: varchar('appointment_reason', { length: 200 }),
    /** Why the appointment was rejected or cancelled. */
    statusReason: varchar('status_reason', { length: 200 }),
    guestName: varchar('guest_name', { length: 50 }).notNull(),
    guestType: varchar('guest_type', { length: 16 }).notNull(),
    guestPicUrl: varchar('guest_pic_url', { length: 300 }),
    idNumber: varchar('id_number', { length: 18 }),
    visitPhone: varchar('visit_phone', { length: 11 }),
    visitCompanyName: varchar('visit_company_name', { length: 100 }),
    /** 1 male, 2 female (GENDER_OPTIONS). */
    visitGender: smallint('visit_gender'),
    /** The host: a company employee (persons) or a member of staff; name and mobile kept as registered. */
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    personName: varchar('person_name', { length: 50 }).notNull(),
    personMobile: varchar('person_mobile', { length: 11 }).notNull(),
    /** The company and building visited (names kept as they were at the visit). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: 100 }),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    buildingName: varchar('building_name', { length: 100 }),
    /** Appointments: when the visitor is expected, and until when. */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    expectedLeaveAt: timestamp('expected_leave_at', { withTimezone: true }),
    inTime: timestamp('in_time', { withTimezone: true }),
    leaveTime: timestamp('leave_time', { withTimezone: true }),
    crtTime: timestamp('crt_time', { withTimezone: true }).notNull().defaultNow(),
    visitTimes: integer('visit_times').notNull().default(1),
    /** 1: the host was called. */
    isCall: smallint('is_call').notNull().default(0),
    licensePlateNumber: varchar('license_plate_number', { length: 10 }),
    /** Deposit taken for the card, in fen. */
    deposit: integer('deposit').notNull().default(0),
    /** card | qr | face | manual (VISIT_PASS_METHOD_OPTIONS). */
    passMethod: varchar('pass_method', { length: 8 }).notNull().default('manual'),
    /** The 10-digit card number lent, and the card row issued for it (returned at sign-out). */
    accessCard: varchar('access_card', { length: 10 }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    qrToken: varchar('qr_token', { length: 64 }),
    qrValidUntil: timestamp('qr_valid_until', { withTimezone: true }),
    /** Body temperature, °C. */
    temperature: numeric('temperature', { precision: 3, scale: 1, mode: 'number' }),
    idImage: varchar('id_image', { length: 300 }),
    catchImage: varchar('catch_image', { length: 300 }),
    /** appointment | kiosk | guard (VISIT_REGISTER_WAY_OPTIONS). */
    registerWay: varchar('register_way', { length: 16 }).notNull(),
    /** walk | car | bike | taxi | other (VISIT_WAY_OPTIONS). */
    visitWay: varchar('visit_way', { length: 16 }).notNull().default('walk'),
    companions: jsonb('companions').$type<VisitCompanion[]>().notNull().default([]),
    /** The watchlist level the visitor matched when registered (escort), or null. */
    watchlistLevel: varchar('watchlist_level', { length: 8 }),
    /** The kiosk's id of an offline registration: a repeat answers the same visit. */
    clientRequestId: uuid('client_request_id'),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_residential_in_time_idx').on(t.residentialId, t.inTime),
    index('visits_residential_status_idx').on(t.residentialId, t.appointmentStatus, t.id),
    index('visits_residential_crt_time_idx').on(t.residentialId, t.crtTime),
    uniqueIndex('visits_appointment_number_uq').on(t.appointmentNumber),
    uniqueIndex('visits_client_request_uq').on(t.clientRequestId),
    uniqueIndex('visits_qr_token_uq').on(t.qrToken),
    index('visits_card_idx').on(t.cardId),
    check('visits_leave_after_in_check', sql`${t.leaveTime} is null or ${t.inTime} is null or ${t.leaveTime} >= ${t.inTime}`),
    check('visits_deposit_check', sql`${t.deposit} >= 0`),
  ],
);

/**
 * The visitor watchlist: a person (by ID number and/or phone) barred or to be escorted, kept by a security manager.
 * `residential_id` null: the whole property company.
 */
export const visitorWatchlist = pgTable(
  'visitor_watchlist',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    name: varchar('name', { length: 50 }),
    idNumber: varchar('id_number', { length: 18 }),
    phone: varchar('phone', { length: 11 }),
    /** barred | escort. */
    level: varchar('level', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visitor_watchlist_id_number_idx').on(t.tenantId, t.idNumber),
    index('visitor_watchlist_phone_idx').on(t.tenantId, t.phone),
    check('visitor_watchlist_level_check', sql`${t.level} in ('barred', 'escort')`),
    check('visitor_watchlist_key_check', sql`${t.idNumber} is not null or ${t.phone} is not null`),
  ],
);

/** Each time a watchlisted person was stopped (barred) or flagged (escort) at registration. */
export const visitorWatchlistEvents = pgTable(
  'visitor_watchlist_events',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    watchlistId: integer('watchlist_id').references(() => visitorWatchlist.id, { onDelete: 'set null' }),
    level: varchar('level', { length: 8 }).notNull(),
    /** refused | flagged. */
    outcome: varchar('outcome', { length: 8 }).notNull(),
    guestName: varchar('guest_name', { length: 50 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }),
    phone: varchar('phone', { length: 11 }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    /** Who registered (the kiosk account or the guard) and where. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }),
    registerWay: varchar('register_way', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_watchlist_events_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** The key each user's kiosk encrypts the registrations it keeps offline with (256 bits, base64). */
export const visitorKioskKeys = pgTable('visitor_kiosk_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: varchar('key', { length: 64 }).notNull(),
  createdAt: createdAt(),
});
