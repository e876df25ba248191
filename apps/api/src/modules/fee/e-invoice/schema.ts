import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { createdAt, residentials, tenants, users } from '../../../db/schema/index.js';
import { feeStandards } from '../billing/schema.js';
import { feePayments } from '../ledger/schema.js';

/** Exact money to the fen, read and written as text (docs/decisions/0018). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The seller printed on a community's invoices (开票设置): one per community. */
export const feeEInvoiceSellers = pgTable(
  'fee_e_invoice_sellers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    sellerName: varchar('seller_name', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 18 }).notNull(),
    address: varchar('address', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    bankAccount: varchar('bank_account', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_e_invoice_sellers_residential_uq').on(t.residentialId)],
);

/** A fee type's (or one standard's) tax goods code and rate in a community. */
export const feeEInvoiceTaxCodes = pgTable(
  'fee_e_invoice_tax_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    feeType: varchar('fee_type', { length: 20 }).notNull(),
    standardId: integer('standard_id').references(() => feeStandards.id),
    goodsCode: varchar('goods_code', { length: 19 }).notNull(),
    goodsName: varchar('goods_name', { length: 50 }).notNull(),
    /** Whole percent (contracts TAX_RATES). */
    taxRate: smallint('tax_rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_e_invoice_tax_codes_type_uq')
      .on(t.residentialId, t.feeType)
      .where(sql`${t.standardId} is null`),
    uniqueIndex('fee_e_invoice_tax_codes_standard_uq').on(t.standardId),
    check('fee_e_invoice_tax_codes_rate', sql`${t.taxRate} in (0, 1, 3, 5, 6, 9, 13)`),
  ],
);

/** The channel a community issues through; no row: the simulated channel, enabled. */
export const feeEInvoiceChannels = pgTable(
  'fee_e_invoice_channels',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    channel: smallint('channel').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_e_invoice_channels_residential_uq').on(t.residentialId)],
);

/**
 * Invoices: kind 1 blue, 2 red (naming its blue one); state 1 issuing, 2 issued, 3 failed, 4 reversed (a blue one
 * whose red one is issued). A blue invoice in state 1 or 2 holds its lines' amounts against what the receipt
 * received; at most one red invoice in state 1 or 2 per blue one (the partial unique index).
 */
export const feeEInvoices = pgTable(
  'fee_e_invoices',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => feePayments.id),
    kind: smallint('kind').notNull(),
    blueId: integer('blue_id'),
    state: smallint('state').notNull().default(1),
    /** The console's key for this attempt: a retry with it answers the same invoice. */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    channel: smallint('channel').notNull(),
    buyerType: smallint('buyer_type').notNull(),
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    buyerTaxNumber: varchar('buyer_tax_number', { length: 18 }),
    buyerPhone: varchar('buyer_phone', { length: 20 }),
    buyerEmail: varchar('buyer_email', { length: 100 }),
    sellerName: varchar('seller_name', { length: 100 }).notNull(),
    sellerTaxNumber: varchar('seller_tax_number', { length: 18 }).notNull(),
    sellerAddressPhone: varchar('seller_address_phone', { length: 130 }).notNull(),
    sellerBank: varchar('seller_bank', { length: 100 }).notNull(),
    total: money('total').notNull(),
    taxTotal: money('tax_total').notNull(),
    totalWithoutTax: money('total_without_tax').notNull(),
    invoiceCode: varchar('invoice_code', { length: 20 }),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    failMessage: varchar('fail_message', { length: 200 }),
    reason: varchar('reason', { length: 200 }),
    pdfPath: varchar('pdf_path', { length: 300 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_e_invoices_request_key_uq').on(t.tenantId, t.requestKey),
    uniqueIndex('fee_e_invoices_one_red_uq')
      .on(t.blueId)
      .where(sql`${t.kind} = 2 and ${t.state} in (1, 2)`),
    index('fee_e_invoices_payment_idx').on(t.paymentId),
    index('fee_e_invoices_residential_idx').on(t.residentialId, t.id),
    check('fee_e_invoices_kind', sql`(${t.kind} = 1 and ${t.blueId} is null) or (${t.kind} = 2 and ${t.blueId} is not null)`),
    check('fee_e_invoices_state', sql`${t.state} in (1, 2, 3, 4)`),
  ],
);

/** An invoice's lines: a receipt line's fee and period, its amount (negative on a red invoice), rate and tax. */
export const feeEInvoiceLines = pgTable(
  'fee_e_invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => feeEInvoices.id),
    lineNo: smallint('line_no').notNull(),
    billLineId: bigint('bill_line_id', { mode: 'number' }).notNull(),
    feeName: varchar('fee_name', { length: 100 }).notNull(),
    period: varchar('period', { length: 30 }).notNull(),
    goodsCode: varchar('goods_code', { length: 19 }).notNull(),
    goodsName: varchar('goods_name', { length: 50 }).notNull(),
    taxRate: smallint('tax_rate').notNull(),
    amount: money('amount').notNull(),
    tax: money('tax').notNull(),
    amountWithoutTax: money('amount_without_tax').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.lineNo] }),
    index('fee_e_invoice_lines_bill_line_idx').on(t.billLineId),
    check('fee_e_invoice_lines_sum', sql`${t.tax} + ${t.amountWithoutTax} = ${t.amount}`),
  ],
);
