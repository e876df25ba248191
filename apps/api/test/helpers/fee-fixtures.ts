import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { residentials } from '../../src/db/schema/index.js';
import { apartments } from '../../src/modules/door/schema.js';
import { feeBillLines, feeStandards } from '../../src/modules/fee/billing/schema.js';

/** Houses of a community (by companyId), in id order. */
export async function apartmentsOf(db: Database, companyId: string, count: number): Promise<{ id: number; residentialId: number }[]> {
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

/**
 * Every ledger invariant of docs/decisions/0019, checked over the whole database in SQL: the ids that break each
 * one (an empty object when all hold).
 */
export async function ledgerViolations(db: Database): Promise<Record<string, number[]>> {
  const checks: Record<string, ReturnType<typeof sql>> = {
    // receivable = received + discount + offset + outstanding, outstanding ≥ 0, no category negative.
    lines: sql`select l.id::int as id from fee_bill_lines l left join fee_line_settlements s on s.bill_line_id = l.id
      where coalesce(s.received, 0) + coalesce(s.discount, 0) + coalesce(s.offset_amount, 0) <> coalesce(s.settled, 0)
         or l.amount - coalesce(s.settled, 0) < 0
         or coalesce(s.received, 0) < 0 or coalesce(s.offset_amount, 0) < 0 or coalesce(s.discount, 0) < 0`,
    // balance = sum of postings = last balance after, never negative.
    accounts: sql`select a.id from fee_accounts a
      where a.balance < 0 or a.balance <> coalesce((select sum(p.amount) from fee_account_postings p where p.account_id = a.id), 0)
         or a.balance <> coalesce((select p.balance_after from fee_account_postings p where p.account_id = a.id order by p.id desc limit 1), 0)`,
    // No posting reversed beyond its amount.
    overReversed: sql`select p.id::int as id from fee_postings p
      where p.kind = 1 and p.amount + coalesce((select sum(r.amount) from fee_postings r where r.reverses_id = p.id), 0) < 0`,
    // Offsets on lines and offsets on accounts mirror each other, per community.
    offsets: sql`select r.id from residentials r
      where coalesce((select sum(amount) from fee_postings where category = 3 and residential_id = r.id), 0)
          + coalesce((select sum(amount) from fee_account_postings where business_type in (4, 5) and residential_id = r.id), 0) <> 0`,
    // A cancelled line has no postings.
    cancelledLines: sql`select l.id::int as id from fee_bill_lines l where l.status = 2 and exists (select 1 from fee_postings p where p.bill_line_id = l.id)`,
    // Receipt numbers 1..n per community and year, and the counter at n.
    receiptNumbers: sql`select residential_id as id from fee_payments group by residential_id, receipt_year
      having count(*) <> max(receipt_no) or count(distinct receipt_no) <> count(*)
         or max(receipt_no) <> (select last_no from fee_receipt_counters c where c.residential_id = fee_payments.residential_id and c.year = fee_payments.receipt_year)`,
    // A payment's total is what its original postings took (a deposit's receipt: what its account posting took).
    paymentTotals: sql`select p.id from fee_payments p where p.total <> (select coalesce(sum(amount), 0) from fee_postings where payment_id = p.id and kind = 1)
      + (select coalesce(sum(amount), 0) from fee_account_postings where payment_id = p.id and business_type in (1, 6))`,
  };
  const found: Record<string, number[]> = {};
  for (const [name, query] of Object.entries(checks)) {
    const rows = ((await db.orm.execute(query)) as unknown as { rows: { id: number }[] }).rows;
    if (rows.length) found[name] = rows.map((r) => r.id);
  }
  return found;
}

/** What a refused posting must leave as it was: payments, postings, reviewed requests, balances, deposit states. */
export async function ledgerCounts(db: Database): Promise<Record<string, unknown>> {
  const result = await db.orm.execute(sql`select
      (select count(*) from fee_payments)::int as payments, (select count(*) from fee_postings)::int as postings,
      (select count(*) from fee_account_postings)::int as account_postings, (select count(*) from fee_requests where state <> 1)::int as reviewed,
      (select coalesce(sum(balance), 0)::text from fee_accounts) as balances,
      (select string_agg(id || ':' || coalesce(deposit_state, 0), ',' order by id) from fee_accounts) as states`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}
