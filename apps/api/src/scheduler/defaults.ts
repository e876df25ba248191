import type { JobHandlerName } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { quartzJobs, tenants } from '../db/schema/index.js';

interface DefaultJob {
  code: string;
  name: string;
  handler: JobHandlerName;
  cronExpression: string;
  parameter: string;
  priority: number;
  /** Whether each run writes a log row (default yes); a job firing every few seconds keeps none. */
  saveLogs?: boolean;
}

/** The system's housekeeping jobs, present in every tenant (pause one to stop it; a deleted one comes back). */
export const DEFAULT_JOBS: readonly DefaultJob[] = [
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
    code: 'publishScheduledNotices',
    name: '发布定时公告',
    handler: 'publishScheduledNotices',
    cronExpression: '*/15 * * * * *',
    parameter: '{}',
    priority: 2,
    saveLogs: false,
  },
  {
    code: 'remindOverdueRepairs',
    name: '报修超时提醒',
    handler: 'remindOverdueRepairs',
    cronExpression: '0 */5 * * * *',
    parameter: '{"batch":500}',
    priority: 2,
  },
  {
    code: 'restartDevices',
    name: '执行设备定时重启',
    handler: 'restartDevices',
    cronExpression: '*/10 * * * * *',
    parameter: '{}',
    priority: 3,
  },
  {
    code: 'generateMonthlyBills',
    name: '生成月度账单',
    handler: 'generateMonthlyBills',
    cronExpression: '0 0 2 1 * *',
    parameter: '{}',
    priority: 3,
  },
  {
    code: 'accrueLateFees',
    name: '计算违约金',
    handler: 'accrueLateFees',
    cronExpression: '0 30 2 * * *',
    parameter: '{}',
    priority: 4,
  },
  {
    code: 'expireAppointments',
    name: '访客预约过期',
    handler: 'expireAppointments',
    cronExpression: '0 */15 * * * *',
    parameter: '{}',
    priority: 4,
  },
];

/** Inserts the default jobs a tenant lacks (matched by code); never changes existing rows. */
export async function ensureDefaultJobs(orm: Orm): Promise<number> {
  const allTenants = await orm.select({ id: tenants.id, code: tenants.code }).from(tenants);
  let added = 0;
  for (const tenant of allTenants) {
    const codes = DEFAULT_JOBS.map((job) => (allTenants.length === 1 ? job.code : `${tenant.code}-${job.code}`).slice(0, 50));
    const existing = new Set(
      (
        await orm
          .select({ code: quartzJobs.code })
          .from(quartzJobs)
          .where(and(eq(quartzJobs.tenantId, tenant.id), inArray(quartzJobs.code, codes)))
      ).map((r) => r.code),
    );
    const rows = DEFAULT_JOBS.map((job, i) => ({ ...job, code: codes[i]!, tenantId: tenant.id })).filter((job) => !existing.has(job.code));
    if (rows.length) await orm.insert(quartzJobs).values(rows).onConflictDoNothing();
    added += rows.length;
  }
  return added;
}
