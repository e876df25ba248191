import { FeeOverdueEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { arrearage } from '../services/reports.js';

export async function arrearageRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeOverdueEndpoints.arrearage, async (request) => arrearage(serviceContext(request), request.body));
}
