import {
  AUTH_ELEMENTS,
  AuthDetailQuerySchema,
  AuthExceptionQuerySchema,
  AuthExceptionSchema,
  AuthoriseRequestSchema,
  AuthPaths,
  AuthResultSchema,
  AuthRetryRequestSchema,
  envelopeSchema,
  pageResultSchema,
} from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok, serviceContext, TaskStartedEnvelope } from '../../../engine/index.js';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    AuthPaths.authorise,
    {
      config: { access: AUTH_ELEMENTS.authorise.code, opLog: { resource: 'accessAuth', action: 'authorise' } },
      schema: {
        tags: ['access'],
        summary: 'Push residents’ or staff credentials to the devices of their access level (batchDevice task)',
        body: AuthoriseRequestSchema,
        response: { 200: TaskStartedEnvelope },
      },
    },
    async (request) => {
      const { subject, ids } = request.body;
      const taskId = await authorisePeople(serviceContext(request), authDeps(app), subject, ids);
      request.opLogNote = { recordId: taskId };
      return ok(request.language, { taskId });
    },
  );

  routes.post(
    AuthPaths.exceptions,
    {
      config: { access: AUTH_ELEMENTS.view.code },
      schema: {
        tags: ['access'],
        summary: 'Authorisations with failed device writes, newest first',
        body: AuthExceptionQuerySchema,
        response: { 200: envelopeSchema(pageResultSchema(AuthExceptionSchema)) },
      },
    },
    async (request) => ok(request.language, await authExceptions(serviceContext(request), request.body)),
  );

  routes.post(
    AuthPaths.detail,
    {
      config: { access: AUTH_ELEMENTS.view.code },
      schema: {
        tags: ['access'],
        summary: 'One authorisation’s per-device results (authException2?taskId=)',
        body: AuthDetailQuerySchema,
        response: { 200: envelopeSchema(AuthResultSchema.array()) },
      },
    },
    async (request) => ok(request.language, await authDetail(serviceContext(request), request.body)),
  );

  routes.post(
    AuthPaths.retry,
    {
      config: { access: AUTH_ELEMENTS.retry.code, opLog: { resource: 'accessAuth', action: 'retry' } },
      schema: {
        tags: ['access'],
        summary: 'Push an authorisation’s failed writes again as a new batchDevice task',
        body: AuthRetryRequestSchema,
        response: { 200: TaskStartedEnvelope },
      },
    },
    async (request) => {
      const { taskId: retried, resultIds } = request.body;
      const taskId = await retryAuthorisation(serviceContext(request), authDeps(app), retried, resultIds);
      request.opLogNote = { recordId: taskId };
      return ok(request.language, { taskId });
    },
  );
}
