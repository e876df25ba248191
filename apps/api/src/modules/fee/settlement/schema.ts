import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, residentials, tenants, users } from '../../../db/schema/index.js';

/**
 * A month's figure sums a whole community's lines, postings or balances: numeric(18,2), wider than one amount's
 * numeric(14,2), so no bounded amounts however many add up to more than it holds (docs/decisions/0047).
 */
const monthSum = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A community's month once it has been closed (docs/decisions/0034): state 1 closed, 2 reopened; the figures are
 * those frozen at the latest close. While a row is closed, a trigger refuses every posting dated in its month or
 * before it (docs/decisions/0047).
 */
export const feeMonthCloses = pgTable(
  'fee_month_closes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    /** `YYYY-MM`, the China-time month. */
    month: varchar('month', { length: 7 }).notNull(),
    state: smallint('state').notNull(),
    lineCount: integer('line_count').notNull(),
    receivable: monthSum('receivable').notNull(),
    received: monthSum('received').notNull(),
    discount: monthSum('discount').notNull(),
    offsetAmount: monthSum('offset_amount').notNull(),
    outstanding: monthSum('outstanding').notNull(),
    collected: monthSum('collected').notNull(),
    reversed: monthSum('reversed').notNull(),
    accountIn: monthSum('account_in').notNull(),
    accountOut: monthSum('account_out').notNull(),
    prepaymentBalance: monthSum('prepayment_balance').notNull(),
    depositBalance: monthSum('deposit_balance').notNull(),
    guaranteeBalance: monthSum('guarantee_balance').notNull(),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.residentialId, t.month] }),
    check('fee_month_closes_state', sql`${t.state} in (1, 2)`),
    check('fee_month_closes_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Every close (1) and reopen (2) of a community's month, with who and why (a reopen's reason is required). */
export const feeMonthCloseLogs = pgTable(
  'fee_month_close_logs',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    month: varchar('month', { length: 7 }).notNull(),
    action: smallint('action').notNull(),
    reason: varchar('reason', { length: 200 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('fee_month_close_logs_action', sql`${t.action} in (1, 2)`),
    check('fee_month_close_logs_reason', sql`${t.action} = 1 or length(${t.reason}) > 0`),
    index('fee_month_close_logs_residential_idx').on(t.residentialId, t.id),
  ],
);
