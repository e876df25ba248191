import { z } from 'zod';
import { calendarMonth } from '../../../resource/derive.js';
import type { ElementDecl } from '../../../permissions.js';

/**
 * Fee statements (docs/decisions/0033): the twelve inline reports of /propertyPayment/statement. Each reads
 * summary tables kept in step with the ledger by database triggers; amounts are yuan text, rates percent text
 * with two places ("87.50"), counts integer text, so no tier ever holds money as a float.
 */
export const STATEMENT_REPORTS = [
  'receivable',
  'receivableDetail',
  'actualReceipt',
  'arrearage',
  'receipt',
  'receiptDetail',
  'refund',
  'charge',
  'discount',
  'bankCollection',
  'prestoreOffset',
  'prestoreRefund',
] as const;
export type StatementReport = (typeof STATEMENT_REPORTS)[number];

const menu = 'propertyPayment:statement';
export const FEE_STATEMENT_ELEMENTS = {
  view: { code: 'fee:statement:view', menu, zh: '查看报表', en: 'Read statements' },
  export: { code: 'fee:statement:export', menu, zh: '导出报表', en: 'Export statements' },
} as const satisfies Record<string, ElementDecl>;

/** At most this many months in one statement (three years). */
export const STATEMENT_MAX_MONTHS = 36;
/** A drill-down page: at most this many lines. */
export const STATEMENT_PAGE_MAX = 200;

const id = z.number().int().positive().max(2_147_483_647);

