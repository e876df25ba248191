import { sql, type SQL } from 'drizzle-orm';
import { settledSql } from './ledger-sql.js';

/**
 * The bill line's amount in SQL, exactly as `roundToFen` (contracts fee/money/money.ts) computes it: the four-place
 * value rounded once to `precision − 1` places by mode — 1 `round` (numeric rounds half away from zero), 2 away
 * from zero, 3 `trunc`. numeric throughout, never float8 (`power(10::numeric, …)`).
 */
export function roundedAmount(value: SQL, precision: SQL, mode: SQL): SQL {
  return sql`(case ${mode}
    when 1 then round(${value}, ${precision} - 1)
    when 2 then sign(${value}) * ceil(abs(${value}) * power(10::numeric, ${precision} - 1)) / power(10::numeric, ${precision} - 1)
    else trunc(${value}, ${precision} - 1) end)::numeric(14, 2)`;
}

/** The four-place value of quantity × price + extra (the product kept at four places, half-up, as multiply4). */
export function areaFormula(quantity: SQL, unitPrice: SQL, extra: SQL): SQL {
  return sql`(round(${quantity} * ${unitPrice}, 4) + ${extra})`;
}

/** A house as people read it: community, building and room ("阳光花园 1栋 202"). */
export function apartmentAddressSql(apartmentId: SQL): SQL {
  return sql`(select hr.residential_name || ' ' || hb.name || ' ' || ha.room_no from apartments ha
      join buildings hb on hb.id = ha.building_id join residentials hr on hr.id = ha.residential_id where ha.id = ${apartmentId})`;
}

/**
 * A charged object's name (house: building and room, or with its community first when `withCommunity`; company:
 * its name) from an object type and id.
 */
export function objectNameSql(objectType: SQL, objectId: SQL, options: { withCommunity?: boolean } = {}): SQL {
  const apartment = options.withCommunity
    ? apartmentAddressSql(objectId)
    : sql`(select fb.name || ' ' || fa.room_no from apartments fa join buildings fb on fb.id = fa.building_id where fa.id = ${objectId})`;
  return sql`(case when ${objectType} in (1, 2) then ${apartment}
    else (select fc.company_name from companies fc where fc.id = ${objectId}) end)`;
}

/** A bill line as people read it: its fee's name and its period ("住宅物业服务费 2026-03"). */
export function lineNameSql(lineId: SQL): SQL {
  return sql`(select ns.name || ' ' || to_char(nl.period_start, 'YYYY-MM') from fee_bill_lines nl
      join fee_standards ns on ns.id = nl.standard_id where nl.id = ${lineId})`;
}

/**
 * What is still owed on a bill line: its receivable less what its postings settled (payments, discounts,
 * account offsets, and their reversals; docs/decisions/0019). Every reader of "owed" goes through this one
 * expression.
 */
export function outstandingSql(lineId: SQL, amount: SQL): SQL {
  return sql`((${amount}) - ${settledSql(lineId)})::numeric(14, 2)`;
}
