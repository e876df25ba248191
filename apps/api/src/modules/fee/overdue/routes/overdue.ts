import { envelopeSchema, FEE_ELEMENTS, FeePaths, OverdueComputeRequestSchema, OverdueComputeSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import { lateFees } from '../services/reports.js';

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
    async (request) => ok(request.language, await lateFees(serviceContext(request), request.body.asOf)),
  );
}
