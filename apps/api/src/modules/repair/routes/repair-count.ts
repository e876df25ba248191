import { RepairEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { repairOrderCounts } from '../services/order-counts.js';

/** The side menu's counts (repairContract.menuCounts): one number per countKey. */
export async function repairCountRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, RepairEndpoints.count, async (request) => repairOrderCounts(serviceContext(request)));
}
