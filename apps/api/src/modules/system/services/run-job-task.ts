import { quartzJobResource, type Language } from '@cvap/contracts';
import { TaskFailure, type JobScheduler, type RunOutcome, type ServiceContext, type TaskService } from '../../../engine/index.js';
import type { Job } from './jobs.js';

const TEXT: Record<Language, { title: (name: string) => string; done: (ms: number) => string; failed: (error: string) => string }> = {
  zh_cn: {
    title: (name) => `立即执行：${name}`,
    done: (ms) => `执行完成，用时 ${ms} 毫秒`,
    failed: (error) => `执行失败：${error}`,
  },
  en: {
    title: (name) => `Run now: ${name}`,
    done: (ms) => `Done in ${ms} ms`,
    failed: (error) => `The job failed: ${error}`,
  },
};

/**
 * "Run now" as a task of the caller: the job's progress is pushed on the task channel while it runs (a long pass
 * of the plan-to-work job reports after every batch), and the run ends the task with its counts. Answers once the
 * run is over, with the task's id and the run's outcome, as the scheduled run logs it.
 */
export async function runJobAsTask(
  deps: { tasks: TaskService; scheduler: JobScheduler },
  { user, language }: ServiceContext,
  job: Job,
): Promise<{ taskId: string; outcome: RunOutcome }> {
  const text = TEXT[language];
  let settle: { resolve: (outcome: RunOutcome) => void; reject: (error: unknown) => void } | undefined;
  const ran = new Promise<RunOutcome>((resolve, reject) => (settle = { resolve, reject }));
  const task = await deps.tasks.start(
    { userId: user.id, language, type: 'jobRun', source: quartzJobResource.menu, title: text.title(job.name).slice(0, 200) },
    async (context) => {
      let outcome: RunOutcome;
      try {
        outcome = await deps.scheduler.runNow(job, {
          // The push is fire-and-forget; a failed push must not fail the run.
          progress: (percent) => void context.progress(percent).catch(() => undefined),
          signal: context.signal,
        });
      } catch (error) {
        settle?.reject(error);
        throw error;
      }
      settle?.resolve(outcome);
      if (!outcome.ok) throw new TaskFailure(text.failed(outcome.error ?? ''));
      const counts = outcome.result ? (JSON.parse(outcome.result) as Record<string, number>) : {};
      return {
        message: text.done(outcome.durationMs),
        result: Object.entries(counts).map(([label, value]) => ({ label, value: String(value), ok: true })),
      };
    },
  );
  return { taskId: task.id, outcome: await ran };
}
