import { ArrearageRequestSchema, ArrearageRowSchema, envelopeSchema, FEE_ELEMENTS, FeePaths, pageResultSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import { arrearage } from '../services/reports.js';

export async function arrearageRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    FeePaths.arrearage,
    {
      config: { access: FEE_ELEMENTS.arrearage.code as RouteAccess },
      schema: {
        tags: ['arrearage'],
        summary:
          'What each object owes: outstanding bill lines summed by object, with months owed (filters: object type, fee type, period, months)',
        body: ArrearageRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ArrearageRowSchema)) },
      },
    },
    async (request) => ok(request.language, await arrearage(serviceContext(request), request.body)),
  );
}
