import { labelIn, REPAIR_STATUS_OPTIONS, REPAIR_STATUSES, type RepairAnalysis, type RepairAnalysisQuery } from '@cvap/contracts';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../../db/client.js';
import { repairOrders, repairTypes, users } from '../../../db/schema/index.js';
import { parseDateTime } from '../../../engine/values.js';
import { actingScope } from '../../../plugins/community-scope.js';
import { orderScope } from './order-scope.js';

const minutes = (from: SQL | typeof repairOrders.createdAt, to: typeof repairOrders.receivedAt) =>
  sql<number | null>`round((avg(extract(epoch from ${to} - ${from})) / 60)::numeric, 1)`.mapWith((v) => (v === null ? null : Number(v)));

/**
 * The analysis page (repairAnalysis) over orders created in [from, to] (China dates, both included), in the
 * acting scope: totals by type, state and worker; average minutes to receipt and to completion; how many are
 * overdue (marked, or open past their completion deadline now); the average follow-up rating.
 */
export async function repairAnalysis(orm: Orm, request: FastifyRequest, query: RepairAnalysisQuery): Promise<RepairAnalysis> {
  const start = parseDateTime(`${query.from} 00:00:00`);
  const end = new Date(parseDateTime(`${query.to} 00:00:00`).getTime() + 86_400_000);
  const where = and(orderScope(orm, actingScope(request)), gte(repairOrders.createdAt, start), lt(repairOrders.createdAt, end));
  const o = repairOrders;
  const [summary, byType, byStatus, byWorker] = await Promise.all([
    orm
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        avgResponseMinutes: minutes(o.createdAt, o.receivedAt),
        avgCompleteMinutes: minutes(o.createdAt, o.finishedAt),
        overdue:
          sql<number>`count(*) filter (where ${o.overdue} = 1 or (${o.status} in ('pending', 'dispatched', 'processing') and ${o.completeDeadline} < now()))`.mapWith(
            Number,
          ),
        avgRating: sql<number | null>`round(avg(${o.rating})::numeric, 2)`.mapWith((v) => (v === null ? null : Number(v))),
        rated: sql<number>`count(${o.rating})`.mapWith(Number),
      })
      .from(o)
      .where(where),
    orm
      .select({
        key: sql<string>`coalesce(${o.typeId}, 0)::text`,
        name: sql<string>`coalesce(${repairTypes.typeName}, '')`,
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(o)
      .leftJoin(repairTypes, eq(repairTypes.id, o.typeId))
      .where(where)
      .groupBy(o.typeId, repairTypes.typeName)
      .orderBy(sql`count(*) desc`),
    orm
      .select({ key: o.status, total: sql<number>`count(*)`.mapWith(Number) })
      .from(o)
      .where(where)
      .groupBy(o.status),
    orm
      .select({ key: sql<string>`${o.assigneeUserId}::text`, name: users.name, total: sql<number>`count(*)`.mapWith(Number) })
      .from(o)
      .innerJoin(users, eq(users.id, o.assigneeUserId))
      .where(where)
      .groupBy(o.assigneeUserId, users.name)
      .orderBy(sql`count(*) desc`)
      .limit(20),
  ]);
  const counted = new Map(byStatus.map((row) => [row.key, row.total]));
  const s = summary[0]!;
  return {
    total: s.total,
    byType: byType.map((row) => ({ ...row, name: row.name || (request.language === 'en' ? 'Unclassified' : '未分类') })),
    byStatus: REPAIR_STATUSES.map((status) => ({
      key: status,
      name: labelIn(
        REPAIR_STATUS_OPTIONS.find((option) => option.value === status)!,
        request.language,
      ),
      total: counted.get(status) ?? 0,
    })),
    byWorker,
    avgResponseMinutes: s.avgResponseMinutes,
    avgCompleteMinutes: s.avgCompleteMinutes,
    overdue: s.overdue,
    avgRating: s.avgRating,
    rated: s.rated,
  };
}
