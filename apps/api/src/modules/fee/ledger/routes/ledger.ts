import {
  AccountOpenRequestSchema,
  ClosedMonthQuerySchema,
  ClosedMonthSchema,
  CounterApartmentQuerySchema,
  CounterApartmentSchema,
  CounterSchema,
  envelopeSchema,
  FEE_LEDGER_ELEMENTS,
  FeeLedgerPaths,
  FeeRequestSchema,
  FeeReviewSchema,
  BatchPaymentResultSchema,
  PayBatchRequestSchema,
  PaymentResultSchema,
  PayRequestSchema,
  ReceiptByCodeQuerySchema,
  ReceiptSchema,
  RequestResultSchema,
  TopUpRequestSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext } from '../../../../engine/index.js';
import {
  counter,
  findCounterApartments,
  openApartmentAccount,
  pay,
  payMany,
  receipt,
  receiptByCode,
  requestChange,
  review,
  topUp,
} from '../services/ledger.js';
import { lastClosedMonthInScope } from '../../settlement/services/close.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['fee'];

/**
 * The ledger's endpoints (docs/decisions/0019): the cashier's counter, payments, receipts, accounts and reviewed
 * requests. Every write is one transaction; the services lock what they check.
 */
export async function feeLedgerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    FeeLedgerPaths.counterApartments,
    {
      config: { access: FEE_LEDGER_ELEMENTS.counterView.code },
      schema: {
        tags,
        summary: 'The houses a cashier names as on the door or the bill: building and room, a room, an owner or phone',
        querystring: CounterApartmentQuerySchema,
        response: { 200: envelopeSchema(z.array(CounterApartmentSchema)) },
      },
    },
    async (request) => ok(request.language, await findCounterApartments(serviceContext(request), request.query.q)),
  );

  routes.get(
    FeeLedgerPaths.counter(':id'),
    {
      config: { access: FEE_LEDGER_ELEMENTS.counterView.code },
      schema: {
        tags,
        summary: "A house's cashier counter: owed lines, accounts, latest receipts",
        params: IdParams,
        response: { 200: envelopeSchema(CounterSchema) },
      },
    },
    async (request) => ok(request.language, await counter(serviceContext(request), request.params.id)),
  );

  routes.post(
    FeeLedgerPaths.pay,
    {
      config: { access: FEE_LEDGER_ELEMENTS.pay.code, opLog: { resource: 'feePayment', action: 'pay' } },
      schema: {
        tags,
        summary: 'Take one payment (several methods) for some or all of a house’s lines',
        body: PayRequestSchema,
        response: { 200: envelopeSchema(PaymentResultSchema) },
      },
    },
    async (request) => {
      const result = await pay(serviceContext(request), request.body);
      request.opLogNote = { recordId: String(result.paymentId) };
      return ok(request.language, result);
    },
  );

  routes.post(
    FeeLedgerPaths.payBatch,
    {
      config: { access: FEE_LEDGER_ELEMENTS.payBatch.code, opLog: { resource: 'feePayment', action: 'payBatch' } },
      schema: {
        tags,
        summary: "Pay many houses' arrears in one batch (one receipt per house)",
        body: PayBatchRequestSchema,
        response: { 200: envelopeSchema(z.array(BatchPaymentResultSchema)) },
      },
    },
    async (request) => ok(request.language, await payMany(serviceContext(request), request.body)),
  );

  routes.get(
    FeeLedgerPaths.receipt(':id'),
    {
      config: { access: FEE_LEDGER_ELEMENTS.receipt.code },
      schema: {
        tags,
        summary: 'A receipt, for printing and reprinting',
        params: IdParams,
        response: { 200: envelopeSchema(ReceiptSchema) },
      },
    },
    async (request) => ok(request.language, await receipt(serviceContext(request), request.params.id)),
  );

  routes.get(
    FeeLedgerPaths.closedMonth,
    {
      config: { access: [FEE_LEDGER_ELEMENTS.accountTopUp.code, FEE_LEDGER_ELEMENTS.review.code] },
      schema: {
        tags,
        summary: "A community's last closed month: no posting may be dated in or before it",
        querystring: ClosedMonthQuerySchema,
        response: { 200: envelopeSchema(ClosedMonthSchema) },
      },
    },
    async (request) => ok(request.language, await lastClosedMonthInScope(serviceContext(request), request.query.residentialId)),
  );

  routes.get(
    FeeLedgerPaths.receiptByCode,
    {
      config: { access: FEE_LEDGER_ELEMENTS.receipt.code },
      schema: {
        tags,
        summary: 'A receipt by the number printed on it (where a refund or a cancellation starts)',
        querystring: ReceiptByCodeQuerySchema,
        response: { 200: envelopeSchema(ReceiptSchema) },
      },
    },
    async (request) => ok(request.language, await receiptByCode(serviceContext(request), request.query.code)),
  );

  routes.post(
    FeeLedgerPaths.accountOpen,
    {
      config: { access: FEE_LEDGER_ELEMENTS.accountOpen.code, opLog: { resource: 'feeAccount', action: 'create' } },
      schema: {
        tags,
        summary: 'Open a prepayment, deposit or guarantee account',
        body: AccountOpenRequestSchema,
        response: { 200: envelopeSchema(z.object({ accountId: z.number().int() })) },
      },
    },
    async (request) => {
      const accountId = await openApartmentAccount(serviceContext(request), request.body);
      return ok(request.language, { accountId });
    },
  );

  routes.post(
    FeeLedgerPaths.accountTopUp,
    {
      config: { access: FEE_LEDGER_ELEMENTS.accountTopUp.code, opLog: { resource: 'feeAccount', action: 'topUp' } },
      schema: {
        tags,
        summary: 'Top up a prepayment account, or receive a deposit or guarantee',
        body: TopUpRequestSchema,
        response: { 200: envelopeSchema(z.object({ balance: z.string() })) },
      },
    },
    async (request) => {
      const balance = await topUp(serviceContext(request), request.body);
      return ok(request.language, { balance });
    },
  );

  routes.post(
    FeeLedgerPaths.request,
    {
      config: { access: FEE_LEDGER_ELEMENTS.request.code, opLog: { resource: 'feeRequest', action: 'create' } },
      schema: {
        tags,
        summary: 'Request a refund, cancellation, transfer or late-fee waiver (reviewed by someone else)',
        body: FeeRequestSchema,
        response: { 200: envelopeSchema(RequestResultSchema) },
      },
    },
    async (request) => {
      const requestId = await requestChange(serviceContext(request), request.body);
      request.opLogNote = { recordId: String(requestId) };
      return ok(request.language, { requestId, state: 1 });
    },
  );

  routes.post(
    FeeLedgerPaths.review(':id'),
    {
      config: { access: FEE_LEDGER_ELEMENTS.review.code, opLog: { resource: 'feeRequest', action: 'review' } },
      schema: {
        tags,
        summary: 'Approve (and post) or reject a request',
        params: IdParams,
        body: FeeReviewSchema,
        response: { 200: envelopeSchema(RequestResultSchema) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const state = await review(serviceContext(request), id, request.body);
      request.opLogNote = { recordId: String(id) };
      return ok(request.language, { requestId: id, state });
    },
  );
}
