import { labelIn, REPAIR_STATUS_OPTIONS, REPAIR_STATUSES, type RepairAnalysis, type RepairAnalysisQuery } from '@cvap/contracts';
import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../../db/client.js';
import { repairOrderDaily, repairTypes, residentials, users } from '../../../db/schema/index.js';
import { actingScope } from '../../../plugins/community-scope.js';

const d = repairOrderDaily;
const total = sql<number>`sum(${d.total})::integer`.mapWith(Number);
const ratio = (sum: SQLColumn, count: SQLColumn, digits: number) =>
  sql<number | null>`round((sum(${sum}) / nullif(sum(${count}), 0))::numeric, ${sql.raw(String(digits))})`.mapWith((v) =>
    v === null ? null : Number(v),
  );
type SQLColumn =
  typeof d.responseMinutes | typeof d.received | typeof d.completeMinutes | typeof d.finished | typeof d.ratingSum | typeof d.rated;

/**
 * The analysis page (repairAnalysis) over orders created in [from, to] (China dates, both included), in the
 * acting scope, read from the rollup repair_order_daily (kept in step by the orders' trigger, migration 0013):
 * totals by type, state and worker; average minutes to receipt and to completion; how many are overdue (marked
 * when a step met a deadline late, or by the scheduler's sweep); the average follow-up rating.
 */
export async function repairAnalysis(orm: Orm, request: FastifyRequest, query: RepairAnalysisQuery): Promise<RepairAnalysis> {
  const scope = actingScope(request);
  const where = and(
    scope.kind === 'community'
      ? eq(d.residentialId, scope.residentialId)
      : inArray(d.residentialId, orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, scope.tenantId))),
    between(d.day, query.from, query.to),
  );
  const [summary, byType, byStatus, byWorker] = await Promise.all([
    orm
      .select({
        total,
        avgResponseMinutes: ratio(d.responseMinutes, d.received, 1),
        avgCompleteMinutes: ratio(d.completeMinutes, d.finished, 1),
        overdue: sql<number>`coalesce(sum(${d.overdue}), 0)::integer`.mapWith(Number),
        avgRating: ratio(d.ratingSum, d.rated, 2),
        rated: sql<number>`coalesce(sum(${d.rated}), 0)::integer`.mapWith(Number),
      })
      .from(d)
      .where(where),
    orm
      .select({ key: sql<string>`${d.typeId}::text`, name: sql<string>`coalesce(${repairTypes.typeName}, '')`, total })
      .from(d)
      .leftJoin(repairTypes, eq(repairTypes.id, d.typeId))
      .where(where)
      .groupBy(d.typeId, repairTypes.typeName)
      .orderBy(sql`sum(${d.total}) desc`),
    orm.select({ key: d.status, total }).from(d).where(where).groupBy(d.status),
    orm
      .select({ key: sql<string>`${d.assigneeUserId}::text`, name: users.name, total })
      .from(d)
      .innerJoin(users, eq(users.id, d.assigneeUserId))
      .where(and(where, ne(d.assigneeUserId, 0)))
      .groupBy(d.assigneeUserId, users.name)
      .orderBy(sql`sum(${d.total}) desc`)
      .limit(20),
  ]);
  const counted = new Map(byStatus.map((row) => [row.key, row.total]));
  const s = summary[0]!;
  return {
    total: s.total ?? 0,
    byType: byType
      .filter((row) => row.total > 0)
      .map((row) => ({ ...row, name: row.name || (request.language === 'en' ? 'Unclassified' : '未分类') })),
    byStatus: REPAIR_STATUSES.map((status) => ({
      key: status,
      name: labelIn(
        REPAIR_STATUS_OPTIONS.find((option) => option.value === status)!,
        request.language,
      ),
      total: counted.get(status) ?? 0,
    })),
    byWorker: byWorker.filter((row) => row.total > 0),
    avgResponseMinutes: s.avgResponseMinutes,
    avgCompleteMinutes: s.avgCompleteMinutes,
    overdue: s.overdue,
    avgRating: s.avgRating,
    rated: s.rated,
  };
}
