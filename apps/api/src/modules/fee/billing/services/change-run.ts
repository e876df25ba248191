import { BILL_RUN_STATUS } from '@cvap/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, inTransaction, type Orm, pgError } from '../../../../engine/index.js';
import { feeBillRunResidentials, feeBillRuns } from '../schema.js';

/**
 * Pause (generating → paused), resume (paused or abnormal → generating; failed communities wait again) or
 * terminate (generating, paused or abnormal → terminated). Answers the run after the change, or null when its
 * status does not allow the action. The rows it changes are stamped `now`, the request's clock.
 */
export async function changeRun(orm: Orm, runId: number, action: 'pause' | 'resume' | 'terminate', now: Date) {
  const from = {
    pause: [BILL_RUN_STATUS.generating],
    resume: [BILL_RUN_STATUS.paused, BILL_RUN_STATUS.abnormal],
    terminate: [BILL_RUN_STATUS.generating, BILL_RUN_STATUS.paused, BILL_RUN_STATUS.abnormal],
  }[action] as number[];
  const to = { pause: BILL_RUN_STATUS.paused, resume: BILL_RUN_STATUS.generating, terminate: BILL_RUN_STATUS.terminated }[action];
  try {
    return await inTransaction(orm, async (tx) => {
      const [changed] = await tx
        .update(feeBillRuns)
        .set({ status: to, updatedAt: now, finishedAt: action === 'terminate' ? now : null, message: null })
        .where(and(eq(feeBillRuns.id, runId), inArray(feeBillRuns.status, from)))
        .returning();
      if (changed && action === 'resume') {
        const failed = await tx
          .update(feeBillRunResidentials)
          .set({ status: 1, errorCount: 0, errors: null, updatedAt: now })
          .where(and(eq(feeBillRunResidentials.runId, runId), eq(feeBillRunResidentials.status, 3)))
          .returning({ id: feeBillRunResidentials.id });
        if (failed.length) {
          const [fixed] = await tx
            .update(feeBillRuns)
            .set({
              communitiesDone: sql`${feeBillRuns.communitiesDone} - ${failed.length}`,
              errorCount: sql`greatest(${feeBillRuns.errorCount} - ${failed.length}, 0)`,
            })
            .where(eq(feeBillRuns.id, runId))
            .returning();
          return fixed ?? null;
        }
      }
      return changed ?? null;
    });
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('FEE_RUN_ACTIVE', { params: { period: '' } });
    throw error;
  }
}
