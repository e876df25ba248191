import { type AuthDetailQuerySchema, type AuthException, type AuthExceptionQuerySchema, type Language, TaskStatus } from '@cvap/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { tasks } from '../../../db/schema/index.js';
import { authResults, authTasks } from '../schema.js';
import { persons, staffMembers } from '../../household/schema.js';
import { type ActingScope, AppError, type AuthUser, formatDateTime, type ServiceContext } from '../../../engine/index.js';
import { residentialCondition } from '../../door/index.js';
import { peoplePlan, retryPlan } from '../authorise/plans.js';
import { type AuthDeps, type AuthStarter, startAuthorisation } from '../authorise/run-authorisation.js';

// Authorising people to the doors of their access level, as a background task, and reading how it went.

/** Who starts an authorisation task, as the task and its records name them. */
export function starterOf(user: AuthUser, language: Language): AuthStarter {
  return { userId: user.id, userName: user.name || user.username, tenantId: user.tenantId, language };
}

/** Authorisations the acting scope reaches: its community's, or (head office) every one of its company. */
function scopeOf(scope: ActingScope): SQL {
  if (scope.kind === 'residential') return eq(authTasks.residentialId, scope.residentialId);
  return eq(authTasks.tenantId, scope.tenantId);
}

/** An authorisation the acting scope reaches, or 404 (another community's reads as missing). */
async function visibleAuthTask({ orm, scope }: ServiceContext, taskId: string): Promise<{ taskId: string }> {
  const [task] = await orm
    .select({ taskId: authTasks.taskId })
    .from(authTasks)
    .where(and(eq(authTasks.taskId, taskId), scopeOf(scope)));
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

/** An authorisation interrupted by a restart reads as failed (its task ended failed; its writes stopped). */
const EFFECTIVE_STATUS = sql<string>`case when ${authTasks.status} = 'running' and coalesce(${tasks.status}, 0) <> ${TaskStatus.RUNNING} then 'failed' else ${authTasks.status} end`;

/** Authorises residents or staff of the acting scope (404 when one is not visible); answers the task's id. */
export async function authorisePeople(ctx: ServiceContext, deps: AuthDeps, subject: 'person' | 'staff', ids: number[]): Promise<string> {
  const { orm } = ctx;
  const unique = [...new Set(ids)];
  const table = subject === 'person' ? persons : staffMembers;
  const [visible] = await orm
    .select({ n: count() })
    .from(table)
    .where(and(inArray(table.id, unique), residentialCondition(ctx, table.residentialId)));
  if (Number(visible!.n) !== unique.length) throw new AppError('NOT_FOUND');
  return startAuthorisation(deps, starterOf(ctx.user, ctx.language), await peoplePlan(orm, subject, unique, ctx.language));
}

/** The authorisations with failures (or that failed), newest first, paged. */
export async function authExceptions({ orm, scope }: ServiceContext, { page, limit }: z.infer<typeof AuthExceptionQuerySchema>) {
  const where = and(scopeOf(scope), or(sql`${authTasks.failed} > 0`, sql`${EFFECTIVE_STATUS} = 'failed'`));
  const [rows, [total]] = await Promise.all([
    orm
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
    orm.select({ n: count() }).from(authTasks).leftJoin(tasks, eq(tasks.id, authTasks.taskId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, status: row.status as AuthException['status'], createdAt: formatDateTime(row.createdAt) })),
    total: Number(total!.n),
    page,
    limit,
    totalExact: true,
  };
}

/** One authorisation's results (failures first). */
export async function authDetail(ctx: ServiceContext, query: z.infer<typeof AuthDetailQuerySchema>) {
  const task = await visibleAuthTask(ctx, query.taskId);
  const rows = await ctx.orm
    .select()
    .from(authResults)
    .where(eq(authResults.taskId, task.taskId))
    .orderBy(desc(authResults.result), authResults.id)
    .limit(10_000);
  return rows.map((r) => ({
    id: r.id,
    subjectName: r.subjectName,
    credential: `${r.credentialKind}:${r.credentialKind === 'face' ? '…' : r.credentialValue}`,
    deviceName: r.deviceName,
    deviceCode: r.deviceCode,
    result: r.result as 1 | 2,
    reason: r.reason,
    finishedAt: formatDateTime(r.finishedAt),
  }));
}

/** Runs an authorisation's failed results again; answers the new task's id. */
export async function retryAuthorisation(
  ctx: ServiceContext,
  deps: AuthDeps,
  taskId: string,
  resultIds: number[] | undefined,
): Promise<string> {
  const task = await visibleAuthTask(ctx, taskId);
  return startAuthorisation(deps, starterOf(ctx.user, ctx.language), await retryPlan(ctx.orm, task.taskId, resultIds, ctx.language));
}
