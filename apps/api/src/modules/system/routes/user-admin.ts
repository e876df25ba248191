import { SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { freezeUser, resetPassword } from '../services/user-admin.js';

/** Reset another user's password, freeze or unfreeze an account: both end the account's sessions. */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.resetPassword, async (request) => {
    const { id, password } = request.body;
    request.opLogNote = { recordId: String(id) };
    await resetPassword(serviceContext(request), id, password);
    return null;
  });

  endpointRoute(app, SystemEndpoints.freeze, async (request) => {
    const { id, frozen } = request.body;
    request.opLogNote = { recordId: String(id) };
    await freezeUser(serviceContext(request), id, frozen);
    return null;
  });
}
