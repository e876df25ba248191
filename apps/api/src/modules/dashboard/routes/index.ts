import { DashboardEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { dashboardOverview } from '../services/overview.js';

/** The home dashboard's data: any logged-in user (spec section 6) but the kiosk account, in the acting scope. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, DashboardEndpoints.overview, async (request) => dashboardOverview(serviceContext(request)));
}
