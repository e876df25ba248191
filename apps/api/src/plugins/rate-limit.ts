import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { AddressWindows } from './address-windows.js';

const WINDOW_MS = 60_000;

/**
 * A per-address ceiling on API requests (the console's static files are not counted: one page load fetches many),
 * in fixed one-minute windows kept in memory per instance. Sends x-ratelimit-limit/-remaining/-reset, and
 * retry-after with the 42901 refusal. Login has its own failure-based limits on top (auth/login.ts).
 * Synchronous on purpose: it runs on every request (docs/decisions/0011, the chain benchmark).
 */
export const rateLimitPlugin = fp<{ perMinute: number }>(async (app, { perMinute }) => {
  const windows = new AddressWindows(perMinute, WINDOW_MS);
  const limit = String(perMinute);
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
