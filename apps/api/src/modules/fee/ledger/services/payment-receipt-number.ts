import { sql } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { rowsOf } from './ledger-sql.js';

/** The China-time year of an instant (UTC+8, no daylight saving). */
export function chinaYear(at: Date): number {
  return new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();
}

/**
 * The next receipt number of a community and year, taken inside the paying transaction: the counter row stays
 * locked until that transaction ends, so numbers are handed out in commit order, a rolled-back payment gives its
 * number back (no gap), and two payments never share one (docs/decisions/0019).
 */
export async function nextReceiptNumber(tx: Orm, residentialId: number, at: Date): Promise<{ year: number; no: number; code: string }> {
  const year = chinaYear(at);
  const [row] = await rowsOf<{ last_no: number }>(
    tx,
    sql`insert into fee_receipt_counters (residential_id, year, last_no) values (${residentialId}, ${year}, 1)
        on conflict (residential_id, year) do update set last_no = fee_receipt_counters.last_no + 1
        returning last_no`,
  );
  const no = row!.last_no;
  return { year, no, code: `${year}${String(no).padStart(6, '0')}` };
}
