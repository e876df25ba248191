import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, residentials, tenants, users } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';
import { feeBillLines } from '../billing/schema.js';
import { feePayments } from '../ledger/schema.js';

/** Bank collection (docs/decisions/0035). Money numeric(14,2) as everywhere in fees. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Agreements to debit a payer's account. `account_no` is the full number (the bank's file needs it): write-only
 * through the API (a secret field), never answered, never logged; `account_masked` is what every screen shows.
 */
export const feeBankAgreements = pgTable(
  'fee_bank_agreements',
  {
    id: serial('id').primaryKey(),
    agreementNo: varchar('agreement_no', { length: 20 }).generatedAlwaysAs(sql`'XY' || lpad(id::text, 8, '0')`),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    payerName: varchar('payer_name', { length: 50 }).notNull(),
    bank: smallint('bank').notNull(),
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    accountMasked: varchar('account_masked', { length: 40 }).notNull(),
    debitLimit: money('debit_limit').notNull(),
    signedOn: date('signed_on').notNull(),
    /** 1 active, 2 suspended, 3 terminated. */
    state: smallint('state').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('fee_bank_agreements_limit', sql`${t.debitLimit} >= 0`),
    check('fee_bank_agreements_state', sql`${t.state} in (1, 2, 3)`),
    index('fee_bank_agreements_residential_idx').on(t.residentialId, t.state, t.id),
    // One active agreement per house: two would debit the same bill twice.
    uniqueIndex('fee_bank_agreements_active_house_uq')
      .on(t.apartmentId)
      .where(sql`${t.state} = 1`),
  ],
);

/** Plans: which standards of which billing months a community collects by bank; debit and retry dates. */
export const feeBankPlans = pgTable(
  'fee_bank_plans',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    standardIdList: integer('standard_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    debitDate: date('debit_date').notNull(),
    retryDate: date('retry_date').notNull(),
    /** 1 enabled, 2 disabled. */
    state: smallint('state').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('fee_bank_plans_period', sql`${t.periodFrom} <= ${t.periodTo}`),
    check('fee_bank_plans_retry', sql`${t.retryDate} > ${t.debitDate}`),
    index('fee_bank_plans_residential_idx').on(t.residentialId, t.id),
  ],
);

/** Batches: one file to the bank and its one result file. Totals are kept with the lines in one transaction. */
export const feeBankBatches = pgTable(
  'fee_bank_batches',
  {
    id: serial('id').primaryKey(),
    batchNo: varchar('batch_no', { length: 30 }).notNull().default(''),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => feeBankPlans.id),
    /** 1 first debit, 2 retry. */
    kind: smallint('kind').notNull(),
    retryOfId: integer('retry_of_id'),
    debitDate: date('debit_date').notNull(),
    /** 1 awaiting the bank, 2 returned. */
    state: smallint('state').notNull().default(1),
    lineCount: integer('line_count').notNull(),
    total: money('total').notNull(),
    successCount: integer('success_count').notNull().default(0),
    successTotal: money('success_total').notNull().default('0'),
    failureCount: integer('failure_count').notNull().default(0),
    failureTotal: money('failure_total').notNull().default('0'),
    filePath: varchar('file_path', { length: 200 }),
    resultPath: varchar('result_path', { length: 200 }),
    /** The imported result file's SHA-256: the same file again is answered without posting anything. */
    resultSha256: varchar('result_sha256', { length: 64 }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'fee_bank_batches_reconciled',
      sql`${t.state} = 1 or (${t.successCount} + ${t.failureCount} = ${t.lineCount} and ${t.successTotal} + ${t.failureTotal} = ${t.total})`,
    ),
    index('fee_bank_batches_residential_idx').on(t.residentialId, t.id),
    index('fee_bank_batches_plan_idx').on(t.planId, t.state),
  ],
);

/** One line per agreement in a batch; `state` 1 pending, 2 debited (with its payment), 3 failed. */
export const feeBankBatchLines = pgTable(
  'fee_bank_batch_lines',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => feeBankBatches.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    seq: integer('seq').notNull(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => feeBankAgreements.id),
    agreementNo: varchar('agreement_no', { length: 20 }).notNull(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    payerName: varchar('payer_name', { length: 50 }).notNull(),
    accountMasked: varchar('account_masked', { length: 40 }).notNull(),
    amount: money('amount').notNull(),
    state: smallint('state').notNull().default(1),
    resultCode: varchar('result_code', { length: 8 }),
    resultMessage: varchar('result_message', { length: 100 }),
    paymentId: integer('payment_id').references(() => feePayments.id),
    retryBatchId: integer('retry_batch_id'),
  },
  (t) => [
    uniqueIndex('fee_bank_batch_lines_seq_uq').on(t.batchId, t.seq),
    index('fee_bank_batch_lines_residential_idx').on(t.residentialId, t.id),
    check('fee_bank_batch_lines_amount', sql`${t.amount} > 0`),
  ],
);

/** The bill lines a batch line settles, each with its part of the line's amount (in the order they are paid). */
export const feeBankLineItems = pgTable(
  'fee_bank_line_items',
  {
    batchLineId: integer('batch_line_id')
      .notNull()
      .references(() => feeBankBatchLines.id),
    billLineId: bigint('bill_line_id', { mode: 'number' })
      .notNull()
      .references(() => feeBillLines.id),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('fee_bank_line_items_uq').on(t.batchLineId, t.billLineId), index('fee_bank_line_items_bill_idx').on(t.billLineId)],
);
