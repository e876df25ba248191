import type { Device } from './device.js';
import { EmulatorDevice } from './emulator/emulator-device.js';

/** What the drivers read of the helper's configuration (BridgeConfig has it; config.ts imports this file). */
export interface DriverSettings {
  latencyMs: number;
  emulatorNoCard: boolean;
  emulatorCardHex?: string;
}

/** HW_BRIDGE_DRIVER values and how each builds its device. Real drivers register here. */
const DRIVERS = {
  emulator: (config: DriverSettings) =>
    new EmulatorDevice({
      latencyMs: config.latencyMs,
      noCard: config.emulatorNoCard,
      ...(config.emulatorCardHex ? { cardSerialHex: config.emulatorCardHex } : {}),
    }),
} satisfies Record<string, (config: DriverSettings) => Device>;

export type DriverName = keyof typeof DRIVERS;
export const DRIVER_NAMES = Object.keys(DRIVERS) as DriverName[];

export function isDriverName(value: string): value is DriverName {
  return (DRIVER_NAMES as string[]).includes(value);
}

export function createDevice(config: DriverSettings & { driver: DriverName }): Device {
  return DRIVERS[config.driver](config);
}
