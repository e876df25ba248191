import { TaskStatus, type Language, type Task } from '@cvap/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { tasks } from '../db/schema/index.js';
import type { TaskHub } from './task-hub.js';

export type TaskResultLine = NonNullable<Task['result']>[number];

export interface TaskContext {
  /** The task's id (for rows the task writes that must name it). */
  readonly id: string;
  readonly signal: AbortSignal;
  readonly language: Language;
  /**
   * Pushes progress (0–99, never lower than before; finishing sets 100) to the owner at once and records it in
   * the background. Safe to await inside a transaction of the task's own: it never waits for the database.
   */
  progress(percent: number, message?: string): Promise<void>;
}

export interface TaskOutcome {
  message: string;
  result: TaskResultLine[] | null;
}

export type TaskBody = (context: TaskContext) => Promise<TaskOutcome>;

/**
 * A failure whose message is meant for the task's owner (already in their language). `progress` sets the failed
 * task's final progress (the access-control sync ends a failed run at 100, spec section 4); otherwise it stays.
 */
export class TaskFailure extends Error {
  override name = 'TaskFailure';
  constructor(
    message: string,
    readonly options: { progress?: number } = {},
  ) {
    super(message);
  }
}

export interface TaskStart {
  userId: number;
  language: Language;
  type: string;
  source: string;
  title: string;
}

const FAILURE_TEXT: Record<Language, { unexpected: string; shutdown: string; restart: string; databaseLost: string }> = {
  zh_cn: {
    unexpected: '任务执行出错，请稍后重试',
    shutdown: '服务停止，任务已中断',
    restart: '服务重启，任务已中断',
    databaseLost: '数据库连接中断，任务已中断，请稍后重试',
  },
  en: {
    unexpected: 'The task failed unexpectedly; please try again later',
    shutdown: 'Interrupted: the server is stopping',
    restart: 'Interrupted by restart',
    databaseLost: 'Interrupted: the database became unavailable; please try again',
  },
};

/** How often a task's end is written again while the database is away, and for how long before the sweep's turn. */
const END_RETRY_MS = 1_000;
const END_RETRY_FOR_MS = 10 * 60_000;

