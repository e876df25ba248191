import type { DepositSettleRequest } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { AccountBusiness, postToAccount } from '../../ledger/services/account-post.js';
import { fenOf, lockAccounts, rowsOf, yuanOf } from '../../ledger/services/ledger-sql.js';

/** Deposit states: 1 held, 2 refunded, 3 forfeited. */
const DepositState = { held: 1, refunded: 2, forfeited: 3 } as const;

/** Refuses an account that is not a deposit or guarantee still held (41026); the caller holds its row lock. */
export async function assertHeld(tx: Orm, accountId: number): Promise<void> {
  const [row] = await rowsOf<{ kind: number; deposit_state: number | null }>(
    tx,
    sql`select kind, deposit_state from fee_accounts where id = ${accountId}`,
  );
  if (!row || row.kind === 1 || row.deposit_state !== DepositState.held) {
    throw new AppError('FEE_DEPOSIT_NOT_HELD', { params: { account: accountId } });
  }
}

/**
 * A held deposit or guarantee refunded to its payer (business type 7) or forfeited (8): its whole balance leaves
 * the account, dated `at`, and the account's state follows. A refund says how the money went back, and may keep a
 * part back for damages: that part is a forfeiture posted beside the refund of the rest (all kept back: forfeited).
 */
export async function settleDeposit(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  input: DepositSettleRequest,
  at: Date,
): Promise<{ accountId: number; amount: string; deducted: string; depositState: number }> {
  const account = (await lockAccounts(tx, scope, [input.accountId])).get(input.accountId)!;
  await assertHeld(tx, account.id);
  const refund = input.action === 'refund';
  if (refund && input.method === undefined) throw new AppError('VALIDATION_FAILED', { detail: 'method' });
  const balance = account.balance;
  const deducted = refund && input.deduct !== undefined ? fenOf(input.deduct) : 0n;
  if (deducted > balance) throw new AppError('FEE_INSUFFICIENT_BALANCE', { params: { balance: yuanOf(balance), amount: input.deduct! } });
  const posting = { remark: input.reason, createdBy: userId, at };
  if (deducted > 0n) await postToAccount(tx, account, -deducted, { ...posting, businessType: AccountBusiness.depositForfeited });
  const rest = refund ? balance - deducted : 0n;
  if (rest > 0n)
    await postToAccount(tx, account, -rest, { ...posting, businessType: AccountBusiness.depositRefunded, method: input.method });
  if (!refund && balance > 0n) await postToAccount(tx, account, -balance, { ...posting, businessType: AccountBusiness.depositForfeited });
  const depositState = refund && (rest > 0n || balance === 0n) ? DepositState.refunded : DepositState.forfeited;
  await tx.execute(sql`update fee_accounts set deposit_state = ${depositState} where id = ${account.id}`);
  return { accountId: account.id, amount: yuanOf(refund ? rest : balance), deducted: yuanOf(deducted), depositState };
}
