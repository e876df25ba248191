import { AccessEndpoints } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller, endpointRoute, serviceContext } from '../../../engine/index.js';
import { doorDriver } from '../../device/index.js';
import type { AuthDeps, AuthStarter } from '../authorise/run-authorisation.js';
import { authDetail, authExceptions, authorisePeople, retryAuthorisation, starterOf } from '../services/authorisations.js';

/** What an authorisation task runs with: the database, the task machinery, the door driver. */
export function authDeps(app: FastifyInstance): AuthDeps {
  return { orm: app.db.orm, tasks: app.tasks, driver: doorDriver(app.config) };
}

export function authStarter(request: FastifyRequest): AuthStarter {
  return starterOf(caller(request).user, request.language);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AccessEndpoints.authorise, async (request) => {
    const { subject, ids } = request.body;
    const taskId = await authorisePeople(serviceContext(request), authDeps(app), subject, ids);
    request.opLogNote = { recordId: taskId };
    return { taskId };
  });

  endpointRoute(app, AccessEndpoints.authExceptions, async (request) => authExceptions(serviceContext(request), request.body));

  endpointRoute(app, AccessEndpoints.authDetail, async (request) => authDetail(serviceContext(request), request.body));

  endpointRoute(app, AccessEndpoints.authRetry, async (request) => {
    const { taskId: retried, resultIds } = request.body;
    const taskId = await retryAuthorisation(serviceContext(request), authDeps(app), retried, resultIds);
    request.opLogNote = { recordId: taskId };
    return { taskId };
  });
}
