import { cleanTemporaryFiles } from './handlers/clean-temporary-files.js';
import { disableExpiredAccounts } from './handlers/disable-expired-accounts.js';
import { expireFinishedTasks } from './handlers/expire-finished-tasks.js';
import { purgeOpLogs } from './handlers/purge-op-logs.js';
import { JOB_HANDLER_OPTIONS, type JobHandlerName, type PlatformJobHandlerName } from '@cvap/contracts';
import { generatePlannedWorkJob } from '../work-plans/job.js';
import type { RegisteredJobHandler } from './job-handler.js';

/** The machinery's own jobs (files, tasks, op logs, accounts): contracts' PLATFORM_JOB_HANDLER_OPTIONS, each once. */
const PLATFORM_JOB_HANDLERS = {
  cleanTemporaryFiles,
  purgeOpLogs,
  expireFinishedTasks,
  disableExpiredAccounts,
  generatePlannedWork: generatePlannedWorkJob,
} satisfies Record<PlatformJobHandlerName, RegisteredJobHandler>;

/**
 * Every job a schedule may run, by name (the names contracts offers in JOB_HANDLER_OPTIONS): the platform's, plus
 * those of the business modules' manifests, which the app passes in at start-up (ApiModule.jobs, addJobHandlers): a
 * module's job lives in its folder (docs/decisions/0026). A name not here is refused when a job is saved (40001).
 */
export const JOB_HANDLERS: Partial<Record<JobHandlerName, RegisteredJobHandler>> = { ...PLATFORM_JOB_HANDLERS };

/**
 * Adds a module's job handlers (their names must be offered by contracts' JOB_HANDLER_OPTIONS), keeping the
 * registry in that list's order, the order the job screen offers them in.
 */
export function addJobHandlers(handlers: Partial<Record<JobHandlerName, RegisteredJobHandler>>): void {
  const all = { ...JOB_HANDLERS, ...handlers };
  for (const option of JOB_HANDLER_OPTIONS) {
    const value = option.value as JobHandlerName;
    delete JOB_HANDLERS[value];
    if (all[value]) JOB_HANDLERS[value] = all[value];
  }
}

export function isJobHandlerName(name: string): name is JobHandlerName {
  return Object.prototype.hasOwnProperty.call(JOB_HANDLERS, name);
}

export function jobHandler(name: string): RegisteredJobHandler | null {
  return isJobHandlerName(name) ? (JOB_HANDLERS[name] ?? null) : null;
}
