import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, residentials, tenants, users } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';
import { feeBillLines } from '../billing/schema.js';

/**
 * Money: exact decimals to the fen, numeric(14,2), read and written as text (docs/decisions/0018 and 0015); the
 * API computes with integer fen (BigInt) through the money library, never with a JavaScript number.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Accounts: prepayment (1), deposit (2), guarantee (3). `balance` is the sum of the account's postings, kept in
 * the posting's transaction; the CHECK makes an overdraft fail in the database whatever the service did.
 */
export const feeAccounts = pgTable(
  'fee_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    apartmentId: integer('apartment_id').references(() => apartments.id),
    kind: smallint('kind').notNull(),
    ownerName: varchar('owner_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    /** Deposits and guarantees: what they are for (装修押金, 车位押金, 履约保证金). */
    item: varchar('item', { length: 50 }),
    /** Deposits and guarantees: 1 held, 2 refunded, 3 forfeited. */
    depositState: smallint('deposit_state'),
    balance: money('balance').notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('fee_accounts_balance_nonnegative', sql`${t.balance} >= 0`),
    check('fee_accounts_kind', sql`${t.kind} in (1, 2, 3)`),
    index('fee_accounts_residential_kind_idx').on(t.residentialId, t.kind, t.id),
    index('fee_accounts_apartment_idx').on(t.apartmentId),
  ],
);

/**
 * A payment taken at the counter (or in a batch): the receipt header. Its money is in its postings; `state` (1
 * normal, 2 cancelled) only follows from them. The receipt number is gapless per community and year.
 */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    apartmentId: integer('apartment_id').references(() => apartments.id),
    receiptYear: smallint('receipt_year').notNull(),
    receiptNo: integer('receipt_no').notNull(),
    receiptCode: varchar('receipt_code', { length: 20 }).notNull(),
    payerName: varchar('payer_name', { length: 50 }),
    total: money('total').notNull(),
    /** 1 counter, 2 batch collection, 3 account top-up. */
    source: smallint('source').notNull().default(1),
    batchId: integer('batch_id'),
    state: smallint('state').notNull().default(1),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    uniqueIndex('fee_payments_receipt_uq').on(t.residentialId, t.receiptYear, t.receiptNo),
    index('fee_payments_apartment_idx').on(t.apartmentId, t.paidAt),
    index('fee_payments_residential_paid_idx').on(t.residentialId, t.paidAt, t.id),
    check('fee_payments_total_nonnegative', sql`${t.total} >= 0`),
  ],
);

