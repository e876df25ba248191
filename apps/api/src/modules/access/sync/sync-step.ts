import type { RalidStepName } from '@cvap/contracts';
import { AppError } from '../../../engine/index.js';
import type { RalidClientOptions } from './ralid-client.js';
import { runSyncStep } from './run-step.js';
import { claimRun, endOfRun, pendingSteps, updateRun } from './runs.js';
import { failureReason, type SyncDeps, type SyncStarter } from './start-sync.js';
import { SYNC_TEXT } from './texts.js';

/**
 * One data set now, within the request (spec section 7: `POST /api/proxy/ralid/{step}`, no payload): recorded
 * as a run of that one step, so it is refused while a full sync runs and a full sync is refused meanwhile.
 * Written whole or not at all; a platform failure answers 50320 with the platform's reason.
 */
export async function syncOneStep(
  deps: Pick<SyncDeps, 'orm'> & { client: RalidClientOptions },
  starter: SyncStarter,
  step: RalidStepName,
  signal: AbortSignal,
): Promise<number> {
  const steps = pendingSteps([step]);
  const runId = await claimRun(deps.orm, starter.tenantId, steps, starter.userName, SYNC_TEXT.interrupted(starter.language));
  if (runId === null) throw new AppError('ACCESS_SYNC_RUNNING');
  try {
    const count = await runSyncStep(deps.orm, deps.client, step, { tenantId: starter.tenantId, runId }, signal, () => undefined);
    await updateRun(deps.orm, runId, {
      steps: [{ name: step, status: 'succeeded', count, error: null }],
      status: 'succeeded',
      progress: 100,
      finishedAt: endOfRun(),
    });
    return count;
  } catch (error) {
    const reason = failureReason(error, starter.language);
    await updateRun(deps.orm, runId, {
      steps: [{ name: step, status: 'failed', count: 0, error: reason }],
      status: 'failed',
      progress: 100,
      finishedAt: endOfRun(),
    });
    if (error instanceof AppError) throw error;
    throw new AppError('RALID_UNREACHABLE', { params: { reason } });
  }
}
