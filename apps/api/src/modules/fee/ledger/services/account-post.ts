import { FEE_LIMITS, FEE_LIMITS_FEN } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { AppError, type Orm } from '../../../../engine/index.js';
import { feeAccountPostings } from '../schema.js';
import { inOpenMonth } from '../../settlement/services/guard.js';
import { fenOf, rowsOf, yuanOf, type LockedAccount } from './ledger-sql.js';

/** Account business types (docs/decisions/0019). */
export const AccountBusiness = {
  topUp: 1,
  refund: 2,
  transfer: 3,
  offset: 4,
  offsetReturned: 5,
  depositReceived: 6,
  depositRefunded: 7,
  depositForfeited: 8,
} as const;

export interface AccountPostingInput {
  businessType: number;
  paymentId?: number;
  linePostingId?: number;
  requestId?: number;
  relatedAccountId?: number;
  method?: number;
  remark?: string;
  createdBy: number | null;
  /** The instant it is dated at: the request's clock, or a late entry's day. */
  at: Date;
}

/**
 * Moves an account (already locked by the caller) by `delta` fen and writes its posting with the balance after.
 * A debit larger than the balance is refused (40966); the CHECK on `fee_accounts.balance` backs this up. A balance
 * above `FEE_LIMITS.accountBalance` is refused (40978), so no account outgrows numeric(14,2). A posting dated in or
 * before a closed month, or taking money before the account held it, is refused (41020, 41028; docs/decisions/0047).
 */
export async function postToAccount(tx: Orm, account: LockedAccount, delta: bigint, input: AccountPostingInput): Promise<bigint> {
  if (account.balance + delta < 0n) {
    throw new AppError('FEE_INSUFFICIENT_BALANCE', { params: { balance: yuanOf(account.balance), amount: yuanOf(-delta) } });
  }
  if (delta > 0n && account.balance + delta > FEE_LIMITS_FEN.accountBalance) {
    throw new AppError('FEE_ACCOUNT_BALANCE_LIMIT', {
      params: { account: account.id, max: FEE_LIMITS.accountBalance, balance: yuanOf(account.balance), amount: yuanOf(delta) },
    });
  }
  const [row] = await rowsOf<{ balance: string }>(
    tx,
    sql`update fee_accounts set balance = balance + ${yuanOf(delta)}::numeric where id = ${account.id} returning balance::text as balance`,
  );
  const balance = fenOf(row!.balance);
  account.balance = balance;
  await inOpenMonth(() =>
    tx.insert(feeAccountPostings).values({
      tenantId: account.tenantId,
      residentialId: account.residentialId,
      accountId: account.id,
      businessType: input.businessType,
      amount: yuanOf(delta),
      balanceAfter: yuanOf(balance),
      paymentId: input.paymentId,
      linePostingId: input.linePostingId,
      requestId: input.requestId,
      relatedAccountId: input.relatedAccountId,
      method: input.method,
      remark: input.remark,
      createdBy: input.createdBy,
      createdAt: input.at,
    }),
  );
  return balance;
}
