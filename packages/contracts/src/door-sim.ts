/**
 * The wire protocol between the API and a door-access device platform (the simulator `apps/door-sim`, or a
 * vendor platform behind an adapter). Commands go API → platform; heartbeats and passages go platform → API on
 * the device gateway routes, authenticated with the shared gateway token (header below).
 */

/** Default port of the simulator for `pnpm start`/`pnpm dev` (the e2e run uses 9291). */
export const DOOR_SIM_PORT = 9290;
export const DOOR_GATEWAY_TOKEN_HEADER = 'x-door-gateway-token';

/** Where the platform posts what the devices report (under the API's origin). */
export const DOOR_GATEWAY_PATHS = {
  heartbeat: '/api/device-gateway/heartbeat',
  openRecord: '/api/device-gateway/passage',
  devices: '/api/device-gateway/devices',
  /** + `/{upgradeId}`: an upgrade package's file, as a device downloads it. */
  firmware: '/api/device-gateway/firmware',
} as const;

/** How a person proves who they are at a door; the numbers are the openRecord openType values. */
export const VERIFY_METHODS = ['card', 'face', 'qr', 'password', 'idCard', 'bluetooth'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];
/** openType of a door opened from the console (开门 on the device list): 远程开门. */
export const OPEN_TYPE_REMOTE = 7;
export const OPEN_TYPE_OF_METHOD: Readonly<Record<VerifyMethod, number>> = {
  card: 1,
  face: 2,
  qr: 3,
  password: 4,
  idCard: 5,
  bluetooth: 6,
};

/**
 * What a device reports. `unknown` is never reported: it is the API's word for a device it has not heard
 * from; `offline` is what the API concludes from missed heartbeats (a device never says it is offline).
 */
export const DEVICE_REPORTED_STATES = ['online', 'equipmentAbnormity', 'loginAbnormal'] as const;
export type DeviceReportedState = (typeof DEVICE_REPORTED_STATES)[number];
export const DEVICE_STATES = ['unknown', 'online', 'offline', 'equipmentAbnormity', 'loginAbnormal'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** The platform credentials the console keeps for a device (password and authKey never go to the browser). */
export interface PlatformLogin {
  protocol: string;
  url: string;
  account: string;
  password: string;
  authKey: string;
}

/**
 * A device as the API tells the platform about it (added or changed in the console). `id` is the platform's key
 * for it (the API's device id): codes and addresses are unique only within one community.
 */
export interface SimDeviceSpec {
  id: string;
  code: string;
  name: string;
  ip: string;
  model: string;
  verifyMethods: VerifyMethod[];
  login: PlatformLogin;
}

export type CredentialKind = 'card' | 'face' | 'qr';

/** A person's credential written to a device. `value`: card number, face image URL, or QR payload. */
export interface DeviceCredential {
  personId: string;
  personName: string;
  kind: CredentialKind;
  value: string;
  /** ISO date-times; absent means no limit. */
  validFrom?: string;
  validTo?: string;
}

export type SimCommand =
  | { command: 'restart' }
  | { command: 'upgrade'; url: string }
  | { command: 'openDoor' }
  | { command: 'pushCredential'; credential: DeviceCredential }
  | { command: 'removeCredential'; credential: Pick<DeviceCredential, 'personId' | 'kind' | 'value'> };

/** Why a device did not do what it was asked, as the console names it (DEVICE_FAILURE_OPTIONS). */
export const DEVICE_FAILURES = ['unreachable', 'notRegistered', 'offline', 'loginRefused', 'downloadFailed', 'commandFailed'] as const;
export type DeviceFailure = (typeof DEVICE_FAILURES)[number];

/**
 * Every command is answered with a result once the device has done it (or failed to): `failure` is what the user
 * is told (in their language), `reason` the driver's own words, for the log only.
 */
export type CommandResult = { ok: true } | { ok: false; failure: DeviceFailure; reason: string };

export interface HeartbeatReport {
  /** Sent together: one request per heartbeat round, one entry per device that is reachable. */
  devices: { id: string; state: DeviceReportedState; firmware?: string }[];
  at: string;
}

export interface OpenRecordReport {
  deviceId: string;
  method: VerifyMethod;
  /** 1 in, 2 out (openRecord direction). */
  direction: 1 | 2;
  opened: boolean;
  personId?: string;
  personName: string;
  cardNo?: string;
  /** JPEG as base64 (no data: prefix), when the device has a camera. */
  captureJpeg?: string;
  at: string;
}
