import { PlatformEndpoints } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../engine/endpoint-route.js';
import { unhandledRejectionCount } from '../lib/process-faults.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, PlatformEndpoints.health, async () => {
    await app.db.orm.execute(sql`select 1`);
    return { db: 'up' as const, unhandledRejections: unhandledRejectionCount() };
  });
}