/** The filters every statement takes; a missing period is last month by the request's clock (China time). */
export const StatementQuerySchema = z.strictObject({
  periodFrom: calendarMonth().optional(),
  periodTo: calendarMonth().optional(),
  residentialId: id.optional(),
  buildingId: id.optional(),
  feeType: z.string().trim().min(1).max(20).optional(),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

export const StatementLinesQuerySchema = StatementQuerySchema.extend({
  /** The id of the last line of the previous page (keyset paging, newest first). */
  after: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(STATEMENT_PAGE_MAX).default(50),
  /** Drill down from one summary row: its month (`YYYY-MM`) … */
  month: calendarMonth().optional(),
});
export type StatementLinesQuery = z.infer<typeof StatementLinesQuerySchema>;

/** A row: its dimensions as display text in the reader's language and its measures as exact text. */
export const StatementRowSchema = z.record(z.string(), z.string());
export type StatementRow = z.infer<typeof StatementRowSchema>;

export const StatementResultSchema = z.object({
  report: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  rows: z.array(StatementRowSchema),
  totals: StatementRowSchema,
  /** Figures of the whole period beside the totals (clearance rate, the prepayment ledger). */
  extras: StatementRowSchema,
  /** Categories (months or fee types) and one series per measure, values as exact text. */
  chart: z
    .object({
      categories: z.array(z.string()),
      series: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
      kind: z.enum(['bar', 'line']),
    })
    .nullable(),
});
export type StatementResult = z.infer<typeof StatementResultSchema>;

export const StatementLinesSchema = z.object({
  rows: z.array(StatementRowSchema),
  /** Pass as `after` for the next page; null at the end. */
  nextAfter: z.number().int().nullable(),
});
export type StatementLines = z.infer<typeof StatementLinesSchema>;

export type StatementColumnKind = 'text' | 'money' | 'count' | 'rate';
export interface StatementColumn {
  key: string;
  zh: string;
  en: string;
  kind: StatementColumnKind;
}
const col = (key: string, zh: string, en: string, kind: StatementColumnKind = 'money'): StatementColumn => ({ key, zh, en, kind });

const C = {
  month: col('month', '月份', 'Month', 'text'),
  feeType: col('feeType', '费用类型', 'Fee type', 'text'),
  community: col('community', '小区', 'Community', 'text'),
  building: col('building', '楼栋', 'Building', 'text'),
  method: col('method', '支付方式', 'Method', 'text'),
  source: col('source', '收款来源', 'Source', 'text'),
  category: col('category', '类别', 'Category', 'text'),
  lines: col('lines', '账单数', 'Lines', 'count'),
  count: col('count', '笔数', 'Entries', 'count'),
  receipts: col('receipts', '收据数', 'Receipts', 'count'),
  receivable: col('receivable', '应收', 'Receivable'),
  received: col('received', '实收', 'Received'),
  discount: col('discount', '优惠', 'Discount'),
  offset: col('offset', '预存冲抵', 'Account offset'),
  arrears: col('arrears', '欠费', 'Arrears'),
  collectionRate: col('collectionRate', '收缴率(%)', 'Collection rate (%)', 'rate'),
  arrearsRate: col('arrearsRate', '欠费率(%)', 'Arrears rate (%)', 'rate'),
  gross: col('gross', '收款', 'Taken'),
  reversed: col('reversed', '冲销', 'Reversed'),
  net: col('net', '净额', 'Net'),
  amount: col('amount', '金额', 'Amount'),
  total: col('total', '收据金额', 'Receipt total'),
  returned: col('returned', '冲抵退回', 'Offset returned'),
};

/** Extras: figures of the whole period shown beside the totals. */
export const STATEMENT_EXTRA_LABELS: readonly StatementColumn[] = [
  col('recovered', '本期收回往期欠费', 'Earlier arrears recovered'),
  col('earlierArrears', '往期欠费余额', 'Earlier arrears still owed'),
  col('clearanceRate', '清欠率(%)', 'Clearance rate (%)', 'rate'),
  col('opening', '期初余额', 'Opening balance'),
  col('topUp', '充值', 'Top-ups'),
  col('offset', '冲抵', 'Offsets'),
  col('refund', '退款', 'Refunds'),
  col('transfer', '转账', 'Transfers'),
  col('closing', '期末余额', 'Closing balance'),
];

/** What a drill-down lists: bill lines, line postings, receipts or account postings. */
export type StatementLineSource = 'billLines' | 'postings' | 'payments' | 'accountPostings';

export const STATEMENT_LINE_COLUMNS: Readonly<Record<StatementLineSource, readonly StatementColumn[]>> = {
  billLines: [
    col('id', '账单号', 'Line', 'text'),
    col('community', '小区', 'Community', 'text'),
    col('object', '收费对象', 'Charged object', 'text'),
    col('feeType', '费用类型', 'Fee type', 'text'),
    col('period', '账期', 'Period', 'text'),
    col('receivable', '应收', 'Receivable'),
    col('received', '实收', 'Received'),
    col('discount', '优惠', 'Discount'),
    col('offset', '预存冲抵', 'Account offset'),
    col('arrears', '欠费', 'Arrears'),
  ],
  postings: [
    col('id', '流水号', 'Entry', 'text'),
    col('bookedAt', '入账时间', 'Booked at', 'text'),
    col('community', '小区', 'Community', 'text'),
    col('object', '收费对象', 'Charged object', 'text'),
    col('feeType', '费用类型', 'Fee type', 'text'),
    col('period', '账期', 'Period', 'text'),
    col('category', '类别', 'Category', 'text'),
    col('method', '支付方式', 'Method', 'text'),
    col('receiptCode', '收据号', 'Receipt', 'text'),
    col('amount', '金额', 'Amount'),
  ],
  payments: [
    col('id', '编号', 'No.', 'text'),
    col('receiptCode', '收据号', 'Receipt', 'text'),
    col('paidAt', '收款时间', 'Paid at', 'text'),
    col('community', '小区', 'Community', 'text'),
    col('object', '房屋', 'House', 'text'),
    col('payer', '缴款人', 'Payer', 'text'),
    col('source', '收款来源', 'Source', 'text'),
    col('state', '状态', 'State', 'text'),
    col('total', '金额', 'Amount'),
  ],
  accountPostings: [
    col('id', '流水号', 'Entry', 'text'),
    col('createdAt', '时间', 'Time', 'text'),
    col('community', '小区', 'Community', 'text'),
    col('object', '房屋', 'House', 'text'),
    col('owner', '户名', 'Account holder', 'text'),
    col('businessType', '业务类型', 'Business', 'text'),
    col('amount', '金额', 'Amount'),
    col('balanceAfter', '余额', 'Balance after'),
  ],
};

export interface StatementDecl {
  columns: readonly StatementColumn[];
  lines: StatementLineSource;
  /** Whether the fee-type filter applies (accounts and receipts have no fee type). */
  feeTypeFilter: boolean;
}

const settlement = [C.lines, C.receivable, C.received, C.discount, C.offset, C.arrears, C.collectionRate];
const cash = [C.count, C.gross, C.reversed, C.net];

export const STATEMENTS: Readonly<Record<StatementReport, StatementDecl>> = {
  receivable: { columns: [C.month, C.feeType, ...settlement], lines: 'billLines', feeTypeFilter: true },
  receivableDetail: { columns: [C.community, C.building, C.feeType, ...settlement], lines: 'billLines', feeTypeFilter: true },
  actualReceipt: { columns: [C.month, C.feeType, ...cash], lines: 'postings', feeTypeFilter: true },
  arrearage: { columns: [C.month, C.feeType, C.lines, C.receivable, C.arrears, C.arrearsRate], lines: 'billLines', feeTypeFilter: true },
  receipt: { columns: [C.month, C.source, C.receipts, C.total], lines: 'payments', feeTypeFilter: false },
  receiptDetail: { columns: [C.month, C.feeType, C.method, C.count, C.amount], lines: 'postings', feeTypeFilter: true },
  refund: { columns: [C.month, C.feeType, C.category, C.count, C.amount], lines: 'postings', feeTypeFilter: true },
  charge: { columns: [C.feeType, ...settlement], lines: 'billLines', feeTypeFilter: true },
  discount: { columns: [C.month, C.feeType, ...cash], lines: 'postings', feeTypeFilter: true },
  bankCollection: { columns: [C.month, C.feeType, ...cash], lines: 'postings', feeTypeFilter: true },
  prestoreOffset: { columns: [C.month, C.count, C.amount, C.returned, C.net], lines: 'accountPostings', feeTypeFilter: false },
  prestoreRefund: { columns: [C.month, C.count, C.amount], lines: 'accountPostings', feeTypeFilter: false },
};

/** The chart series' names (keys of the measures above). */
export const STATEMENT_SERIES_LABELS: readonly StatementColumn[] = [
  ...Object.values(C),
  col('topUp', '充值', 'Top-ups'),
  col('refund', '退款', 'Refunds'),
];

/** Payment sources whose receipts carry no bill-line postings (3 top-ups, 4 deposits received): left out of the receipt statements. */
export const RECEIPT_SOURCES_WITHOUT_LINES = [3, 4] as const;
