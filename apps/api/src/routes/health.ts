import { Access, Endpoints } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../lib/envelope.js';
import { unhandledRejectionCount } from '../lib/process-faults.js';
import { HealthEnvelope } from '../lib/schemas.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    Endpoints.health,
    {
      config: { access: Access.PUBLIC, kiosk: true },
      schema: {
        tags: ['system'],
        summary:
          'Liveness with a database round trip (50301 when the database is down); the count of unhandled promise rejections since start (0 unless a bug)',
        response: { 200: HealthEnvelope },
      },
    },
    async (request) => {
      await app.db.orm.execute(sql`select 1`);
      return ok(request.language, { db: 'up' as const, unhandledRejections: unhandledRejectionCount() });
    },
  );
}
