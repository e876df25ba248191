import { Access } from '@cvap/contracts';
import fp from 'fastify-plugin';
import { AuthCache } from '../auth/auth-cache.js';
import { authenticateFromCache, authenticateToken } from '../auth/authenticate.js';
import { tokenFromHeader } from '../auth/tokens.js';
import { keepListening } from '../db/keep-listening.js';
import { AppError } from '../lib/errors.js';
import { wellFormedCompanyId } from './residential-scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions, grants and communities of this instance, kept exact by the database's change signals. */
    authCache: AuthCache;
  }
}

/**
 * Authenticates every request to a non-public route from its Authorization header (raw or Bearer), through the
 * instance's auth cache: on an element route the element grant, and with a CompanyId header that community,
 * come with the session; the permission and community-scope hooks decide with them.
 */
export const authPlugin = fp(async (app) => {
  const cache = new AuthCache();
  app.decorate('authCache', cache);
  const signals = app.db.authSignals;
  const unwatch = signals.watchWriters(
    (connection) => cache.changing(connection),
    (connection) => cache.settled(connection),
  );
  const feed = keepListening(
    (onMessage, onLost) => signals.listen(onMessage, onLost),
    () => cache.changed(),
    app.log,
    'auth cache',
    (up) => cache.listening(up),
  );
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', async () => {
    unwatch();
    await feed.close();
  });

  const source = { orm: app.db.orm, cache };
  app.decorateRequest('auth', null);
  // Synchronous when the cache answers (the common case); a throw is the refusal.
  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    // No access declared means no route matched: the not-found handler answers.
    if (access === undefined || access === Access.PUBLIC) return done();
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError('TOKEN_INVALID');
    const companyId = wellFormedCompanyId(request);
    const options = { ...(access === Access.AUTHENTICATED ? {} : { element: access }), ...(companyId === undefined ? {} : { companyId }) };
    const cached = authenticateFromCache(source, app.config.jwt.value, token, options);
    // An authenticated answer is the user's own: never kept by the browser or a proxy (a route may set its own).
    if (cached) {
      request.auth = cached;
      reply.header('cache-control', 'no-store');
      return done();
    }
    authenticateToken(source, app.config.jwt.value, token, options).then((auth) => {
      request.auth = auth;
      reply.header('cache-control', 'no-store');
      done();
    }, done);
  });
});
