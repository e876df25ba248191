import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimitCounts } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';
import { awayFromWindowEnd } from './helpers/rate-window.js';

/**
 * Issue 27: the per-address limits hold for the cluster, not per instance. Two apps on one PostgreSQL database,
 * each with its own connection pool, as two API processes would be.
 */
const LIMIT = 10;

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  if (inject('dbKind') !== 'postgres') return;
  first = await startTestApp({ config: { rateLimitPerMinute: LIMIT } });
  second = await startTestApp({
    config: { rateLimitPerMinute: LIMIT, jwt: first.config.jwt },
    database: { db: await first.database.openAnother!(), dispose: async () => undefined },
  });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const health = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'accept-language': 'en' } });

describe.runIf(inject('dbKind') === 'postgres')('limits across two API instances on one PostgreSQL', () => {
  it('the request rate limit split over both refuses at the same count as on one instance', async () => {
    await awayFromWindowEnd();
    const address = '198.51.100.21';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await health(first.app, address)).statusCode);
    // The first instance publishes its counts; the second reads them back.
    await first.app.requestCounts!.flush();
    await second.app.requestCounts!.flush();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await health(second.app, address));
    statuses.push(...answers.map((answer) => answer.statusCode));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
    // And the other way round: the first instance learns of the second's requests.
    await second.app.requestCounts!.flush();
    await first.app.requestCounts!.flush();
    expect((await health(first.app, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await health(second.app, '198.51.100.22')).statusCode).toBe(200);
  });

  it('publishes one row per instance, address and window, and drops the rows of windows that are over', async () => {
    const orm = first.database.db.orm;
    await orm.execute(sql`insert into rate_limit_counts values (0, '198.51.100.23', gen_random_uuid(), 5)`);
    await health(first.app, '198.51.100.24');
    await first.app.requestCounts!.flush();
    const rows = await orm
      .select({ address: rateLimitCounts.address, count: rateLimitCounts.count })
      .from(rateLimitCounts)
      .where(like(rateLimitCounts.address, '198.51.100.2_'));
    // The row of window 0 went with the next publication; the new one is there once, with its count.
    expect(rows.filter((row) => row.address !== '198.51.100.21' && row.address !== '198.51.100.22')).toEqual([
      { address: '198.51.100.24', count: 1 },
    ]);
  });

  it('six login failures split over both instances are refused like six on one', async () => {
    await addUser(first.database.db, { username: 'splitguess', password: 'Right@2026', roles: ['staff'], headOffice: true });
    const attacker = '198.51.100.25';
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/jwt/token',
        remoteAddress: attacker,
        headers: { 'accept-language': 'en' },
        payload: { username: 'splitguess', password },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(i % 2 === 0 ? first.app : second.app, `wrong${i}xx1`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password from that address, on either instance.
    expect((await attempt(first.app, 'Right@2026')).statusCode).toBe(429);
    expect((await attempt(second.app, 'Right@2026')).statusCode).toBe(429);
  });
});
