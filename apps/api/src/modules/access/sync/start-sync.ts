import { ACCESS_SYNC_ELEMENTS, ACCESS_SYNC_TASK_TYPE, RALID_STEP_NAMES, type Language, type SyncStep } from '@cvap/contracts';
import { AppError, type Orm, type TaskBody, TaskFailure, type TaskService } from '../../../engine/index.js';
import { RalidError, type RalidClientOptions } from './ralid-client.js';
import { runSyncStep } from './run-step.js';
import { claimRun, endOfRun, pendingSteps, updateRun } from './runs.js';
import { SYNC_TEXT } from './texts.js';

export interface SyncDeps {
  orm: Orm;
  tasks: TaskService;
  client: RalidClientOptions;
}

export interface SyncStarter {
  userId: number;
  userName: string;
  tenantId: number;
  language: Language;
}

/** The reason a step failed, as its owner reads it. */
export function failureReason(error: unknown, language: Language): string {
  if (error instanceof RalidError) return error.message;
  return SYNC_TEXT.unexpected(language);
}

/**
 * Starts the eight steps in the spec's order as one background task. Each step is written whole or not at all
 * (runSyncStep); the first failure stops the run, records the step's error, sets progress to 100 and ends the
 * task failed with that error. Refused (40950) while the company has a run going.
 */
export async function startSync(deps: SyncDeps, starter: SyncStarter): Promise<{ taskId: string; runId: number }> {
  const { language } = starter;
  const steps: SyncStep[] = pendingSteps();
  const runId = await claimRun(deps.orm, starter.tenantId, steps, starter.userName, SYNC_TEXT.interrupted(language));
  if (runId === null) throw new AppError('ACCESS_SYNC_RUNNING');

  const body: TaskBody = async ({ signal, progress }) => {
    let total = 0;
    let index = 0;
    try {
      for (index = 0; index < RALID_STEP_NAMES.length; index++) {
        const step = RALID_STEP_NAMES[index]!;
        steps[index] = { ...steps[index]!, status: 'running' };
        const base = (index / RALID_STEP_NAMES.length) * 100;
        await updateRun(deps.orm, runId, { steps, progress: Math.round(base) });
        await progress(base, SYNC_TEXT.stepRunning(language, index + 1, step, 0, 0));
        const count = await runSyncStep(deps.orm, deps.client, step, { tenantId: starter.tenantId, runId }, signal, (done, of) =>
          progress(
            base + (done / Math.max(of, 1)) * (100 / RALID_STEP_NAMES.length),
            SYNC_TEXT.stepRunning(language, index + 1, step, done, of),
          ),
        );
        total += count;
        steps[index] = { name: step, status: 'succeeded', count, error: null };
        await updateRun(deps.orm, runId, { steps, progress: Math.round(((index + 1) / RALID_STEP_NAMES.length) * 100) });
      }
      await updateRun(deps.orm, runId, { steps, status: 'succeeded', progress: 100, finishedAt: endOfRun() });
      return {
        message: SYNC_TEXT.finished(language, total),
        result: steps.map((s) => ({ label: s.name, value: String(s.count), ok: true })),
      };
    } catch (error) {
      const step = RALID_STEP_NAMES[Math.min(index, RALID_STEP_NAMES.length - 1)]!;
      const reason = signal.aborted ? SYNC_TEXT.interrupted(language) : failureReason(error, language);
      steps[index] = { name: step, status: 'failed', count: 0, error: reason };
      await updateRun(deps.orm, runId, { steps, status: 'failed', progress: 100, finishedAt: endOfRun() });
      if (error instanceof RalidError) throw new TaskFailure(SYNC_TEXT.stepFailed(language, index + 1, step, reason), { progress: 100 });
      throw error;
    }
  };

  const { menu } = ACCESS_SYNC_ELEMENTS.run;
  const task = await deps.tasks
    .start({ userId: starter.userId, language, type: ACCESS_SYNC_TASK_TYPE, source: menu, title: SYNC_TEXT.title(language) }, body)
    .catch(async (error: unknown) => {
      await updateRun(deps.orm, runId, { status: 'failed', progress: 100, finishedAt: endOfRun() });
      throw error;
    });
  await updateRun(deps.orm, runId, { taskId: task.id });
  return { taskId: task.id, runId };
}
