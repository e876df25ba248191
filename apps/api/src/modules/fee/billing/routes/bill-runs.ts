import { billRunResource, FeeBillingEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext, type ServiceContext, TaskFailure } from '../../../../engine/index.js';
import { type BillRun, controlRun, previewBillRun, recordRunTask, runRow, startBillRun, visibleRun } from '../services/bill-runs.js';
import { runBills, runResidentials } from '../services/run-bills.js';

const TITLE = { zh_cn: (period: string) => `生成 ${period} 账单`, en: (period: string) => `Bills for ${period}` };

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
  const E = FeeBillingEndpoints;

  endpointRoute(app, E.runStart, async (request) => {
    const ctx = serviceContext(request);
    const run = await startBillRun(ctx, request.body.period);
    request.opLogNote = { recordId: String(run.id) };
    const task = await execute(app, ctx, run);
    return runRow(ctx, { ...run, taskId: task.id });
  });

  endpointRoute(app, E.runPreview, async (request) => previewBillRun(serviceContext(request), request.query.period));

  for (const action of ['pause', 'resume', 'terminate'] as const) {
    const decl = { pause: E.runPause, resume: E.runResume, terminate: E.runTerminate }[action];
    endpointRoute(app, decl, async (request) => {
      const ctx = serviceContext(request);
      const run = await visibleRun(ctx, request.params.runId);
      request.opLogNote = { recordId: String(run.id) };
      const changed = await controlRun(ctx, run, action);
      if (action !== 'resume') return runRow(ctx, changed);
      const task = await execute(app, ctx, changed);
      return runRow(ctx, { ...changed, taskId: task.id });
    });
  }

  endpointRoute(app, E.runCommunities, async (request) => {
    const ctx = serviceContext(request);
    const run = await visibleRun(ctx, request.params.runId);
    return runResidentials(ctx.orm, run.id, ctx.language);
  });
}
