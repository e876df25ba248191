import { Access, Elements, Endpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../lib/envelope.js';
import { AppError } from '../lib/errors.js';
import { selfCheckBody, selfCheckStart } from '../tasks/self-check/index.js';
import { caller } from '../lib/route-helpers.js';
import { TaskEnvelope, TaskStartedEnvelope } from '../lib/schemas.js';

export interface TaskRouteOptions {
  /** Pause before each self-check step, so progress is visible (tests set 0). */
  selfCheckStepPauseMs: number;
}

export async function taskRoutes(app: FastifyInstance, options: TaskRouteOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    Endpoints.startSelfCheck,
    {
      config: { access: Elements.healthCheck.code, community: 'optional', opLog: { resource: 'task', action: 'selfCheck' } },
      schema: {
        tags: ['tasks'],
        summary: 'Start the system self-check; progress is pushed on the task WebSocket',
        response: { 200: TaskStartedEnvelope },
      },
    },
    async (request) => {
      const { user } = caller(request);
      const task = await app.tasks.start(
        selfCheckStart(user.id, request.language),
        selfCheckBody({ orm: app.db.orm, config: app.config, tenantId: user.tenantId, stepPauseMs: options.selfCheckStepPauseMs }),
      );
      request.opLogNote = { recordId: task.id };
      return ok(request.language, { taskId: task.id });
    },
  );

  routes.get(
    '/api/admin/task/:id',
    {
      config: { access: Access.AUTHENTICATED, community: 'optional' },
      schema: {
        tags: ['tasks'],
        summary: "One of the user's own tasks (404 for anyone else's)",
        params: z.object({ id: z.uuid() }).strict(),
        response: { 200: TaskEnvelope },
      },
    },
    async (request) => {
      const task = await app.tasks.getOwned(request.params.id, caller(request).user.id);
      if (!task) throw new AppError('NOT_FOUND');
      return ok(request.language, task);
    },
  );
}
