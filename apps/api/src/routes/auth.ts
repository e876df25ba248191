import { PlatformEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { login, revokeSession } from '../auth/login.js';
import { endpointRoute } from '../engine/endpoint-route.js';
import { caller } from '../lib/route-helpers.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(
    app,
    PlatformEndpoints.login,
    async (request) => {
      const { username, password, id } = request.body;
      request.opLogNote = { username: username.toLowerCase() };
      const result = await login(
        app.db.orm,
        { secret: app.config.jwt.value, ttlSeconds: app.config.jwtTtlSeconds },
        { username, password, clientId: id, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      request.opLogNote.userId = result.userId;
      return result.token;
    },
    {
      // The answer is the session token: never kept by the browser or a proxy (an authenticated route gets this
      // from the auth hook; this one is public). Set before the handler, so a refusal carries it too.
      onRequest: (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      },
    },
  );

  endpointRoute(app, PlatformEndpoints.logout, async (request) => {
    await revokeSession(app.db.orm, caller(request).sessionId);
    return null;
  });
}
