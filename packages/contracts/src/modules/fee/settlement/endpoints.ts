import { z } from 'zod';
import { endpoint } from '../../../endpoint-decl.js';
import {
  MONTH_SETTLEMENT_ELEMENTS,
  MonthCheckQuerySchema,
  MonthCheckSchema,
  MonthCloseRequestSchema,
  MonthListQuerySchema,
  MonthReopenRequestSchema,
  MonthRowSchema,
  monthSettlementLogResource,
} from './month-settlement.js';

const base = '/api/property/fee/monthSettlement';
/** The settlement log's group: a close or a reopen refreshes the months and the log alike. */
const tag = monthSettlementLogResource.name;
const { view, close } = MONTH_SETTLEMENT_ELEMENTS;

/** Month settlement (docs/decisions/0034): a community's months, a month's reconciliation, the close and the reopen. */
export const FeeSettlementEndpoints = {
  /** Each month of a community's year with its state and, when closed, its frozen totals. */
  months: endpoint({
    id: 'monthSettlementLog.months',
    method: 'GET',
    path: `${base}/months`,
    tag,
    summary: "A community's months of a year: state and the figures frozen at the close",
    access: view.code,
    query: MonthListQuerySchema,
    answer: z.array(MonthRowSchema),
  }),
  /** The reconciliation of one month as it stands now (what a close would freeze). */
  check: endpoint({
    id: 'monthSettlementLog.check',
    method: 'GET',
    path: `${base}/check`,
    tag,
    summary: 'Whether a month reconciles now, and the figures a close would freeze',
    access: view.code,
    query: MonthCheckQuerySchema,
    answer: MonthCheckSchema,
  }),
  close: endpoint({
    id: 'monthSettlementLog.close',
    method: 'POST',
    path: `${base}/close`,
    tag,
    summary: "Close a community's month: reconcile, freeze its figures, refuse postings dated in it",
    access: close.code,
    body: MonthCloseRequestSchema,
    answer: MonthCheckSchema,
    opLog: { resource: 'feeMonthSettlement', action: 'close' },
  }),
  reopen: endpoint({
    id: 'monthSettlementLog.reopen',
    method: 'POST',
    path: `${base}/reopen`,
    tag,
    summary: 'Reopen a closed month, with the reason logged',
    access: close.code,
    body: MonthReopenRequestSchema,
    answer: z.null(),
    opLog: { resource: 'feeMonthSettlement', action: 'resume' },
  }),
} as const;
