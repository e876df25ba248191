import type { BridgeConfig } from './config.js';
import type { Device } from './device.js';
import { EmulatorDevice } from './emulator/emulator-device.js';

/** HW_BRIDGE_DRIVER values and how each builds its device. Real drivers register here. */
const DRIVERS = {
  emulator: (config: BridgeConfig) =>
    new EmulatorDevice({
      latencyMs: config.latencyMs,
      noCard: config.emulatorNoCard,
      ...(config.emulatorCardHex ? { cardSerialHex: config.emulatorCardHex } : {}),
    }),
} satisfies Record<string, (config: BridgeConfig) => Device>;

export type DriverName = keyof typeof DRIVERS;
export const DRIVER_NAMES = Object.keys(DRIVERS) as DriverName[];

export function isDriverName(value: string): value is DriverName {
  return (DRIVER_NAMES as string[]).includes(value);
}

export function createDevice(config: BridgeConfig): Device {
  return DRIVERS[config.driver](config);
}
