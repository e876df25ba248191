import { BILL_RUN_STATUS, codeMessage, Codes, type CodeName, type Language } from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { inTransaction, type Orm } from '../../../../engine/index.js';
import { residentials } from '../../../../db/schema/index.js';
import { feeBillRunResidentials, feeBillRuns } from '../schema.js';
import { billResidential } from './bill-residential.js';

/** Runs being executed by this process (a run at 1 that is not here and has no fresh heartbeat is stale). */
export const RUNNING = new Set<number>();

/** How often a running run touches its row, and how old a heartbeat must be to count as dead. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_SECONDS = 60;

export interface RunControl {
  signal: AbortSignal;
  language: Language;
  /** 0–99 with a message (the task's progress push; the scheduler logs nothing). */
  progress(percent: number, message: string): Promise<void>;
  /** Milliseconds to wait between two communities (config FEE_RUN_COMMUNITY_GAP_MS); the signal cuts the wait short. */
  communityGapMs?: number;
  /** Where a community's failure is logged with its detail (the stored reason is a catalogue code). */
  log?: { error(details: object, message: string): void };
}

/**
 * A community's error as stored: a catalogue code and its params, rendered in the reader's language when read
 * (`runCommunities`), never the driver's text (it carries SQL). Rows written before this are plain text.
 */
export interface StoredRunError {
  code: CodeName;
  params?: Record<string, string | number>;
}

/** The SQLSTATE of a database error, wherever the driver or the ORM wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * The reason stored for a community that failed: an amount out of range (22003, a standard above its bounds that
 * was written around them) has its own code; anything else a reference to the log line that has the detail.
 */
export function failureReason(error: unknown, log: RunControl['log'], context: { runId: number; residentialId: number }): StoredRunError {
  const ref = randomUUID().slice(0, 8);
  log?.error({ err: error, ...context, ref }, 'bill run: a community failed');
  if (sqlState(error) === '22003') return { code: 'FEE_RUN_AMOUNT_OVERFLOW' };
  return { code: 'FEE_RUN_COMMUNITY_FAILED', params: { ref } };
}

/** A stored community error in the reader's language. */
export function renderRunError(error: unknown, language: Language): string {
  if (typeof error === 'string') return error;
  const { code, params } = (error ?? {}) as Partial<StoredRunError>;
  return code && code in Codes ? codeMessage(code, language, params) : codeMessage('FEE_RUN_COMMUNITY_FAILED', language, { ref: '-' });
}

const TEXT = {
  zh_cn: {
    progress: (done: number, total: number, lines: number) => `已完成 ${done}/${total} 个社区，生成 ${lines} 条账单`,
    paused: '已暂停',
    terminated: '已终止',
    complete: (lines: number, errors: number, existing: number) =>
      `完成：生成 ${lines} 条账单${existing ? `，另有 ${existing} 条本期账单此前已生成，未重复生成` : ''}${errors ? `，${errors} 个错误` : ''}`,
    abnormal: (failed: number) => `${failed} 个社区生成失败，可继续重试`,
    interrupted: '任务中断，可继续或重新生成（已生成的社区不会重复）',
  },
  en: {
    progress: (done: number, total: number, lines: number) => `${done}/${total} communities done, ${lines} bill lines created`,
    paused: 'Paused',
    terminated: 'Terminated',
    complete: (lines: number, errors: number, existing: number) =>
      `Complete: ${lines} bill lines created${existing ? `; ${existing} lines of this period existed already and were not created again` : ''}${errors ? `, ${errors} errors` : ''}`,
    abnormal: (failed: number) => `${failed} communities failed; resume to retry`,
    interrupted: 'Interrupted; resume or run again (communities already billed are not billed twice)',
  },
} as const;

export type RunEnd = 'complete' | 'paused' | 'terminated' | 'abnormal';

/**
 * The run's clock. A run outlives the request or the job that started it (minutes, hours for a large company,
 * paused and resumed): its heartbeat, each community and its end are stamped when they happen.
 */
