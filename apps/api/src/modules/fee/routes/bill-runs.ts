import {
  BILL_RUN_STATUS_OPTIONS,
  envelopeSchema,
  FEE_ELEMENTS,
  FeePaths,
  generateTaskResource,
  labelIn,
  permissionCode,
  RunCommunitySchema,
  RunStartRequestSchema,
  rowSchema,
  type Language,
} from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actingScope,
  AppError,
  caller,
  ok,
  type Orm,
  present,
  resolvedEntry,
  type RouteAccess,
  TaskFailure,
} from '../../../engine/index.js';
import { feeBillRuns } from '../schema.js';
import { generateTaskEntry } from '../registry.js';
import { changeRun } from '../services/change-run.js';
import { startRun } from '../services/start-run.js';
import { runBills, runCommunities } from '../services/run-bills.js';

const TITLE = { zh_cn: (period: string) => `生成 ${period} 账单`, en: (period: string) => `Bills for ${period}` };
const runId = z.object({ runId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Runs a bill run's waiting communities as a background task of the user (progress pushed), recording its task. */
async function execute(app: FastifyInstance, run: typeof feeBillRuns.$inferSelect, userId: number, language: Language) {
  const orm = app.db.orm;
  const task = await app.tasks.start(
    { userId, language, type: 'billRun', source: generateTaskResource.menu, title: TITLE[language](run.periodStart.slice(0, 7)) },
    async (context) => {
      const { end, message } = await runBills(orm, run.id, {
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
  await orm.update(feeBillRuns).set({ taskId: task.id }).where(eq(feeBillRuns.id, run.id));
  return task;
}

/** A run the acting scope may see: its company's; a community sees the runs of its own community only. */
async function visibleRun(orm: Orm, request: FastifyRequest, id: number) {
  const scope = actingScope(request);
  const [run] = await orm
    .select()
    .from(feeBillRuns)
    .where(
      and(
        eq(feeBillRuns.id, id),
        eq(feeBillRuns.tenantId, scope.tenantId),
        scope.kind === 'community' ? eq(feeBillRuns.residentialId, scope.residentialId) : undefined,
      ),
    );
  if (!run) throw new AppError('NOT_FOUND');
  return run;
}

export async function billRunRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;
  const resource = resolvedEntry(generateTaskEntry);
  const runRow = envelopeSchema(rowSchema(generateTaskResource));
  const asRow = async (run: typeof feeBillRuns.$inferSelect) =>
    (await present(orm, resource, [run as unknown as Record<string, unknown>]))[0]!;

  routes.post(
    FeePaths.runStart,
    {
      config: { access: FEE_ELEMENTS.runStart.code as RouteAccess, opLog: { resource: 'generateTask', action: 'start' } },
      schema: {
        tags: ['generateTask'],
        summary: "Starts the month's bill run (every community of the company from the head office, else the acting one)",
        body: RunStartRequestSchema,
        response: { 200: runRow },
      },
    },
    async (request) => {
      const scope = actingScope(request);
      const { user } = caller(request);
      const run = await startRun(
        orm,
        { tenantId: scope.tenantId, residentialId: scope.kind === 'community' ? scope.residentialId : null, userId: user.id, trigger: 1 },
        `${request.body.period}-01`,
      );
      request.opLogNote = { recordId: String(run.id) };
      const task = await execute(app, run, user.id, request.language);
      return ok(request.language, await asRow({ ...run, taskId: task.id }));
    },
  );

  for (const action of ['pause', 'resume', 'terminate'] as const) {
    const path = { pause: FeePaths.runPause, resume: FeePaths.runResume, terminate: FeePaths.runTerminate }[action](':runId');
    routes.post(
      path,
      {
        config: { access: FEE_ELEMENTS.runControl.code as RouteAccess, opLog: { resource: 'generateTask', action } },
        schema: { tags: ['generateTask'], summary: `${action} a bill run`, params: runId, response: { 200: runRow } },
      },
      async (request) => {
        const run = await visibleRun(orm, request, request.params.runId);
        request.opLogNote = { recordId: String(run.id) };
        const changed = await changeRun(orm, run.id, action);
        if (!changed) {
          const status = BILL_RUN_STATUS_OPTIONS.find((option) => option.value === run.status);
          throw new AppError('FEE_RUN_STATE', { params: { status: status ? labelIn(status, request.language) : String(run.status) } });
        }
        if (action !== 'resume') return ok(request.language, await asRow(changed));
        const task = await execute(app, changed, caller(request).user.id, request.language);
        return ok(request.language, await asRow({ ...changed, taskId: task.id }));
      },
    );
  }

  routes.get(
    FeePaths.runCommunities(':runId'),
    {
      config: { access: permissionCode(generateTaskResource, 'view') as RouteAccess },
      schema: {
        tags: ['generateTask'],
        summary: "A bill run's communities with their counts and errors",
        params: runId,
        response: { 200: envelopeSchema(z.array(RunCommunitySchema)) },
      },
    },
    async (request) => {
      const run = await visibleRun(orm, request, request.params.runId);
      return ok(request.language, await runCommunities(orm, run.id, request.language));
    },
  );
}
