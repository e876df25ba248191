import { deviceFailureText, TaskStatus, type Language, type UpgradeResultRow } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm, TaskContext, TaskOutcome } from '../../../engine/index.js';
import { tasks } from '../../../db/schema/index.js';
import { devices, deviceUpgradeResults, deviceUpgrades } from '../schema.js';
import type { DoorDriver } from '../driver/index.js';
import type { loadDeviceSpecs } from './load-device-specs.js';

/** How many devices download and install at once (a site's uplink, not the API, is the limit). */
const PARALLEL = 4;

const TEXT: Record<Language, { pushed: (ok: number, failed: number) => string; device: (name: string) => string; interrupted: string }> = {
  zh_cn: {
    pushed: (ok, failed) => `升级推送完成：成功 ${ok} 台，失败 ${failed} 台`,
    device: (name) => `设备 ${name}`,
    interrupted: '服务重启，推送已中断',
  },
  en: {
    pushed: (ok, failed) => `Upgrade pushed: ${ok} device(s) succeeded, ${failed} failed`,
    device: (name) => `Device ${name}`,
    interrupted: 'Interrupted by restart',
  },
};

type Spec = Awaited<ReturnType<typeof loadDeviceSpecs>>[number];

/**
 * Pushes one package to the devices, a few at a time: each device's row goes from 0 (pushing) to 1 or 2 with
 * the device's reason, and progress follows the devices done. The task's result lists every device.
 */
export async function pushUpgrade(
  orm: Orm,
  driver: DoorDriver,
  push: { upgradeId: number; url: string; specs: Spec[]; language: Language },
  context: TaskContext,
): Promise<TaskOutcome> {
  const text = TEXT[push.language];
  const taskId = context.id;
  await orm
    .insert(deviceUpgradeResults)
    .values(push.specs.map((spec) => ({ taskId: taskId, upgradeId: push.upgradeId, deviceId: Number(spec.id), result: 0 })))
    .onConflictDoNothing();
  const lines: { label: string; value: string; ok: boolean }[] = [];
  let done = 0;
  const queue = [...push.specs];
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      context.signal.throwIfAborted();
      const answer = await driver.upgrade(spec, push.url);
      // A background task: each device's result is stamped when its answer comes, seconds to minutes apart.
      // eslint-disable-next-line cvap/request-clock -- a device's answer is dated when it arrives
      const finishedAt = new Date();
      await orm
        .update(deviceUpgradeResults)
        .set({ result: answer.ok ? 1 : 2, reason: answer.ok ? null : deviceFailureText(answer, push.language), finishedAt })
        .where(and(eq(deviceUpgradeResults.taskId, taskId), eq(deviceUpgradeResults.deviceId, Number(spec.id))));
      lines.push({
        label: text.device(`${spec.name}（${spec.code}）`),
        value: answer.ok ? 'OK' : deviceFailureText(answer, push.language),
        ok: answer.ok,
      });
      done += 1;
      await context.progress((99 * done) / push.specs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, push.specs.length) }, worker));
  const succeeded = lines.filter((l) => l.ok).length;
  return { message: text.pushed(succeeded, lines.length - succeeded), result: lines };
}

/**
 * One push's per-device rows. A row still pushing whose task is no longer running (the API stopped or
 * restarted mid-push) reads as failed "interrupted": the task itself ended failed, nothing stays pending.
 */
export async function upgradeResults(orm: Orm, taskId: string, language: Language): Promise<UpgradeResultRow[]> {
  const rows = await orm
    .select({
      deviceId: deviceUpgradeResults.deviceId,
      deviceName: devices.name,
      deviceCode: devices.code,
      result: deviceUpgradeResults.result,
      reason: deviceUpgradeResults.reason,
      finishedAt: deviceUpgradeResults.finishedAt,
      running: sql<boolean>`coalesce(${tasks.status} = ${TaskStatus.RUNNING}, false)`,
    })
    .from(deviceUpgradeResults)
    .innerJoin(devices, eq(devices.id, deviceUpgradeResults.deviceId))
    .leftJoin(tasks, eq(sql`${tasks.id}`, deviceUpgradeResults.taskId))
    .where(eq(deviceUpgradeResults.taskId, taskId))
    .orderBy(deviceUpgradeResults.id);
  return rows.map(({ running, ...row }) => {
    const interrupted = row.result === 0 && !running;
    return {
      ...row,
      result: (interrupted ? 2 : row.result) as UpgradeResultRow['result'],
      reason: interrupted ? TEXT[language].interrupted : row.reason,
      finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    };
  });
}

/** The stored path of an upgrade's package (the gateway's firmware download), or null when there is none. */
export async function upgradePackagePath(orm: Orm, id: number): Promise<string | null> {
  const [upgrade] = await orm.select({ path: deviceUpgrades.upgradeUrl }).from(deviceUpgrades).where(eq(deviceUpgrades.id, id)).limit(1);
  return upgrade?.path ?? null;
}