// eslint-disable-next-line cvap/request-clock -- a background run stamps its steps as they happen
const stamp = (): Date => new Date();

/**
 * Executes a bill run: its waiting communities one by one, each in its own transaction that first locks the run
 * row and stops unless the run is still generating (so a pause or a termination takes effect between two
 * communities, never inside one), inserts the community's lines set-based and records its counts. A process
 * that dies mid-community leaves no line of it (the transaction never commits); a rerun or a resume bills what is
 * missing and nothing twice (the unique key). Progress is reported after every community; the configured gap
 * (FEE_RUN_COMMUNITY_GAP_MS) is waited between two communities.
 */
export async function runBills(orm: Orm, runId: number, control: RunControl): Promise<{ end: RunEnd; message: string }> {
  const text = TEXT[control.language];
  RUNNING.add(runId);
  const heartbeat = setInterval(() => {
    orm
      .update(feeBillRuns)
      .set({ updatedAt: stamp() })
      .where(and(eq(feeBillRuns.id, runId), eq(feeBillRuns.status, BILL_RUN_STATUS.generating)))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  try {
    const [run] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, runId));
    if (!run) throw new Error(`bill run ${runId} not found`);
    const waiting = await orm
      .select({ id: feeBillRunResidentials.id, residentialId: feeBillRunResidentials.residentialId })
      .from(feeBillRunResidentials)
      .where(and(eq(feeBillRunResidentials.runId, runId), eq(feeBillRunResidentials.status, 1)))
      .orderBy(asc(feeBillRunResidentials.id));
    let done = run.communitiesDone;
    let lines = run.lineCount;
    for (const residential of waiting) {
      if (control.communityGapMs && residential !== waiting[0]) await wait(control.communityGapMs, undefined, { signal: control.signal });
      control.signal.throwIfAborted();
      const outcome = await billOne(orm, run.id, run.periodStart, residential).catch(async (error: unknown) => {
        const reason = failureReason(error, control.log, { runId: run.id, residentialId: residential.residentialId });
        await recordFailure(orm, run.id, residential.id, reason);
        return 'failed' as const;
      });
      if (outcome === 'billed') continue;
      if (outcome === 'stopped') {
        const [now] = await orm.select({ status: feeBillRuns.status }).from(feeBillRuns).where(eq(feeBillRuns.id, runId));
        return now?.status === BILL_RUN_STATUS.paused
          ? { end: 'paused', message: text.paused }
          : { end: 'terminated', message: text.terminated };
      }
      done += 1;
      if (outcome !== 'failed') lines += outcome.created;
      await control.progress(
        Math.min(99, ((100 * done) / Math.max(run.communityCount, 1)) | 0),
        text.progress(done, run.communityCount, lines),
      );
    }
    return await finish(orm, runId, text);
  } catch (error) {
    await orm
      .update(feeBillRuns)
      .set({ status: BILL_RUN_STATUS.abnormal, message: text.interrupted, updatedAt: stamp() })
      .where(and(eq(feeBillRuns.id, runId), eq(feeBillRuns.status, BILL_RUN_STATUS.generating)))
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
    RUNNING.delete(runId);
  }
}

type Text = (typeof TEXT)[Language];

