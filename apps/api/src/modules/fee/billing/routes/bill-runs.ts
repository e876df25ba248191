import {
  envelopeSchema,
  FEE_ELEMENTS,
  FeePaths,
  billRunResource,
  permissionCode,
  RunResidentialSchema,
  RunPreviewRequestSchema,
  RunPreviewSchema,
  RunStartRequestSchema,
  rowSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext, type ServiceContext, TaskFailure } from '../../../../engine/index.js';
import { type BillRun, controlRun, previewBillRun, recordRunTask, runRow, startBillRun, visibleRun } from '../services/bill-runs.js';
import { runBills, runResidentials } from '../services/run-bills.js';

const TITLE = { zh_cn: (period: string) => `生成 ${period} 账单`, en: (period: string) => `Bills for ${period}` };
const runId = z.object({ runId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Runs a bill run's waiting communities as a background task of the user (progress pushed), recording its task. */
async function execute(app: FastifyInstance, ctx: ServiceContext, run: BillRun) {
  const { language } = ctx;
  const task = await app.tasks.start(
    {
      userId: ctx.user.id,
      language,
      type: 'billRun',
      source: billRunResource.menu,
      title: TITLE[language](run.periodStart.slice(0, 7)),
    },
    async (context) => {
      const { end, message } = await runBills(ctx.orm, run.id, {
        signal: context.signal,
        language,
        progress: (p, m) => context.progress(p, m),
        communityGapMs: app.config.feeRunCommunityGapMs,
        log: app.log,
      });
      // A run that ends abnormal (a community failed) ends its task as failed, with the run's message.
      if (end === 'abnormal') throw new TaskFailure(message);
      return { message, result: null };
    },
  );
  await recordRunTask(ctx, run.id, task.id);
  return task;
}

export async function billRunRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const runRowSchema = envelopeSchema(rowSchema(billRunResource));

  routes.post(
    FeePaths.runStart,
    {
      config: { access: FEE_ELEMENTS.runStart.code as RouteAccess, opLog: { resource: 'generateTask', action: 'start' } },
      schema: {
        tags: ['generateTask'],
        summary: "Starts the month's bill run (every community of the company from the head office, else the acting one)",
        body: RunStartRequestSchema,
        response: { 200: runRowSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const run = await startBillRun(ctx, request.body.period);
      request.opLogNote = { recordId: String(run.id) };
      const task = await execute(app, ctx, run);
      return ok(request.language, await runRow(ctx, { ...run, taskId: task.id }));
    },
  );

  routes.get(
    FeePaths.runPreview,
    {
      config: { access: FEE_ELEMENTS.runStart.code as RouteAccess },
      schema: {
        tags: ['generateTask'],
        summary: 'What a run of the month would bill: its communities, the houses, spaces and companies due, those not yet billed',
        querystring: RunPreviewRequestSchema,
        response: { 200: envelopeSchema(RunPreviewSchema) },
      },
    },
    async (request) => ok(request.language, await previewBillRun(serviceContext(request), request.query.period)),
  );

  for (const action of ['pause', 'resume', 'terminate'] as const) {
    const path = { pause: FeePaths.runPause, resume: FeePaths.runResume, terminate: FeePaths.runTerminate }[action](':runId');
    routes.post(
      path,
      {
        config: { access: FEE_ELEMENTS.runControl.code as RouteAccess, opLog: { resource: 'generateTask', action } },
        schema: { tags: ['generateTask'], summary: `${action} a bill run`, params: runId, response: { 200: runRowSchema } },
      },
      async (request) => {
        const ctx = serviceContext(request);
        const run = await visibleRun(ctx, request.params.runId);
        request.opLogNote = { recordId: String(run.id) };
        const changed = await controlRun(ctx, run, action);
        if (action !== 'resume') return ok(request.language, await runRow(ctx, changed));
        const task = await execute(app, ctx, changed);
        return ok(request.language, await runRow(ctx, { ...changed, taskId: task.id }));
      },
    );
  }

  routes.get(
    FeePaths.runCommunities(':runId'),
    {
      config: { access: permissionCode(billRunResource, 'view') as RouteAccess },
      schema: {
        tags: ['generateTask'],
        summary: "A bill run's communities with their counts and errors",
        params: runId,
        response: { 200: envelopeSchema(z.array(RunResidentialSchema)) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const run = await visibleRun(ctx, request.params.runId);
      return ok(request.language, await runResidentials(ctx.orm, run.id, ctx.language));
    },
  );
}
