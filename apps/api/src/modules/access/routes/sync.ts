import {
  ACCESS_SYNC_ELEMENTS,
  AccessSyncPaths,
  DOOR_GATEWAY_TOKEN_HEADER,
  envelopeSchema,
  RALID_STEP_NAMES,
  SyncRunSchema,
  SyncStepResultSchema,
} from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingScope, AppError, caller, ok, TaskStartedEnvelope } from '../../../engine/index.js';
import type { RalidClientOptions } from '../sync/ralid-client.js';
import { latestRun } from '../sync/runs.js';
import { startSync, type SyncStarter } from '../sync/start-sync.js';
import { syncOneStep } from '../sync/sync-step.js';

/** The platform belongs to the property company: its sync is run and read by the head office only. */
function headOfficeStarter(request: FastifyRequest): SyncStarter {
  const scope = actingScope(request);
  if (scope.kind !== 'headOffice') throw new AppError('HEAD_OFFICE_ONLY');
  const { user } = caller(request);
  return { userId: user.id, userName: user.name ?? user.username, tenantId: scope.tenantId, language: request.language };
}

export function ralidClient(app: FastifyInstance): RalidClientOptions {
  // The simulator's platform sits behind the device gateway's shared token; a vendor's platform ignores it.
  const token = app.config.doorGatewayToken;
  return { url: app.config.ralidUrl, ...(token ? { headers: { [DOOR_GATEWAY_TOKEN_HEADER]: token } } : {}) };
}

/** The access-control sync: the spec's eight one-step routes, the full sync as a task, and the latest run. */
export async function syncRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    AccessSyncPaths.start,
    {
      config: { access: ACCESS_SYNC_ELEMENTS.run.code, opLog: { resource: 'accessSync', action: 'run' } },
      schema: {
        tags: ['access'],
        summary: 'Start the eight-step access-control sync as a background task (40950 while one runs)',
        response: { 200: TaskStartedEnvelope },
      },
    },
    async (request) => {
      const started = await startSync({ orm: app.db.orm, tasks: app.tasks, client: ralidClient(app) }, headOfficeStarter(request));
      request.opLogNote = { recordId: started.taskId };
      return ok(request.language, { taskId: started.taskId });
    },
  );

  routes.post(
    AccessSyncPaths.latest,
    {
      config: { access: ACCESS_SYNC_ELEMENTS.view.code },
      schema: {
        tags: ['access'],
        summary: "The company's latest sync run: each step's status, count and error",
        response: { 200: envelopeSchema(SyncRunSchema.nullable()) },
      },
    },
    async (request) => ok(request.language, await latestRun(app.db.orm, headOfficeStarter(request).tenantId)),
  );

  for (const step of RALID_STEP_NAMES) {
    routes.post(
      AccessSyncPaths.step(step),
      {
        config: { access: ACCESS_SYNC_ELEMENTS.run.code, opLog: { resource: 'accessSync', action: 'sync' } },
        schema: {
          tags: ['access'],
          summary: `Sync one data set from the access-control platform now (${step}); no payload`,
          body: z.unknown().optional(),
          response: { 200: envelopeSchema(SyncStepResultSchema) },
        },
      },
      async (request) => {
        const controller = new AbortController();
        request.raw.once('close', () => {
          if (!request.raw.complete) controller.abort();
        });
        request.opLogNote = { recordId: step };
        const count = await syncOneStep({ orm: app.db.orm, client: ralidClient(app) }, headOfficeStarter(request), step, controller.signal);
        return ok(request.language, { step, count });
      },
    );
  }
}
