import {
  DOOR_GATEWAY_PATHS,
  deviceFailureText,
  deviceUpgradeResource,
  OPEN_TYPE_REMOTE,
  type PlatformLoginCheck,
  type UpgradePushBody,
} from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { deviceUpgradeResults, devices } from '../schema.js';
import { openRecords } from '../../door/schema.js';
import {
  AppError,
  findVisible,
  resolvedEntry,
  type Row,
  scopeCondition,
  type ServiceContext,
  type TaskService,
} from '../../../engine/index.js';
import type { DoorDriver } from '../driver/index.js';
import { deviceEntry, deviceUpgradeEntry } from '../registry.js';
import { devicesById, loadDeviceSpecs } from './load-device-specs.js';
import { pushUpgrade, upgradeResults } from './push-upgrade.js';

// The device screens' actions beside the generic routes: open the door, push an upgrade, read how a push went.

const TITLE = { zh_cn: (name: string) => `推送升级：${name}`, en: (name: string) => `Push upgrade: ${name}` };

/** What pushing an upgrade needs besides the context: the task machinery, the door driver, the gateway's URL. */
export interface UpgradePushDeps {
  tasks: TaskService;
  driver: DoorDriver;
  gatewayUrl: string;
}

/** A device of the acting scope (404 otherwise: another community's reads as missing). */
export function visibleDevice(ctx: ServiceContext, id: number): Promise<Row> {
  return findVisible(ctx, resolvedEntry(deviceEntry), id);
}

/**
 * Opens the door of a visible device now (refused when the device is not remote-enabled). Every attempt is a line
 * of the door's passage records (远程开门, by whom, opened or refused); a refusal says why in the user's language,
 * never in the driver's words.
 */
export async function openDoor(ctx: ServiceContext, driver: DoorDriver, device: Row): Promise<void> {
  if (device.isRemote === false) throw new AppError('DEVICE_REMOTE_DISABLED');
  const [spec] = await loadDeviceSpecs(ctx.orm, devicesById([device.id as number]));
  const answer = await driver.openDoor(spec!);
  await ctx.orm.insert(openRecords).values({
    residentialId: device.residentialId as number,
    deviceId: device.id as number,
    personName: ctx.user.name.slice(0, 50),
    deviceName: String(device.name),
    doorName: String(device.doorName),
    openType: OPEN_TYPE_REMOTE,
    direction: 1,
    result: answer.ok ? 1 : 0,
    openedAt: ctx.now,
  });
  if (!answer.ok) throw new AppError('DEVICE_COMMAND_FAILED', { params: { reason: deviceFailureText(answer, ctx.language) } });
}

/**
 * Registers a visible device with the platform again and answers whether the platform accepts its login, with the
 * reason in the user's language when it does not (a refused login, or a platform that cannot be reached).
 */
export async function checkPlatformLogin(ctx: ServiceContext, driver: DoorDriver, device: Row): Promise<PlatformLoginCheck> {
  const [spec] = await loadDeviceSpecs(ctx.orm, devicesById([device.id as number]));
  const answer = await driver.register(spec!);
  if (!answer.ok) return { loginAccepted: false, reason: deviceFailureText(answer, ctx.language) };
  if (answer.loginAccepted === false) return { loginAccepted: false, reason: deviceFailureText({ failure: 'loginRefused' }, ctx.language) };
  return { loginAccepted: true, reason: null };
}

/**
 * Pushes an upgrade of the acting scope to devices of its community, as a background task of the user; a device
 * of another community reads as missing (nothing is pushed anywhere). Answers the task's id.
 */
export async function startUpgradePush(ctx: ServiceContext, deps: UpgradePushDeps, body: UpgradePushBody): Promise<string> {
  const { orm, scope, user, language } = ctx;
  const upgrade = await findVisible(ctx, resolvedEntry(deviceUpgradeEntry), body.upgradeId);
  const ids = [...new Set(body.deviceIds)];
  const visible = await orm
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        inArray(devices.id, ids),
        eq(devices.residentialId, upgrade.residentialId as number),
        scopeCondition(orm, resolvedEntry(deviceEntry), scope),
      ),
    );
  if (visible.length !== ids.length) throw new AppError('NOT_FOUND');
  const specs = await loadDeviceSpecs(orm, devicesById(ids));
  const name = `${String(upgrade.upgradeName)} ${String(upgrade.upgradeVersion)}`;
  const url = `${deps.gatewayUrl}${DOOR_GATEWAY_PATHS.firmware}/${upgrade.id}?v=${encodeURIComponent(String(upgrade.upgradeVersion))}`;
  const task = await deps.tasks.start(
    { userId: user.id, language, type: 'deviceUpgrade', source: deviceUpgradeResource.menu, title: TITLE[language](name) },
    (context) => pushUpgrade(orm, deps.driver, { upgradeId: upgrade.id as number, url, specs, language }, context),
  );
  return task.id;
}

/** One push task's per-device results, when its upgrade is the acting scope's (404 otherwise). */
export async function upgradePushResults(ctx: ServiceContext, taskId: string) {
  const [first] = await ctx.orm
    .select({ upgradeId: deviceUpgradeResults.upgradeId })
    .from(deviceUpgradeResults)
    .where(eq(deviceUpgradeResults.taskId, taskId))
    .limit(1);
  if (!first) throw new AppError('NOT_FOUND');
  await findVisible(ctx, resolvedEntry(deviceUpgradeEntry), first.upgradeId);
  return upgradeResults(ctx.orm, taskId, ctx.language);
}
