import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { AddressWindows } from './address-windows.js';
import { shareRequestCounts, type RequestCountSharing } from './request-count-sharing.js';

const WINDOW_MS = 60_000;
/** How often counts are exchanged with the other instances (PostgreSQL only). */
const SHARE_EVERY_MS = 300;

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limit's exchange with other instances; null on PGlite (one process owns the database). */
    requestCounts: RequestCountSharing | null;
  }
}

/**
 * A per-address ceiling on API requests (the console's static files are not counted: one page load fetches many),
 * in fixed one-minute windows aligned on the clock. Sends x-ratelimit-limit/-remaining/-reset, and retry-after
 * with the 42901 refusal. Login has its own failure-based limits on top (auth/login.ts).
 * Synchronous on purpose: it runs on every request (docs/decisions/0011, the chain benchmark). On PostgreSQL the
 * counts are exchanged with the other instances in the background (request-count-sharing.ts, decision 0041).
 */
export const rateLimitPlugin = fp<{ perMinute: number; shareEveryMs?: number }>(async (app, { perMinute, shareEveryMs }) => {
  const windows = new AddressWindows(perMinute, WINDOW_MS);
  const limit = String(perMinute);
  const sharing = app.db.kind === 'postgres' ? shareRequestCounts(app.db.orm, windows, app.log, shareEveryMs ?? SHARE_EVERY_MS) : null;
  app.decorate('requestCounts', sharing);
  app.addHook('onClose', async () => sharing?.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const now = Date.now();
    const hit = windows.hit(request.ip, now);
    const reset = String(Math.ceil((hit.resetAt - now) / 1000));
    reply.header('x-ratelimit-limit', limit).header('x-ratelimit-remaining', String(hit.remaining)).header('x-ratelimit-reset', reset);
    if (!hit.allowed) {
      reply.header('retry-after', reset);
      throw new AppError('RATE_LIMITED');
    }
    done();
  });
});
