import { AUTH_TASK_TYPE, AUTH_ELEMENTS, deviceFailureText, type DeviceCredential, type Language } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import type { Orm, TaskContext, TaskService } from '../../../engine/index.js';
import { authResults, authTasks, cardRecords } from '../schema.js';
import type { DoorDriver } from '../../device/index.js';
import { licensedResidentials } from '../licence/licences.js';
import type { AuthTarget, DeviceSpec } from './subjects.js';
import { AUTH_TEXT } from './texts.js';

/** One credential to write to one device. */
export interface AuthJob {
  target: Pick<AuthTarget, 'subject' | 'subjectId' | 'name' | 'residentialId'>;
  device: DeviceSpec;
  credential: DeviceCredential;
  /** Take the credential off the device instead (a card lost, returned or frozen). */
  remove?: boolean;
}

export interface AuthDeps {
  orm: Orm;
  tasks: TaskService;
  driver: DoorDriver;
}

export interface AuthStarter {
  userId: number;
  userName: string;
  tenantId: number;
  language: Language;
}

export interface AuthPlan {
  title: string;
  subjects: string;
  residentialId: number | null;
  jobs: AuthJob[];
}

/** Devices written to at once; each device takes its writes one after another, as a controller does. */
const PARALLEL_DEVICES = 16;
/** Results are stored in batches: at most this many rows, or this often. */
const FLUSH_ROWS = 500;
const FLUSH_MS = 250;
/** Progress is pushed at most this often (and on every whole percent). */
const PROGRESS_MS = 200;

type ResultRow = typeof authResults.$inferInsert;

/**
 * Writes the plan's credentials to their devices as one batchDevice task. A device that is offline when its turn
 * comes fails all its writes at once ("the device is offline"), without waiting for it; every write's result is
 * kept (auth_results), so a failure ends in the exception list, never lost. The task ends with the spec's
 * wording: how many devices succeeded and failed (a device fails when any of its writes failed). A write to a device
 * whose model needs an authorization file fails with the spec's "authorization expired" while its community has no
 * valid file (missing, or valid until a day before today, China time), without reaching the platform.
 */
