import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, residentials, updatedAt, users } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';

// Bill printing and push (docs/decisions/0036).

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Notice and reminder templates, one community's, edited as data. */
export const feeBillTemplates = pgTable('fee_bill_templates', {
  id: serial('id').primaryKey(),
  residentialId: integer('residential_id')
    .notNull()
    .references(() => residentials.id),
  name: varchar('name', { length: 50 }).notNull(),
  /** 1 payment notice, 2 reminder. */
  kind: smallint('kind').notNull().default(2),
  title: varchar('title', { length: 50 }).notNull(),
  companyName: varchar('company_name', { length: 100 }).notNull(),
  showOwner: boolean('show_owner').notNull().default(true),
  showArea: boolean('show_area').notNull().default(true),
  showDueDate: boolean('show_due_date').notNull().default(true),
  showQr: boolean('show_qr').notNull().default(true),
  qrPrefix: varchar('qr_prefix', { length: 200 }),
  /** A stored path of an uploaded JPG (the upload machinery, decision 0007). */
  sealImage: varchar('seal_image', { length: 300 }),
  note: varchar('note', { length: 500 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Reminder campaigns: 0 pushing, 1 complete, 2 paused, 3 stopped. The counts change with their lines, in one transaction. */
export const feeBillPushCampaigns = pgTable(
  'fee_bill_push_campaigns',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** 1 SMS, 2 WeChat, 3 printed. */
    channel: smallint('channel').notNull(),
    status: smallint('status').notNull().default(0),
    minMonths: integer('min_months').notNull().default(1),
    lineCount: integer('line_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    total: money('total').notNull().default('0'),
    taskId: uuid('task_id'),
    createdBy: integer('created_by').references(() => users.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fee_bill_push_campaigns_residential_idx').on(t.residentialId, t.id),
    // One campaign pushing or paused per community: four starts at once made four reminders to every owner.
    uniqueIndex('fee_bill_push_campaigns_active_uq')
      .on(t.residentialId)
      .where(sql`${t.status} in (0, 2)`),
  ],
);

/** One owing house of a campaign: 0 waiting, 1 sent, 2 failed, 3 not sent (stopped), 4 sending. */
export const feeBillPushLines = pgTable(
  'fee_bill_push_lines',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => feeBillPushCampaigns.id),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    address: varchar('address', { length: 200 }).notNull(),
    ownerName: varchar('owner_name', { length: 50 }),
    phone: varchar('phone', { length: 11 }),
    amount: money('amount').notNull(),
    state: smallint('state').notNull().default(0),
    error: varchar('error', { length: 200 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fee_bill_push_lines_house_uq').on(t.campaignId, t.apartmentId),
    index('fee_bill_push_lines_waiting_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.state} in (0, 4)`),
  ],
);

/**
 * The simulated channel's outbox: one row per message it accepted, keyed by the line's idempotency key, so a line
 * handed over twice (the process died between the hand-over and the answer) is delivered once.
 */
export const feeBillPushDeliveries = pgTable('fee_bill_push_deliveries', {
  idempotencyKey: varchar('idempotency_key', { length: 60 }).primaryKey(),
  channel: smallint('channel').notNull(),
  recipient: varchar('recipient', { length: 60 }),
  body: text('body').notNull(),
  /** 1 delivered, 2 refused (the refusal is final and answered again on a repeat). */
  outcome: smallint('outcome').notNull(),
  error: varchar('error', { length: 200 }),
  createdAt: createdAt(),
});
