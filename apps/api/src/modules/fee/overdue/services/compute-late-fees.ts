import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { outstandingSql, roundedAmount } from '../../ledger/services/sql.js';

/**
 * Late fees up to and including `asOf` (`YYYY-MM-DD`) for every enabled late-fee standard of the communities
 * `communities` selects, in one statement. For each line of the standard's fee still owed after its due date plus
 * the grace days, the days since the last record (or since the grace period ended) accrue: outstanding × rate %
 * × days (÷ 30 for a monthly rate), kept at four places, rounded once like the fee's own lines, and cut to what
 * the cap leaves. Each accrual is a record (line, day range) and its own late-fee bill line; a range is never
 * accrued twice (unique keys), so the job can run as often as it likes.
 */
export async function computeLateFees(
  orm: Orm,
  residentials: SQL,
  asOf: string,
): Promise<{ records: number; lines: number; total: string }> {
  const owed = outstandingSql(sql`l.id`, sql`l.amount`);
  const result = await orm.execute(sql`
    with due as (
      select l.id as line_id, l.residential_id, l.standard_id, l.fee_type, l.object_type, l.object_id, o.id as overdue_id,
        o.rate_percent, o.rate_kind, s.precision, s.rounding_mode, ${owed} as principal,
        greatest(l.due_date + o.grace_days + 1, coalesce(prev.last_to + 1, l.due_date + o.grace_days + 1)) as from_date,
        ${asOf}::date as to_date,
        case when o.cap_percent is null then null
          else trunc(l.amount * o.cap_percent / 100, 2) - coalesce(prev.accrued, 0) end as cap_left
      from fee_overdue_standards o
      join fee_standards s on s.id = o.standard_id
      join fee_bill_lines l on l.standard_id = o.standard_id and l.line_kind in (1, 2) and l.status = 1
      left join lateral (select max(r.to_date) as last_to, sum(r.amount) as accrued from fee_overdue_records r where r.line_id = l.id) prev on true
      where o.enabled and o.residential_id in (${residentials}) and l.due_date + o.grace_days < ${asOf}::date and ${owed} > 0
    ),
    computed as (
      select due.*, (to_date - from_date + 1) as days,
        round(principal * rate_percent / 100 * (to_date - from_date + 1) / (case rate_kind when 2 then 30 else 1 end), 4) as computed
      from due where to_date >= from_date
    ),
    rounded as (select computed.*, ${roundedAmount(sql`computed`, sql`precision`, sql`rounding_mode`)} as rounded from computed),
    capped as (
      select rounded.*, (cap_left is not null and rounded > cap_left) as capped,
        case when cap_left is not null and rounded > cap_left then greatest(cap_left, 0) else rounded end as amount
      from rounded
    ),
    lines as (
      insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
        computed_amount, amount, due_date, late_of_line_id)
      select residential_id, standard_id, fee_type, object_type, object_id, 3, from_date, to_date, computed, amount, to_date, line_id
      from capped where amount > 0
      on conflict (late_of_line_id, period_start) where line_kind = 3 do nothing
      returning id, late_of_line_id, period_start, amount
    ),
    records as (
      insert into fee_overdue_records (residential_id, overdue_standard_id, line_id, late_line_id, object_type, object_id, from_date, to_date,
        days, principal, rate_percent, computed_amount, amount, capped)
      select c.residential_id, c.overdue_id, c.line_id, lines.id, c.object_type, c.object_id, c.from_date, c.to_date,
        c.days, c.principal, c.rate_percent, c.computed, c.amount, c.capped
      from capped c join lines on lines.late_of_line_id = c.line_id and lines.period_start = c.from_date
      on conflict (line_id, from_date) do nothing
      returning 1
    )
    select (select count(*) from records)::int as records, (select count(*) from lines)::int as lines,
      (select coalesce(sum(amount), 0) from lines)::numeric(14,2)::text as total`);
  const row = (result as unknown as { rows: { records: number; lines: number; total: string }[] }).rows[0]!;
  return { records: row.records, lines: row.lines, total: row.total };
}
