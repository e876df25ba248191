import { deviceResource, type DeviceState } from '@cvap/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { buildings } from '../../db/schema/index.js';
import { deviceModels, devices, deviceTypes } from './schema.js';
import { residentialOfWrite, conflictError, resolvedEntry, type ResolvedResource, type ResourceHooks } from '../../engine/index.js';
import { otherResidentialParent } from '../door/index.js';
import { doorDriver } from './driver/index.js';
import { fieldError } from './field-error.js';
import { devicesById, loadDeviceSpecs } from './services/load-device-specs.js';

/** Heartbeats come every 5–10 s; after this long without one a device is offline (three to six missed). */
export const OFFLINE_AFTER_SECONDS = 30;

/** The state shown: unknown before the first heartbeat, offline once they stop, else what the device says. */
export const DEVICE_STATUS_SQL: SQL<DeviceState> = sql<DeviceState>`(case when ${devices.lastHeartbeatAt} is null then 'unknown' when ${devices.lastHeartbeatAt} < now() - make_interval(secs => ${OFFLINE_AFTER_SECONDS}) then 'offline' else coalesce(${devices.reportedState}, 'online') end)`;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Devices written by a request, told to the platform once the write has committed. */
const changed = new WeakMap<FastifyRequest, { upsert: Set<number>; removed: Set<number> }>();
function changesOf(request: FastifyRequest) {
  let entry = changed.get(request);
  if (!entry) changed.set(request, (entry = { upsert: new Set(), removed: new Set() }));
  return entry;
}

/** For the 40901 message's field labels. */
let labels: ResolvedResource | undefined;
const deviceLabels = (): ResolvedResource => (labels ??= resolvedEntry({ decl: deviceResource, table: devices }));

/**
 * Devices: ip a valid IPv4 address; code and ip unique within the community (40901 naming the field);
 * model, type and building the tenant's / community's; manufacturer follows the model; the methods enabled
 * are the model's unless narrowed to some of them. The platform hears of every change after the commit.
 */
export const deviceHooks: ResourceHooks = {
  uniqueConstraints: { devices_residential_code_uq: ['code'], devices_residential_ip_uq: ['ip'] },
  computed: { status: DEVICE_STATUS_SQL },
  filter(field, value) {
    if (field === 'status' && typeof value === 'string') return sql`${DEVICE_STATUS_SQL} = ${value}`;
    return undefined;
  },
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    if (typeof values.ip === 'string') {
      values.ip = values.ip.trim();
      if (!IPV4.test(values.ip as string)) throw fieldError(ctx, deviceResource, 'ip', '不是有效的IPv4地址', 'is not a valid IPv4 address');
    }
    for (const field of ['code', 'ip'] as const) {
      if (typeof values[field] !== 'string' || residential === null) continue;
      const [clash] = await ctx.orm
        .select({ id: devices.id })
        .from(devices)
        .where(
          and(
            eq(devices.residentialId, residential),
            sql`lower(${devices[field]}) = lower(${values[field]})`,
            existing ? ne(devices.id, existing.id as number) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw conflictError(deviceLabels(), [field], ctx.request.language);
    }
    const modelId = (values.modelId ?? existing?.modelId) as number;
    const [model] = await ctx.orm
      .select({ manufacturerId: deviceModels.manufacturerId, verifyMethods: deviceModels.verifyMethods })
      .from(deviceModels)
      .where(and(eq(deviceModels.id, modelId), eq(deviceModels.tenantId, ctx.scope.tenantId)))
      .limit(1);
    if (!model) throw otherResidentialParent(ctx, deviceResource, 'modelId');
    values.manufacturerId = model.manufacturerId;
    const supported = model.verifyMethods;
    const wanted = (values.verifyMethods ?? (values.modelId !== undefined ? null : existing?.verifyMethods)) as string[] | null | undefined;
    if (!wanted || wanted.length === 0) values.verifyMethods = supported;
    else if (wanted.some((m) => !supported.includes(m)))
      throw fieldError(ctx, deviceResource, 'verifyMethods', '包含该型号不支持的验证方式', 'includes a method the model does not support');
    else values.verifyMethods = [...new Set(wanted)];
    if (typeof values.deviceTypeId === 'number') {
      const [type] = await ctx.orm
        .select({ id: deviceTypes.id })
        .from(deviceTypes)
        .where(and(eq(deviceTypes.id, values.deviceTypeId), eq(deviceTypes.tenantId, ctx.scope.tenantId)))
        .limit(1);
      if (!type) throw otherResidentialParent(ctx, deviceResource, 'deviceTypeId');
    }
    if (typeof values.buildingId === 'number') {
      const [building] = await ctx.orm
        .select({ residentialId: buildings.residentialId })
        .from(buildings)
        .where(eq(buildings.id, values.buildingId))
        .limit(1);
      if (!building || (residential !== null && building.residentialId !== residential))
        throw otherResidentialParent(ctx, deviceResource, 'buildingId');
    }
  },
  afterWrite(ctx, id) {
    changesOf(ctx.request).upsert.add(id);
  },
  beforeDelete(ctx, existing) {
    changesOf(ctx.request).removed.add(existing.id as number);
  },
  async afterCommit(ctx) {
    const entry = changed.get(ctx.request);
    if (!entry) return;
    changed.delete(ctx.request);
    const driver = doorDriver(ctx.request.server.config);
    const log = ctx.request.log;
    // Not awaited by the answer: the platform also reads the whole list regularly, so a miss heals itself.
    void (async () => {
      for (const id of entry.removed) await driver.unregister(String(id));
      const specs = entry.upsert.size ? await loadDeviceSpecs(ctx.request.server.db.orm, devicesById([...entry.upsert])) : [];
      for (const spec of specs) {
        const result = await driver.register(spec);
        if (!result.ok) log.warn({ device: spec.id, reason: result.reason }, 'device platform did not take the device');
      }
    })().catch((error: unknown) => log.warn({ err: error }, 'device platform update failed'));
  },
};
