import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { areaFormula, roundedAmount } from '../../ledger/services/sql.js';

export interface ResidentialBill {
  /** Lines this statement created. */
  created: number;
  /** Lines that already existed for the period (an earlier or a rerun): left as they are. */
  existing: number;
  /** Objects a rule applies to that have no area for an area formula (not billed). */
  missingArea: number;
}

/**
 * The charged objects of a community: houses (type 1, residences, shops, offices), parking spaces (type 2, houses
 * of type 4) and companies (type 3), with their place and areas.
 */
export function objectsIn(residentials: SQL) {
  return sql`(
    select case when a.house_type = 4 then 2 else 1 end as object_type, a.id, a.residential_id, a.building_id, a.floor_id,
      a.built_area, a.inner_area
      from apartments a where a.residential_id in (${residentials})
    union all
    select 3, c.id, c.residential_id, c.building_id, c.floor_id, null::numeric, null::numeric from companies c
      where c.residential_id in (${residentials})
  )`;
}

/** A rule `r` reaches an object `o`: same kind of object, and the whole community, its building, floor or list. */
export const RULE_MATCHES = sql`o.object_type = r.object_type and o.residential_id = r.residential_id
      and (r.target_kind = 1
        or (r.target_kind = 2 and o.building_id = r.building_id)
        or (r.target_kind = 3 and o.floor_id = r.floor_id)
        or (r.target_kind = 4 and (r.object_ids -> 'ids') @> to_jsonb(o.id)))`;

/**
 * Every (rule, object) of a community due in the billing month `period` (`YYYY-MM-01`): the rule and its standard
 * valid in the month, the standard enabled and billed by a cycle (monthly, every N months counted from the
 * later of the two validity starts, yearly, one-off in that start's month), formulas by area or fixed (meter
 * formulas are billed by readings).
 */
function dueObjects(residential: number, period: string) {
  return sql`
    from fee_rules r
    join fee_standards s on s.id = r.standard_id and s.enabled and s.formula in (1, 2, 3)
    join ${objectsIn(sql`${residential}`)} o on ${RULE_MATCHES}
    cross join lateral (select date_trunc('month', greatest(s.valid_from, r.valid_from))::date as first_month) f
    cross join lateral (select (extract(year from ${period}::date) * 12 + extract(month from ${period}::date))
      - (extract(year from f.first_month) * 12 + extract(month from f.first_month)) as months_since) m
    where r.residential_id = ${residential}
      and s.valid_from <= (${period}::date + interval '1 month' - interval '1 day')::date
      and r.valid_from <= (${period}::date + interval '1 month' - interval '1 day')::date
      and (s.valid_to is null or s.valid_to >= ${period}::date)
      and (r.valid_to is null or r.valid_to >= ${period}::date)
      and m.months_since >= 0
      and (case s.cycle_kind when 1 then true when 4 then m.months_since = 0 else m.months_since::int % s.cycle_months = 0 end)`;
}

/** The area an area formula bills by (built-up or inner); null for a fixed amount, or an object with no area. */
const AREA_OF_FORMULA = sql`(case s.formula when 1 then o.built_area when 2 then o.inner_area end)`;

/**
 * What billing a community for a month would reach, without writing: the objects a rule bills in the month, and
 * those still missing one of their lines (a line exists once per standard, object and month, as the run's
 * `ON CONFLICT` target).
 */
// Only lines the run would make: an object with no area under an area formula is not billed (it counts as missing
// its area), nor a fixed formula without its amount.
export async function countDue(orm: Orm, residential: number, period: string): Promise<{ objects: number; pending: number }> {
  const result = await orm.execute(sql`
    select count(distinct (o.object_type, o.id))::int as objects,
      count(distinct (o.object_type, o.id)) filter (where not exists (
        select 1 from fee_bill_lines l where l.standard_id = s.id and l.object_type = o.object_type and l.object_id = o.id
          and l.period_start = ${period}::date and l.line_kind in (1, 2)))::int as pending
    ${dueObjects(residential, period)}
      and (case s.formula when 3 then s.fixed_amount is not null else ${AREA_OF_FORMULA} is not null end)`);
  const row = (result as unknown as { rows: { objects: number; pending: number }[] }).rows[0]!;
  return { objects: row.objects, pending: row.pending };
}

/**
 * Bills one community for one month in one statement (`INSERT … SELECT … ON CONFLICT DO NOTHING`): each line's
 * amount is the formula at four places rounded once in SQL (sql.ts, the same as money.ts). Lines already there
 * are kept, so a rerun fills only what is missing. Run inside the community's transaction.
 */
export async function billResidential(orm: Orm, runId: number, residential: number, period: string): Promise<ResidentialBill> {
  const due = dueObjects(residential, period);
  const quantity = AREA_OF_FORMULA;
  const computed = sql`(case s.formula when 3 then s.fixed_amount::numeric(18, 4) else ${areaFormula(quantity, sql`s.unit_price`, sql`s.extra_amount`)} end)`;
  const periodEndSql = sql`(${period}::date + make_interval(months => s.cycle_months::int) - interval '1 day')::date`;
  const dueSql = sql`(case s.payment_timing when 1 then ${period}::date else ${periodEndSql} end + s.prepay_days::int)`;
  const result = await orm.execute(sql`
    with candidates as (
      select distinct on (s.id, o.object_type, o.id)
        s.id as standard_id, s.fee_type, o.object_type, o.id as object_id, ${quantity} as quantity, s.unit_price, s.formula,
        ${computed} as computed, s.precision, s.rounding_mode, ${periodEndSql} as period_end, ${dueSql} as due_date
      ${due}
      order by s.id, o.object_type, o.id, r.id
    ),
    created as (
      insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
        quantity, unit_price, computed_amount, amount, due_date, bill_run_id)
      select ${residential}, c.standard_id, c.fee_type, c.object_type, c.object_id, 1, ${period}::date, c.period_end,
        c.quantity, case when c.formula = 3 then null else c.unit_price end, c.computed,
        ${roundedAmount(sql`c.computed`, sql`c.precision`, sql`c.rounding_mode`)}, c.due_date, ${runId}
      from candidates c
      where c.computed is not null
      on conflict (standard_id, object_type, object_id, period_start) where line_kind in (1, 2) do nothing
      returning 1
    )
    select (select count(*) from created)::int as created,
      (select count(*) from candidates where computed is not null)::int as candidates,
      (select count(*) from candidates where computed is null)::int as missing_area`);
  const row = (result as unknown as { rows: { created: number; candidates: number; missing_area: number }[] }).rows[0]!;
  return { created: row.created, existing: row.candidates - row.created, missingArea: row.missing_area };
}
