import type { ArrearageRequestSchema, ArrearageRow, ChargeOrderRequestSchema, ChargeOrderRow, PageResult } from '@cvap/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActingScope, ServiceContext } from '../../../../engine/index.js';
import { residentials } from '../../../../db/schema/index.js';
import { feeBillLines } from '../../billing/schema.js';
import { residentialCondition } from '../../../door/index.js';
import { objectsIn, RULE_MATCHES } from '../../billing/services/bill-residential.js';
import { computeLateFees } from './compute-late-fees.js';
import { todayInChina } from '../../billing/services/periods.js';
import { objectNameSql, outstandingSql } from '../../ledger/services/sql.js';

// The fee screens' reads beyond a declaration (what each object owes, the fees per object) and the late-fee run.

/** The acting scope's communities as SQL: its own id, or the ids of its company's communities. */
function residentialsOf(scope: ActingScope): SQL {
  return scope.kind === 'residential'
    ? sql`${scope.residentialId}`
    : sql`select ${residentials.id} from ${residentials} where ${eq(residentials.tenantId, scope.tenantId)}`;
}

/**
 * What each object owes: outstanding bill lines summed by object, with months owed, newest debts first. Months owed
 * and the first and last period count billing periods: a late fee (line kind 3) is money owed, not a month.
 */
export async function arrearage(ctx: ServiceContext, query: z.infer<typeof ArrearageRequestSchema>): Promise<PageResult<ArrearageRow>> {
  const { orm } = ctx;
  const { page, limit, objectType, feeType, periodFrom, periodTo, minMonths } = query;
  const scope = residentialCondition(ctx, feeBillLines.residentialId);
  const owed = outstandingSql(sql`${feeBillLines.id}`, sql`${feeBillLines.amount}`);
  const base = sql`
    select object_type, object_id, min(residential_id) as residential_id,
      array_agg(distinct fee_type order by fee_type) as fee_types, count(*)::int as line_count,
      count(distinct period_start) filter (where line_kind <> 3)::int as months_owed,
      to_char(coalesce(min(period_start) filter (where line_kind <> 3), min(period_start)), 'YYYY-MM') as first_period,
      to_char(coalesce(max(period_start) filter (where line_kind <> 3), max(period_start)), 'YYYY-MM') as last_period,
      sum(amount)::text as receivable, sum(${owed})::text as outstanding
    from ${feeBillLines}
    where ${scope} and status = 1 and ${owed} > 0
      ${objectType ? sql`and object_type = ${objectType}` : sql``}
      ${feeType ? sql`and fee_type = ${feeType}` : sql``}
      ${periodFrom ? sql`and period_start >= ${`${periodFrom}-01`}::date` : sql``}
      ${periodTo ? sql`and period_start <= ${`${periodTo}-01`}::date` : sql``}
    group by object_type, object_id
    ${minMonths ? sql`having count(distinct period_start) filter (where line_kind <> 3) >= ${minMonths}` : sql``}`;
  const [rows, total] = await Promise.all([
    orm.execute(sql`select g.*, ${objectNameSql(sql`g.object_type`, sql`g.object_id`)} as object_name from (${base}) g
      order by g.months_owed desc, g.object_type, g.object_id limit ${limit} offset ${(page - 1) * limit}`),
    orm.execute(sql`select count(*)::int as total from (${base}) g`),
  ]);
  const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    objectType: row.object_type as number,
    objectId: row.object_id as number,
    objectName: (row.object_name as string | null) ?? '',
    residentialId: row.residential_id as number,
    feeTypes: row.fee_types as string[],
    lineCount: row.line_count as number,
    monthsOwed: row.months_owed as number,
    firstPeriod: row.first_period as string,
    lastPeriod: row.last_period as string,
    receivable: row.receivable as string,
    outstanding: row.outstanding as string,
  }));
  const count = (total as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return { rows: list, total: count, totalExact: true, page, limit, nextCursor: null };
}

/** The fees that exist per object (spec chargeSetting/chargeOrder): each object with the standards its rules give it. */
export async function chargeOrders(
  ctx: ServiceContext,
  query: z.infer<typeof ChargeOrderRequestSchema>,
): Promise<PageResult<ChargeOrderRow>> {
  const { orm } = ctx;
  const { page, limit, objectType, objectId } = query;
  const residentialRows = residentialsOf(ctx.scope);
  const base = sql`
    select o.object_type, o.id as object_id, s.id as standard_id, s.name as standard_name, s.fee_type, r.id as rule_id,
      to_char(greatest(s.valid_from, r.valid_from), 'YYYY-MM-DD') as valid_from,
      to_char(least(s.valid_to, r.valid_to), 'YYYY-MM-DD') as valid_to
    from fee_rules r join fee_standards s on s.id = r.standard_id
    join ${objectsIn(residentialRows)} o on ${RULE_MATCHES}
    where r.residential_id in (${residentialRows})
      ${objectType ? sql`and o.object_type = ${objectType}` : sql``}
      ${objectId ? sql`and o.id = ${objectId}` : sql``}`;
  const [rows, total] = await Promise.all([
    orm.execute(sql`select b.*, ${objectNameSql(sql`b.object_type`, sql`b.object_id`)} as object_name,
        (select to_char(max(l.period_start), 'YYYY-MM') from fee_bill_lines l where l.standard_id = b.standard_id
          and l.object_type = b.object_type and l.object_id = b.object_id and l.line_kind in (1, 2)) as last_period
      from (${base}) b order by b.object_type, b.object_id, b.standard_id limit ${limit} offset ${(page - 1) * limit}`),
    orm.execute(sql`select count(*)::int as total from (${base}) b`),
  ]);
  const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    objectType: row.object_type as number,
    objectId: row.object_id as number,
    objectName: (row.object_name as string | null) ?? '',
    standardId: row.standard_id as number,
    standardName: row.standard_name as string,
    feeType: row.fee_type as string,
    ruleId: row.rule_id as number,
    validFrom: row.valid_from as string,
    validTo: (row.valid_to as string | null) ?? null,
    lastPeriod: (row.last_period as string | null) ?? null,
  }));
  const count = (total as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return { rows: list, total: count, totalExact: true, page, limit, nextCursor: null };
}

/** Late fees of the acting scope's communities as of a day (default: today in China). */
export function lateFees(ctx: ServiceContext, asOf: string | undefined) {
  return computeLateFees(ctx.orm, residentialsOf(ctx.scope), asOf ?? todayInChina(ctx.now));
}
