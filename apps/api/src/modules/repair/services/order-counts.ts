import { REPAIR_COUNT_STATES, REPAIR_ENDED_STATUSES } from '@cvap/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { repairOrderTallies } from '../schema.js';

/** The side menu's countKeys (contracts MENU_CATALOGUE): "my" open reported orders, then one per workflow stage. */
export const REPAIR_COUNT_KEYS = ['myRepair', ...(Object.keys(REPAIR_COUNT_STATES) as (keyof typeof REPAIR_COUNT_STATES)[])] as const;
export type RepairCountKey = (typeof REPAIR_COUNT_KEYS)[number];
const CLOSED_STATUSES: ReadonlySet<string> = new Set(REPAIR_ENDED_STATUSES);

/**
 * Counts for the side menu, within the acting scope, read from repair_order_tallies (kept in step with the
 * orders by a trigger, migration 0011): a few rows per community and state, never the orders themselves.
 * myRepair: orders the user registered that are not completed or closed.
 */
export async function repairOrderCounts({ orm, scope, user }: ServiceContext): Promise<{ type: RepairCountKey; total: number }[]> {
  const inScope =
    scope.kind === 'residential'
      ? eq(repairOrderTallies.residentialId, scope.residentialId)
      : inArray(
          repairOrderTallies.residentialId,
          orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, scope.tenantId)),
        );
  const rows = await orm
    .select({
      status: repairOrderTallies.status,
      all: sql<number>`sum(${repairOrderTallies.total})`.mapWith(Number),
      mine: sql<number>`coalesce(sum(${repairOrderTallies.total}) filter (where ${repairOrderTallies.reporterUserId} = ${user.id}), 0)`.mapWith(
        Number,
      ),
    })
    .from(repairOrderTallies)
    .where(inScope)
    .groupBy(repairOrderTallies.status);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return REPAIR_COUNT_KEYS.map((type) => ({
    type,
    total:
      type === 'myRepair'
        ? rows.filter((row) => !CLOSED_STATUSES.has(row.status)).reduce((sum, row) => sum + row.mine, 0)
        : REPAIR_COUNT_STATES[type].reduce((sum, status) => sum + (byStatus.get(status)?.all ?? 0), 0),
  }));
}
