import { Access } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Orm } from '../db/client.js';
import { elements, roleElements, roles, userRoles } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

/** Whether one of the user's enabled roles grants the element. Read on every request: no stale grants. */
export async function userHasElement(orm: Orm, userId: number, code: string): Promise<boolean> {
  const rows = await orm
    .select({ one: elements.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
    .innerJoin(roleElements, eq(roleElements.roleId, userRoles.roleId))
    .innerJoin(elements, eq(elements.id, roleElements.elementId))
    .where(and(eq(userRoles.userId, userId), eq(elements.code, code)))
    .limit(1);
  return rows.length > 0;
}

/** Kiosk accounts only reach routes marked `kiosk: true`; element routes need the element (40301 otherwise). */
export const permissionPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const { access, kiosk } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return;
    if (auth.user.kiosk && kiosk !== true) throw new AppError('FORBIDDEN');
    if (access !== Access.AUTHENTICATED && !(await userHasElement(app.db.orm, auth.user.id, access))) throw new AppError('FORBIDDEN');
  });
});
