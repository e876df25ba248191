import { Access, DashboardOverviewSchema, DashboardPaths, envelopeSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { dashboardOverview } from '../services/overview.js';

/** The home dashboard's data: any logged-in user (spec section 6) but the kiosk account, in the acting scope. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    DashboardPaths.overview,
    {
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['dashboard'],
        summary: 'The home dashboard: device status, abnormal devices, weekly traffic, visitor statistics, top companies',
        response: { 200: envelopeSchema(DashboardOverviewSchema) },
      },
    },
    async (request) => ok(request.language, await dashboardOverview(serviceContext(request))),
  );
}
