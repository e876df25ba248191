import { AccessEndpoints, DOOR_GATEWAY_TOKEN_HEADER, RALID_STEP_NAMES } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingScope, AppError, caller, endpointRoute } from '../../../engine/index.js';
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
  endpointRoute(app, AccessEndpoints.syncStart, async (request) => {
    const started = await startSync({ orm: app.db.orm, tasks: app.tasks, client: ralidClient(app) }, headOfficeStarter(request));
    request.opLogNote = { recordId: started.taskId };
    return { taskId: started.taskId };
  });

  endpointRoute(app, AccessEndpoints.syncLatest, async (request) => latestRun(app.db.orm, headOfficeStarter(request).tenantId));

  for (const step of RALID_STEP_NAMES) {
    endpointRoute(app, AccessEndpoints.syncSteps[step], async (request) => {
      const controller = new AbortController();
      request.raw.once('close', () => {
        if (!request.raw.complete) controller.abort();
      });
      request.opLogNote = { recordId: step };
      const count = await syncOneStep({ orm: app.db.orm, client: ralidClient(app) }, headOfficeStarter(request), step, controller.signal);
      return { step, count };
    });
  }
}
