import type { GrantNode, MenuBatch, RoleGrants } from '@cvap/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ActingScope, AppError, inTransaction, type Orm, type ServiceContext } from '../../../engine/index.js';
import { elements, menus, roleElements, roleMenus, roles } from '../../../db/schema/index.js';
import { callerPrivilege, heldRoles, privilegeOfRoles, requireCovered } from './privilege.js';

async function tenantRoleIds(orm: Orm, scope: ActingScope, ids: number[]): Promise<number[]> {
  const rows = await orm
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, scope.tenantId), inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}

/** 404 unless the role is of the caller's tenant. */
async function requireRole(orm: Orm, scope: ActingScope, roleId: number): Promise<void> {
  if ((await tenantRoleIds(orm, scope, [roleId])).length === 0) throw new AppError('NOT_FOUND');
}

async function requireExisting(orm: Orm, field: 'menuIds' | 'elementIds', ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const table = field === 'menuIds' ? menus : elements;
  const found = await orm.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length)
    throw new AppError('VALIDATION_FAILED', { detail: field, data: { fields: [{ field, message: field }] } });
}

/** Every menu entry with its elements, each marked as granted to the role or not. */
export async function readGrants({ orm, scope }: ServiceContext, roleId: number): Promise<GrantNode[]> {
  await requireRole(orm, scope, roleId);
  const menuRows = await orm.select().from(menus).orderBy(asc(menus.sortNo), asc(menus.id));
  const elementRows = await orm.select().from(elements).orderBy(asc(elements.code));
  const grantedMenus = new Set(
    (await orm.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.id),
  );
  const grantedElements = new Set(
    (await orm.select({ id: roleElements.elementId }).from(roleElements).where(eq(roleElements.roleId, roleId))).map((r) => r.id),
  );

  const nodes = new Map<number, GrantNode>(
    menuRows.map((m) => [
      m.id,
      { id: m.id, code: m.code, name: m.name, nameEn: m.nameEn, type: m.type, granted: grantedMenus.has(m.id), elements: [], children: [] },
    ]),
  );
  for (const e of elementRows)
    nodes.get(e.menuId)?.elements.push({ id: e.id, code: e.code, name: e.name, nameEn: e.nameEn, granted: grantedElements.has(e.id) });
  const roots: GrantNode[] = [];
  for (const m of menuRows) {
    const parent = m.parentId === null ? undefined : nodes.get(m.parentId);
    (parent ? parent.children : roots).push(nodes.get(m.id)!);
  }
  return roots;
}

function sameSet(a: ReadonlySet<number>, b: readonly number[]): boolean {
  const other = new Set(b);
  return a.size === other.size && [...a].every((id) => other.has(id));
}

/**
 * Replaces the role's menu and element grants with exactly the ones given, in one transaction. Not on a role the
 * caller holds (40909; saving it unchanged is a no-op), nor on one granting more than the caller holds, nor
 * granting it (40306): docs/decisions/0012.
 */
export async function writeGrants({ orm, scope, user }: ServiceContext, roleId: number, grants: RoleGrants): Promise<void> {
  const callerId = user.id;
  await requireRole(orm, scope, roleId);
  await requireExisting(orm, 'menuIds', grants.menuIds);
  await requireExisting(orm, 'elementIds', grants.elementIds);
  const current = await privilegeOfRoles(orm, [roleId]);
  if ((await heldRoles(orm, callerId, [roleId])).length) {
    if (sameSet(current.menus, grants.menuIds) && sameSet(current.elements, grants.elementIds)) return;
    throw new AppError('OWN_ROLE');
  }
  const holder = await callerPrivilege(orm, callerId);
  requireCovered(holder, current);
  requireCovered(holder, { menus: grants.menuIds, elements: grants.elementIds });
  await inTransaction(orm, async (tx) => {
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    await tx.delete(roleElements).where(eq(roleElements.roleId, roleId));
    const menuIds = [...new Set(grants.menuIds)];
    const elementIds = [...new Set(grants.elementIds)];
    if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
    if (elementIds.length) await tx.insert(roleElements).values(elementIds.map((elementId) => ({ roleId, elementId })));
  });
}

/**
 * Grants or revokes the menus for every role given (all of the caller's tenant, else 404); the same rule as
 * writeGrants for each role (a held role only if nothing of it changes), and only menus the caller holds are
 * granted.
 */
export async function batchMenus({ orm, scope, user }: ServiceContext, batch: MenuBatch): Promise<void> {
  const callerId = user.id;
  const roleIds = [...new Set(batch.roleIds)];
  if ((await tenantRoleIds(orm, scope, roleIds)).length !== roleIds.length) throw new AppError('NOT_FOUND');
  await requireExisting(orm, 'menuIds', batch.menuIds);
  // A role the caller holds only if the batch changes nothing of it (40909 otherwise).
  for (const roleId of await heldRoles(orm, callerId, roleIds)) {
    const { menus: current } = await privilegeOfRoles(orm, [roleId]);
    if (batch.menuIds.some((menuId) => current.has(menuId) !== batch.grant)) throw new AppError('OWN_ROLE');
  }
  const holder = await callerPrivilege(orm, callerId);
  requireCovered(holder, await privilegeOfRoles(orm, roleIds));
  if (batch.grant) requireCovered(holder, { menus: batch.menuIds, elements: [] });
  const menuIds = [...new Set(batch.menuIds)];
  await inTransaction(orm, async (tx) => {
    if (batch.grant)
      await tx
        .insert(roleMenus)
        .values(roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId }))))
        .onConflictDoNothing();
    else await tx.delete(roleMenus).where(and(inArray(roleMenus.roleId, roleIds), inArray(roleMenus.menuId, menuIds)));
  });
}
