import { RALID_STEP_NAMES, TaskStatus, type RalidStepName, type SyncRun, type SyncStep } from '@cvap/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDateTime, type Orm } from '../../../engine/index.js';
import { accessSyncRuns } from '../schema.js';

type RunRow = typeof accessSyncRuns.$inferSelect;

/**
 * The instant a run ends, read when it ends: a run goes on after its request (a background task), and even a
 * one-step run ends after the platform's fetch, which may take minutes. Its start is the database's `now()`.
 */
// eslint-disable-next-line cvap/request-clock -- a sync run's end is stamped when it ends, not when it was asked for
export const endOfRun = (): Date => new Date();

export function pendingSteps(names: readonly RalidStepName[] = RALID_STEP_NAMES): SyncStep[] {
  return names.map((name) => ({ name, status: 'pending', count: 0, error: null }));
}

/** A run left 'running' by a process that died is not running: its task ended (restart marks it failed), or, for a one-step run without a task, it is older than any request lives. */
async function endAbandonedRuns(orm: Orm, tenantId: number, reason: string): Promise<void> {
  await orm.execute(sql`update access_sync_runs r set status = 'failed', progress = 100, finished_at = now(),
      steps = (select jsonb_agg(case when s->>'status' = 'running' then s || jsonb_build_object('status', 'failed', 'error', ${reason}::text) else s end order by o)
               from jsonb_array_elements(r.steps) with ordinality as e(s, o))
    where r.tenant_id = ${tenantId} and r.status = 'running'
      and ((r.task_id is not null and not exists (select 1 from tasks t where t.id = r.task_id and t.status = ${TaskStatus.RUNNING}))
        or (r.task_id is null and r.started_at < now() - interval '10 minutes'))`);
}

/**
 * Records a new run as running, or answers null when the company already has one running (the partial unique
 * index decides, so two starts at the same moment on two instances cannot both win).
 */
export async function claimRun(
  orm: Orm,
  tenantId: number,
  steps: SyncStep[],
  startedBy: string,
  abandonedReason: string,
): Promise<number | null> {
  await endAbandonedRuns(orm, tenantId, abandonedReason);
  const result = await orm.execute(sql`insert into access_sync_runs (tenant_id, steps, started_by)
      values (${tenantId}, ${JSON.stringify(steps)}::jsonb, ${startedBy})
      on conflict (tenant_id) where status = 'running' do nothing returning id`);
  const row = (result as unknown as { rows: { id: number }[] }).rows[0];
  return row ? Number(row.id) : null;
}

export async function updateRun(
  orm: Orm,
  id: number,
  patch: Partial<Pick<RunRow, 'taskId' | 'status' | 'progress' | 'steps' | 'finishedAt'>>,
): Promise<void> {
  await orm.update(accessSyncRuns).set(patch).where(eq(accessSyncRuns.id, id));
}

export function toSyncRun(row: RunRow): SyncRun {
  return {
    id: row.id,
    taskId: row.taskId,
    status: row.status as SyncRun['status'],
    progress: row.progress,
    steps: row.steps as SyncStep[],
    startedAt: formatDateTime(row.startedAt),
    finishedAt: row.finishedAt ? formatDateTime(row.finishedAt) : null,
    startedBy: row.startedBy,
  };
}

export async function latestRun(orm: Orm, tenantId: number): Promise<SyncRun | null> {
  const [row] = await orm
    .select()
    .from(accessSyncRuns)
    .where(and(eq(accessSyncRuns.tenantId, tenantId)))
    .orderBy(desc(accessSyncRuns.id))
    .limit(1);
  return row ? toSyncRun(row) : null;
}
