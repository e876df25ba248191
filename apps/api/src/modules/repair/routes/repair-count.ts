import { envelopeSchema, REPAIR_ORDER_ELEMENTS, RepairPaths } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { repairOrderCounts } from '../services/order-counts.js';

/** The side menu's counts (repairContract.menuCounts): one number per countKey. */
const RepairCountEnvelope = envelopeSchema(z.array(z.object({ type: z.string(), total: z.number().int() })));

export async function repairCountRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    RepairPaths.count,
    {
      config: { access: REPAIR_ORDER_ELEMENTS.count.code as RouteAccess },
      schema: {
        tags: ['repair'],
        summary: 'Side-menu counts of repair orders in the acting scope',
        response: { 200: RepairCountEnvelope },
      },
    },
    async (request) => ok(request.language, await repairOrderCounts(serviceContext(request))),
  );
}
