import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type Orm } from '../../../engine/index.js';
import { roleElements, roleMenus, roles, userRoles } from '../../../db/schema/index.js';

/** What roles grant: menu entries and elements (docs/decisions/0012). */
export interface Privilege {
  menus: ReadonlySet<number>;
  elements: ReadonlySet<number>;
}

const NONE: Privilege = { menus: new Set(), elements: new Set() };

/** The menus and elements the roles grant together (whether the roles are enabled or not). */
export async function privilegeOfRoles(orm: Orm, roleIds: readonly number[]): Promise<Privilege> {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return NONE;
  const menuRows = await orm.select({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, ids));
  const elementRows = await orm.select({ id: roleElements.elementId }).from(roleElements).where(inArray(roleElements.roleId, ids));
  return { menus: new Set(menuRows.map((r) => r.id)), elements: new Set(elementRows.map((r) => r.id)) };
}

/** The user's roles: all of them, or only the enabled ones (what the user can use now). */
export async function rolesOfUser(orm: Orm, userId: number, enabledOnly = false): Promise<number[]> {
  const rows = await orm
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), ...(enabledOnly ? [eq(roles.enabled, 1)] : [])))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

/** What the caller holds: the grants of their enabled roles (what the route guard lets them use). */
export async function callerPrivilege(orm: Orm, userId: number): Promise<Privilege> {
  return privilegeOfRoles(orm, await rolesOfUser(orm, userId, true));
}

/**
 * What an account could use: the grants of all its roles, disabled ones included (enabling a role is a role
 * edit, which the rule checks separately, but a disabled role must not hide what the account would regain).
 */
export async function accountPrivilege(orm: Orm, userId: number): Promise<Privilege> {
  return privilegeOfRoles(orm, await rolesOfUser(orm, userId));
}

/** Whether `holder` holds every menu and element of `target` (equal privilege counts). */
export function covers(holder: Privilege, target: { menus: Iterable<number>; elements: Iterable<number> }): boolean {
  for (const id of target.menus) if (!holder.menus.has(id)) return false;
  for (const id of target.elements) if (!holder.elements.has(id)) return false;
  return true;
}

/** 40306 unless the caller holds everything `target` holds or grants. */
export function requireCovered(holder: Privilege, target: { menus: Iterable<number>; elements: Iterable<number> }): void {
  if (!covers(holder, target)) throw new AppError('PRIVILEGE_EXCEEDED');
}

/** Which of the roles the caller holds (enabled or not). */
export async function heldRoles(orm: Orm, callerId: number, roleIds: readonly number[]): Promise<number[]> {
  const held = new Set(await rolesOfUser(orm, callerId));
  return roleIds.filter((id) => held.has(id));
}

/** 40909 if the caller holds any of the roles (enabled or not): nobody changes their own grants. */
export async function refuseHeldRoles(orm: Orm, callerId: number, roleIds: readonly number[]): Promise<void> {
  if ((await heldRoles(orm, callerId, roleIds)).length) throw new AppError('OWN_ROLE');
}

/** The caller may act on the account (edit, delete, reset its password, freeze it) only if it holds no more. */
export async function requireAccountCovered(orm: Orm, callerId: number, targetUserId: number): Promise<void> {
  requireCovered(await callerPrivilege(orm, callerId), await accountPrivilege(orm, targetUserId));
}
