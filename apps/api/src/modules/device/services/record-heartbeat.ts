import type { HeartbeatReport } from '@cvap/contracts';
import { inArray, sql } from 'drizzle-orm';
import { inTransaction, type Orm } from '../../../engine/index.js';
import { deviceStateChanges, devices } from '../schema.js';
import { DEVICE_STATUS_SQL } from '../device-hooks.js';

/**
 * One heartbeat round of the platform: every reporting device's state and time, and a state-change row for each
 * device whose shown state differs from what it was (back online after being offline, login refused, …).
 * Unknown ids are ignored (a device deleted a moment ago). Returns how many devices were updated. The round is one
 * UPDATE over all its devices: a platform reports every few seconds, and on the embedded database (one connection)
 * a statement per device held every other request behind the round.
 */
export async function recordHeartbeat(orm: Orm, report: HeartbeatReport): Promise<number> {
  // The last entry of a device wins, as a statement may not update one row twice.
  const latest = new Map<number, HeartbeatReport['devices'][number]>();
  for (const entry of report.devices) {
    // A row id is an int4: a larger number names no device (and would fail the cast below: a 500, issue 21).
    const id = Number(entry.id);
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) latest.set(id, entry);
  }
  if (latest.size === 0) return 0;
  const ids = [...latest.keys()];
  return inTransaction(orm, async (tx) => {
    const before = new Map(
      (await tx.select({ id: devices.id, status: DEVICE_STATUS_SQL }).from(devices).where(inArray(devices.id, ids))).map((r) => [
        r.id,
        r.status,
      ]),
    );
    if (before.size === 0) return 0;
    const known = ids.filter((id) => before.has(id));
    const states = known.map((id) => latest.get(id)!.state);
    const firmware = known.map((id) => latest.get(id)!.firmware?.slice(0, 30) ?? null);
    await tx.execute(sql`update devices d
      set last_heartbeat_at = now(), reported_state = r.state, firmware_version = coalesce(r.firmware, d.firmware_version)
      from unnest(${sql.param(known)}::int4[], ${sql.param(states)}::text[], ${sql.param(firmware)}::text[]) as r(id, state, firmware)
      where d.id = r.id`);
    const changes = known
      .filter((id) => before.get(id) !== latest.get(id)!.state)
      .map((id) => ({ deviceId: id, state: latest.get(id)!.state }));
    if (changes.length) await tx.insert(deviceStateChanges).values(changes);
    return before.size;
  });
}