type TaskRow = typeof tasks.$inferSelect;

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    type: row.type,
    source: row.source,
    title: row.title,
    progress: row.progress,
    status: row.status,
    message: row.message,
    result: (row.result as TaskResultLine[] | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Background tasks owned by a user: a row created at 205/0, progress updates, then 200 with a result or 500
 * with a reason. Every change is pushed to the owner through the hub. The runner catches everything, so a task
 * never stays at 205 while its process lives; a heartbeat lets a later start-up tell crashed ones apart.
 */
export class TaskService {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private closing = false;

  constructor(
    private readonly orm: Orm,
    private readonly hub: TaskHub,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = 15_000,
  ) {}

  async start(start: TaskStart, body: TaskBody): Promise<Task> {
    if (this.closing) throw new Error('The task service is closing');
    const [row] = await this.orm
      .insert(tasks)
      .values({
        id: randomUUID(),
        userId: start.userId,
        type: start.type,
        source: start.source,
        title: start.title,
        progress: 0,
        status: TaskStatus.RUNNING,
      })
      .returning();
    const task = toTask(row!);
    await this.hub.publish(start.userId, task);
    const controller = new AbortController();
    // run() records every failure itself; the catch is the net under it (nobody awaits `done` but close).
    const done = this.run(task, start, body, controller)
      .catch((error: unknown) => this.log.error({ err: error, taskId: task.id }, 'task runner failed'))
      .finally(() => this.running.delete(task.id));
    this.running.set(task.id, { controller, done });
    return task;
  }

  /** The task if the user owns it; null otherwise (callers answer 404 either way). */
  async getOwned(id: string, userId: number): Promise<Task | null> {
    const [row] = await this.orm
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
    return row ? toTask(row) : null;
  }

  async load(id: string): Promise<{ userId: number; task: Task } | null> {
    const [row] = await this.orm.select().from(tasks).where(eq(tasks.id, id));
    return row ? { userId: row.userId, task: toTask(row) } : null;
  }

  private async update(
    id: string,
    userId: number,
    values: Partial<Pick<TaskRow, 'progress' | 'status' | 'message' | 'result'>>,
  ): Promise<void> {
    const [row] = await this.orm
      .update(tasks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tasks.id, id))
      .returning();
    if (row) await this.hub.publish(userId, toTask(row));
  }

  /**
   * Records a task's end. While the database cannot be reached the write is tried again every second, so a task cut
   * by an outage ends within a second or so of the database's return instead of at the sweep for dead processes.
   */
  private async recordEnd(
    id: string,
    userId: number,
    values: Partial<Pick<TaskRow, 'progress' | 'status' | 'message' | 'result'>>,
  ): Promise<void> {
    const giveUpAt = Date.now() + END_RETRY_FOR_MS;
    for (;;) {
      try {
        return await this.update(id, userId, values);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.closing || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, END_RETRY_MS).unref());
      }
    }
  }

  /**
   * Progress of a running task: pushed through the hub as soon as it is reported, and written to its row by at
   * most one update at a time, the latest value winning. A write that must wait (on PGlite the single connection
   * is held by the import's transaction until it commits) therefore never delays a push nor piles up behind it;
   * on PostgreSQL the row follows within one round trip. `settled` resolves once the row holds the last value.
   */
  private progressOf(task: Task, userId: number): { report(percent: number, message?: string): Promise<void>; settled(): Promise<void> } {
    let current = task;
    let pending: Partial<Pick<TaskRow, 'progress' | 'message'>> | null = null;
    let writing: Promise<void> = Promise.resolve();
    let busy = false;
    const drain = async (): Promise<void> => {
      busy = true;
      while (pending) {
        const values = pending;
        pending = null;
        await this.orm
          .update(tasks)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(tasks.id, task.id), eq(tasks.status, TaskStatus.RUNNING)))
          .catch((error: unknown) => this.log.warn({ err: error, taskId: task.id }, 'task progress could not be recorded'));
      }
      busy = false;
    };
    const report = async (percent: number, message?: string): Promise<void> => {
      const progress = Math.max(current.progress, Math.min(99, Math.round(percent)));
      const changed = { progress, ...(message === undefined ? {} : { message }) };
      current = { ...current, ...changed, updatedAt: new Date().toISOString() };
      pending = { ...pending, ...changed };
      if (!busy) writing = drain();
      await this.hub.publish(userId, current);
    };
    return { report, settled: () => writing };
  }

  private async run(task: Task, start: TaskStart, body: TaskBody, controller: AbortController): Promise<void> {
    const id = task.id;
    const progress = this.progressOf(task, start.userId);
    const heartbeat = setInterval(() => {
      this.orm
        .update(tasks)
        .set({ updatedAt: new Date() })
        .where(and(eq(tasks.id, id), eq(tasks.status, TaskStatus.RUNNING)))
        .catch((error: unknown) => this.log.warn({ err: error, taskId: id }, 'task heartbeat failed'));
    }, this.heartbeatMs);
    heartbeat.unref();
    const context: TaskContext = {
      id,
      signal: controller.signal,
      language: start.language,
      progress: progress.report,
    };
    try {
      const outcome = await body(context);
      controller.signal.throwIfAborted();
      await progress.settled();
      await this.recordEnd(id, start.userId, {
        status: TaskStatus.FINISHED,
        progress: 100,
        message: outcome.message,
        result: outcome.result,
      });
    } catch (error) {
      const text = FAILURE_TEXT[start.language];
      const databaseLost = !controller.signal.aborted && !(error instanceof TaskFailure) && isDatabaseUnavailable(error);
      const reason = controller.signal.aborted
        ? text.shutdown
        : error instanceof TaskFailure
          ? error.message
          : databaseLost
            ? text.databaseLost
            : text.unexpected;
      if (databaseLost) this.log.warn({ taskId: id }, 'task cut by a database outage');
      else if (!(error instanceof TaskFailure) && !controller.signal.aborted) this.log.error({ err: error, taskId: id }, 'task failed');
      await progress.settled();
      const final = error instanceof TaskFailure && error.options.progress !== undefined ? { progress: error.options.progress } : {};
      await this.recordEnd(id, start.userId, { status: TaskStatus.FAILED, message: reason, ...final }).catch((next: unknown) =>
        this.log.error({ err: next, taskId: id }, 'could not record a task failure'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Marks tasks a dead process left at 205 as failed. With `staleBefore`, only those whose heartbeat stopped
   * before it (other live instances keep theirs fresh); without, all of them (a single-process database).
   */
  async failInterrupted(staleBefore: Date | null): Promise<number> {
    const owners = sql`(select u.language from users u where u.id = ${tasks.userId})`;
    const rows = await this.orm
      .update(tasks)
      .set({
        status: TaskStatus.FAILED,
        message: sql`case when ${owners} = 'en' then ${FAILURE_TEXT.en.restart} else ${FAILURE_TEXT.zh_cn.restart} end`,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.status, TaskStatus.RUNNING), staleBefore ? lt(tasks.updatedAt, staleBefore) : undefined))
      .returning();
    for (const row of rows) await this.hub.publish(row.userId, toTask(row));
    return rows.length;
  }

  /** Stops running tasks (they end failed: "the server is stopping") and waits for them to record it. */
  async close(): Promise<void> {
    this.closing = true;
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }
}
