import { FEE_LIMITS, FEE_LIMITS_FEN, type AccountOpenRequest, type TopUpRequest } from '@cvap/contracts';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feeAccounts } from '../schema.js';
import { AccountBusiness, postToAccount } from './account-post.js';
import { fenOf, apartmentInScope, lockAccounts, yuanOf } from './ledger-sql.js';
import { assertHeld } from '../../deposits/services/settle.js';
import { depositReceipt } from '../../deposits/services/receipt.js';

/**
 * Opens a prepayment (1), deposit (2) or guarantee (3) account, with a zero balance, in the acting community (or
 * the house's). A head-office user must name a house, so the community is known.
 */
export async function openAccount(tx: Orm, scope: ActingScope, input: AccountOpenRequest): Promise<number> {
  let residentialId: number;
  if (input.apartmentId !== undefined) residentialId = (await apartmentInScope(tx, scope, input.apartmentId)).residentialId;
  else if (scope.kind === 'residential') residentialId = scope.residentialId;
  else throw new AppError('VALIDATION_FAILED', { detail: 'apartmentId' });
  const [row] = await tx
    .insert(feeAccounts)
    .values({
      tenantId: scope.tenantId,
      residentialId,
      apartmentId: input.apartmentId,
      kind: input.kind,
      ownerName: input.ownerName,
      phone: input.phone,
      item: input.item,
      depositState: input.kind === 1 ? null : 1,
      remark: input.remark,
    })
    .returning({ id: feeAccounts.id });
  return row!.id;
}

/**
 * Money into an account: a prepayment top-up (business type 1) or a deposit or guarantee received (6), dated `at`.
 * One is at most `FEE_LIMITS.accountAmount` (40977, docs/decisions/0047). A deposit or guarantee received gets its
 * receipt, numbered like every other (docs/decisions/0034); one already refunded or forfeited takes no more money
 * (41026).
 */
export async function topUpAccount(tx: Orm, scope: ActingScope, userId: number, input: TopUpRequest, at: Date): Promise<string> {
  const fen = fenOf(input.amount);
  if (fen > FEE_LIMITS_FEN.accountAmount) throw new AppError('FEE_ACCOUNT_AMOUNT_LIMIT', { params: { max: FEE_LIMITS.accountAmount } });
  const account = (await lockAccounts(tx, scope, [input.accountId])).get(input.accountId)!;
  const deposit = account.kind !== 1;
  if (deposit) await assertHeld(tx, account.id);
  const balance = await postToAccount(tx, account, fen, {
    businessType: deposit ? AccountBusiness.depositReceived : AccountBusiness.topUp,
    paymentId: deposit ? await depositReceipt(tx, account, userId, fen, at) : undefined,
    method: input.method,
    remark: input.remark,
    createdBy: userId,
    at,
  });
  return yuanOf(balance);
}
