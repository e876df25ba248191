import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { apartments, feeBillLines, feeStandards, residentials } from '../../src/db/schema/index.js';

/** Houses of a community (by companyId), in id order. */
export async function housesOf(db: Database, companyId: string, count: number): Promise<{ id: number; residentialId: number }[]> {
  return db.orm
    .select({ id: apartments.id, residentialId: apartments.residentialId })
    .from(apartments)
    .innerJoin(residentials, eq(residentials.id, apartments.residentialId))
    .where(eq(residentials.companyId, companyId))
    .orderBy(asc(apartments.id))
    .limit(count);
}

let standardNo = 0;

/** A monthly fixed-amount standard of a community (whether an account may pay it as given). */
export async function addStandard(
  db: Database,
  residentialId: number,
  options: { accountPayable?: boolean; name?: string } = {},
): Promise<number> {
  standardNo += 1;
  const [row] = await db.orm
    .insert(feeStandards)
    .values({
      residentialId,
      feeType: 'property',
      name: options.name ?? `测试物业费${standardNo}-${Date.now() % 100000}`,
      formula: 3,
      fixedAmount: '100.00',
      accountPayable: options.accountPayable ?? true,
      validFrom: '2020-01-01',
    })
    .returning({ id: feeStandards.id });
  return row!.id;
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map((part) => parseInt(part, 10));
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

/** A bill line of a house for a month (yyyy-mm), with its receivable as yuan text. */
export async function addLine(
  db: Database,
  line: {
    residentialId: number;
    standardId: number;
    apartmentId: number;
    month: string;
    amount: string;
    lineKind?: number;
    status?: number;
  },
): Promise<number> {
  const start = `${line.month}-01`;
  const [row] = await db.orm
    .insert(feeBillLines)
    .values({
      residentialId: line.residentialId,
      standardId: line.standardId,
      feeType: 'property',
      objectType: 1,
      objectId: line.apartmentId,
      lineKind: line.lineKind ?? 1,
      periodStart: start,
      periodEnd: lastDayOf(line.month),
      computedAmount: line.amount,
      amount: line.amount,
      dueDate: start,
      status: line.status ?? 1,
    })
    .returning({ id: feeBillLines.id });
  return row!.id;
}

/** What a bill line's postings add up to, by category, from the settlement view. */
export async function settlementOf(
  db: Database,
  lineId: number,
): Promise<{ received: string; discount: string; offset: string; settled: string }> {
  const result = (await db.orm.execute(
    sql`select received::text, discount::text, offset_amount::text as offset, settled::text from fee_line_settlements where bill_line_id = ${lineId}`,
  )) as unknown as { rows: { received: string; discount: string; offset: string; settled: string }[] };
  return result.rows[0] ?? { received: '0.00', discount: '0.00', offset: '0.00', settled: '0.00' };
}

export async function lineIdsOf(db: Database, apartmentId: number): Promise<number[]> {
  const rows = await db.orm
    .select({ id: feeBillLines.id })
    .from(feeBillLines)
    .where(and(eq(feeBillLines.objectId, apartmentId), eq(feeBillLines.objectType, 1)))
    .orderBy(asc(feeBillLines.id));
  return rows.map((r) => r.id);
}
