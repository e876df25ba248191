import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { buildings, createdAt, departments, residentials, tenants, updatedAt, users } from '../../db/schema/index.js';
import { apartments, companies } from '../door/schema.js';

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
