import { Access, Endpoints, LoginRequestSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login, revokeSession } from '../auth/login.js';
import { ok } from '../lib/envelope.js';
import { caller } from '../lib/route-helpers.js';
import { EmptyEnvelope, TokenEnvelope } from '../lib/schemas.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    Endpoints.login,
    {
      config: { access: Access.PUBLIC, kiosk: true, opLog: { resource: 'session', action: 'login' } },
      // The answer is the session token: never kept by the browser or a proxy (an authenticated route gets this
      // from the auth hook; this one is public). Set before the handler, so a refusal carries it too.
      onRequest: (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      },
      schema: {
        tags: ['session'],
        summary: 'Log in; data is the token',
        security: [],
        body: LoginRequestSchema,
        response: { 200: TokenEnvelope },
      },
    },
    async (request) => {
      const { username, password, id } = request.body;
      request.opLogNote = { username: username.toLowerCase() };
      const result = await login(
        app.db.orm,
        { secret: app.config.jwt.value, ttlSeconds: app.config.jwtTtlSeconds },
        { username, password, clientId: id, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      request.opLogNote.userId = result.userId;
      return ok(request.language, result.token);
    },
  );

  routes.post(
    Endpoints.logout,
    {
      config: { access: Access.AUTHENTICATED, kiosk: true, community: 'optional', opLog: { resource: 'session', action: 'logout' } },
      schema: { tags: ['session'], summary: 'Log out: revokes this session', response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      await revokeSession(app.db.orm, caller(request).sessionId);
      return ok(request.language, null);
    },
  );
}
