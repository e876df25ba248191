import { PlatformEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../engine/endpoint-route.js';
import { AppError } from '../lib/errors.js';
import { caller } from '../lib/route-helpers.js';
import { selfCheckBody, selfCheckStart } from '../tasks/self-check/index.js';

export interface TaskRouteOptions {
  /** Pause before each self-check step, so progress is visible (tests set 0). */
  selfCheckStepPauseMs: number;
}

export async function taskRoutes(app: FastifyInstance, options: TaskRouteOptions): Promise<void> {
  endpointRoute(app, PlatformEndpoints.startSelfCheck, async (request) => {
    const { user } = caller(request);
    const task = await app.tasks.start(
      selfCheckStart(user.id, request.language),
      selfCheckBody({ orm: app.db.orm, config: app.config, tenantId: user.tenantId, stepPauseMs: options.selfCheckStepPauseMs }),
    );
    request.opLogNote = { recordId: task.id };
    return { taskId: task.id };
  });

  endpointRoute(app, PlatformEndpoints.task, async (request) => {
    const task = await app.tasks.getOwned(request.params.id, caller(request).user.id);
    if (!task) throw new AppError('NOT_FOUND');
    return task;
  });
}
