import type { MonthCheck, MonthProblem, MonthTotals } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { rowsOf } from '../../ledger/services/ledger-sql.js';
import { monthStart, nextMonth } from './booking.js';

/** At most this many problems are named (a broken month usually breaks many lines the same way). */
const PROBLEM_LIMIT = 20;

/**
 * The identities a month must satisfy before it is closed (docs/decisions/0019 invariants, docs/decisions/0034),
 * each a query returning the rows that break it:
 * - every normal bill line of the month: receivable = received + discount + offset + outstanding with outstanding
 *   between 0 and the receivable (nothing settled twice, nothing taken back beyond what came in);
 * - every account of the community: its balance = the sum of its postings = its latest posting's balance after;
 * - every posting of the community dated up to the month's end: its reversals take back at most its amount;
 * - every receipt of the month not cancelled: its total = the money its postings brought in.
 */
function problemQueries(residentialId: number, month: string) {
  const from = `${month}-01`;
  const to = `${nextMonth(month)}-01`;
  const end = monthStart(nextMonth(month)).toISOString();
  return [
    sql`select 'line' as check, l.id::text as subject,
          l.amount::text || ' / ' || coalesce(sum(p.amount), 0)::text as detail
        from fee_bill_lines l left join fee_postings p on p.bill_line_id = l.id
        where l.residential_id = ${residentialId} and l.status = 1 and l.period_start >= ${from}::date and l.period_start < ${to}::date
        group by l.id, l.amount
        having coalesce(sum(p.amount), 0) < 0 or coalesce(sum(p.amount), 0) > l.amount
          or coalesce(sum(p.amount) filter (where p.category = 1), 0) < 0
          or coalesce(sum(p.amount) filter (where p.category = 2), 0) < 0
          or coalesce(sum(p.amount) filter (where p.category = 3), 0) < 0`,
    sql`select 'account' as check, a.id::text as subject,
          a.balance::text || ' / ' || coalesce(s.total, 0)::text || ' / ' || coalesce(s.last_after, 0)::text as detail
        from fee_accounts a
        left join lateral (select sum(ap.amount) as total,
            (select ap2.balance_after from fee_account_postings ap2 where ap2.account_id = a.id order by ap2.id desc limit 1) as last_after
          from fee_account_postings ap where ap.account_id = a.id) s on true
        where a.residential_id = ${residentialId}
          and (a.balance <> coalesce(s.total, 0) or a.balance <> coalesce(s.last_after, 0))`,
    sql`select 'posting' as check, p.id::text as subject, p.amount::text || ' / ' || sum(r.amount)::text as detail
        from fee_postings p join fee_postings r on r.reverses_id = p.id
        where p.residential_id = ${residentialId} and p.created_at < ${end}::timestamptz
        group by p.id, p.amount having p.amount + sum(r.amount) < 0`,
    sql`select 'receipt' as check, py.receipt_code as subject,
          py.total::text || ' / ' || (coalesce(lp.total, 0) + coalesce(ap.total, 0))::text as detail
        from fee_payments py
        left join lateral (select sum(p.amount) as total from fee_postings p where p.payment_id = py.id and p.kind = 1) lp on true
        left join lateral (select sum(a.amount) as total from fee_account_postings a
                           where a.payment_id = py.id and a.business_type in (1, 6)) ap on true
        where py.residential_id = ${residentialId} and py.state = 1
          and py.paid_at >= ${monthStart(month).toISOString()}::timestamptz and py.paid_at < ${end}::timestamptz
          and py.total <> coalesce(lp.total, 0) + coalesce(ap.total, 0)`,
  ];
}

/**
 * The figures of a community's month as they stand (what a close freezes), all summed by PostgreSQL on numeric and
 * read as numeric(18,2), the columns they are frozen in: a community's sum can exceed one amount's numeric(14,2).
 */
async function totalsOf(orm: Orm, residentialId: number, month: string): Promise<MonthTotals> {
  const from = `${month}-01`;
  const to = `${nextMonth(month)}-01`;
  const start = monthStart(month).toISOString();
  const end = monthStart(nextMonth(month)).toISOString();
  const [row] = await rowsOf<Omit<Record<keyof MonthTotals, string>, 'lineCount'> & { line_count: number }>(
    orm,
    sql`with lines as (
          select l.amount, coalesce(sum(p.amount) filter (where p.category = 1), 0) as received,
            coalesce(sum(p.amount) filter (where p.category = 2), 0) as discount,
            coalesce(sum(p.amount) filter (where p.category = 3), 0) as offset_amount
          from fee_bill_lines l left join fee_postings p on p.bill_line_id = l.id
          where l.residential_id = ${residentialId} and l.status = 1 and l.period_start >= ${from}::date and l.period_start < ${to}::date
          group by l.id, l.amount),
        moved as (
          select coalesce(sum(amount) filter (where kind = 1 and category = 1), 0) as collected,
            coalesce(sum(amount) filter (where kind > 1), 0) as reversed
          from fee_postings where residential_id = ${residentialId}
            and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz),
        accounts as (
          select coalesce(sum(ap.amount) filter (where ap.amount > 0 and ap.created_at >= ${start}::timestamptz), 0) as account_in,
            coalesce(sum(ap.amount) filter (where ap.amount < 0 and ap.created_at >= ${start}::timestamptz), 0) as account_out,
            coalesce(sum(ap.amount) filter (where a.kind = 1), 0) as prepayment_balance,
            coalesce(sum(ap.amount) filter (where a.kind = 2), 0) as deposit_balance,
            coalesce(sum(ap.amount) filter (where a.kind = 3), 0) as guarantee_balance
          from fee_account_postings ap join fee_accounts a on a.id = ap.account_id
          where ap.residential_id = ${residentialId} and ap.created_at < ${end}::timestamptz)
        select (select count(*) from lines)::int as line_count,
          (select coalesce(sum(amount), 0) from lines)::numeric(18,2)::text as receivable,
          (select coalesce(sum(received), 0) from lines)::numeric(18,2)::text as received,
          (select coalesce(sum(discount), 0) from lines)::numeric(18,2)::text as discount,
          (select coalesce(sum(offset_amount), 0) from lines)::numeric(18,2)::text as "offset",
          (select coalesce(sum(amount - received - discount - offset_amount), 0) from lines)::numeric(18,2)::text as outstanding,
          moved.collected::numeric(18,2)::text as collected, moved.reversed::numeric(18,2)::text as reversed,
          accounts.account_in::numeric(18,2)::text as "accountIn", accounts.account_out::numeric(18,2)::text as "accountOut",
          accounts.prepayment_balance::numeric(18,2)::text as "prepaymentBalance",
          accounts.deposit_balance::numeric(18,2)::text as "depositBalance",
          accounts.guarantee_balance::numeric(18,2)::text as "guaranteeBalance"
        from moved, accounts`,
  );
  const { line_count: lineCount, ...money } = row!;
  return { ...money, lineCount };
}

/** Whether a community's month reconciles now, the identities it breaks, and its figures. */
export async function reconcileMonth(orm: Orm, residentialId: number, month: string): Promise<MonthCheck> {
  const problems: MonthProblem[] = [];
  for (const query of problemQueries(residentialId, month)) {
    if (problems.length >= PROBLEM_LIMIT) break;
    problems.push(...(await rowsOf<MonthProblem>(orm, sql`${query} limit ${PROBLEM_LIMIT - problems.length}`)));
  }
  return { month, reconciles: problems.length === 0, problems, totals: await totalsOf(orm, residentialId, month) };
}
