import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './organisation.js';

/**
 * Spec "Scheduled task". `handler` names an entry of the job registry (scheduler/registry.ts); class, method and
 * bean names are never stored or executed, only shown from that entry. status 1 running, 0 paused.
 */
export const quartzJobs = pgTable('quartz_jobs', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  /** 1 scheduled (runs on its cron), 2 manual (only run now). */
  type: smallint('type').notNull().default(1),
  handler: varchar('handler', { length: 64 }).notNull(),
  status: smallint('status').notNull().default(1),
  cronExpression: varchar('cron_expression', { length: 100 }).notNull(),
  priority: integer('priority').notNull().default(5),
  saveLogs: boolean('save_logs').notNull().default(true),
  jobGroup: varchar('job_group', { length: 50 }).notNull().default('DEFAULT'),
  /** JSON text, checked against the handler's params schema on save and again before each run. */
  parameter: text('parameter').notNull().default('{}'),
  lastFireAt: timestamp('last_fire_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per run when the job saves logs: start, duration, result or error. status 1 succeeded, 0 failed. */
export const quartzJobLogs = pgTable(
  'quartz_job_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    jobId: integer('job_id').references(() => quartzJobs.id, { onDelete: 'set null' }),
    jobCode: varchar('job_code', { length: 50 }).notNull(),
    jobName: varchar('job_name', { length: 50 }).notNull(),
    handler: varchar('handler', { length: 64 }).notNull(),
    /** schedule | manual */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: smallint('status').notNull(),
    result: text('result'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('quartz_job_logs_started_idx').on(t.startedAt, t.id), index('quartz_job_logs_job_idx').on(t.jobId, t.startedAt)],
);

/**
 * Claims one scheduled fire of a job: the first instance to insert (job, fire time) runs it, every other
 * instance's insert conflicts and skips. Works the same on PostgreSQL and PGlite.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => quartzJobs.id, { onDelete: 'cascade' }),
    fireTime: timestamp('fire_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.fireTime] })],
);
