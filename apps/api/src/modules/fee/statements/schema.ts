import { date, index, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * The statements' summary tables (docs/decisions/0033), kept in step with the ledger by statement-level triggers
 * (migration fee_statement_summaries): every writer — the services, the seed, plain SQL — is covered, in the
 * writer's own transaction. `building_id` 0: an object without a building. Sums are numeric(16,2), exact.
 *
 * Rows are deltas: a trigger only appends (no unique key, so no row two writers wait on or deadlock over), every read
 * sums by its keys, and the job `foldFeeStatements` folds a community's deltas into one row per key.
 */
const sum = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/** Per bill-line period: the receivable of normal (not cancelled) lines and what their postings settled. */
export const feeStmtLineMonths = pgTable(
  'fee_stmt_line_months',
  {
    residentialId: integer('residential_id').notNull(),
    periodMonth: date('period_month').notNull(),
    feeType: varchar('fee_type', { length: 20 }).notNull(),
    buildingId: integer('building_id').notNull(),
    lineCount: integer('line_count').notNull().default(0),
    receivable: sum('receivable'),
    received: sum('received'),
    discount: sum('discount'),
    offsetAmount: sum('offset_amount'),
  },
  (t) => [index('fee_stmt_line_months_idx').on(t.residentialId, t.periodMonth)],
);

/**
 * Per month booked (China time; an original posting of a payment is booked when the payment was taken): postings
 * by the period of their line, category, kind, method and the payment's source (0: no payment).
 */
export const feeStmtPostingMonths = pgTable(
  'fee_stmt_posting_months',
  {
    residentialId: integer('residential_id').notNull(),
    bookedMonth: date('booked_month').notNull(),
    feeType: varchar('fee_type', { length: 20 }).notNull(),
    buildingId: integer('building_id').notNull(),
    periodMonth: date('period_month').notNull(),
    category: smallint('category').notNull(),
    kind: smallint('kind').notNull(),
    method: smallint('method').notNull(),
    source: smallint('source').notNull(),
    postingCount: integer('posting_count').notNull().default(0),
    amount: sum('amount'),
  },
  (t) => [index('fee_stmt_posting_months_idx').on(t.residentialId, t.bookedMonth)],
);

/** Per month: account postings by account kind and business type. */
export const feeStmtAccountMonths = pgTable(
  'fee_stmt_account_months',
  {
    residentialId: integer('residential_id').notNull(),
    month: date('month').notNull(),
    accountKind: smallint('account_kind').notNull(),
    buildingId: integer('building_id').notNull(),
    businessType: smallint('business_type').notNull(),
    postingCount: integer('posting_count').notNull().default(0),
    amount: sum('amount'),
  },
  (t) => [index('fee_stmt_account_months_idx').on(t.residentialId, t.month)],
);

/** Per month the payment was taken: receipts (payment headers) by source. */
export const feeStmtReceiptMonths = pgTable(
  'fee_stmt_receipt_months',
  {
    residentialId: integer('residential_id').notNull(),
    month: date('month').notNull(),
    buildingId: integer('building_id').notNull(),
    source: smallint('source').notNull(),
    receiptCount: integer('receipt_count').notNull().default(0),
    total: sum('total'),
  },
  (t) => [index('fee_stmt_receipt_months_idx').on(t.residentialId, t.month)],
);
