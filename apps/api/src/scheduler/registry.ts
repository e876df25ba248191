import { cleanTemporaryFiles } from './handlers/clean-temporary-files.js';
import { disableExpiredAccounts } from './handlers/disable-expired-accounts.js';
import { expireFinishedTasks } from './handlers/expire-finished-tasks.js';
import { purgeOpLogs } from './handlers/purge-op-logs.js';
import type { JobHandlerName } from '@cvap/contracts';
import type { RegisteredJobHandler } from './job-handler.js';

/** The machinery's own jobs, by name (names contracts offers in JOB_HANDLER_OPTIONS). */
const CORE_HANDLERS: Partial<Record<JobHandlerName, RegisteredJobHandler>> = {
  cleanTemporaryFiles,
  purgeOpLogs,
  expireFinishedTasks,
  disableExpiredAccounts,
};

/**
 * Every job a schedule may run, by name: the machinery's own and those business modules add at start-up
 * (`ApiModule.jobs`, registered by the app before the scheduler starts; the scheduler never imports a module).
 * A name not here is refused when a job is saved (40001).
 */
export const JOB_HANDLERS: Partial<Record<JobHandlerName, RegisteredJobHandler>> = { ...CORE_HANDLERS };

/** Adds a module's job handlers (each name must be one contracts offers). */
export function registerJobHandlers(handlers: Partial<Record<JobHandlerName, RegisteredJobHandler>>): void {
  Object.assign(JOB_HANDLERS, handlers);
}

export function isJobHandlerName(name: string): name is JobHandlerName {
  return Object.prototype.hasOwnProperty.call(JOB_HANDLERS, name);
}

export function jobHandler(name: string): RegisteredJobHandler | null {
  return isJobHandlerName(name) ? (JOB_HANDLERS[name] ?? null) : null;
}
