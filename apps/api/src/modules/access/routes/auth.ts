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
  TaskStatus,
  type AuthException,
} from '@cvap/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tasks } from '../../../db/schema/index.js';
import { authResults, authTasks } from '../schema.js';
import { persons, staffMembers } from '../../household/schema.js';
import { actingScope, AppError, caller, formatDateTime, ok, TaskStartedEnvelope } from '../../../engine/index.js';
import { doorDriver } from '../../device/index.js';
import { communityCondition } from '../../door/index.js';
import { peoplePlan, retryPlan } from '../authorise/plans.js';
import { startAuthorisation, type AuthDeps, type AuthStarter } from '../authorise/run-authorisation.js';

export function authDeps(app: FastifyInstance): AuthDeps {
  return { orm: app.db.orm, tasks: app.tasks, driver: doorDriver(app.config) };
}

export function authStarter(request: FastifyRequest): AuthStarter {
  const { user } = caller(request);
  return { userId: user.id, userName: user.name || user.username, tenantId: user.tenantId, language: request.language };
}

/** Authorisations the acting scope reaches: its community's, or (head office) every one of its company. */
function scopeOf(request: FastifyRequest): SQL {
  const scope = actingScope(request);
  if (scope.kind === 'community') return eq(authTasks.residentialId, scope.residentialId);
  return eq(authTasks.tenantId, scope.tenantId);
}

/** An authorisation the acting scope reaches, or 404 (another community's reads as missing). */
async function visibleAuthTask(app: FastifyInstance, request: FastifyRequest, taskId: string): Promise<{ taskId: string }> {
  const [task] = await app.db.orm
    .select({ taskId: authTasks.taskId })
    .from(authTasks)
    .where(and(eq(authTasks.taskId, taskId), scopeOf(request)));
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

/** An authorisation interrupted by a restart reads as failed (its task ended failed; its writes stopped). */
const EFFECTIVE_STATUS = sql<string>`case when ${authTasks.status} = 'running' and coalesce(${tasks.status}, 0) <> ${TaskStatus.RUNNING} then 'failed' else ${authTasks.status} end`;

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
      const unique = [...new Set(ids)];
      const ctx = { orm: app.db.orm, scope: actingScope(request) };
      const table = subject === 'person' ? persons : staffMembers;
      const [visible] = await app.db.orm
        .select({ n: count() })
        .from(table)
        .where(and(inArray(table.id, unique), communityCondition(ctx, table.residentialId)));
      if (Number(visible!.n) !== unique.length) throw new AppError('NOT_FOUND');
      const taskId = await startAuthorisation(
        authDeps(app),
        authStarter(request),
        await peoplePlan(app.db.orm, subject, unique, request.language),
      );
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
    async (request) => {
      const { page, limit } = request.body;
      const where = and(scopeOf(request), or(sql`${authTasks.failed} > 0`, sql`${EFFECTIVE_STATUS} = 'failed'`));
      const [rows, [total]] = await Promise.all([
        app.db.orm
          .select({
            taskId: authTasks.taskId,
            title: authTasks.title,
            subjects: authTasks.subjects,
            devices: authTasks.devices,
            succeeded: authTasks.succeeded,
            failed: authTasks.failed,
            status: EFFECTIVE_STATUS,
            operator: authTasks.operator,
            createdAt: authTasks.createdAt,
          })
          .from(authTasks)
          .leftJoin(tasks, eq(tasks.id, authTasks.taskId))
          .where(where)
          .orderBy(desc(authTasks.createdAt))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.orm.select({ n: count() }).from(authTasks).leftJoin(tasks, eq(tasks.id, authTasks.taskId)).where(where),
      ]);
      return ok(request.language, {
        rows: rows.map((row) => ({ ...row, status: row.status as AuthException['status'], createdAt: formatDateTime(row.createdAt) })),
        total: Number(total!.n),
        page,
        limit,
        totalExact: true,
      });
    },
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
    async (request) => {
      const task = await visibleAuthTask(app, request, request.body.taskId);
      const rows = await app.db.orm
        .select()
        .from(authResults)
        .where(eq(authResults.taskId, task.taskId))
        .orderBy(desc(authResults.result), authResults.id)
        .limit(10_000);
      return ok(
        request.language,
        rows.map((r) => ({
          id: r.id,
          subjectName: r.subjectName,
          credential: `${r.credentialKind}:${r.credentialKind === 'face' ? '…' : r.credentialValue}`,
          deviceName: r.deviceName,
          deviceCode: r.deviceCode,
          result: r.result as 1 | 2,
          reason: r.reason,
          finishedAt: formatDateTime(r.finishedAt),
        })),
      );
    },
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
      const task = await visibleAuthTask(app, request, request.body.taskId);
      const taskId = await startAuthorisation(
        authDeps(app),
        authStarter(request),
        await retryPlan(app.db.orm, task.taskId, request.body.resultIds, request.language),
      );
      request.opLogNote = { recordId: taskId };
      return ok(request.language, { taskId });
    },
  );
}
