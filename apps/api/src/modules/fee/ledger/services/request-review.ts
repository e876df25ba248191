import type { FeeReview } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feePayments, feePostings, feeRequests } from '../schema.js';
import { AccountBusiness, postToAccount } from './account-post.js';
import { fenOf, inScope, lockAccounts, lockLines, rowsOf, yuanOf } from './ledger-sql.js';
import { refuseWhileInvoiced } from '../../e-invoice/services/invoice-read.js';
import { lockPayment, reversePayment } from './payment-reverse.js';
import { Category, PostingKind } from './payment-take.js';
import { receivingAccount, RequestKind, RequestState } from './request-create.js';
import { inOpenMonth } from '../../settlement/services/guard.js';

interface PendingRequest {
  id: number;
  tenant_id: number;
  kind: number;
  state: number;
  payment_id: number | null;
  bill_line_id: number | null;
  from_account_id: number | null;
  to_account_id: number | null;
  amount: string;
  requested_by: number;
}

/** Posts what an approved request does, as reversals and postings, in the review's transaction. */
async function post(tx: Orm, scope: ActingScope, request: PendingRequest, userId: number, at: Date): Promise<void> {
  const fen = fenOf(request.amount);
  if (request.kind === RequestKind.refund || request.kind === RequestKind.cancellation) {
    const payment = await lockPayment(tx, scope, request.payment_id!);
    if (payment.state !== 1) throw new AppError('FEE_PAYMENT_CANCELLED', { params: { receipt: payment.receiptCode } });
    await refuseWhileInvoiced(tx, payment);
    const cancel = request.kind === RequestKind.cancellation;
    // A refund gives back the lines it named, each by its own amount (never another line of the receipt).
    const lines = cancel
      ? undefined
      : (
          await rowsOf<{ bill_line_id: number; amount: string }>(
            tx,
            sql`select bill_line_id::int as bill_line_id, amount::text as amount from fee_request_lines
                where request_id = ${request.id} order by bill_line_id`,
          )
        ).map((l) => ({ billLineId: l.bill_line_id, fen: fenOf(l.amount) }));
    // A refund filed before refunds named their lines has none: it cannot say what to reopen, so it is refused
    // (rejecting it stays possible) rather than approved for nothing.
    if (lines?.length === 0) throw new AppError('FEE_REFUND_LINE_NOT_ON_RECEIPT', { params: { receipt: payment.receiptCode } });
    await reversePayment(tx, scope, payment, { kind: cancel ? 3 : 2, lines, requestId: request.id, userId, at });
    if (cancel) await tx.update(feePayments).set({ state: 2 }).where(eq(feePayments.id, payment.id));
  } else if (request.kind === RequestKind.transfer) {
    const accounts = await lockAccounts(tx, scope, [request.from_account_id!, request.to_account_id!]);
    const from = accounts.get(request.from_account_id!)!;
    await receivingAccount(tx, from, request.to_account_id!);
    const to = accounts.get(request.to_account_id!)!;
    const common = { businessType: AccountBusiness.transfer, requestId: request.id, createdBy: userId, at };
    await postToAccount(tx, from, -fen, { ...common, relatedAccountId: to.id });
    await postToAccount(tx, to, fen, { ...common, relatedAccountId: from.id });
  } else {
    const line = (await lockLines(tx, scope, [request.bill_line_id!])).get(request.bill_line_id!)!;
    if (fen > line.outstanding) {
      throw new AppError('FEE_OVERPAY', { params: { line: line.label, outstanding: yuanOf(line.outstanding), amount: yuanOf(fen) } });
    }
    await inOpenMonth(() =>
      tx.insert(feePostings).values({
        tenantId: request.tenant_id,
        residentialId: line.residentialId,
        billLineId: line.id,
        category: Category.discount,
        kind: PostingKind.original,
        amount: yuanOf(fen),
        requestId: request.id,
        createdBy: userId,
        createdAt: at,
      }),
    );
  }
}

/**
 * Approves or rejects a pending request. Someone other than the requester must review it (40963); a request
 * already reviewed is refused (40968, so two reviewers racing post it once). Approval posts it in the same
 * transaction: if posting is refused now (the payment was refunded meanwhile, the day is in a closed month),
 * nothing changes. The review is stamped `now` (the request's clock); the postings are dated `at` (the same instant,
 * or the review's `bookedOn`).
 */
export async function reviewRequest(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  requestId: number,
  review: FeeReview,
  { now, at }: { now: Date; at: Date },
): Promise<number> {
  const [request] = await rowsOf<PendingRequest>(
    tx,
    sql`select id, tenant_id, kind, state, payment_id, bill_line_id::int as bill_line_id, from_account_id, to_account_id,
          amount::text as amount, requested_by
        from fee_requests where id = ${requestId} and tenant_id = ${scope.tenantId} and ${inScope(sql`residential_id`, scope)}
        for update`,
  );
  if (!request) throw new AppError('NOT_FOUND');
  if (request.state !== RequestState.pending) throw new AppError('FEE_REQUEST_NOT_PENDING');
  if (request.requested_by === userId) throw new AppError('FEE_OWN_REQUEST');
  const state = review.verdict === 'approve' ? RequestState.approved : RequestState.rejected;
  if (state === RequestState.approved) await post(tx, scope, request, userId, at);
  await tx
    .update(feeRequests)
    .set({ state, reviewedBy: userId, reviewedAt: now, reviewReason: review.reason ?? null })
    .where(eq(feeRequests.id, request.id));
  return state;
}
