import { PlatformEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { caller, endpointRoute, serviceContext } from '../../../engine/index.js';
import { selectUsers } from '../services/select-user.js';

/** The user picker (the contracts' request, its page size clamped), scoped to the acting community. */
export async function selectUserRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, PlatformEndpoints.selectUser, async (request) => {
    caller(request);
    return selectUsers(serviceContext(request), request.body);
  });
}
