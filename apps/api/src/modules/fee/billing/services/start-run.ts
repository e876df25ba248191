import { BILL_RUN_STATUS } from '@cvap/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { AppError, inTransaction, type Orm, pgError } from '../../../../engine/index.js';
import { residentials } from '../../../../db/schema/index.js';
import { feeBillRunResidentials, feeBillRuns } from '../schema.js';
import { RUNNING, STALE_AFTER_SECONDS } from './run-bills.js';

/**
 * Marks a company's runs of a period that say "generating" but whose process is gone (not running here, no
 * heartbeat for a minute: the API was killed) as abnormal, so they can be resumed or run again. Stamped `now`.
 */
export async function markStaleRuns(orm: Orm, tenantId: number, now: Date, periodStart?: string): Promise<void> {
  await orm
    .update(feeBillRuns)
    .set({ status: BILL_RUN_STATUS.abnormal, message: 'interrupted', updatedAt: now })
    .where(
      and(
        eq(feeBillRuns.tenantId, tenantId),
        periodStart ? eq(feeBillRuns.periodStart, periodStart) : undefined,
        eq(feeBillRuns.status, BILL_RUN_STATUS.generating),
        sql`${feeBillRuns.updatedAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`,
        RUNNING.size ? notInArray(feeBillRuns.id, [...RUNNING]) : undefined,
      ),
    );
}

/** The communities a run bills: the one it was started for, else every community of the company. */
export function residentialsOfRun(orm: Orm, owner: { tenantId: number; residentialId: number | null }): Promise<{ id: number }[]> {
  return orm
    .select({ id: residentials.id })
    .from(residentials)
    .where(owner.residentialId ? eq(residentials.id, owner.residentialId) : eq(residentials.tenantId, owner.tenantId))
    .orderBy(residentials.id);
}

/**
 * A new run of a billing month for one community or every community of the company, with one waiting row per
 * community. At most one unfinished run per company and month (the partial unique index answers the race):
 * a second start is refused with 40943. `now` is the request's or the job's clock.
 */
export async function startRun(
  orm: Orm,
  owner: { tenantId: number; residentialId: number | null; userId: number | null; trigger: 1 | 2 },
  periodStart: string,
  now: Date,
): Promise<typeof feeBillRuns.$inferSelect> {
  await markStaleRuns(orm, owner.tenantId, now, periodStart);
  try {
    return await inTransaction(orm, async (tx) => {
      const residentialRows = await residentialsOfRun(tx, owner);
      const [run] = await tx
        .insert(feeBillRuns)
        .values({
          tenantId: owner.tenantId,
          residentialId: owner.residentialId,
          periodStart,
          status: BILL_RUN_STATUS.generating,
          communityCount: residentialRows.length,
          trigger: owner.trigger,
          createdBy: owner.userId,
        })
        .returning();
      if (residentialRows.length)
        await tx.insert(feeBillRunResidentials).values(residentialRows.map((c) => ({ runId: run!.id, residentialId: c.id })));
      return run!;
    });
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('FEE_RUN_ACTIVE', { params: { period: periodStart.slice(0, 7) } });
    throw error;
  }
}
