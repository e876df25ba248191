import { Access, ChangePasswordRequestSchema, Endpoints, PreferencesSchema } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeOwnPassword } from '../auth/change-password.js';
import { users } from '../db/schema/index.js';
import { ok } from '../lib/envelope.js';
import { loadUserInfo } from '../auth/user-info.js';
import { caller } from '../lib/route-helpers.js';
import { EmptyEnvelope, UserInfoEnvelope } from '../lib/schemas.js';

/** The signed-in user's own information, password and preferences: every user, kiosk included. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' } as const;

  routes.get(
    Endpoints.userInfo,
    {
      config: own,
      schema: {
        tags: ['session'],
        summary: 'The user, menu tree, elements, communities and preferences',
        response: { 200: UserInfoEnvelope },
      },
    },
    async (request) => ok(request.language, await loadUserInfo(app.db.orm, caller(request).user, app.config.hwBridgeUrl, request.scope)),
  );

  routes.put(
    Endpoints.changePassword,
    {
      config: { ...own, opLog: { resource: 'user', action: 'changePassword' } },
      schema: {
        tags: ['session'],
        summary: 'Change the own password; revokes every session of the user',
        body: ChangePasswordRequestSchema,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await changeOwnPassword(app.db.orm, caller(request).user.id, request.body);
      return ok(request.language, null);
    },
  );

  routes.put(
    Endpoints.preferences,
    {
      config: { ...own, opLog: { resource: 'user', action: 'preferences' } },
      schema: { tags: ['session'], summary: 'Save the own preferences', body: PreferencesSchema, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      if (request.body.language)
        await app.db.orm
          .update(users)
          .set({ language: request.body.language, updatedAt: new Date() })
          .where(eq(users.id, caller(request).user.id));
      return ok(request.language, null);
    },
  );
}
