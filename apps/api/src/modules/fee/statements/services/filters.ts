import { STATEMENT_MAX_MONTHS, type StatementQuery } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../../engine/index.js';
import { addMonths, monthStart, todayInChina } from '../../billing/services/periods.js';

/** A statement's resolved filters: the months as first days (`YYYY-MM-01`) and the communities it reads. */
export interface StatementFilter {
  from: string;
  to: string;
  communities: number[];
  buildingId: number | null;
  feeType: string | null;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The period (a missing one is last month by the request's clock, China time), checked, and the communities the
 * acting scope reaches (one, or the company's; narrowed to `residentialId` if asked, an id outside the scope reads
 * as no community). The ids are resolved first so the planner sees them as values (decision 0018, Measured).
 */
export async function statementFilter(ctx: ServiceContext, query: StatementQuery): Promise<StatementFilter> {
  const lastMonth = addMonths(monthStart(todayInChina(ctx.now)), -1);
  const from = query.periodFrom ? monthStart(query.periodFrom) : query.periodTo ? monthStart(query.periodTo) : lastMonth;
  const to = query.periodTo ? monthStart(query.periodTo) : query.periodFrom ? from : lastMonth;
  if (from > to || addMonths(from, STATEMENT_MAX_MONTHS) <= to) {
    throw new AppError('FEE_STATEMENT_PERIOD', { params: { from: from.slice(0, 7), to: to.slice(0, 7), max: STATEMENT_MAX_MONTHS } });
  }
  const reach =
    ctx.scope.kind === 'residential'
      ? [ctx.scope.residentialId]
      : rowsOf<{ id: number }>(await ctx.orm.execute(sql`select id from residentials where tenant_id = ${ctx.scope.tenantId}`)).map(
          (row) => row.id,
        );
  const residentials = query.residentialId === undefined ? reach : reach.filter((id) => id === query.residentialId);
  return { from, to, communities: residentials, buildingId: query.buildingId ?? null, feeType: query.feeType ?? null };
}

/** `column = any(ids)` with the ids as one bound array. */
export function inResidentials(column: SQL, filter: StatementFilter): SQL {
  return sql`${column} = any(${`{${filter.communities.join(',')}}`}::int[])`;
}
