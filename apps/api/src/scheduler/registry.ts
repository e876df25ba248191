import { cleanTemporaryFiles } from './handlers/clean-temporary-files.js';
import { disableExpiredAccounts } from './handlers/disable-expired-accounts.js';
import { expireFinishedTasks } from './handlers/expire-finished-tasks.js';
import { purgeOpLogs } from './handlers/purge-op-logs.js';
import { publishScheduledNotices } from './handlers/publish-scheduled-notices.js';
import { remindOverdueRepairs } from './handlers/remind-overdue-repairs.js';
import type { JobHandlerName } from '@cvap/contracts';
import type { RegisteredJobHandler } from './job-handler.js';

/** Every job a schedule may run, by name (exactly the names contracts offers in JOB_HANDLER_OPTIONS). A name not here is refused when a job is saved (40001). */
export const JOB_HANDLERS = {
  cleanTemporaryFiles,
  purgeOpLogs,
  expireFinishedTasks,
  disableExpiredAccounts,
  publishScheduledNotices,
  remindOverdueRepairs,
} as const satisfies Record<JobHandlerName, RegisteredJobHandler>;

export function isJobHandlerName(name: string): name is JobHandlerName {
  return Object.prototype.hasOwnProperty.call(JOB_HANDLERS, name);
}

export function jobHandler(name: string): RegisteredJobHandler | null {
  return isJobHandlerName(name) ? JOB_HANDLERS[name] : null;
}
