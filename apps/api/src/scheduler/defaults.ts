import { JOB_HANDLER_OPTIONS, type JobHandlerName } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { quartzJobs, tenants } from '../db/schema/index.js';

export interface DefaultJob {
  code: string;
  name: string;
  handler: JobHandlerName;
  cronExpression: string;
  parameter: string;
  priority: number;
  /** Whether each run writes a log row (default yes); a job firing every few seconds keeps none. */
  saveLogs?: boolean;
}

/** The platform's housekeeping jobs, present in every tenant (pause one to stop it; a deleted one comes back). */
const PLATFORM_JOBS: readonly DefaultJob[] = [
  {
    code: 'cleanTemporaryFiles',
    name: '清理临时文件',
    handler: 'cleanTemporaryFiles',
    cronExpression: '0 30 * * * *',
    parameter: '{"olderThanHours":24}',
    priority: 5,
  },
  {
    code: 'purgeOpLogs',
    name: '清理操作日志',
    handler: 'purgeOpLogs',
    cronExpression: '0 0 3 * * *',
    parameter: '{"olderThanDays":180}',
    priority: 8,
  },
  {
    code: 'expireFinishedTasks',
    name: '清理已结束的后台任务',
    handler: 'expireFinishedTasks',
    cronExpression: '0 10 3 * * *',
    parameter: '{"olderThanDays":30}',
    priority: 8,
  },
  {
    code: 'disableExpiredAccounts',
    name: '停用过期账号',
    handler: 'disableExpiredAccounts',
    cronExpression: '0 */10 * * * *',
    parameter: '{}',
    priority: 1,
  },
  {
    // The plans' watermarks, not the fires, drive it: a fire missed is caught up by the next (decision 0030).
    code: 'generatePlannedWork',
    name: '按计划生成任务',
    handler: 'generatePlannedWork',
    cronExpression: '0 * * * * *',
    parameter: '{"batch":200}',
    priority: 2,
    saveLogs: false,
  },
];

/**
 * Every tenant's default jobs: the platform's and those of the modules' manifests (ApiModule.defaultJobs), in the
 * contracts' JOB_HANDLER_OPTIONS order (the order they are inserted in).
 */
export function defaultJobs(modules: readonly { defaultJobs?: readonly DefaultJob[] }[]): DefaultJob[] {
  const order = JOB_HANDLER_OPTIONS.map((option) => option.value as string);
  return [...PLATFORM_JOBS, ...modules.flatMap((module) => module.defaultJobs ?? [])].sort(
    (a, b) => order.indexOf(a.handler) - order.indexOf(b.handler),
  );
}

/** Inserts the default jobs a tenant lacks (matched by code); never changes existing rows. */
export async function ensureDefaultJobs(orm: Orm, jobs: readonly DefaultJob[]): Promise<number> {
  const allTenants = await orm.select({ id: tenants.id, code: tenants.code }).from(tenants);
  let added = 0;
  for (const tenant of allTenants) {
    const codes = jobs.map((job) => (allTenants.length === 1 ? job.code : `${tenant.code}-${job.code}`).slice(0, 50));
    const existing = new Set(
      (
        await orm
          .select({ code: quartzJobs.code })
          .from(quartzJobs)
          .where(and(eq(quartzJobs.tenantId, tenant.id), inArray(quartzJobs.code, codes)))
      ).map((r) => r.code),
    );
    const rows = jobs.map((job, i) => ({ ...job, code: codes[i]!, tenantId: tenant.id })).filter((job) => !existing.has(job.code));
    if (rows.length) await orm.insert(quartzJobs).values(rows).onConflictDoNothing();
    added += rows.length;
  }
  return added;
}
