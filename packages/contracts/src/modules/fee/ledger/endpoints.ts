import { z } from 'zod';
import { endpoint, IdParams } from '../../../endpoint-decl.js';
import {
  AccountOpenRequestSchema,
  BatchPaymentResultSchema,
  ClosedMonthQuerySchema,
  ClosedMonthSchema,
  CounterApartmentQuerySchema,
  CounterApartmentSchema,
  CounterSchema,
  FEE_LEDGER_ELEMENTS,
  FeeRequestSchema,
  FeeReviewSchema,
  PayBatchRequestSchema,
  PaymentResultSchema,
  PayRequestSchema,
  ReceiptByCodeQuerySchema,
  ReceiptSchema,
  RequestResultSchema,
  TopUpRequestSchema,
} from './ledger.js';

const BASE = '/api/property/fee';
const tag = 'fee';

/**
 * The fee ledger's endpoints (docs/decisions/0019): the cashier's counter, payments and receipts, accounts and
 * their postings, and reviewed requests (refund, cancellation, transfer, late-fee waiver). Amounts travel as
 * yuan text with at most two places ("120.50"); the API turns them into integer fen and never into a float.
 */
export const FeeLedgerEndpoints = {
  /** The houses a cashier's words name ("1栋202", "1-202", "202", an owner's name or phone). */
  counterApartments: endpoint({
    id: 'fee.counterApartments',
    method: 'GET',
    path: `${BASE}/counter/houses`,
    tag,
    summary: 'The houses a cashier names as on the door or the bill: building and room, a room, an owner or phone',
    access: FEE_LEDGER_ELEMENTS.counterView.code,
    query: CounterApartmentQuerySchema,
    answer: z.array(CounterApartmentSchema),
  }),
  counter: endpoint({
    id: 'fee.counter',
    method: 'GET',
    path: `${BASE}/counter/{id}`,
    tag,
    summary: "A house's cashier counter: owed lines, accounts, latest receipts",
    access: FEE_LEDGER_ELEMENTS.counterView.code,
    params: IdParams,
    answer: CounterSchema,
  }),
  pay: endpoint({
    id: 'fee.pay',
    method: 'POST',
    path: `${BASE}/payment/pay`,
    tag,
    summary: 'Take one payment (several methods) for some or all of a house’s lines',
    access: FEE_LEDGER_ELEMENTS.pay.code,
    opLog: { resource: 'feePayment', action: 'pay' },
    body: PayRequestSchema,
    answer: PaymentResultSchema,
  }),
  payBatch: endpoint({
    id: 'fee.payBatch',
    method: 'POST',
    path: `${BASE}/payment/payBatch`,
    tag,
    summary: "Pay many houses' arrears in one batch (one receipt per house)",
    access: FEE_LEDGER_ELEMENTS.payBatch.code,
    opLog: { resource: 'feePayment', action: 'payBatch' },
    body: PayBatchRequestSchema,
    answer: z.array(BatchPaymentResultSchema),
  }),
  receipt: endpoint({
    id: 'fee.receipt',
    method: 'GET',
    path: `${BASE}/payment/receipt/{id}`,
    tag,
    summary: 'A receipt, for printing and reprinting',
    access: FEE_LEDGER_ELEMENTS.receipt.code,
    params: IdParams,
    answer: ReceiptSchema,
  }),
  /**
   * GET ?residentialId=: the community's last closed month, which the top-up and approve dialogs offer no booking date
   * in or before (docs/decisions/0047).
   */
  closedMonth: endpoint({
    id: 'fee.closedMonth',
    method: 'GET',
    path: `${BASE}/closedMonth`,
    tag,
    summary: "A community's last closed month: no posting may be dated in or before it",
    access: [FEE_LEDGER_ELEMENTS.accountTopUp.code, FEE_LEDGER_ELEMENTS.review.code],
    query: ClosedMonthQuerySchema,
    answer: ClosedMonthSchema,
  }),
  /** A receipt by the number printed on it (?code=2026001826): where a refund or a cancellation starts. */
  receiptByCode: endpoint({
    id: 'fee.receiptByCode',
    method: 'GET',
    path: `${BASE}/payment/receiptByCode`,
    tag,
    summary: 'A receipt by the number printed on it (where a refund or a cancellation starts)',
    access: FEE_LEDGER_ELEMENTS.receipt.code,
    query: ReceiptByCodeQuerySchema,
    answer: ReceiptSchema,
  }),
  accountOpen: endpoint({
    id: 'fee.accountOpen',
    method: 'POST',
    path: `${BASE}/account/open`,
    tag,
    summary: 'Open a prepayment, deposit or guarantee account',
    access: FEE_LEDGER_ELEMENTS.accountOpen.code,
    opLog: { resource: 'feeAccount', action: 'create' },
    body: AccountOpenRequestSchema,
    answer: z.object({ accountId: z.number().int() }),
  }),
  accountTopUp: endpoint({
    id: 'fee.accountTopUp',
    method: 'POST',
    path: `${BASE}/account/topUp`,
    tag,
    summary: 'Top up a prepayment account, or receive a deposit or guarantee',
    access: FEE_LEDGER_ELEMENTS.accountTopUp.code,
    opLog: { resource: 'feeAccount', action: 'topUp' },
    body: TopUpRequestSchema,
    answer: z.object({ balance: z.string() }),
  }),
  request: endpoint({
    id: 'fee.request',
    method: 'POST',
    path: `${BASE}/request`,
    tag,
    summary: 'Request a refund, cancellation, transfer or late-fee waiver (reviewed by someone else)',
    access: FEE_LEDGER_ELEMENTS.request.code,
    opLog: { resource: 'feeRequest', action: 'create' },
    body: FeeRequestSchema,
    answer: RequestResultSchema,
  }),
  review: endpoint({
    id: 'fee.review',
    method: 'POST',
    path: `${BASE}/request/{id}/review`,
    tag,
    summary: 'Approve (and post) or reject a request',
    access: FEE_LEDGER_ELEMENTS.review.code,
    opLog: { resource: 'feeRequest', action: 'review' },
    params: IdParams,
    body: FeeReviewSchema,
    answer: RequestResultSchema,
  }),
};
