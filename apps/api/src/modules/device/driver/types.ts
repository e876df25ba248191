import type { CommandResult, DeviceCredential, PlatformLogin, SimDeviceSpec } from '@cvap/contracts';

export type { CommandResult, DeviceCredential } from '@cvap/contracts';

/** A device as a driver needs it: its code, address, model, methods and the platform login it is managed by. */
export type DriverDevice = SimDeviceSpec;
export type { PlatformLogin };

/**
 * What the API asks of a door-device platform. Every call answers once the device has acted (or failed to):
 * `{ ok: true }` or `{ ok: false, reason }` in plain words for the operator; a driver never throws for a
 * device's failure (an unreachable platform is a failed result too), so callers record every outcome.
 *
 * How status arrives: the platform posts heartbeats and passages to the device gateway
 * (`/api/device-gateway/*`, DOOR_GATEWAY_PATHS) with the shared DOOR_GATEWAY_TOKEN; the API concludes
 * "offline" from missed heartbeats and "unknown" for a device never heard from. A platform that can only be
 * polled would need a poller calling the same gateway services; none is needed for the simulator.
 */
export interface DoorDriver {
  readonly name: string;
  /** Tells the platform about a device added or changed in the console (also answers whether its login works). */
  register(device: DriverDevice): Promise<CommandResult & { loginAccepted?: boolean }>;
  /** The device (by its id) was deleted in the console. */
  unregister(id: string): Promise<CommandResult>;
  restart(device: DriverDevice): Promise<CommandResult>;
  /** The device downloads the package from `url` and installs it. */
  upgrade(device: DriverDevice, url: string): Promise<CommandResult>;
  openDoor(device: DriverDevice): Promise<CommandResult>;
  /** Writes a person's card, face or QR credential to the device. */
  pushCredential(device: DriverDevice, credential: DeviceCredential): Promise<CommandResult>;
  removeCredential(device: DriverDevice, credential: Pick<DeviceCredential, 'personId' | 'kind' | 'value'>): Promise<CommandResult>;
}
