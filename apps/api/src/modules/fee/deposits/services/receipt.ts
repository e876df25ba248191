import { sql } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { feePayments } from '../../ledger/schema.js';
import { rowsOf, yuanOf, type LockedAccount } from '../../ledger/services/ledger-sql.js';
import { nextReceiptNumber } from '../../ledger/services/payment-receipt-number.js';

/** Payment source of a deposit or guarantee received (docs/decisions/0034). */
export const DEPOSIT_SOURCE = 4;

/**
 * The receipt of a deposit or guarantee received: a payment header numbered like every other receipt of the
 * community and year (gapless, in the same transaction), whose money is the account posting that names it.
 */
export async function depositReceipt(tx: Orm, account: LockedAccount, cashierId: number, fen: bigint, at: Date): Promise<number> {
  const [owner] = await rowsOf<{ owner_name: string }>(tx, sql`select owner_name from fee_accounts where id = ${account.id}`);
  const receipt = await nextReceiptNumber(tx, account.residentialId, at);
  const [payment] = await tx
    .insert(feePayments)
    .values({
      tenantId: account.tenantId,
      residentialId: account.residentialId,
      apartmentId: account.apartmentId,
      receiptYear: receipt.year,
      receiptNo: receipt.no,
      receiptCode: receipt.code,
      payerName: owner?.owner_name,
      total: yuanOf(fen),
      source: DEPOSIT_SOURCE,
      cashierId,
      paidAt: at,
    })
    .returning({ id: feePayments.id });
  return payment!.id;
}
