import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * A per-address ceiling on API requests (the console's static files are not counted: one page load fetches many).
 * Login has its own failure-based limits on top (auth/login.ts).
 */
export const rateLimitPlugin = fp<{ perMinute: number }>(async (app, { perMinute }) => {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
