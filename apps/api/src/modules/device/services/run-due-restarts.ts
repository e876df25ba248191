import { DEFAULT_LANGUAGE, deviceFailureText, type CommandResult } from '@cvap/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { residentials } from '../../../db/schema/index.js';
import { deviceRestarts } from '../schema.js';
import { defineJobHandler } from '../../../engine/index.js';
import { doorDriver } from '../driver/index.js';
import { devicesById, loadDeviceSpecs } from './load-device-specs.js';
import { nextRestart } from './next-restart.js';

const RUNNING = 1;
const SUCCEEDED = 2;
const FAILED = 3;

/**
 * The scheduler's job for restart plans (every 10 s by default): each plan of the tenant that is due is
 * claimed (so two API instances never run it twice), its device restarted through the driver, and the run
 * recorded: executeCount + 1, processStatus succeeded or failed, executeRes (the device's reason), executeTime,
 * and the next run (none after a one-off plan).
 */
export const restartDevices = defineJobHandler({
  label: { zh: '执行设备定时重启', en: 'Run scheduled device restarts' },
  description: {
    zh: '重启到期的定时重启计划中的设备，并记录每次执行的结果',
    en: 'Restarts the devices of the restart plans that are due and records each run',
  },
  params: z.strictObject({}),
  className: 'cvap.device.RestartDevices',
  methodName: 'run',
  beanName: 'restartDevices',
  async run({ orm, config, tenantId, now, signal }) {
    const due = await orm
      .select({ id: deviceRestarts.id, nextRunAt: deviceRestarts.nextRunAt })
      .from(deviceRestarts)
      .innerJoin(residentials, eq(residentials.id, deviceRestarts.residentialId))
      .where(and(eq(residentials.tenantId, tenantId), lte(deviceRestarts.nextRunAt, now)));
    let succeeded = 0;
    let failed = 0;
    for (const plan of due) {
      signal.throwIfAborted();
      const [claimed] = await orm
        .update(deviceRestarts)
        .set({ processStatus: RUNNING })
        .where(and(eq(deviceRestarts.id, plan.id), eq(deviceRestarts.nextRunAt, plan.nextRunAt!)))
        .returning();
      if (!claimed) continue;
      const [spec] = await loadDeviceSpecs(orm, devicesById([claimed.deviceId]));
      const answer: CommandResult = spec
        ? await doorDriver(config).restart(spec)
        : { ok: false, failure: 'notRegistered', reason: 'device deleted' };
      // Restarts run one after another, each waiting for its device (up to the driver's timeout): a plan's run is
      // dated when its device answered, and its next run counted from then, not from the job's start (`now`).
      // eslint-disable-next-line cvap/request-clock -- each restart is dated when its device answered
      const ranAt = new Date();
      await orm
        .update(deviceRestarts)
        .set({
          executeCount: sql`${deviceRestarts.executeCount} + 1`,
          processStatus: answer.ok ? SUCCEEDED : FAILED,
          // A plan runs for nobody in particular: its result is in the console's default language.
          executeRes: answer.ok ? 'OK' : deviceFailureText(answer, DEFAULT_LANGUAGE).slice(0, 200),
          executeTime: ranAt,
          nextRunAt: nextRestart(claimed, ranAt),
        })
        .where(eq(deviceRestarts.id, plan.id));
      if (answer.ok) succeeded += 1;
      else failed += 1;
    }
    return { due: due.length, succeeded, failed };
  },
});
