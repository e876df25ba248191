import type { HeartbeatReport } from '@cvap/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/client.js';
import { deviceStateChanges, devices } from '../../../db/schema/index.js';
import { DEVICE_STATUS_SQL } from '../device-hooks.js';

/**
 * One heartbeat round of the platform: every reporting device's state and time, and a state-change row for each
 * device whose shown state differs from what it was (back online after being offline, login refused, …).
 * Unknown ids are ignored (a device deleted a moment ago). Returns how many devices were updated.
 */
export async function recordHeartbeat(orm: Orm, report: HeartbeatReport): Promise<number> {
  const ids = [...new Set(report.devices.map((d) => Number(d.id)).filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return 0;
  return orm.transaction(async (tx) => {
    const before = new Map(
      (await tx.select({ id: devices.id, status: DEVICE_STATUS_SQL }).from(devices).where(inArray(devices.id, ids))).map((r) => [
        r.id,
        r.status,
      ]),
    );
    const changes: { deviceId: number; state: string }[] = [];
    for (const entry of report.devices) {
      const id = Number(entry.id);
      if (!before.has(id)) continue;
      await tx
        .update(devices)
        .set({
          lastHeartbeatAt: sql`now()`,
          reportedState: entry.state,
          ...(entry.firmware ? { firmwareVersion: entry.firmware.slice(0, 30) } : {}),
        })
        .where(eq(devices.id, id));
      if (before.get(id) !== entry.state) changes.push({ deviceId: id, state: entry.state });
    }
    if (changes.length) await tx.insert(deviceStateChanges).values(changes);
    return before.size;
  });
}
