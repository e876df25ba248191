import { labelIn, SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpointRoute, JOB_HANDLERS, JOB_STATUS, serviceContext } from '../../../engine/index.js';
import { ownJob, setJobStatus } from '../services/jobs.js';
import { runJobAsTask } from '../services/run-job-task.js';

/**
 * The scheduler's own actions beside the job resource's CRUD: the handler list the job form picks from (with
 * the read-only class/method/bean names of each entry), run now, pause and resume, each with its element code.
 */
export async function quartzJobRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.jobHandlers, async (request) =>
    Object.entries(JOB_HANDLERS).map(([name, handler]) => ({
      name,
      label: labelIn(handler.label, request.language),
      description: labelIn(handler.description, request.language),
      className: handler.className,
      methodName: handler.methodName,
      beanName: handler.beanName,
      params: z.toJSONSchema(handler.params, { io: 'input' }) as Record<string, unknown>,
    })),
  );

  endpointRoute(app, SystemEndpoints.runJob, async (request) => {
    const ctx = serviceContext(request);
    const { taskId, outcome } = await runJobAsTask(
      { tasks: app.tasks, scheduler: app.scheduler },
      ctx,
      await ownJob(ctx, request.params.id),
    );
    return { taskId, ...outcome, startedAt: outcome.startedAt.toISOString() };
  });

  for (const [decl, status] of [
    [SystemEndpoints.pauseJob, JOB_STATUS.PAUSED],
    [SystemEndpoints.resumeJob, JOB_STATUS.RUNNING],
  ] as const) {
    endpointRoute(app, decl, async (request) => {
      const ctx = serviceContext(request);
      await setJobStatus(ctx, await ownJob(ctx, request.params.id), status);
      await app.scheduler.sync();
      return null;
    });
  }
}
