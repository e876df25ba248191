import type { DepositSettleRequest } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../engine/index.js';
import { AccountBusiness, postToAccount } from '../services/account-post.js';
import { lockAccounts, rowsOf, yuanOf } from '../services/ledger-sql.js';

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
 * the account as one posting dated `at`, and the account's state follows. A refund says how the money went back.
 */
export async function settleDeposit(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  input: DepositSettleRequest,
  at: Date,
): Promise<{ accountId: number; amount: string; depositState: number }> {
  const account = (await lockAccounts(tx, scope, [input.accountId])).get(input.accountId)!;
  await assertHeld(tx, account.id);
  const refund = input.action === 'refund';
  if (refund && input.method === undefined) throw new AppError('VALIDATION_FAILED', { detail: 'method' });
  const amount = account.balance;
  if (amount > 0n) {
    await postToAccount(tx, account, -amount, {
      businessType: refund ? AccountBusiness.depositRefunded : AccountBusiness.depositForfeited,
      method: refund ? input.method : undefined,
      remark: input.reason,
      createdBy: userId,
      at,
    });
  }
  const depositState = refund ? DepositState.refunded : DepositState.forfeited;
  await tx.execute(sql`update fee_accounts set deposit_state = ${depositState} where id = ${account.id}`);
  return { accountId: account.id, amount: yuanOf(amount), depositState };
}
