import type { BatchPaymentResult, PayBatchRequest } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { outstandingSql } from './sql.js';
import type { ActingScope, Orm } from '../../../../engine/index.js';
import { fenOf, apartmentInScope, rowsOf } from './ledger-sql.js';
import { takePayment } from './payment-take.js';

/**
 * Collection in a batch (charge/paymentCollection): every outstanding line of each house (up to a period, when
 * given) paid in full by one method, one receipt per house that owes something (answered with its house), all in one transaction: a line
 * another cashier settled meanwhile refuses the whole batch (40961), so it never lands half.
 */
export async function payBatch(
  tx: Orm,
  scope: ActingScope,
  cashierId: number,
  input: PayBatchRequest,
  at: Date,
): Promise<BatchPaymentResult[]> {
  const results: BatchPaymentResult[] = [];
  for (const apartmentId of [...new Set(input.apartmentIds)].sort((a, b) => a - b)) {
    const apartment = await apartmentInScope(tx, scope, apartmentId);
    const owed = await rowsOf<{ id: number; outstanding: string }>(
      tx,
      sql`select l.id::int as id, ${outstandingSql(sql`l.id`, sql`l.amount`)}::text as outstanding
          from fee_bill_lines l
          where l.object_type in (1, 2) and l.object_id = ${apartmentId} and l.residential_id = ${apartment.residentialId} and l.status = 1
            and (${input.periodTo ?? null}::text is null or to_char(l.period_start, 'YYYY-MM') <= ${input.periodTo ?? null}::text)
          order by l.period_start, l.id`,
    );
    const lines = owed.map((o) => ({ billLineId: o.id, fen: fenOf(o.outstanding) })).filter((l) => l.fen > 0n);
    if (lines.length === 0) continue;
    const fen = lines.reduce((a, l) => a + l.fen, 0n);
    const paid = await takePayment(tx, scope, cashierId, { apartmentId, lines, tenders: [{ method: input.method, fen }], source: 2, at });
    results.push({ ...paid, apartmentId, address: apartment.address });
  }
  if (results.length > 0) {
    // The batch is named by its first receipt.
    const ids = sql.join(
      results.map((r) => sql`${r.paymentId}`),
      sql`, `,
    );
    await tx.execute(sql`update fee_payments set batch_id = ${results[0]!.paymentId} where id in (${ids})`);
  }
  return results;
}
