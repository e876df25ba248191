import type { PlatformLogin, SimDeviceSpec, VerifyMethod } from '@cvap/contracts';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { deviceModels, devices } from '../schema.js';

/** Devices as a driver needs them (platform login included: this never goes to a browser). */
export async function loadDeviceSpecs(orm: Orm, where?: SQL): Promise<(SimDeviceSpec & { residentialId: number })[]> {
  const rows = await orm
    .select({
      id: devices.id,
      residentialId: devices.residentialId,
      code: devices.code,
      name: devices.name,
      ip: devices.ip,
      model: deviceModels.modelCode,
      verifyMethods: devices.verifyMethods,
      protocol: devices.platformProtocolType,
      url: devices.platformUrl,
      account: devices.platformAccount,
      password: devices.platformPassword,
      authKey: devices.authKey,
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .where(where)
    .orderBy(devices.id);
  return rows.map((r) => {
    const login: PlatformLogin = {
      protocol: r.protocol,
      url: r.url ?? '',
      account: r.account ?? '',
      password: r.password ?? '',
      authKey: r.authKey ?? '',
    };
    return {
      id: String(r.id),
      residentialId: r.residentialId,
      code: r.code,
      name: r.name,
      ip: r.ip,
      model: r.model,
      verifyMethods: r.verifyMethods as VerifyMethod[],
      login,
    };
  });
}

export const devicesById = (ids: readonly number[]): SQL => inArray(devices.id, [...ids]);