/** The next receipt number per community and year; its row is locked by the paying transaction until commit. */
export const feeReceiptCounters = pgTable(
  'fee_receipt_counters',
  {
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    year: smallint('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.residentialId, t.year] })],
);

/** Reviewed requests: 1 refund, 2 cancellation, 3 account transfer, 4 late-fee waiver. State 1 pending, 2 approved, 3 rejected. */
export const feeRequests = pgTable(
  'fee_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    kind: smallint('kind').notNull(),
    state: smallint('state').notNull().default(1),
    paymentId: integer('payment_id').references(() => feePayments.id),
    billLineId: bigint('bill_line_id', { mode: 'number' }).references(() => feeBillLines.id),
    fromAccountId: integer('from_account_id').references(() => feeAccounts.id),
    toAccountId: integer('to_account_id').references(() => feeAccounts.id),
    amount: money('amount').notNull(),
    /** Refunds: 1 cash back, 2 to the house's prepayment account. */
    refundTo: smallint('refund_to'),
    reason: varchar('reason', { length: 200 }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: varchar('review_reason', { length: 200 }),
  },
  (t) => [
    check('fee_requests_amount_positive', sql`${t.amount} > 0`),
    check('fee_requests_other_reviewer', sql`${t.reviewedBy} is null or ${t.reviewedBy} <> ${t.requestedBy}`),
    index('fee_requests_residential_kind_idx').on(t.residentialId, t.kind, t.state, t.id),
    index('fee_requests_payment_idx').on(t.paymentId),
  ],
);

/** The lines a refund request gives back, each with its amount (their sum is the request's amount). */
export const feeRequestLines = pgTable(
  'fee_request_lines',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => feeRequests.id),
    billLineId: bigint('bill_line_id', { mode: 'number' })
      .notNull()
      .references(() => feeBillLines.id),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.billLineId] }), check('fee_request_lines_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Postings against bill lines (never updated or deleted: a trigger refuses it). Category 1 received, 2 discount,
 * 3 account offset; kind 1 original (positive), 2 refund, 3 cancellation, 4 transfer out (negative, naming the
 * posting reversed).
 */
export const feePostings = pgTable(
  'fee_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    billLineId: bigint('bill_line_id', { mode: 'number' })
      .notNull()
      .references(() => feeBillLines.id),
    paymentId: integer('payment_id').references(() => feePayments.id),
    category: smallint('category').notNull(),
    kind: smallint('kind').notNull(),
    /** Received: 1 cash, 2 card, 3 WeChat, 4 Alipay, 5 bank transfer; 6 for an account offset. */
    method: smallint('method'),
    accountId: integer('account_id').references(() => feeAccounts.id),
    amount: money('amount').notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    requestId: integer('request_id').references(() => feeRequests.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'fee_postings_sign',
      sql`(${t.kind} = 1 and ${t.reversesId} is null and ${t.amount} > 0) or (${t.kind} > 1 and ${t.reversesId} is not null and ${t.amount} < 0)`,
    ),
    check('fee_postings_category', sql`${t.category} in (1, 2, 3)`),
    index('fee_postings_line_idx').on(t.billLineId),
    index('fee_postings_payment_idx').on(t.paymentId),
    index('fee_postings_reverses_idx').on(t.reversesId),
    /** The postings booked when made (all but a payment's originals): the second branch of the statements' drill-down. */
    index('fee_postings_residential_made_idx')
      .on(t.residentialId, t.createdAt)
      .where(sql`not (${t.kind} = 1 and ${t.paymentId} is not null)`),
  ],
);

/**
 * Postings against accounts (never updated or deleted). Business type 1 top-up, 2 refund, 3 transfer, 4 offset of
 * a bill line, 5 offset returned, 6 deposit received, 7 deposit refunded, 8 deposit forfeited.
 */
export const feeAccountPostings = pgTable(
  'fee_account_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => feeAccounts.id),
    businessType: smallint('business_type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    paymentId: integer('payment_id').references(() => feePayments.id),
    linePostingId: bigint('line_posting_id', { mode: 'number' }),
    requestId: integer('request_id').references(() => feeRequests.id),
    relatedAccountId: integer('related_account_id').references(() => feeAccounts.id),
    /** Top-ups and deposits: 1 cash, 2 card, 3 WeChat, 4 Alipay, 5 bank transfer. */
    method: smallint('method'),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('fee_account_postings_nonzero', sql`${t.amount} <> 0`),
    check('fee_account_postings_balance', sql`${t.balanceAfter} >= 0`),
    index('fee_account_postings_account_idx').on(t.accountId, t.id),
    index('fee_account_postings_residential_idx').on(t.residentialId, t.createdAt, t.id),
  ],
);

/**
 * What each bill line has been settled by (docs/decisions/0019, invariant 1): receivable and arrearage read
 * `receivable − settled`; a line without postings is absent (settled 0).
 */
export const feeLineSettlements = pgView('fee_line_settlements').as((qb) =>
  qb
    .select({
      billLineId: feePostings.billLineId,
      received: sql<string>`coalesce(sum(${feePostings.amount}) filter (where ${feePostings.category} = 1), 0)::numeric(14,2)`.as(
        'received',
      ),
      discount: sql<string>`coalesce(sum(${feePostings.amount}) filter (where ${feePostings.category} = 2), 0)::numeric(14,2)`.as(
        'discount',
      ),
      offsetAmount: sql<string>`coalesce(sum(${feePostings.amount}) filter (where ${feePostings.category} = 3), 0)::numeric(14,2)`.as(
        'offset_amount',
      ),
      settled: sql<string>`sum(${feePostings.amount})::numeric(14,2)`.as('settled'),
    })
    .from(feePostings)
    .groupBy(feePostings.billLineId),
);
