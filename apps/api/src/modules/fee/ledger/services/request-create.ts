import type { FeeRequestInput } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feeRequestLines, feeRequests } from '../schema.js';
import { fenOf, lockAccounts, lockLines, rowsOf, yuanOf, type LockedAccount } from './ledger-sql.js';
import { refuseWhileInvoiced } from '../../e-invoice/services/invoice-read.js';
import { lockPayment, refundOfLines, remainingOfPayment, totalRemaining } from './payment-reverse.js';

/** Request kinds and states (docs/decisions/0019). */
export const RequestKind = { refund: 1, cancellation: 2, transfer: 3, waiver: 4 } as const;
export const RequestState = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * The receiving account of a transfer: it must exist in the acting community and the same company as the paying
 * one; any other (another community's, another company's, missing) is refused alike (40964).
 */
export async function receivingAccount(tx: Orm, from: LockedAccount, toAccountId: number): Promise<void> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from fee_accounts where id = ${toAccountId} and tenant_id = ${from.tenantId}
          and residential_id = ${from.residentialId} and kind = ${from.kind}`,
  );
  if (!row) throw new AppError('FEE_OTHER_COMMUNITY_ACCOUNT');
}

/** Files a refund, cancellation, transfer or waiver request, dated `now`, after checking it could be posted now. */
export async function createRequest(tx: Orm, scope: ActingScope, userId: number, input: FeeRequestInput, now: Date): Promise<number> {
  const base = { kind: input.kind, reason: input.reason, requestedBy: userId, requestedAt: now };
  let values: typeof feeRequests.$inferInsert;
  let refunded: { billLineId: number; amount: string }[] = [];
  if (input.kind === RequestKind.refund || input.kind === RequestKind.cancellation) {
    const payment = await lockPayment(tx, scope, input.paymentId);
    if (payment.state !== 1) throw new AppError('FEE_PAYMENT_CANCELLED', { params: { receipt: payment.receiptCode } });
    await refuseWhileInvoiced(tx, payment);
    const rows = await remainingOfPayment(tx, payment.id);
    const remaining = totalRemaining(rows);
    let fen = remaining;
    if (input.kind === RequestKind.refund) {
      // The lines the cashier picked on the receipt, each checked against what the receipt still holds of it.
      const chosen = await refundOfLines(
        tx,
        payment,
        rows,
        input.lines.map((l) => ({ billLineId: l.billLineId, fen: fenOf(l.amount) })),
      );
      refunded = [...chosen].map(([billLineId, lineFen]) => ({ billLineId, amount: yuanOf(lineFen) }));
      fen = [...chosen.values()].reduce((a, b) => a + b, 0n);
    }
    if (fen > remaining || fen === 0n) {
      throw new AppError('FEE_REFUND_TOO_LARGE', { params: { amount: yuanOf(fen), remaining: yuanOf(remaining) } });
    }
    values = { ...base, tenantId: payment.tenantId, residentialId: payment.residentialId, paymentId: payment.id, amount: yuanOf(fen) };
  } else if (input.kind === RequestKind.transfer) {
    if (input.fromAccountId === input.toAccountId) throw new AppError('FEE_TRANSFER_SAME_ACCOUNT');
    const from = (await lockAccounts(tx, scope, [input.fromAccountId])).get(input.fromAccountId)!;
    await receivingAccount(tx, from, input.toAccountId);
    const fen = fenOf(input.amount);
    if (fen > from.balance)
      throw new AppError('FEE_INSUFFICIENT_BALANCE', { params: { balance: yuanOf(from.balance), amount: input.amount } });
    values = {
      ...base,
      tenantId: from.tenantId,
      residentialId: from.residentialId,
      fromAccountId: from.id,
      toAccountId: input.toAccountId,
      amount: yuanOf(fen),
    };
  } else {
    const line = (await lockLines(tx, scope, [input.billLineId])).get(input.billLineId)!;
    if (line.lineKind !== 3) throw new AppError('FEE_WAIVER_NOT_LATE_FEE');
    const fen = fenOf(input.amount);
    if (fen > line.outstanding) {
      throw new AppError('FEE_OVERPAY', { params: { line: line.label, outstanding: yuanOf(line.outstanding), amount: yuanOf(fen) } });
    }
    values = { ...base, tenantId: scope.tenantId, residentialId: line.residentialId, billLineId: line.id, amount: yuanOf(fen) };
  }
  const [row] = await tx.insert(feeRequests).values(values).returning({ id: feeRequests.id });
  if (refunded.length > 0) await tx.insert(feeRequestLines).values(refunded.map((l) => ({ ...l, requestId: row!.id })));
  return row!.id;
}
