import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feePostings } from '../schema.js';
import { AccountBusiness, postToAccount } from './account-post.js';
import { fenOf, inScope, lockAccounts, rowsOf, yuanOf } from './ledger-sql.js';
import { Category, PostingKind } from './payment-take.js';
import { inOpenMonth } from '../../settlement/services/guard.js';

export interface LockedPayment {
  id: number;
  tenantId: number;
  residentialId: number;
  apartmentId: number | null;
  receiptCode: string;
  state: number;
}

/** Locks a payment visible in the acting scope (404 otherwise). */
export async function lockPayment(tx: Orm, scope: ActingScope, paymentId: number): Promise<LockedPayment> {
  const [row] = await rowsOf<{
    id: number;
    tenant_id: number;
    residential_id: number;
    apartment_id: number | null;
    receipt_code: string;
    state: number;
  }>(
    tx,
    sql`select id, tenant_id, residential_id, apartment_id, receipt_code, state from fee_payments
        where id = ${paymentId} and tenant_id = ${scope.tenantId} and ${inScope(sql`residential_id`, scope)} for update`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    tenantId: row.tenant_id,
    residentialId: row.residential_id,
    apartmentId: row.apartment_id,
    receiptCode: row.receipt_code,
    state: row.state,
  };
}

interface Remaining {
  id: number;
  billLineId: number;
  category: number;
  accountId: number | null;
  remaining: bigint;
}

/**
 * What each original posting of a payment still holds (its amount plus its reversals), read after the payment's
 * row lock: received postings first, then account offsets, each in posting order.
 */
export async function remainingOfPayment(tx: Orm, paymentId: number): Promise<Remaining[]> {
  const rows = await rowsOf<{ id: number; bill_line_id: number; category: number; account_id: number | null; remaining: string }>(
    tx,
    sql`select p.id::int as id, p.bill_line_id::int as bill_line_id, p.category, p.account_id,
          (p.amount + coalesce((select sum(r.amount) from fee_postings r where r.reverses_id = p.id), 0))::text as remaining
        from fee_postings p where p.payment_id = ${paymentId} and p.kind = 1
        order by case p.category when 1 then 0 else 1 end, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    billLineId: row.bill_line_id,
    category: row.category,
    accountId: row.account_id,
    remaining: fenOf(row.remaining),
  }));
}

export function totalRemaining(rows: readonly Remaining[]): bigint {
  return rows.reduce((a, r) => a + r.remaining, 0n);
}

/**
 * How much of each of the receipt's lines a refund takes back (billLineId → fen), checked against what the receipt
 * still holds of each: a line not on it, or with nothing left, is 40975; more than a line holds is 40976.
 */
export async function refundOfLines(
  tx: Orm,
  payment: LockedPayment,
  rows: readonly Remaining[],
  wanted: readonly { billLineId: number; fen: bigint }[],
): Promise<Map<number, bigint>> {
  const held = new Map<number, bigint>();
  for (const row of rows) held.set(row.billLineId, (held.get(row.billLineId) ?? 0n) + row.remaining);
  const out = new Map<number, bigint>();
  for (const line of wanted) {
    const available = held.get(line.billLineId) ?? 0n;
    if (available === 0n) throw new AppError('FEE_REFUND_LINE_NOT_ON_RECEIPT', { params: { receipt: payment.receiptCode } });
    if (line.fen > available) {
      const [named] = await rowsOf<{ label: string }>(
        tx,
        sql`select s.name || ' ' || to_char(l.period_start, 'YYYY-MM') as label
            from fee_bill_lines l join fee_standards s on s.id = l.standard_id where l.id = ${line.billLineId}`,
      );
      throw new AppError('FEE_REFUND_LINE_TOO_LARGE', {
        params: { line: named?.label ?? String(line.billLineId), amount: yuanOf(line.fen), remaining: yuanOf(available) },
      });
    }
    out.set(line.billLineId, line.fen);
  }
  return out;
}

/**
 * Posts reversals of a locked payment: the chosen lines' amounts (a refund, kind 2: each line's own postings, never
 * another line's) or all that remains (a cancellation, kind 3). An account offset reversed goes back to its
 * account.
 */
export async function reversePayment(
  tx: Orm,
  scope: ActingScope,
  payment: LockedPayment,
  what: { kind: 2 | 3; lines?: readonly { billLineId: number; fen: bigint }[]; requestId: number; userId: number; at: Date },
): Promise<bigint> {
  const rows = await remainingOfPayment(tx, payment.id);
  const chosen = what.lines ? await refundOfLines(tx, payment, rows, what.lines) : null;
  const accounts = await lockAccounts(
    tx,
    scope,
    rows.flatMap((r) => (r.accountId !== null && r.remaining > 0n ? [r.accountId] : [])),
  );
  let total = 0n;
  for (const row of rows) {
    const left = chosen ? (chosen.get(row.billLineId) ?? 0n) : row.remaining;
    const take = row.remaining < left ? row.remaining : left;
    if (take === 0n) continue;
    if (chosen) chosen.set(row.billLineId, left - take);
    total += take;
    const [posting] = await inOpenMonth(() =>
      tx
        .insert(feePostings)
        .values({
          tenantId: payment.tenantId,
          residentialId: payment.residentialId,
          billLineId: row.billLineId,
          paymentId: payment.id,
          category: row.category,
          kind: what.kind === 2 ? PostingKind.refund : PostingKind.cancellation,
          accountId: row.accountId,
          amount: yuanOf(-take),
          reversesId: row.id,
          requestId: what.requestId,
          createdBy: what.userId,
          createdAt: what.at,
        })
        .returning({ id: feePostings.id }),
    );
    if (row.category === Category.offset && row.accountId !== null) {
      await postToAccount(tx, accounts.get(row.accountId)!, take, {
        businessType: AccountBusiness.offsetReturned,
        paymentId: payment.id,
        linePostingId: posting!.id,
        requestId: what.requestId,
        createdBy: what.userId,
        at: what.at,
      });
    }
  }
  return total;
}
