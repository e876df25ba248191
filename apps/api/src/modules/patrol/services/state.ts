import { chinaInstant, type PatrolState, type PatrolStateQuery } from '@cvap/contracts';
import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { residentials } from '../../../db/schema/index.js';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { patrolAreas, patrolMissedDays, patrolPoints, patrolProblems, patrolTaskDays } from '../schema.js';

const DAY_MS = 86_400_000;
/** The longest period the overview reads: a year and a month. */
const MAX_DAYS = 400;
/** The earliest day the overview reads: PostgreSQL has no year 0000, which an ISO date string may carry. */
const FIRST_DAY = '1900-01-01';

/** The acting community's rows, or every community of the head office's company. */
function scoped(ctx: ServiceContext, column: PgColumn): SQL {
  if (ctx.scope.kind === 'residential') return eq(column, ctx.scope.residentialId);
  return inArray(column, ctx.orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, ctx.user.tenantId)));
}

const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The patrol overview of a period of China days (from and to included): tasks whose window closed in it, their
 * points checked in and missed, by month; the points missed most; problems found in it by area and state.
 */
export async function patrolState(ctx: ServiceContext, query: PatrolStateQuery): Promise<PatrolState> {
  const from = chinaInstant(query.from);
  const to = new Date(chinaInstant(query.to).getTime() + DAY_MS);
  if (query.from < FIRST_DAY || to <= from || to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', { detail: `${query.from} ~ ${query.to}` });
  // Closed tasks and missed points come from their daily counts (a year is a few hundred rows a community).
  const days = (table: typeof patrolTaskDays | typeof patrolMissedDays) =>
    and(scoped(ctx, table.residentialId), gte(table.day, query.from), lte(table.day, query.to));
  const month = sql<string>`to_char(${patrolTaskDays.day}, 'YYYY-MM')`;
  const byMonth = await ctx.orm
    .select({
      month,
      tasks: sql<number>`sum(${patrolTaskDays.tasks})::int`,
      points: sql<number>`sum(${patrolTaskDays.points})::int`,
      checked: sql<number>`sum(${patrolTaskDays.checked})::int`,
    })
    .from(patrolTaskDays)
    .where(days(patrolTaskDays))
    .groupBy(month)
    .having(sql`sum(${patrolTaskDays.tasks}) <> 0`)
    .orderBy(month);
  const missedCount = sql<number>`sum(${patrolMissedDays.missed})::int`;
  const missedPoints = await ctx.orm
    .select({ pointName: patrolMissedDays.pointName, missed: missedCount })
    .from(patrolMissedDays)
    .where(days(patrolMissedDays))
    .groupBy(patrolMissedDays.pointName)
    .having(sql`sum(${patrolMissedDays.missed}) > 0`)
    .orderBy(desc(missedCount), patrolMissedDays.pointName)
    .limit(10);
  const problemsByArea = await ctx.orm
    .select({
      areaName: patrolAreas.areaName,
      open: count(sql`${patrolProblems.status} = 'open'`),
      repair: count(sql`${patrolProblems.status} = 'repair'`),
      closed: count(sql`${patrolProblems.status} = 'closed'`),
    })
    .from(patrolProblems)
    .innerJoin(patrolPoints, eq(patrolPoints.id, patrolProblems.pointId))
    .innerJoin(patrolAreas, eq(patrolAreas.id, patrolPoints.areaId))
    .where(and(scoped(ctx, patrolProblems.residentialId), gte(patrolProblems.reportedAt, from), lt(patrolProblems.reportedAt, to)))
    .groupBy(patrolAreas.areaName)
    .orderBy(patrolAreas.areaName);
  const sum = (key: 'tasks' | 'points' | 'checked') => byMonth.reduce((total, row) => total + row[key], 0);
  return {
    totals: {
      tasks: sum('tasks'),
      points: sum('points'),
      checked: sum('checked'),
      missed: sum('points') - sum('checked'),
      openProblems: problemsByArea.reduce((total, row) => total + row.open + row.repair, 0),
    },
    byMonth: byMonth.map((row) => ({ month: row.month, points: row.points, checked: row.checked, missed: row.points - row.checked })),
    missedPoints,
    problemsByArea,
  };
}
