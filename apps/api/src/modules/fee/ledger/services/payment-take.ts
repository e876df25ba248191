import { ACCOUNT_METHOD } from '@cvap/contracts';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feePayments, feePostings } from '../schema.js';
import { AccountBusiness, postToAccount } from './account-post.js';
import { apartmentInScope, lockAccounts, lockLines, yuanOf, type LockedLine } from './ledger-sql.js';
import { nextReceiptNumber } from './payment-receipt-number.js';
import { inOpenMonth } from '../../settlement/services/guard.js';

/** Posting categories and kinds on bill lines (docs/decisions/0019). */
export const Category = { received: 1, discount: 2, offset: 3 } as const;
export const PostingKind = { original: 1, refund: 2, cancellation: 3 } as const;

export interface Tender {
  method: number;
  fen: bigint;
  accountId?: number;
}

export interface PayCommand {
  apartmentId: number;
  payerName?: string;
  lines: { billLineId: number; fen: bigint }[];
  tenders: Tender[];
  remark?: string;
  /** 1 counter, 2 batch collection. */
  source?: number;
  batchId?: number;
  /** The instant the payment is dated at: the request's clock, a late entry's day, a bank's debit date. */
  at: Date;
}

export interface PaymentResult {
  paymentId: number;
  receiptCode: string;
  total: string;
}

function sum(values: readonly bigint[]): bigint {
  return values.reduce((a, b) => a + b, 0n);
}

/** Refuses a line the payment may not settle: cancelled (40965), another house's (404), more than it owes (40961). */
function checkLine(line: LockedLine, apartmentId: number, fen: bigint): void {
  if (line.objectType === 3 || line.objectId !== apartmentId) throw new AppError('NOT_FOUND');
  if (line.status === 2) throw new AppError('FEE_LINE_CANCELLED', { params: { line: line.label } });
  if (fen > line.outstanding) {
    throw new AppError('FEE_OVERPAY', {
      params: { line: line.label, outstanding: yuanOf(line.outstanding), amount: yuanOf(fen) },
      data: { billLineId: line.id, outstanding: yuanOf(line.outstanding) },
    });
  }
}

interface Piece {
  line: LockedLine;
  tender: Tender;
  fen: bigint;
}

/**
 * Splits the tenders over the lines: account tenders first, onto the lines whose standard lets an account pay
 * (those lines first); then the other methods. An account tender left over for a line its standard does not let
 * an account pay is refused (40970).
 */
function allocate(lines: { line: LockedLine; fen: bigint }[], tenders: Tender[]): Piece[] {
  const orderedLines = [...lines.filter((l) => l.line.accountPayable), ...lines.filter((l) => !l.line.accountPayable)];
  const orderedTenders = [...tenders.filter((t) => t.method === ACCOUNT_METHOD), ...tenders.filter((t) => t.method !== ACCOUNT_METHOD)];
  const pieces: Piece[] = [];
  let t = 0;
  let tenderLeft = orderedTenders[0]!.fen;
  for (const { line, fen } of orderedLines) {
    let lineLeft = fen;
    while (lineLeft > 0n) {
      const tender = orderedTenders[t]!;
      const take = lineLeft < tenderLeft ? lineLeft : tenderLeft;
      if (tender.method === ACCOUNT_METHOD && !line.accountPayable)
        throw new AppError('FEE_ACCOUNT_NOT_ALLOWED', { params: { line: line.label } });
      pieces.push({ line, tender, fen: take });
      lineLeft -= take;
      tenderLeft -= take;
      if (tenderLeft === 0n && t + 1 < orderedTenders.length) tenderLeft = orderedTenders[++t]!.fen;
    }
  }
  return pieces;
}

/**
 * One payment at the counter: some or all of a house's outstanding lines, paid by one or several methods
 * (cash, card, WeChat, Alipay, bank transfer, a prepayment account), in one transaction with one receipt number.
 * Lines and accounts are locked before their amounts are checked, so of two cashiers paying the same line one
 * succeeds and the other is refused (40961) with nothing written.
 */
export async function takePayment(tx: Orm, scope: ActingScope, cashierId: number, command: PayCommand): Promise<PaymentResult> {
  const lineTotal = sum(command.lines.map((l) => l.fen));
  const tenderTotal = sum(command.tenders.map((t) => t.fen));
  if (lineTotal !== tenderTotal)
    throw new AppError('FEE_TENDER_MISMATCH', { params: { tenders: yuanOf(tenderTotal), lines: yuanOf(lineTotal) } });
  if (new Set(command.lines.map((l) => l.billLineId)).size !== command.lines.length) throw new AppError('BAD_REQUEST');
  if (command.tenders.some((t) => (t.method === ACCOUNT_METHOD) !== (t.accountId !== undefined))) throw new AppError('BAD_REQUEST');

  const apartment = await apartmentInScope(tx, scope, command.apartmentId);
  const locked = await lockLines(
    tx,
    scope,
    command.lines.map((l) => l.billLineId),
  );
  const lines = command.lines.map(({ billLineId, fen }) => {
    const line = locked.get(billLineId)!;
    checkLine(line, command.apartmentId, fen);
    return { line, fen };
  });
  const accountIds = command.tenders.flatMap((t) => (t.accountId === undefined ? [] : [t.accountId]));
  const accounts = await lockAccounts(tx, scope, accountIds);
  for (const account of accounts.values()) {
    if (account.kind !== 1) throw new AppError('FEE_ACCOUNT_KIND', { params: { account: account.id, kind: '预存' } });
    // Only the paying house's own account: taking another household's balance moves money between accounts,
    // which is a transfer someone else reviews (transfer requests), never a side effect of a payment.
    if (account.apartmentId !== command.apartmentId || account.residentialId !== apartment.residentialId) {
      throw new AppError('FEE_ACCOUNT_NOT_OWN', { params: { account: account.id } });
    }
  }
  const pieces = allocate(lines, command.tenders);

  const paidAt = command.at;
  const receipt = await nextReceiptNumber(tx, apartment.residentialId, paidAt);
  const [payment] = await tx
    .insert(feePayments)
    .values({
      tenantId: apartment.tenantId,
      residentialId: apartment.residentialId,
      apartmentId: command.apartmentId,
      receiptYear: receipt.year,
      receiptNo: receipt.no,
      receiptCode: receipt.code,
      payerName: command.payerName,
      total: yuanOf(lineTotal),
      source: command.source ?? 1,
      batchId: command.batchId,
      cashierId,
      paidAt,
      remark: command.remark,
    })
    .returning({ id: feePayments.id });
  for (const piece of pieces) {
    const offset = piece.tender.method === ACCOUNT_METHOD;
    const [posting] = await inOpenMonth(() =>
      tx
        .insert(feePostings)
        .values({
          tenantId: apartment.tenantId,
          residentialId: apartment.residentialId,
          billLineId: piece.line.id,
          paymentId: payment!.id,
          category: offset ? Category.offset : Category.received,
          kind: PostingKind.original,
          method: piece.tender.method,
          accountId: piece.tender.accountId,
          amount: yuanOf(piece.fen),
          createdBy: cashierId,
          createdAt: paidAt,
        })
        .returning({ id: feePostings.id }),
    );
    if (offset) {
      await postToAccount(tx, accounts.get(piece.tender.accountId!)!, -piece.fen, {
        businessType: AccountBusiness.offset,
        paymentId: payment!.id,
        linePostingId: posting!.id,
        createdBy: cashierId,
        at: paidAt,
      });
    }
  }
  return { paymentId: payment!.id, receiptCode: receipt.code, total: yuanOf(lineTotal) };
}
