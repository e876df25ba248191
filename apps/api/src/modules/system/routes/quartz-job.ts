import { Elements, envelopeSchema, labelIn, permissionCode, quartzJobResource } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_HANDLERS, JOB_STATUS, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { ownJob, setJobStatus } from '../services/jobs.js';
import { runJobAsTask } from '../services/run-job-task.js';

export const QUARTZ_JOB_BASE = '/api/admin/quartzJob';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const HandlerSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  className: z.string(),
  methodName: z.string(),
  beanName: z.string(),
  params: z.record(z.string(), z.unknown()).describe('JSON Schema of the parameter object'),
});

const RunOutcomeSchema = z.object({
  taskId: z.string().describe('The task the run was recorded as (its progress was pushed on the task channel)'),
  ok: z.boolean(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  result: z.string().nullable(),
  error: z.string().nullable(),
});

/**
 * The scheduler's own actions beside the job resource's CRUD: the handler list the job form picks from (with
 * the read-only class/method/bean names of each entry), run now, pause and resume, each with its element code.
 */
export async function quartzJobRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${QUARTZ_JOB_BASE}/handlers`,
    {
      // What the job screen shows: only for those who may view jobs (issue 13).
      config: { access: permissionCode(quartzJobResource, 'view') as RouteAccess },
      schema: { tags: ['scheduler'], summary: 'The job handlers a job may use', response: { 200: envelopeSchema(z.array(HandlerSchema)) } },
    },
    async (request) =>
      ok(
        request.language,
        Object.entries(JOB_HANDLERS).map(([name, handler]) => ({
          name,
          label: labelIn(handler.label, request.language),
          description: labelIn(handler.description, request.language),
          className: handler.className,
          methodName: handler.methodName,
          beanName: handler.beanName,
          params: z.toJSONSchema(handler.params, { io: 'input' }) as Record<string, unknown>,
        })),
      ),
  );

  routes.post(
    `${QUARTZ_JOB_BASE}/:id/run`,
    {
      config: { access: Elements.quartzJobRun.code, opLog: { resource: 'quartzJob', action: 'run' } },
      schema: {
        tags: ['scheduler'],
        summary: 'Run a job now (logged like a scheduled run; its progress pushed as a task of the caller)',
        params: IdParams,
        response: { 200: envelopeSchema(RunOutcomeSchema) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { taskId, outcome } = await runJobAsTask(
        { tasks: app.tasks, scheduler: app.scheduler },
        ctx,
        await ownJob(ctx, request.params.id),
      );
      return ok(request.language, { taskId, ...outcome, startedAt: outcome.startedAt.toISOString() });
    },
  );

  for (const [action, status, element] of [
    ['pause', JOB_STATUS.PAUSED, Elements.quartzJobPause.code],
    ['resume', JOB_STATUS.RUNNING, Elements.quartzJobResume.code],
  ] as const) {
    routes.post(
      `${QUARTZ_JOB_BASE}/:id/${action}`,
      {
        config: { access: element, opLog: { resource: 'quartzJob', action } },
        schema: {
          tags: ['scheduler'],
          summary: action === 'pause' ? 'Pause a job' : 'Resume a paused job',
          params: IdParams,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const ctx = serviceContext(request);
        await setJobStatus(ctx, await ownJob(ctx, request.params.id), status);
        await app.scheduler.sync();
        return ok(request.language, null);
      },
    );
  }
}
