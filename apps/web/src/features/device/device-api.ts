import { DevicePaths, type PlatformLoginCheck, type UpgradePushBody, type UpgradeResultRow } from '@cvap/contracts';
import { http, httpClient } from '../../request/client.js';

/** The device endpoints beside the generic resource routes (contracts: modules/device/endpoints.ts). */
export const deviceApi = {
  /** The QR code PNG, read with the token (an <img src> would not send it). */
  qrCode: async (id: number): Promise<Blob> => (await httpClient.get<Blob>(DevicePaths.qrCode(id), { responseType: 'blob' })).data,
  checkLogin: (id: number) => http.post<PlatformLoginCheck>(DevicePaths.checkLogin(id)),
  openDoor: (id: number) => http.post<null>(DevicePaths.openDoor(id)),
  push: (body: UpgradePushBody) => http.post<{ taskId: string }>(DevicePaths.upgradePush, body),
  results: (taskId: string) => http.get<UpgradeResultRow[]>(DevicePaths.upgradeResults, { params: { taskId } }),
};
