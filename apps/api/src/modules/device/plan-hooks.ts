import { BIZ_TYPE, deviceRestartResource, deviceTimeResource, deviceUpgradeResource } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import { deviceModels, devices } from './schema.js';
import { residentialOfWrite, type ResourceHooks, valueAfterWrite } from '../../engine/index.js';
import { otherResidentialParent } from '../door/index.js';
import { fieldError } from './field-error.js';
import { nextRestart, RESERVE } from './services/next-restart.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Time periods: HH:mm times with start before end, at least one weekday. */
export const deviceTimeHooks: ResourceHooks = {
  uniqueConstraints: { device_times_residential_name_uq: ['name'] },
  beforeWrite(ctx, values, _input, existing) {
    for (const field of ['startTime', 'endTime'] as const) {
      const value = valueAfterWrite(values, existing, field);
      if (typeof value !== 'string' || !HH_MM.test(value))
        throw fieldError(ctx, deviceTimeResource, field, '请按 HH:mm 填写，如 07:30', 'must be HH:mm, e.g. 07:30');
    }
    if ((valueAfterWrite(values, existing, 'startTime') as string) >= (valueAfterWrite(values, existing, 'endTime') as string))
      throw fieldError(ctx, deviceTimeResource, 'endTime', '必须晚于开始时间', 'must be after the start time');
    const days = valueAfterWrite(values, existing, 'weekDays');
    if (!Array.isArray(days) || days.length === 0)
      throw fieldError(ctx, deviceTimeResource, 'weekDays', '请至少选择一天', 'choose at least one day');
    values.weekDays = [...new Set(days as number[])].sort();
  },
};

/**
 * Restart plans: the device is one of the plan's community; weekly needs weekDay, monthly monthDay; a one-off
 * time must be in the future. Every write computes the next run and resets the run status to waiting.
 */
export const deviceRestartHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    if (typeof values.deviceId === 'number') {
      const [device] = await ctx.orm
        .select({ residentialId: devices.residentialId })
        .from(devices)
        .where(eq(devices.id, values.deviceId))
        .limit(1);
      const reachable = device && (ctx.scope.kind === 'headOffice' || device.residentialId === ctx.scope.residentialId);
      if (!reachable || (residential !== null && device.residentialId !== residential))
        throw otherResidentialParent(ctx, deviceRestartResource, 'deviceId');
      if (residential === null) values.residentialId = device.residentialId;
    }
    const reserveType = Number(valueAfterWrite(values, existing, 'reserveType'));
    const weekDay = valueAfterWrite(values, existing, 'weekDay') as number | null | undefined;
    const monthDay = valueAfterWrite(values, existing, 'monthDay') as number | null | undefined;
    if (reserveType === RESERVE.WEEKLY && !weekDay)
      throw fieldError(ctx, deviceRestartResource, 'weekDay', '每周执行时必须选择星期几', 'is required for a weekly plan');
    if (reserveType === RESERVE.MONTHLY && !monthDay)
      throw fieldError(ctx, deviceRestartResource, 'monthDay', '每月执行时必须填写几号', 'is required for a monthly plan');
    if (reserveType !== RESERVE.WEEKLY) values.weekDay = null;
    if (reserveType !== RESERVE.MONTHLY) values.monthDay = null;
    const reserveDatetime = valueAfterWrite(values, existing, 'reserveDatetime');
    const reserved = reserveDatetime instanceof Date ? reserveDatetime : new Date(`${String(reserveDatetime).replace(' ', 'T')}+08:00`);
    const now = ctx.now;
    if (reserveType === RESERVE.ONCE && reserved.getTime() <= now.getTime())
      throw fieldError(
        ctx,
        deviceRestartResource,
        'reserveDatetime',
        '单次执行的时间必须晚于现在',
        'must be in the future for a one-off plan',
      );
    values.nextRunAt = nextRestart({ reserveType, reserveDatetime: reserved, weekDay, monthDay }, now);
    values.processStatus = 0;
  },
};

/**
 * Upgrade packages: the file must be a firmware package uploaded through /api/fdfs (bizType FIRMWARE, whose
 * file type accepts zip archives checked by content); any other upload, or a path nobody uploaded, is refused.
 */
export const deviceUpgradeHooks: ResourceHooks = {
  async beforeWrite(ctx, values) {
    if (typeof values.upgradeUrl === 'string') {
      const [file] = await ctx.orm
        .select({ bizType: files.bizType, status: files.status })
        .from(files)
        .where(and(eq(files.storedPath, values.upgradeUrl), eq(files.tenantId, ctx.scope.tenantId)))
        .limit(1);
      if (!file || file.bizType !== BIZ_TYPE.FIRMWARE || file.status !== 0)
        throw fieldError(
          ctx,
          deviceUpgradeResource,
          'upgradeUrl',
          '不是上传的固件升级包（zip）',
          'is not an uploaded firmware package (zip)',
        );
    }
    if (typeof values.modelId === 'number') {
      const [model] = await ctx.orm
        .select({ id: deviceModels.id })
        .from(deviceModels)
        .where(and(eq(deviceModels.id, values.modelId), eq(deviceModels.tenantId, ctx.scope.tenantId)))
        .limit(1);
      if (!model) throw otherResidentialParent(ctx, deviceUpgradeResource, 'modelId');
    }
  },
};
