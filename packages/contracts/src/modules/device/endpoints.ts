import { z } from 'zod';

/** The device module's endpoints beside the generic resource routes. */
export const DevicePaths = {
  /** Spec: the device's QR code as a PNG (what a phone scans at the door to identify it). */
  qrCode: (id: number | string) => `/api/property/device/qrCode/${id}`,
  /**
   * Not in the spec: tells the device platform about the device and answers whether it accepts the device's
   * platform login (the console asks right after a save, so a wrong password is said at once, not found at 开门).
   */
  checkLogin: (id: number | string) => `/api/property/device/checkLogin/${id}`,
  /** Not in the spec: open the door now (remote opening). */
  openDoor: (id: number | string) => `/api/property/device/openDoor/${id}`,
  /** Not in the spec: push an upgrade package to chosen devices, as a background task. */
  upgradePush: '/api/property/deviceUpgrade/push',
  /** Not in the spec: one push task's per-device results. */
  upgradeResults: '/api/property/deviceUpgrade/results',
} as const;

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
export interface PlatformLoginCheck {
  loginAccepted: boolean;
  /** In the user's language when the login was refused or the platform could not be reached. */
  reason: string | null;
}

/** One device's part of a push (UPGRADE_RESULT_OPTIONS: 0 pushing, 1 succeeded, 2 failed). */
export interface UpgradeResultRow {
  deviceId: number;
  deviceName: string;
  deviceCode: string;
  result: 0 | 1 | 2;
  reason: string | null;
  finishedAt: string | null;
}
