import type { Label } from '@cvap/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Orm } from '../db/client.js';
import type { FileStore } from '../files/store.js';

export interface JobContext {
  orm: Orm;
  config: Config;
  files: FileStore;
  log: FastifyBaseLogger;
  tenantId: number;
  now: Date;
  signal: AbortSignal;
  /**
   * Reports how far the run is (0–99). A "run now" pushes it to whoever started the run (its task); a scheduled
   * fire has nobody to tell and ignores it. Never throws, never waits.
   */
  progress(percent: number): void;
}

/** What a run reports: counts by name (stored as the log's result, shown with the handler's labels). */
export type JobCounts = Record<string, number>;

/**
 * One job handler. The spec's class name, method name and bean name are display-only facts about the entry,
 * never looked up or invoked: a job row only picks an entry of this registry by its name.
 */
export interface JobHandler<P extends z.ZodObject = z.ZodObject> {
  label: Label;
  description: Label;
  params: P;
  className: string;
  methodName: string;
  beanName: string;
  run(context: JobContext, params: z.infer<P>): Promise<JobCounts>;
}

/** Keeps each entry's params and run in agreement at compile time. */
export function defineJobHandler<P extends z.ZodObject>(handler: JobHandler<P>): JobHandler<P> {
  return handler;
}

/** A registry entry with its parameter type erased: parse with `params`, then pass the result to `run`. */
export interface RegisteredJobHandler extends Omit<JobHandler, 'run'> {
  run(context: JobContext, params: never): Promise<JobCounts>;
}
