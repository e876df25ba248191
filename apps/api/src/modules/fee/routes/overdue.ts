import { envelopeSchema, FEE_ELEMENTS, FeePaths, OverdueComputeRequestSchema, OverdueComputeSchema } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentials } from '../../../db/schema/index.js';
import { actingScope, ok, type RouteAccess } from '../../../engine/index.js';
import { computeLateFees } from '../services/compute-late-fees.js';
import { todayInChina } from '../periods.js';

export async function overdueRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    FeePaths.overdueCompute,
    {
      config: { access: FEE_ELEMENTS.overdueCompute.code as RouteAccess, opLog: { resource: 'overdueRecord', action: 'compute' } },
      schema: {
        tags: ['overdueRecord'],
        summary: "Accrues late fees up to a day (default today) for the acting scope's communities, as the scheduled job does",
        body: OverdueComputeRequestSchema,
        response: { 200: envelopeSchema(OverdueComputeSchema) },
      },
    },
    async (request) => {
      const scope = actingScope(request);
      const communities =
        scope.kind === 'community'
          ? sql`${scope.residentialId}`
          : sql`select ${residentials.id} from ${residentials} where ${eq(residentials.tenantId, scope.tenantId)}`;
      return ok(request.language, await computeLateFees(app.db.orm, communities, request.body.asOf ?? todayInChina()));
    },
  );
}
