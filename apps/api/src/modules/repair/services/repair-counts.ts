import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ActingScope } from '../../../auth/types.js';
import type { Orm } from '../../../db/client.js';
import { repairOrders, residentials } from '../../../db/schema/index.js';

/** The side menu's countKeys (contracts MENU_CATALOGUE) and the repair-order status each counts. */
export const REPAIR_COUNT_KEYS = ['myRepair', 'assignRepair', 'repairProcess', 'repairRevisit', 'repairCheck'] as const;
export type RepairCountKey = (typeof REPAIR_COUNT_KEYS)[number];
const STATUS_OF: Record<Exclude<RepairCountKey, 'myRepair'>, string> = {
  assignRepair: 'pending',
  repairProcess: 'processing',
  repairRevisit: 'visiting',
  repairCheck: 'checking',
};
const CLOSED_STATUSES = ['completed', 'closed'];

function countWhere(condition: ReturnType<typeof sql>) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/**
 * Counts for the side menu, within the acting scope: my open orders (reported by the user and not completed or
 * closed), then the orders awaiting dispatch, in process, awaiting follow-up and awaiting spot check.
 */
export async function repairOrderCounts(orm: Orm, scope: ActingScope, userId: number): Promise<{ type: RepairCountKey; total: number }[]> {
  const inScope =
    scope.kind === 'community'
      ? eq(repairOrders.residentialId, scope.residentialId)
      : inArray(
          repairOrders.residentialId,
          orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, scope.tenantId)),
        );
  const [row] = await orm
    .select({
      myRepair: countWhere(sql`${and(eq(repairOrders.reporterUserId, userId), notInArray(repairOrders.status, CLOSED_STATUSES))}`),
      assignRepair: countWhere(sql`${eq(repairOrders.status, STATUS_OF.assignRepair)}`),
      repairProcess: countWhere(sql`${eq(repairOrders.status, STATUS_OF.repairProcess)}`),
      repairRevisit: countWhere(sql`${eq(repairOrders.status, STATUS_OF.repairRevisit)}`),
      repairCheck: countWhere(sql`${eq(repairOrders.status, STATUS_OF.repairCheck)}`),
    })
    .from(repairOrders)
    .where(inScope);
  return REPAIR_COUNT_KEYS.map((type) => ({ type, total: row?.[type] ?? 0 }));
}
