import type {
  AccountOpenRequest,
  DepositSettleRequest,
  FeeRequestInput,
  FeeReview,
  PayBatchRequest,
  PayRequest,
  TopUpRequest,
} from '@cvap/contracts';
import { inTransaction, type ServiceContext } from '../../../../engine/index.js';
import { openAccount, topUpAccount } from './account-open.js';
import { counterApartments } from './counter-apartments.js';
import { counterOf } from './counter-query.js';
import { fenOf } from './ledger-sql.js';
import { payBatch } from './payment-batch.js';
import { paymentOfReceiptCode, receiptOf } from './payment-receipt.js';
import { takePayment } from './payment-take.js';
import { createRequest } from './request-create.js';
import { reviewRequest } from './request-review.js';
import { settleDeposit } from '../../deposits/services/settle.js';
import { bookingTime } from '../../settlement/services/booking.js';

// The ledger's services (docs/decisions/0019), the one entry its routes call: each takes the service context and
// is one transaction; the steps it calls (payment-take.ts, request-review.ts, …) run inside it on its handle and
// lock what they check.

/** The cashier's counter of a house: what it owes, its accounts, its recent payments. */
export function counter(ctx: ServiceContext, apartmentId: number) {
  return counterOf(ctx.orm, ctx.scope, apartmentId, ctx.language);
}

/** The houses the cashier's words name (building and room, a room, an owner). */
export function findCounterApartments(ctx: ServiceContext, typed: string) {
  return counterApartments(ctx, typed);
}

/** A payment at the counter: bill lines settled by tenders (cash, transfer, an account). */
export function pay({ orm, scope, user, now }: ServiceContext, body: PayRequest) {
  const at = bookingTime(now, body.bookedOn);
  return inTransaction(orm, (tx) =>
    takePayment(tx, scope, user.id, {
      apartmentId: body.apartmentId,
      payerName: body.payerName,
      remark: body.remark,
      lines: body.lines.map((l) => ({ billLineId: l.billLineId, fen: fenOf(l.amount) })),
      tenders: body.tenders.map((t) => ({ method: t.method, fen: fenOf(t.amount), accountId: t.accountId })),
      at,
    }),
  );
}

/** Several houses paid at once, all or none. */
export function payMany({ orm, scope, user, now }: ServiceContext, body: PayBatchRequest) {
  const at = bookingTime(now, body.bookedOn);
  return inTransaction(orm, (tx) => payBatch(tx, scope, user.id, body, at));
}

/** A payment's receipt. */
export function receipt(ctx: ServiceContext, paymentId: number) {
  return receiptOf(ctx.orm, ctx.scope, paymentId, ctx.language);
}

/** A receipt by the number printed on it. */
export async function receiptByCode(ctx: ServiceContext, code: string) {
  return receiptOf(ctx.orm, ctx.scope, await paymentOfReceiptCode(ctx.orm, ctx.scope, code), ctx.language);
}

/** Opens an account (a deposit, a prepayment) for a house; answers its id. */
export function openApartmentAccount({ orm, scope }: ServiceContext, body: AccountOpenRequest) {
  return inTransaction(orm, (tx) => openAccount(tx, scope, body));
}

/** Tops an account up; answers its balance. */
export function topUp({ orm, scope, user, now }: ServiceContext, body: TopUpRequest) {
  const at = bookingTime(now, body.bookedOn);
  return inTransaction(orm, (tx) => topUpAccount(tx, scope, user.id, body, at));
}

/** Refunds or forfeits a held deposit or guarantee (its whole balance). */
export function settleHeldDeposit({ orm, scope, user, now }: ServiceContext, body: DepositSettleRequest) {
  const at = bookingTime(now, body.bookedOn);
  return inTransaction(orm, (tx) => settleDeposit(tx, scope, user.id, body, at));
}

/** A request (refund, cancellation, transfer) that waits for review; answers its id. */
export function requestChange({ orm, scope, user, now }: ServiceContext, body: FeeRequestInput) {
  return inTransaction(orm, (tx) => createRequest(tx, scope, user.id, body, now));
}

/** Passes or rejects a request (a pass carries it out); answers its state. */
export function review({ orm, scope, user, now }: ServiceContext, requestId: number, body: FeeReview) {
  const at = bookingTime(now, body.bookedOn);
  return inTransaction(orm, (tx) => reviewRequest(tx, scope, user.id, requestId, body, { now, at }));
}
