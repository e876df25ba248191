import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';
import { elements, roleElements, roles, userRoles } from '../db/schema/index.js';

type UserRef = number | PgColumn | SQLWrapper;

/** Element codes granted to the user through their enabled roles (one row per grant). */
function grantedElementRows(orm: Orm, userId: UserRef) {
  return orm
    .select({ code: elements.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
    .innerJoin(roleElements, eq(roleElements.roleId, userRoles.roleId))
    .innerJoin(elements, eq(elements.id, roleElements.elementId))
    .where(eq(userRoles.userId, userId));
}

/** `array(…)` of the element codes the user's enabled roles grant, as an expression another statement can embed. */
export function grantedCodesArray(orm: Orm, userId: UserRef): SQL<string[]> {
  return sql<string[]>`array(${grantedElementRows(orm, userId)})`;
}

/** Every element code the user's enabled roles grant, sorted, each once. */
export async function grantedElementCodes(orm: Orm, userId: number): Promise<string[]> {
  return [...new Set((await grantedElementRows(orm, userId)).map((row) => row.code))].sort();
}
