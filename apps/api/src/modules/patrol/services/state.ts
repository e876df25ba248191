import { chinaInstant, type PatrolState, type PatrolStateQuery } from '@cvap/contracts';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { residentials } from '../../../db/schema/index.js';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { patrolAreas, patrolPoints, patrolProblems, patrolRecords, patrolTasks } from '../schema.js';

const DAY_MS = 86_400_000;
/** The longest period the overview reads: a year and a month. */
const MAX_DAYS = 400;

/** The acting community's rows, or every community of the head office's company. */
function scoped(ctx: ServiceContext, column: PgColumn): SQL {
  if (ctx.scope.kind === 'community') return eq(column, ctx.scope.residentialId);
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
  if (to <= from || to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', { detail: `${query.from} ~ ${query.to}` });
  const closed = and(
    scoped(ctx, patrolTasks.residentialId),
    gte(patrolTasks.slot, from),
    lt(patrolTasks.slot, to),
    inArray(patrolTasks.status, ['done', 'missed']),
  );
  const month = sql<string>`to_char(${patrolTasks.slot} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const byMonth = await ctx.orm
    .select({
      month,
      tasks: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${patrolTasks.pointCount}), 0)::int`,
      checked: sql<number>`coalesce(sum(${patrolTasks.checkedCount}), 0)::int`,
    })
    .from(patrolTasks)
    .where(closed)
    .groupBy(month)
    .orderBy(month);
  const missedCount = sql<number>`count(*)::int`;
  const missedPoints = await ctx.orm
    .select({ pointName: patrolRecords.pointName, missed: missedCount })
    .from(patrolRecords)
    .innerJoin(patrolTasks, eq(patrolTasks.id, patrolRecords.taskId))
    .where(and(closed, eq(patrolRecords.status, 'missed')))
    .groupBy(patrolRecords.pointName)
    .orderBy(desc(missedCount), patrolRecords.pointName)
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
