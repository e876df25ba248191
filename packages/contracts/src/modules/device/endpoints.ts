import { z } from 'zod';
import {
  DEVICE_REPORTED_STATES,
  DOOR_GATEWAY_PATHS,
  VERIFY_METHODS,
  type HeartbeatReport,
  type OpenRecordReport,
  type SimDeviceSpec,
} from '../../door-sim.js';
import { endpoint } from '../../endpoint-decl.js';
import { Access } from '../../permissions.js';
import { permissionCode } from '../../resource/derive.js';
import { deviceUpgradeResource } from './device-upgrade.js';
import { deviceResource } from './device.js';

export const DEVICE_ELEMENTS = {
  openDoor: { code: 'property:device:openDoor', menu: 'deviceManager:deviceMng', zh: '远程开门', en: 'Open the door remotely' },
  upgradePush: { code: 'property:deviceUpgrade:push', menu: 'deviceManager:deviceUpgradeMng', zh: '推送升级', en: 'Push an upgrade' },
} as const;

export const UpgradePushBodySchema = z.strictObject({
  upgradeId: z.number().int().positive().max(2_147_483_647),
  deviceIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
});
export type UpgradePushBody = z.infer<typeof UpgradePushBodySchema>;

/** The platform's answer to a device's login: accepted, refused (wrong account or password), or not reached. */
export const PlatformLoginCheckSchema = z.object({
  loginAccepted: z.boolean(),
  /** In the user's language when the login was refused or the platform could not be reached. */
  reason: z.string().nullable(),
});
export type PlatformLoginCheck = z.infer<typeof PlatformLoginCheckSchema>;

/** One device's part of a push (UPGRADE_RESULT_OPTIONS: 0 pushing, 1 succeeded, 2 failed). */
export const UpgradeResultRowSchema = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  deviceCode: z.string(),
  result: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type UpgradeResultRow = z.infer<typeof UpgradeResultRowSchema>;

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The device module's endpoints beside the generic resource routes. */
export const DeviceEndpoints = {
  /** Spec: the device's QR code as a PNG (what a phone scans at the door to identify it). */
  qrCode: endpoint({
    id: 'device.qrCode',
    method: 'GET',
    path: '/api/property/device/qrCode/{id}',
    tag: 'device',
    summary: "The device's QR code (PNG): what a phone scans at the door",
    access: permissionCode(deviceResource, 'view'),
    params: IdParams,
    answer: z.void(),
    file: true,
  }),
  /**
   * Not in the spec: tells the device platform about the device and answers whether it accepts the device's
   * platform login (the console asks right after a save, so a wrong password is said at once, not found at 开门).
   */
  checkLogin: endpoint({
    id: 'device.checkLogin',
    method: 'POST',
    path: '/api/property/device/checkLogin/{id}',
    tag: 'device',
    summary: "Tells the device platform about the device and answers whether it accepts the device's platform login",
    access: permissionCode(deviceResource, 'edit'),
    params: IdParams,
    answer: PlatformLoginCheckSchema,
  }),
  /** Not in the spec: open the door now (remote opening). */
  openDoor: endpoint({
    id: 'device.openDoor',
    method: 'POST',
    path: '/api/property/device/openDoor/{id}',
    tag: 'device',
    summary: 'Opens the door of a device now',
    access: DEVICE_ELEMENTS.openDoor.code,
    opLog: { resource: 'device', action: 'openDoor' },
    params: IdParams,
    answer: z.null(),
  }),
  /** Not in the spec: push an upgrade package to chosen devices, as a background task. */
  upgradePush: endpoint({
    id: 'deviceUpgrade.push',
    method: 'POST',
    path: '/api/property/deviceUpgrade/push',
    tag: 'deviceUpgrade',
    summary: 'Pushes an upgrade package to devices as a background task',
    access: DEVICE_ELEMENTS.upgradePush.code,
    opLog: { resource: 'deviceUpgrade', action: 'push' },
    body: UpgradePushBodySchema,
    answer: z.object({ taskId: z.string() }),
  }),
  /** Not in the spec: one push task's per-device results. */
  upgradeResults: endpoint({
    id: 'deviceUpgrade.results',
    method: 'GET',
    path: '/api/property/deviceUpgrade/results',
    tag: 'deviceUpgrade',
    summary: "One push task's per-device results",
    access: permissionCode(deviceUpgradeResource, 'view'),
    query: z.object({ taskId: z.uuid() }),
    answer: z.array(UpgradeResultRowSchema),
  }),
};

export const HeartbeatSchema: z.ZodType<HeartbeatReport> = z.object({
  devices: z
    .array(z.object({ id: z.string().max(20), state: z.enum(DEVICE_REPORTED_STATES), firmware: z.string().max(30).optional() }))
    .max(10_000),
  at: z.string().max(40),
});

export const OpenRecordReportSchema: z.ZodType<OpenRecordReport> = z.object({
  deviceId: z.string().max(20),
  method: z.enum(VERIFY_METHODS),
  direction: z.union([z.literal(1), z.literal(2)]),
  opened: z.boolean(),
  personId: z.string().max(20).optional(),
  personName: z.string().max(50),
  cardNo: z.string().max(10).optional(),
  captureJpeg: z.string().max(700_000).optional(),
  at: z.string().max(40),
});

/** A device as the platform needs it to serve it, its platform credentials included (the gateway token guards them). */
export const SimDeviceSpecSchema: z.ZodType<SimDeviceSpec> = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  ip: z.string(),
  model: z.string(),
  verifyMethods: z.array(z.enum(VERIFY_METHODS)),
  login: z.object({ protocol: z.string(), url: z.string(), account: z.string(), password: z.string(), authKey: z.string() }),
});

/**
 * The device gateway (no user session: the API route checks DOOR_GATEWAY_TOKEN before anything else), where the
 * door-device platform reports heartbeats and passages, reads the device list and downloads firmware. The paths
 * are the wire protocol's (DOOR_GATEWAY_PATHS), which the simulator calls.
 */
const gateway = { tag: 'deviceGateway', access: Access.PUBLIC, kiosk: true } as const;
export const DeviceGatewayEndpoints = {
  heartbeat: endpoint({
    id: 'deviceGateway.heartbeat',
    method: 'POST',
    path: DOOR_GATEWAY_PATHS.heartbeat,
    summary: 'A heartbeat round of the device platform',
    ...gateway,
    body: HeartbeatSchema,
    answer: z.object({ updated: z.number().int() }),
  }),
  openRecord: endpoint({
    id: 'deviceGateway.openRecord',
    method: 'POST',
    path: DOOR_GATEWAY_PATHS.openRecord,
    summary: 'A door passage a device reported',
    ...gateway,
    body: OpenRecordReportSchema,
    answer: z.object({ id: z.number().int() }),
  }),
  devices: endpoint({
    id: 'deviceGateway.devices',
    method: 'GET',
    path: DOOR_GATEWAY_PATHS.devices,
    summary: 'Every device the platform serves',
    ...gateway,
    answer: z.array(SimDeviceSpecSchema),
  }),
  firmware: endpoint({
    id: 'deviceGateway.firmware',
    method: 'GET',
    path: `${DOOR_GATEWAY_PATHS.firmware}/{id}`,
    summary: 'An upgrade package, as a device downloads it',
    ...gateway,
    params: IdParams,
    answer: z.void(),
    file: true,
  }),
} as const;
