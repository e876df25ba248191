import { DEVICE_STATE_OPTIONS, labelIn, type DashboardAbnormalDevice, type DashboardOverview, type Language } from '@cvap/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { ActingScope, Orm } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { devices } from '../../device/schema.js';
import { DEVICE_STATUS_SQL } from '../../device/index.js';
import { residentialCondition } from '../../door/index.js';

const ABNORMAL = ['equipmentAbnormity', 'loginAbnormal'];

/** Access-control device status: how many devices are online, offline, never heard from and abnormal. */
export async function deviceStatusPanel(orm: Orm, scope: ActingScope): Promise<DashboardOverview['deviceStatus']> {
  const rows = await orm
    .select({ state: DEVICE_STATUS_SQL, total: count() })
    .from(devices)
    .where(residentialCondition({ orm, scope }, devices.residentialId))
    // By position: the state expression carries a parameter, so a repeat of it would not match the select's.
    .groupBy(sql`1`);
  const status = { online: 0, offline: 0, unknown: 0, abnormal: 0, total: 0 };
  for (const row of rows) {
    const key = row.state === 'online' || row.state === 'unknown' ? row.state : ABNORMAL.includes(row.state) ? 'abnormal' : 'offline';
    status[key] += row.total;
    status.total += row.total;
  }
  return status;
}

/** The devices that are not online (offline, never heard from, abnormal), the longest silent first. */
export async function abnormalDevicesPanel(
  orm: Orm,
  scope: ActingScope,
  language: Language,
  limit: number,
): Promise<{ rows: DashboardAbnormalDevice[]; total: number }> {
  const where = and(residentialCondition({ orm, scope }, devices.residentialId), ne(DEVICE_STATUS_SQL, 'online'));
  const [rows, [all]] = await Promise.all([
    orm
      .select({
        id: devices.id,
        name: devices.name,
        doorName: devices.doorName,
        communityName: residentials.residentialName,
        state: DEVICE_STATUS_SQL,
        lastHeartbeatAt: devices.lastHeartbeatAt,
      })
      .from(devices)
      .innerJoin(residentials, eq(residentials.id, devices.residentialId))
      .where(where)
      .orderBy(sql`${devices.lastHeartbeatAt} asc nulls first`, asc(devices.id))
      .limit(limit),
    orm.select({ total: count() }).from(devices).where(where),
  ]);
  return {
    rows: rows.map((row) => {
      const option = DEVICE_STATE_OPTIONS.find((o) => o.value === row.state);
      return {
        ...row,
        stateName: option ? labelIn(option, language) : row.state,
        lastHeartbeatAt: row.lastHeartbeatAt ? row.lastHeartbeatAt.toISOString() : null,
      };
    }),
    total: all?.total ?? 0,
  };
}
