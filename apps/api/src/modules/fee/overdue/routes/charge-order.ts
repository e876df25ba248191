import { FeeOverdueEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { chargeOrders } from '../services/reports.js';

export async function chargeOrderRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeOverdueEndpoints.chargeOrder, async (request) => chargeOrders(serviceContext(request), request.body));
}
