import { Cron } from 'croner';
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { FileStore } from '../files/store.js';
import type { Orm } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { jobRuns, quartzJobLogs, quartzJobs } from '../db/schema/index.js';
import { encodeNewlines } from '../lib/mask.js';
import { jobHandler } from './registry.js';

type JobRow = typeof quartzJobs.$inferSelect;

const CLAIM_RETENTION_MS = 86_400_000;

export const JOB_STATUS = { RUNNING: 1, PAUSED: 0 } as const;
export const JOB_TYPE = { SCHEDULED: 1, MANUAL: 2 } as const;

export interface RunOutcome {
  ok: boolean;
  startedAt: Date;
  durationMs: number;
  result: string | null;
  error: string | null;
}

/** Checks a cron expression the way the scheduler will read it; null when fine, else croner's reason. */
export function cronProblem(expression: string): string | null {
  try {
    const probe = new Cron(expression, { paused: true });
    const next = probe.nextRun();
    probe.stop();
    return next ? null : 'never fires';
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Runs the jobs of the quartz_jobs table on their cron expressions (croner). Every instance schedules every
 * active job, and the first to insert (job, fire time) into job_runs runs that fire: one run per schedule
 * however many instances. Job changes made by any instance are picked up by a periodic re-read.
 */
export class JobScheduler {
  private readonly crons = new Map<number, { cron: Cron; signature: string }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly controller = new AbortController();
  private resync: NodeJS.Timeout | null = null;
  /** Set while the database cannot be reached: its skipped ticks are logged once, not one line per tick. */
  private unreachable: { since: number; skipped: number } | null = null;

  constructor(
    private readonly orm: Orm,
    private readonly config: Config,
    private readonly files: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly resyncMs = 30_000,
  ) {}

  async start(): Promise<void> {
    await this.sync();
    this.resync = setInterval(
      () =>
        this.sync().then(
          () => this.reached(),
          (error: unknown) => this.failed(error, 'job schedule re-read failed'),
        ),
      this.resyncMs,
    );
    this.resync.unref();
  }

  /** Re-reads the jobs table and (re)schedules what changed; also called right after a change on this instance. */
  async sync(): Promise<void> {
    // Claims only matter while instances could still race for a fire; a day later they are history.
    await this.orm.delete(jobRuns).where(lt(jobRuns.fireTime, new Date(Date.now() - CLAIM_RETENTION_MS)));
    const jobs = await this.orm.select().from(quartzJobs);
    const seen = new Set<number>();
    for (const job of jobs) {
      seen.add(job.id);
      const active =
        job.status === JOB_STATUS.RUNNING &&
        job.type === JOB_TYPE.SCHEDULED &&
        jobHandler(job.handler) !== null &&
        cronProblem(job.cronExpression) === null;
      const signature = `${job.cronExpression}|${job.updatedAt.getTime()}`;
      const current = this.crons.get(job.id);
      if (!active) {
        if (current) this.unschedule(job.id);
        continue;
      }
      if (current?.signature === signature) continue;
      if (current) this.unschedule(job.id);
      const cron = new Cron(
        job.cronExpression,
        {
          protect: true,
          unref: true,
          // Croner rethrows what the callback throws, which nobody would catch: the callback catches its own,
          // and this is the net under it.
          catch: (error: unknown) => this.log.error({ err: error, jobId: job.id }, 'scheduled fire threw'),
        },
        async (self: Cron) => {
          // The scheduled instant (whole seconds), the same on every instance, not the moment this timer woke.
          const fireTime = self.previousRuns(1, new Date(Date.now() + 1))[0] ?? new Date(Math.floor(Date.now() / 1000) * 1000);
          await this.track(this.fire(job.id, fireTime)).then(
            () => this.reached(),
            (error: unknown) => this.failed(error, 'scheduled fire failed', job.id),
          );
        },
      );
      this.crons.set(job.id, { cron, signature });
    }
    for (const id of [...this.crons.keys()]) if (!seen.has(id)) this.unschedule(id);
  }

  isScheduled(jobId: number): boolean {
    return this.crons.has(jobId);
  }

  nextRun(jobId: number): Date | null {
    return this.crons.get(jobId)?.cron.nextRun() ?? null;
  }

  /** One scheduled fire: claim it, re-read the job (it may have been paused meanwhile), run it. */
  async fire(jobId: number, fireTime: Date): Promise<RunOutcome | null> {
    const claimed = await this.orm.insert(jobRuns).values({ jobId, fireTime }).onConflictDoNothing().returning({ jobId: jobRuns.jobId });
    if (claimed.length === 0) return null;
    const [job] = await this.orm.select().from(quartzJobs).where(eq(quartzJobs.id, jobId));
    if (!job || job.status !== JOB_STATUS.RUNNING) return null;
    return this.run(job, 'schedule');
  }

  /**
   * Runs a job now, whatever its status (the "run now" action), reporting its progress to `progress`; `signal`
   * (the caller's task) stops it as the scheduler's own closing does.
   */
  runNow(job: JobRow, caller?: { progress: (percent: number) => void; signal: AbortSignal }): Promise<RunOutcome> {
    return this.track(this.run(job, 'manual', caller));
  }

  private async run(
    job: JobRow,
    trigger: 'schedule' | 'manual',
    caller: { progress: (percent: number) => void; signal?: AbortSignal } = { progress: () => undefined },
  ): Promise<RunOutcome> {
    const startedAt = new Date();
    const started = performance.now();
    let outcome: Omit<RunOutcome, 'startedAt' | 'durationMs'>;
    try {
      const handler = jobHandler(job.handler);
      if (!handler) throw new Error(`unknown handler ${job.handler}`);
      const params = handler.params.parse(JSON.parse(job.parameter || '{}'));
      const counts = await handler.run(
        {
          orm: this.orm,
          config: this.config,
          files: this.files,
          log: this.log,
          tenantId: job.tenantId,
          now: startedAt,
          signal: caller.signal ? AbortSignal.any([this.controller.signal, caller.signal]) : this.controller.signal,
          progress: caller.progress,
        },
        params as never,
      );
      outcome = { ok: true, result: JSON.stringify(counts), error: null };
    } catch (error) {
      this.log.warn({ err: error, job: job.code }, 'scheduled job failed');
      outcome = { ok: false, result: null, error: encodeNewlines((error as Error).message ?? String(error)).slice(0, 1000) };
    }
    const durationMs = Math.round(performance.now() - started);
    await this.orm.update(quartzJobs).set({ lastFireAt: startedAt }).where(eq(quartzJobs.id, job.id));
    if (job.saveLogs) {
      await this.orm.insert(quartzJobLogs).values({
        tenantId: job.tenantId,
        jobId: job.id,
        jobCode: job.code,
        jobName: job.name,
        handler: job.handler,
        trigger,
        startedAt,
        durationMs,
        status: outcome.ok ? 1 : 0,
        result: outcome.result,
        error: outcome.error,
      });
    }
    return { ...outcome, startedAt, durationMs };
  }

  /**
   * Remembers running work so that close can wait for it. The caller handles the work's failure; the copy kept
   * here must not fail as well (a rejected copy nobody awaits was an unhandled rejection that ended the process
   * at the first tick of a database outage).
   */
  private track<T>(work: Promise<T>): Promise<T> {
    const tracked: Promise<unknown> = work.then(
      () => this.inFlight.delete(tracked),
      () => this.inFlight.delete(tracked),
    );
    this.inFlight.add(tracked);
    return work;
  }

  /**
   * A fire or a re-read failed. The database being unreachable skips the tick (the next one tries again) and is
   * logged once for the whole outage; any other failure is logged each time.
   */
  private failed(error: unknown, what: string, jobId?: number): void {
    if (!isDatabaseUnavailable(error)) {
      this.log.warn({ err: error, ...(jobId === undefined ? {} : { jobId }) }, what);
      return;
    }
    if (!this.unreachable) {
      this.unreachable = { since: Date.now(), skipped: 0 };
      this.log.warn({ err: error }, 'database unavailable: scheduled job ticks are skipped until it returns');
    }
    if (jobId !== undefined) this.unreachable.skipped += 1;
  }

  /** The database answered the scheduler again after an outage. */
  private reached(): void {
    if (!this.unreachable) return;
    const { since, skipped } = this.unreachable;
    this.unreachable = null;
    this.log.info({ skippedTicks: skipped, unreachableForMs: Date.now() - since }, 'database is back: scheduled jobs run again');
  }

  private unschedule(jobId: number): void {
    this.crons.get(jobId)?.cron.stop();
    this.crons.delete(jobId);
  }

  async close(): Promise<void> {
    if (this.resync) clearInterval(this.resync);
    for (const id of [...this.crons.keys()]) this.unschedule(id);
    this.controller.abort();
    await Promise.allSettled([...this.inFlight]);
  }
}
