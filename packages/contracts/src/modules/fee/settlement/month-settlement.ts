import { z } from 'zod';
import { calendarMonth } from '../../../resource/derive.js';
import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import type { ElementDecl } from '../../../permissions.js';

/**
 * Month settlement (docs/decisions/0034): a community's month is closed once it reconciles, its totals frozen,
 * and from then on no posting dated in it is accepted (a correction is a reversal in an open month); it is
 * reopened only with a reason, and every close and reopen is logged.
 */
const pp = 'propertyPayment';
export const MONTH_SETTLEMENT_ELEMENTS = {
  view: { code: 'fee:monthSettlement:view', menu: `${pp}:monthSettlement:record`, zh: '查看月结', en: 'View month settlement' },
  close: {
    code: 'fee:monthSettlement:close',
    menu: `${pp}:monthSettlement:record`,
    zh: '月结与反结',
    en: 'Close and reopen months',
  },
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);
const residentialId = z.coerce.number().int().positive().max(2_147_483_647);

export const MonthListQuerySchema = z.strictObject({
  residentialId,
  year: z.coerce.number().int().min(2000).max(2100),
});
export const MonthCheckQuerySchema = z.strictObject({ residentialId, month: calendarMonth() });
export const MonthCloseRequestSchema = z.strictObject({ residentialId: id, month: calendarMonth() });
export type MonthCloseRequest = z.infer<typeof MonthCloseRequestSchema>;
export const MonthReopenRequestSchema = z.strictObject({
  residentialId: id,
  month: calendarMonth(),
  reason: z.string().trim().min(1).max(200),
});
export type MonthReopenRequest = z.infer<typeof MonthReopenRequestSchema>;

/** The figures of a month (yuan text): what a close freezes. */
export const MonthTotalsSchema = z.object({
  /** The month's bill lines (their period starts in it), not cancelled. */
  lineCount: z.number().int(),
  receivable: z.string(),
  received: z.string(),
  discount: z.string(),
  offset: z.string(),
  outstanding: z.string(),
  /** Money moved by postings dated in the month (China time). */
  collected: z.string(),
  reversed: z.string(),
  accountIn: z.string(),
  accountOut: z.string(),
  /** The community's accounts at the month's end, by kind: the sum of their postings up to then. */
  prepaymentBalance: z.string(),
  depositBalance: z.string(),
  guaranteeBalance: z.string(),
});
export type MonthTotals = z.infer<typeof MonthTotalsSchema>;

/** One failed identity of the reconciliation, named by the code's `check` and what it concerns. */
export const MonthProblemSchema = z.object({ check: z.string(), subject: z.string(), detail: z.string() });
export type MonthProblem = z.infer<typeof MonthProblemSchema>;

export const MonthCheckSchema = z.object({
  month: z.string(),
  reconciles: z.boolean(),
  problems: z.array(MonthProblemSchema),
  totals: MonthTotalsSchema,
});
export type MonthCheck = z.infer<typeof MonthCheckSchema>;

/** Month states: 0 open (never closed), 1 closed, 2 reopened. */
export const MONTH_STATES = [
  { value: 0, zh: '未结', en: 'Open' },
  { value: 1, zh: '已月结', en: 'Closed' },
  { value: 2, zh: '已反结', en: 'Reopened' },
] as const;

export const MonthRowSchema = z.object({
  month: z.string(),
  state: z.number().int(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** The totals frozen at the close (null while the month was never closed). */
  totals: MonthTotalsSchema.nullable(),
});
export type MonthRow = z.infer<typeof MonthRowSchema>;

export const MONTH_ACTIONS = [
  { value: 1, zh: '月结', en: 'Closed' },
  { value: 2, zh: '反结', en: 'Reopened' },
] as const;

/** Every close and reopen (spec monthSettlement/log): who, when, which month, why. Never edited. */
export const monthSettlementLogResource = defineResource({
  name: 'monthSettlementLog',
  module: 'property',
  basePath: '/api/property/fee/monthSettlementLog',
  menu: `${pp}:monthSettlement:log`,
  label: { zh: '月结日志', en: 'Settlement log' },
  scope: 'community',
  titleField: 'month',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', list: true, ref: { resource: 'residential' } }),
    month: f.text('月份', 'Month', { form: 'readonly', list: true, maxLength: 7, search: 'eq' }),
    action: f.enumOf(MONTH_ACTIONS, '操作', 'Action', { form: 'readonly', list: true, search: 'eq' }),
    reason: f.text('原因', 'Reason', { form: 'readonly', list: true, maxLength: 200 }),
    userId: f.reference('操作人', 'By', { form: 'readonly', list: true, ref: { resource: 'user' } }),
    createdAt: f.datetime('操作时间', 'At', { form: 'readonly', list: true, sortable: true, search: 'range' }),
  },
});
