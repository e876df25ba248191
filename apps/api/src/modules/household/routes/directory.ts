import { HouseholdEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { directory } from '../services/directory.js';

/** The people picker of visitors, repairs and notices (services/directory.ts). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, HouseholdEndpoints.directory, async (request) => directory(serviceContext(request), request.body));
}