async function billOne(
  orm: Orm,
  runId: number,
  period: string,
  residential: { id: number; residentialId: number },
): Promise<'stopped' | 'billed' | { created: number }> {
  return inTransaction(orm, async (tx) => {
    const [locked] = await tx.select({ status: feeBillRuns.status }).from(feeBillRuns).where(eq(feeBillRuns.id, runId)).for('update');
    // Billed meanwhile by another execution of the run: a resume while this one was still waiting between two
    // communities starts a second one (it may be another API instance). The run row's lock orders them.
    const [still] = await tx
      .select({ id: feeBillRunResidentials.id })
      .from(feeBillRunResidentials)
      .where(and(eq(feeBillRunResidentials.id, residential.id), eq(feeBillRunResidentials.status, 1)));
    if (!still) return 'billed' as const;
    if (locked?.status !== BILL_RUN_STATUS.generating) return 'stopped' as const;
    const bill = await billResidential(tx, runId, residential.residentialId, period);
    const errors: StoredRunError[] = bill.missingArea ? [{ code: 'FEE_RUN_MISSING_AREA', params: { count: bill.missingArea } }] : [];
    await tx
      .update(feeBillRunResidentials)
      .set({
        status: 2,
        lineCount: bill.created,
        existingCount: bill.existing,
        errorCount: bill.missingArea,
        errors,
        updatedAt: stamp(),
      })
      .where(eq(feeBillRunResidentials.id, residential.id));
    await tx
      .update(feeBillRuns)
      .set({
        communitiesDone: sql`${feeBillRuns.communitiesDone} + 1`,
        lineCount: sql`${feeBillRuns.lineCount} + ${bill.created}`,
        errorCount: sql`${feeBillRuns.errorCount} + ${bill.missingArea}`,
        updatedAt: stamp(),
      })
      .where(eq(feeBillRuns.id, runId));
    return { created: bill.created };
  });
}

async function recordFailure(orm: Orm, runId: number, rowId: number, reason: StoredRunError): Promise<void> {
  await orm
    .update(feeBillRunResidentials)
    .set({ status: 3, errorCount: 1, errors: [reason], updatedAt: stamp() })
    .where(eq(feeBillRunResidentials.id, rowId));
  await orm
    .update(feeBillRuns)
    .set({
      communitiesDone: sql`${feeBillRuns.communitiesDone} + 1`,
      errorCount: sql`${feeBillRuns.errorCount} + 1`,
      updatedAt: stamp(),
    })
    .where(eq(feeBillRuns.id, runId));
}

async function finish(orm: Orm, runId: number, text: Text): Promise<{ end: RunEnd; message: string }> {
  const [counts] = await orm
    .select({
      failed: sql<number>`count(*) filter (where ${feeBillRunResidentials.status} = 3)::int`,
      // A run of a period already billed makes nothing: it says the bills exist, not just "0 created".
      existing: sql<number>`coalesce(sum(${feeBillRunResidentials.existingCount}), 0)::int`,
    })
    .from(feeBillRunResidentials)
    .where(eq(feeBillRunResidentials.runId, runId));
  const [run] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, runId));
  const failed = counts?.failed ?? 0;
  const end: RunEnd = failed ? 'abnormal' : 'complete';
  const message = failed ? text.abnormal(failed) : text.complete(run!.lineCount, run!.errorCount, counts?.existing ?? 0);
  await orm
    .update(feeBillRuns)
    .set({
      status: failed ? BILL_RUN_STATUS.abnormal : BILL_RUN_STATUS.complete,
      message,
      finishedAt: failed ? null : stamp(),
      updatedAt: stamp(),
    })
    .where(and(eq(feeBillRuns.id, runId), eq(feeBillRuns.status, BILL_RUN_STATUS.generating)));
  return { end, message };
}

/** The communities a run covers, with their names and errors in the reader's language (the run's detail). */
export async function runResidentials(orm: Orm, runId: number, language: Language) {
  const rows = await orm
    .select({
      residentialId: feeBillRunResidentials.residentialId,
      residentialName: residentials.residentialName,
      status: feeBillRunResidentials.status,
      lineCount: feeBillRunResidentials.lineCount,
      existingCount: feeBillRunResidentials.existingCount,
      errorCount: feeBillRunResidentials.errorCount,
      errors: sql<unknown[]>`coalesce(${feeBillRunResidentials.errors}, '[]'::jsonb)`,
    })
    .from(feeBillRunResidentials)
    .innerJoin(residentials, eq(residentials.id, feeBillRunResidentials.residentialId))
    .where(eq(feeBillRunResidentials.runId, runId))
    .orderBy(asc(feeBillRunResidentials.id));
  return rows.map((row) => ({ ...row, errors: row.errors.map((error) => renderRunError(error, language)) }));
}
