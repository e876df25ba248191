import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';
import { elements, roleElements, roles, userRoles } from '../db/schema/index.js';

type UserRef = number | PgColumn | SQLWrapper;
type CodeRef = string | SQLWrapper;

/** Element codes granted to the user through their enabled roles (one row per grant), optionally one code only. */
function grantedElementRows(orm: Orm, userId: UserRef, onlyCode?: CodeRef) {
  const byUser = eq(userRoles.userId, userId);
  return orm
    .select({ code: elements.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
    .innerJoin(roleElements, eq(roleElements.roleId, userRoles.roleId))
    .innerJoin(elements, eq(elements.id, roleElements.elementId))
    .where(onlyCode === undefined ? byUser : and(byUser, eq(elements.code, onlyCode)));
}

/**
 * `exists (…)`: whether one of the user's enabled roles grants the element, as an expression another statement
 * can embed (the per-request session check reads it in the same round trip, auth/authenticate.ts).
 */
export function elementGrantedExpression(orm: Orm, userId: UserRef, code: CodeRef): SQL<boolean> {
  return sql<boolean>`exists (${grantedElementRows(orm, userId, code).limit(1)})`;
}

function prepareHasElement(orm: Orm) {
  return orm
    .select({ granted: elementGrantedExpression(orm, sql.placeholder('userId'), sql.placeholder('code')) })
    .from(sql`(values (1)) as one`)
    .prepare('cvap_user_has_element');
}

/**
 * Named prepared statements are parsed and planned once per connection instead of on every request (planning
 * was 3–4× the execution of this 4-table join; docs/decisions/0006). One per database handle.
 */
const hasElementStatements = new WeakMap<Orm, ReturnType<typeof prepareHasElement>>();

/** Whether one of the user's enabled roles grants the element. Read on every request: no stale grants. */
export async function userHasElement(orm: Orm, userId: number, code: string): Promise<boolean> {
  let statement = hasElementStatements.get(orm);
  if (!statement) {
    statement = prepareHasElement(orm);
    hasElementStatements.set(orm, statement);
  }
  const [row] = await statement.execute({ userId, code });
  return row?.granted === true;
}

/** Every element code the user's enabled roles grant, sorted, each once. */
export async function grantedElementCodes(orm: Orm, userId: number): Promise<string[]> {
  return [...new Set((await grantedElementRows(orm, userId)).map((row) => row.code))].sort();
}
