// The machinery's front door: what a business module (modules/<m>/) uses of the engine and the shared machinery
// (auth, db, files, lib, scheduler, tasks) it imports from here, and its tables from db/schema/index.ts; nothing
// else (`pnpm layers`, rule api-module-reaches-machinery-through-engine-index; docs/decisions/0025).
// Add an export when a module needs one more thing; machinery files import each other directly, never this file.

// The resource engine: declarations resolved, rows read, written and presented, scope, transactions.
export type {
  ApiModule,
  ImportColumn,
  ImportMapping,
  ModuleJobs,
  RegistryEntry,
  ResolvedResource,
  ResourceContext,
  ResourceHooks,
  Row,
} from './types.js';
export { conflictError, inUse, pgError } from './conflicts.js';
export { decodeCursor, encodeCursor } from './cursor.js';
export { allOf, searchConditions } from './filters.js';
export { byLanguage } from './language.js';
export { lookupOnce, rememberLookup } from './lookups.js';
export { findVisible, presentRows, readRows, type RowsQuery } from './repository.js';
export { resolvedEntry } from './resolve.js';
export { actingScope, residentialOfWrite, scopeCondition, usersOfCommunity } from './scope.js';
export { serviceContext, type ServiceContext } from './context.js';
export { cappedCount } from './totals.js';
export { inTransaction } from './transaction.js';
export { endpointRoute, type EndpointRequest, type EndpointRouteOptions } from './endpoint-route.js';
export { formatDateTime, parseDateTime, valueAfterWrite } from './values.js';
export { comparableCell } from './import-export/cells.js';
export { countUpTo, DIRECT_EXPORT_MAX_ROWS, matchingRows, writeExport } from './import-export/export.js';

// The database handle, the configuration and the route declarations' types.
export type { Orm } from '../db/client.js';
export { catalogueElements, SUPERUSER_ROLE } from '../db/seed/catalogue.js';
export { elementsOfScreens, type BaseRoleDecl, type ModuleGrants } from '../db/seed/roles.js';
export type { Config } from '../config.js';
export type { RouteAccess } from '../fastify-types.js';

// Who is asking.
export type { ActingScope, AuthUser, RevokeReason } from '../auth/types.js';
export { grantedElementCodes } from '../auth/element-grants.js';

// Answers, errors and small shared helpers.
export { ok } from '../lib/envelope.js';
export { AppError } from '../lib/errors.js';
export { caller } from '../lib/route-helpers.js';
export { EmptyEnvelope, SelectUserEnvelope, TaskStartedEnvelope } from '../lib/schemas.js';
export { containsPattern } from '../lib/like.js';
export { hashPassword } from '../lib/passwords.js';
export { businessTokenOf, issueBusinessToken, spendBusinessToken } from '../lib/business-token.js';
export { chinaToday, licenceSignatureValid, signedLicenceText } from '../lib/door-licence.js';

// Files: stored uploads, their kinds, downloads.
export { attachmentDisposition } from '../files/content-disposition.js';
export { mayDownload } from '../files/download-access.js';
export { firstNonImageUpload } from '../files/uploaded-images.js';
export { contentProblem, extensionOf, FILE_KINDS, HEAD_BYTES, parseExtensions } from '../files/file-kinds.js';
export { isStoredPath, newStoredPath } from '../files/storage.js';
export type { FileStore, StoredEntry, StoredObject } from '../files/store.js';
export { readHead } from '../files/read-head.js';
export { storeBytes } from '../files/store-bytes.js';
export { recordGeneratedFile } from '../files/record-generated.js';
export { A4, hexText, PdfCanvas, PdfStream, textWidth } from '../lib/pdf/pdf-stream.js';
export { jpegSize } from '../lib/pdf/jpeg-size.js';

// Background tasks and scheduled jobs.
export { TaskFailure, type TaskBody, type TaskContext, type TaskOutcome, type TaskService } from '../tasks/task-service.js';
export { defineJobHandler, type JobCounts, type RegisteredJobHandler } from '../scheduler/job-handler.js';
export { TASK_CHANNEL } from '../tasks/pg-relay.js';
export { JOB_HANDLERS } from '../scheduler/registry.js';
export { JOB_STATUS, type JobScheduler, type RunOutcome } from '../scheduler/scheduler.js';
export { checkJobInput } from '../scheduler/validate-job.js';
export { pushReminders, type ReminderText } from '../tasks/reminders.js';

// Plans that make work (docs/decisions/0030): plan and work columns, the work-source interface, generation.
export {
  generatePlan,
  planTableWork,
  slotRows,
  generatePlannedWork,
  isOverdue,
  planIsBehind,
  oneWorkADay,
  planScheduleColumns,
  plannedWorkColumns,
  refuseNeverFiring,
  replanFutureWork,
  scheduleOf,
  type OverdueWork,
  type PlannedSlot,
  type WorkPlan,
  type WorkSource,
} from '../work-plans/index.js';
