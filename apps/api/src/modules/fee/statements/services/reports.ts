import { BANK_COLLECTION_METHOD, RECEIPT_SOURCES_WITHOUT_LINES, type StatementReport } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What each statement sums (docs/decisions/0033): its summary table, the rows it keeps, the dimensions of its rows
 * and chart, and its measures. Every measure is exact text from PostgreSQL numeric.
 */
export type Dim = 'month' | 'feeType' | 'community' | 'building' | 'method' | 'source' | 'category';
export type SummaryTable = 'fee_stmt_line_months' | 'fee_stmt_posting_months' | 'fee_stmt_account_months' | 'fee_stmt_receipt_months';

export interface SummarySpec {
  table: SummaryTable;
  where: SQL;
  dims: readonly Dim[];
  measures: SQL;
  chart: { dim: Dim; series: readonly string[]; kind: 'bar' | 'line' } | null;
}

/** The column holding a summary row's month. */
export const MONTH_COLUMN: Readonly<Record<SummaryTable, string>> = {
  fee_stmt_line_months: 'period_month',
  fee_stmt_posting_months: 'booked_month',
  fee_stmt_account_months: 'month',
  fee_stmt_receipt_months: 'month',
};

export const money = (expression: string) => sql.raw(`coalesce(${expression}, 0)::numeric(16,2)::text`);
/** A percentage with two places, half away from zero; 0.00 when there is nothing to divide by. */
export const rate = (part: string, whole: string) =>
  sql.raw(`case when coalesce(${whole}, 0) = 0 then '0.00' else round((${part}) * 100 / (${whole}), 2)::numeric(12,2)::text end`);

const SETTLED = 'sum(received) + sum(offset_amount)';
const ARREARS = 'sum(receivable) - sum(received) - sum(discount) - sum(offset_amount)';
/** Receivable of the period's lines and what settled them; collected = received + account offsets. */
const settlement = sql.join(
  [
    sql`sum(line_count)::text as lines`,
    sql`${money('sum(receivable)')} as receivable`,
    sql`${money('sum(received)')} as received`,
    sql`${money('sum(discount)')} as discount`,
    sql`${money('sum(offset_amount)')} as "offset"`,
    sql`${money(ARREARS)} as arrears`,
    sql`${rate(SETTLED, 'sum(receivable)')} as "collectionRate"`,
    sql`${rate(ARREARS, 'sum(receivable)')} as "arrearsRate"`,
  ],
  sql`, `,
);
/** Money moved: originals taken, reversals (refunds, cancellations, transfers out) and the net. */
const cash = sql.join(
  [
    sql`sum(posting_count)::text as count`,
    sql`${money('sum(amount) filter (where kind = 1)')} as gross`,
    sql`${money('-sum(amount) filter (where kind > 1)')} as reversed`,
    sql`${money('sum(amount)')} as net`,
  ],
  sql`, `,
);
const countAmount = (amount: string) => sql`sum(posting_count)::text as count, ${money(amount)} as amount`;
const withoutLines = RECEIPT_SOURCES_WITHOUT_LINES.join(', ');

export const STATEMENT_SPECS: Readonly<Record<StatementReport, SummarySpec>> = {
  receivable: {
    table: 'fee_stmt_line_months',
    where: sql`true`,
    dims: ['month', 'feeType'],
    measures: settlement,
    chart: { dim: 'month', series: ['receivable', 'received', 'offset', 'arrears'], kind: 'bar' },
  },
  receivableDetail: {
    table: 'fee_stmt_line_months',
    where: sql`true`,
    dims: ['community', 'building', 'feeType'],
    measures: settlement,
    chart: null,
  },
  actualReceipt: {
    table: 'fee_stmt_posting_months',
    // The receipts' postings: received and paid from an account at a payment, and their reversals.
    where: sql.raw(`category in (1, 3) and source > 0 and source not in (${withoutLines})`),
    dims: ['month', 'feeType'],
    measures: cash,
    chart: { dim: 'month', series: ['gross', 'reversed', 'net'], kind: 'bar' },
  },
  arrearage: {
    table: 'fee_stmt_line_months',
    where: sql`true`,
    dims: ['month', 'feeType'],
    measures: settlement,
    chart: { dim: 'month', series: ['arrears'], kind: 'bar' },
  },
  receipt: {
    table: 'fee_stmt_receipt_months',
    where: sql.raw(`source not in (${withoutLines})`),
    dims: ['month', 'source'],
    measures: sql`sum(receipt_count)::text as receipts, ${money('sum(total)')} as total`,
    chart: { dim: 'month', series: ['total'], kind: 'line' },
  },
  receiptDetail: {
    table: 'fee_stmt_posting_months',
    where: sql.raw(`kind = 1 and category in (1, 3) and source > 0 and source not in (${withoutLines})`),
    dims: ['month', 'feeType', 'method'],
    measures: countAmount('sum(amount)'),
    chart: { dim: 'feeType', series: ['amount'], kind: 'bar' },
  },
  refund: {
    table: 'fee_stmt_posting_months',
    where: sql`kind = 2`,
    dims: ['month', 'feeType', 'category'],
    measures: countAmount('-sum(amount)'),
    chart: { dim: 'month', series: ['amount'], kind: 'bar' },
  },
  charge: {
    table: 'fee_stmt_line_months',
    where: sql`true`,
    dims: ['feeType'],
    measures: settlement,
    chart: { dim: 'feeType', series: ['collectionRate'], kind: 'bar' },
  },
  discount: {
    table: 'fee_stmt_posting_months',
    where: sql`category = 2`,
    dims: ['month', 'feeType'],
    measures: cash,
    chart: { dim: 'month', series: ['net'], kind: 'bar' },
  },
  bankCollection: {
    table: 'fee_stmt_posting_months',
    where: sql`category = 1 and method = ${BANK_COLLECTION_METHOD}`,
    dims: ['month', 'feeType'],
    measures: cash,
    chart: { dim: 'month', series: ['gross', 'reversed'], kind: 'bar' },
  },
  prestoreOffset: {
    table: 'fee_stmt_account_months',
    where: sql`account_kind = 1 and business_type in (4, 5)`,
    dims: ['month'],
    measures: sql`sum(posting_count)::text as count, ${money('-sum(amount) filter (where business_type = 4)')} as amount,
      ${money('sum(amount) filter (where business_type = 5)')} as returned, ${money('-sum(amount)')} as net`,
    chart: { dim: 'month', series: ['net'], kind: 'bar' },
  },
  prestoreRefund: {
    table: 'fee_stmt_account_months',
    where: sql`account_kind = 1 and business_type = 2`,
    dims: ['month'],
    measures: countAmount('-sum(amount)'),
    chart: { dim: 'month', series: ['amount'], kind: 'bar' },
  },
};

/** Whether a summary table has a fee type (accounts and receipts do not). */
export function hasFeeType(table: SummaryTable): boolean {
  return table === 'fee_stmt_line_months' || table === 'fee_stmt_posting_months';
}
