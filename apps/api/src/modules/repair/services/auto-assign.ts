import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { users } from '../../../db/schema/index.js';
import { repairDistributions, repairTypes } from '../schema.js';
import { workerCondition } from './worker-check.js';

/** The type and its ancestors, nearest first (a rule for 水电维修 covers 下水道堵塞). */
export async function typeLineage(orm: Orm, tenantId: number, typeId: number): Promise<number[]> {
  const types = await orm.select({ id: repairTypes.id, pid: repairTypes.pid }).from(repairTypes).where(eq(repairTypes.tenantId, tenantId));
  const parent = new Map(types.map((t) => [t.id, t.pid]));
  const lineage: number[] = [];
  for (let id: number | null | undefined = typeId; id != null && !lineage.includes(id); id = parent.get(id)) lineage.push(id);
  return lineage;
}

/**
 * The distribution rule a new order matches (contracts repairDistribution): enabled, in the order's community,
 * for its type or an ancestor, for its building or for any; the nearest type first, then a rule naming the
 * building, then the lowest sort number; its worker must still be one of the community's workers.
 */
export async function matchDistribution(
  orm: Orm,
  order: { residentialId: number; tenantId: number; typeId: number; buildingId: number | null },
): Promise<{ ruleName: string; workerUserId: number } | null> {
  const lineage = await typeLineage(orm, order.tenantId, order.typeId);
  const depth = sql`array_position(${sql.raw(`ARRAY[${lineage.map(Number).join(',')}]::int[]`)}, ${repairDistributions.typeId})`;
  const [rule] = await orm
    .select({ ruleName: repairDistributions.ruleName, workerUserId: repairDistributions.workerUserId })
    .from(repairDistributions)
    .innerJoin(users, eq(users.id, repairDistributions.workerUserId))
    .where(
      and(
        eq(repairDistributions.residentialId, order.residentialId),
        eq(repairDistributions.enabled, 1),
        inArray(repairDistributions.typeId, lineage),
        order.buildingId === null
          ? isNull(repairDistributions.buildingId)
          : or(isNull(repairDistributions.buildingId), eq(repairDistributions.buildingId, order.buildingId)),
        workerCondition(orm, order.residentialId),
      ),
    )
    .orderBy(depth, sql`${repairDistributions.buildingId} is null`, asc(repairDistributions.sortNo), asc(repairDistributions.id))
    .limit(1);
  return rule ?? null;
}
