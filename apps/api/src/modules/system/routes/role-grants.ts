import { SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { batchMenus, readGrants, writeGrants } from '../services/grants.js';

/** A role's grants as one tree (read and replace), and menus granted to or revoked from many roles at once. */
export async function roleGrantRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.roleGrants, async (request) => readGrants(serviceContext(request), request.params.id));

  endpointRoute(app, SystemEndpoints.saveRoleGrants, async (request) => {
    await writeGrants(serviceContext(request), request.params.id, request.body);
    return null;
  });

  endpointRoute(app, SystemEndpoints.menuBatch, async (request) => {
    await batchMenus(serviceContext(request), request.body);
    request.opLogNote = { recordId: request.body.roleIds.join(',').slice(0, 64) };
    return null;
  });
}
