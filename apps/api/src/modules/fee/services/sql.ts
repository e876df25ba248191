import { sql, type SQL } from 'drizzle-orm';
import { settledSql } from './ledger-sql.js';

/**
 * The bill line's amount in SQL, exactly as `roundToFen` (contracts fee/money.ts) computes it: the four-place
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

/** A charged object's name (house: building and room; company: its name) from an object type and id. */
export function objectNameSql(objectType: SQL, objectId: SQL): SQL {
  return sql`(case when ${objectType} in (1, 2) then (select fb.name || ' ' || fa.room_no from apartments fa
      join buildings fb on fb.id = fa.building_id where fa.id = ${objectId})
    else (select fc.company_name from companies fc where fc.id = ${objectId}) end)`;
}

/**
 * What is still owed on a bill line: its receivable less what its postings settled (payments, discounts,
 * account offsets, and their reversals; docs/decisions/0019). Every reader of "owed" goes through this one
 * expression.
 */
export function outstandingSql(lineId: SQL, amount: SQL): SQL {
  return sql`((${amount}) - ${settledSql(lineId)})::numeric(14, 2)`;
}
