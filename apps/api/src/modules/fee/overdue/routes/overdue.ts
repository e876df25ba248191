import { FeeOverdueEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { lateFees } from '../services/reports.js';

export async function overdueRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeOverdueEndpoints.overdueCompute, async (request) => lateFees(serviceContext(request), request.body.asOf));
}
