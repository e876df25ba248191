import { FreezeSchema, ResetPasswordSchema, USER_ELEMENTS, USER_PATHS } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmptyEnvelope, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { freezeUser, resetPassword } from '../services/user-admin.js';

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
      await resetPassword(serviceContext(request), id, password);
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
      await freezeUser(serviceContext(request), id, frozen);
      return ok(request.language, null);
    },
  );
}
