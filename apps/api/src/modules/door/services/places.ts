import { type AreaTreeNode, type BuildingListRequestSchema } from '@cvap/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { type ActingScope, AppError, containsPattern, type ServiceContext } from '../../../engine/index.js';
import { buildingFloors, buildings, residentials } from '../../../db/schema/index.js';
import { residentialCondition } from '../parents.js';

// The places of the acting scope for every screen's pickers: the area tree, the communities, the buildings.

/** The communities the acting scope reaches, as a condition on `residentials.id` (the tenant's, or the acting one). */
function reachable(scope: ActingScope) {
  return scope.kind === 'residential' ? eq(residentials.id, scope.residentialId) : eq(residentials.tenantId, scope.tenantId);
}

/**
 * Community → building or region (nested by parent) → floor, for the pickers of every screen. A building whose
 * parent is not in the result (it cannot happen through the API) hangs off its community.
 */
export function areaTree(
  residentialRows: { id: number; residentialName: string }[],
  nodes: { id: number; residentialId: number; parentId: number | null; name: string; type: number }[],
  floors: { id: number; buildingId: number; name: string }[],
): AreaTreeNode[] {
  const roots = new Map<number, AreaTreeNode>(
    residentialRows.map((c) => [c.id, { key: `r-${c.id}`, label: c.residentialName, value: c.id, type: 'residential', children: [] }]),
  );
  const byId = new Map<number, AreaTreeNode>(
    nodes.map((b) => [b.id, { key: `b-${b.id}`, label: b.name, value: b.id, type: 'building', buildingType: b.type, children: [] }]),
  );
  for (const floor of floors)
    byId.get(floor.buildingId)?.children!.push({ key: `f-${floor.id}`, label: floor.name, value: floor.id, type: 'floor' });
  for (const b of nodes) {
    const node = byId.get(b.id)!;
    const parent = (b.parentId !== null ? byId.get(b.parentId) : undefined) ?? roots.get(b.residentialId);
    parent?.children!.push(node);
  }
  return [...roots.values()];
}

/** Community → building or region → floor of the acting scope. */
export async function residentialTree(ctx: ServiceContext): Promise<AreaTreeNode[]> {
  const { orm } = ctx;
  const [residentialRows, nodes, floors] = await Promise.all([
    orm
      .select({ id: residentials.id, residentialName: residentials.residentialName })
      .from(residentials)
      .where(reachable(ctx.scope))
      .orderBy(asc(residentials.id)),
    orm
      .select({
        id: buildings.id,
        residentialId: buildings.residentialId,
        parentId: buildings.parentId,
        name: buildings.name,
        type: buildings.type,
      })
      .from(buildings)
      .where(residentialCondition(ctx, buildings.residentialId))
      .orderBy(asc(buildings.sortNo), asc(buildings.id)),
    orm
      .select({ id: buildingFloors.id, buildingId: buildingFloors.buildingId, name: buildingFloors.name })
      .from(buildingFloors)
      .where(residentialCondition(ctx, buildingFloors.residentialId))
      .orderBy(asc(buildingFloors.buildingId), asc(buildingFloors.floorNo)),
  ]);
  return areaTree(residentialRows, nodes, floors);
}

/** The communities of the acting scope, optionally by name. */
export function residentialList({ orm, scope }: ServiceContext, name: string | undefined) {
  return orm
    .select({
      id: residentials.id,
      residentialName: residentials.residentialName,
      companyId: residentials.companyId,
      kind: residentials.kind,
    })
    .from(residentials)
    .where(and(reachable(scope), name ? ilike(residentials.residentialName, containsPattern(name)) : undefined))
    .orderBy(asc(residentials.id));
}

/** Buildings and regions of the acting scope (optionally of one community, of one type). */
export async function buildingList(ctx: ServiceContext, query: z.infer<typeof BuildingListRequestSchema> | undefined) {
  const { orm } = ctx;
  const { residentialId, type } = query ?? {};
  if (residentialId !== undefined) {
    const [own] = await orm
      .select({ id: residentials.id })
      .from(residentials)
      .where(and(eq(residentials.id, residentialId), reachable(ctx.scope)))
      .limit(1);
    if (!own) throw new AppError('NOT_FOUND');
  }
  return orm
    .select({
      id: buildings.id,
      residentialId: buildings.residentialId,
      name: buildings.name,
      type: buildings.type,
      parentId: buildings.parentId,
      floorCount: buildings.floorCount,
    })
    .from(buildings)
    .where(
      and(
        residentialCondition(ctx, buildings.residentialId),
        residentialId === undefined ? undefined : eq(buildings.residentialId, residentialId),
        type === undefined ? undefined : eq(buildings.type, type),
      ),
    )
    .orderBy(asc(buildings.residentialId), asc(buildings.sortNo), asc(buildings.id));
}
