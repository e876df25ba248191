import { PlatformEndpoints } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeOwnPassword } from '../auth/change-password.js';
import { loadUserInfo } from '../auth/user-info.js';
import { users } from '../db/schema/index.js';
import { endpointRoute } from '../engine/endpoint-route.js';
import { caller } from '../lib/route-helpers.js';

/** The signed-in user's own information, password and preferences: every user, kiosk included. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, PlatformEndpoints.userInfo, async (request) =>
    loadUserInfo(app.db.orm, caller(request).user, app.config.hwBridgeUrl, request.scope),
  );

  endpointRoute(app, PlatformEndpoints.changePassword, async (request) => {
    await changeOwnPassword(app.db.orm, caller(request).user.id, request.body);
    return null;
  });

  endpointRoute(app, PlatformEndpoints.preferences, async (request) => {
    if (request.body.language)
      await app.db.orm
        .update(users)
        .set({ language: request.body.language, updatedAt: new Date() })
        .where(eq(users.id, caller(request).user.id));
    return null;
  });
}
