import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { elements, roleElements, roles, userRoles } from '../db/schema/index.js';

/** Element codes granted to the user through their enabled roles (one row per grant), optionally one code only. */
function grantedElementRows(orm: Orm, userId: number, onlyCode?: string) {
  const byUser = eq(userRoles.userId, userId);
  return orm
    .select({ code: elements.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
    .innerJoin(roleElements, eq(roleElements.roleId, userRoles.roleId))
    .innerJoin(elements, eq(elements.id, roleElements.elementId))
    .where(onlyCode === undefined ? byUser : and(byUser, eq(elements.code, onlyCode)));
}

/** Whether one of the user's enabled roles grants the element. Read on every request: no stale grants. */
export async function userHasElement(orm: Orm, userId: number, code: string): Promise<boolean> {
  return (await grantedElementRows(orm, userId, code).limit(1)).length > 0;
}

/** Every element code the user's enabled roles grant, sorted, each once. */
export async function grantedElementCodes(orm: Orm, userId: number): Promise<string[]> {
  return [...new Set((await grantedElementRows(orm, userId)).map((row) => row.code))].sort();
}
