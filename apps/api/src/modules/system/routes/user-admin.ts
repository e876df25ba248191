import { FreezeSchema, ResetPasswordSchema, USER_ELEMENTS, USER_PATHS } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingScope, AppError, caller, EmptyEnvelope, inTransaction, ok, type RouteAccess } from '../../../engine/index.js';
import { users } from '../../../db/schema/index.js';
import { requireAccountCovered } from '../services/privilege.js';
import { revokeUserSessions } from '../services/sessions.js';
import { passwordHashFor } from '../user-hooks.js';

/**
 * The user of the caller's tenant (head office acting), else 404; never the caller (40903), nor an account
 * holding more than the caller (40306, docs/decisions/0012).
 */
async function otherUser(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const scope = actingScope(request);
  if (scope.kind !== 'headOffice') throw new AppError('HEAD_OFFICE_ONLY');
  const [row] = await app.db.orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, scope.tenantId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (id === caller(request).user.id) throw new AppError('NOT_ON_SELF');
  await requireAccountCovered(app.db.orm, caller(request).user.id, id);
}

/** Reset another user's password, freeze or unfreeze an account: both end the account's sessions. */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    USER_PATHS.resetPassword,
    {
      config: { access: USER_ELEMENTS.resetPassword.code as RouteAccess, opLog: { resource: 'user', action: 'resetPassword' } },
      schema: {
        tags: ['user'],
        summary: "Set another user's password; ends that user's sessions (7101)",
        body: ResetPasswordSchema,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { id, password } = request.body;
      request.opLogNote = { recordId: String(id) };
      await otherUser(app, request, id);
      const passwordHash = await passwordHashFor(password);
      const now = new Date();
      await inTransaction(app.db.orm, async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now, failedLoginCount: 0, lockedUntil: null })
          .where(eq(users.id, id));
        await revokeUserSessions(tx, id, 'password', now);
      });
      return ok(request.language, null);
    },
  );

  routes.post(
    USER_PATHS.freeze,
    {
      config: { access: USER_ELEMENTS.freeze.code as RouteAccess, opLog: { resource: 'user', action: 'freeze' } },
      schema: {
        tags: ['user'],
        summary: 'Freeze (1) or unfreeze (0) an account; freezing ends its sessions (7102)',
        body: FreezeSchema,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { id, frozen } = request.body;
      request.opLogNote = { recordId: String(id) };
      await otherUser(app, request, id);
      await inTransaction(app.db.orm, async (tx) => {
        await tx.update(users).set({ frozen, updatedAt: new Date() }).where(eq(users.id, id));
        if (frozen === 1) await revokeUserSessions(tx, id, 'disabled');
      });
      return ok(request.language, null);
    },
  );
}
