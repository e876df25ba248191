import { ChargeOrderRequestSchema, ChargeOrderRowSchema, envelopeSchema, FEE_ELEMENTS, FeePaths, pageResultSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import { chargeOrders } from '../services/reports.js';

export async function chargeOrderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    FeePaths.chargeOrder,
    {
      config: { access: FEE_ELEMENTS.chargeOrder.code as RouteAccess },
      schema: {
        tags: ['chargeOrder'],
        summary: 'Each charged object with the standards its rules give it, validity and the last billed month',
        body: ChargeOrderRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ChargeOrderRowSchema)) },
      },
    },
    async (request) => ok(request.language, await chargeOrders(serviceContext(request), request.body)),
  );
}
