import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** A per-address ceiling on all requests; login has its own failure-based limits on top (auth/login.ts). */
export const rateLimitPlugin = fp<{ perMinute: number }>(async (app, { perMinute }) => {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
