import { DeviceEndpoints, type UpgradePushBody } from '@cvap/contracts';
import { callEndpoint, fetchEndpointFile } from '../../request/endpoint.js';

/** The device endpoints beside the generic resource routes (contracts: modules/device/endpoints.ts). */
export const deviceApi = {
  /** The QR code PNG, read with the token (an <img src> would not send it). */
  qrCode: (id: number): Promise<Blob> => fetchEndpointFile(DeviceEndpoints.qrCode, { params: { id } }),
  checkLogin: (id: number) => callEndpoint(DeviceEndpoints.checkLogin, { params: { id } }),
  openDoor: (id: number) => callEndpoint(DeviceEndpoints.openDoor, { params: { id } }),
  push: (body: UpgradePushBody) => callEndpoint(DeviceEndpoints.upgradePush, { body }),
};
