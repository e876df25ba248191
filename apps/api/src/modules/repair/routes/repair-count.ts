import { Elements, Endpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, RepairCountEnvelope, serviceContext } from '../../../engine/index.js';
import { repairOrderCounts } from '../services/order-counts.js';

export async function repairCountRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    Endpoints.repairOrderCount,
    {
      config: { access: Elements.repairCountView.code },
      schema: {
        tags: ['repair'],
        summary: 'Side-menu counts of repair orders in the acting scope',
        response: { 200: RepairCountEnvelope },
      },
    },
    async (request) => ok(request.language, await repairOrderCounts(serviceContext(request))),
  );
}