export async function startAuthorisation(deps: AuthDeps, starter: AuthStarter, plan: AuthPlan): Promise<string> {
  const { language } = starter;
  const body = async (context: TaskContext) => {
    const taskId = context.id;
    const byDevice = new Map<string, AuthJob[]>();
    for (const job of plan.jobs) byDevice.set(job.device.id, [...(byDevice.get(job.device.id) ?? []), job]);
    await deps.orm.insert(authTasks).values({
      taskId,
      tenantId: starter.tenantId,
      residentialId: plan.residentialId,
      title: plan.title.slice(0, 200),
      subjects: plan.subjects.slice(0, 300),
      devices: byDevice.size,
      operator: starter.userName,
    });
    let buffer: ResultRow[] = [];
    let cardBuffer: (typeof cardRecords.$inferInsert)[] = [];
    let lastFlush = performance.now();
    let flushing: Promise<void> = Promise.resolve();
    const flush = async (): Promise<void> => {
      const rows = buffer;
      const cardRows = cardBuffer;
      buffer = [];
      cardBuffer = [];
      lastFlush = performance.now();
      flushing = flushing.then(async () => {
        if (rows.length > 0) await deps.orm.insert(authResults).values(rows);
        if (cardRows.length > 0) await deps.orm.insert(cardRecords).values(cardRows);
      });
      await flushing;
    };
    const failedDevices = new Set<string>();
    const total = plan.jobs.length;
    let done = 0;
    let lastPush = -Infinity;
    let lastPercent = -1;
    const record = async (job: AuthJob, ok: boolean, reason: string | null): Promise<void> => {
      if (!ok) failedDevices.add(job.device.id);
      buffer.push({
        taskId,
        subject: job.target.subject,
        subjectId: job.target.subjectId,
        subjectName: job.target.name.slice(0, 50),
        credentialKind: job.credential.kind,
        credentialValue: job.credential.value.slice(0, 300),
        deviceId: Number(job.device.id),
        deviceName: job.device.name.slice(0, 50),
        deviceCode: job.device.code.slice(0, 32),
        result: ok ? 1 : 2,
        reason: reason?.slice(0, 200) ?? null,
      });
      if (job.target.subject === 'card') {
        cardBuffer.push({
          residentialId: job.target.residentialId,
          cardId: job.target.subjectId,
          cardNo: job.credential.value.slice(0, 10),
          holderName: job.target.name.slice(0, 50),
          event: job.remove ? 'deviceRemove' : 'deviceWrite',
          ok,
          deviceName: job.device.name.slice(0, 50),
          detail: reason?.slice(0, 200) ?? null,
          operator: starter.userName.slice(0, 50),
        });
      }
      done += 1;
      if (buffer.length >= FLUSH_ROWS || performance.now() - lastFlush >= FLUSH_MS) await flush();
      const percent = Math.floor((99 * done) / Math.max(total, 1));
      if (percent !== lastPercent || performance.now() - lastPush >= PROGRESS_MS) {
        lastPercent = percent;
        lastPush = performance.now();
        await context.progress(percent);
      }
    };
    // Read once per task: a file uploaded meanwhile counts from the next push (a retry). The task runs after its
    // request has answered (queued behind others, maybe past midnight): a file is judged on the day it writes.
    // eslint-disable-next-line cvap/request-clock -- a background task, dated when it runs
    const today = new Date();
    const licensed = await licensedResidentials(
      deps.orm,
      [...new Set(plan.jobs.filter((job) => job.device.needsAuthFile).map((job) => job.device.residentialId))],
      today,
    );
    const queue = [...byDevice.values()];
    const worker = async (): Promise<void> => {
      for (let jobs = queue.shift(); jobs; jobs = queue.shift()) {
        const device = jobs[0]!.device;
        for (const job of jobs) {
          context.signal.throwIfAborted();
          // Taking a credential off a door never waits for a file: only writes need the licence.
          if (!job.remove && device.needsAuthFile && !licensed.has(device.residentialId)) {
            await record(job, false, AUTH_TEXT.licenceExpired(language));
            continue;
          }
          if (device.status === 'offline' || device.status === 'unknown') {
            await record(job, false, AUTH_TEXT.offline(language));
            continue;
          }
          const answer = job.remove
            ? await deps.driver.removeCredential(device, job.credential)
            : await deps.driver.pushCredential(device, job.credential);
          await record(job, answer.ok, answer.ok ? null : deviceFailureText(answer, language));
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL_DEVICES, queue.length) }, worker));
      await flush();
      const failed = failedDevices.size;
      const succeeded = byDevice.size - failed;
      await deps.orm.update(authTasks).set({ succeeded, failed, status: 'finished' }).where(eq(authTasks.taskId, taskId));
      return {
        message: AUTH_TEXT.result(language, succeeded, failed),
        result: [...byDevice.values()].map((jobs) => ({
          label: `${jobs[0]!.device.name}（${jobs[0]!.device.code}）`,
          value: failedDevices.has(jobs[0]!.device.id) ? AUTH_TEXT.result(language, 0, 1) : AUTH_TEXT.result(language, 1, 0),
          ok: !failedDevices.has(jobs[0]!.device.id),
        })),
      };
    } catch (error) {
      await flush().catch(() => undefined);
      await deps.orm
        .update(authTasks)
        .set({ failed: Math.max(failedDevices.size, 1), succeeded: 0, status: 'failed' })
        .where(eq(authTasks.taskId, taskId))
        .catch(() => undefined);
      throw error;
    }
  };
  const task = await deps.tasks.start(
    { userId: starter.userId, language, type: AUTH_TASK_TYPE, source: AUTH_ELEMENTS.authorise.menu, title: plan.title.slice(0, 200) },
    body,
  );
  return task.id;
}
