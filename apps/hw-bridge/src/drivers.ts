import type { Device, Fault, Unit } from './device.js';
import { EmulatorDevice } from './emulator/emulator-device.js';
import { V4l2Device } from './v4l2/v4l2-device.js';

/** What the drivers read of the helper's configuration (BridgeConfig has it; config.ts imports this file). */
export interface DriverSettings {
  latencyMs: number;
  emulatorFaults: Partial<Record<Unit, Fault>>;
  emulatorCardHex?: string;
  v4l2Device: string;
  ffmpegPath: string;
}

/** HW_BRIDGE_DRIVER values and how each builds its device. The emulator is the default; real drivers register here. */
const DRIVERS = {
  emulator: (config: DriverSettings) =>
    new EmulatorDevice({
      latencyMs: config.latencyMs,
      faults: config.emulatorFaults,
      ...(config.emulatorCardHex ? { cardSerialHex: config.emulatorCardHex } : {}),
    }),
  v4l2: (config: DriverSettings) => new V4l2Device({ devicePath: config.v4l2Device, ffmpegPath: config.ffmpegPath }),
} satisfies Record<string, (config: DriverSettings) => Device>;

export type DriverName = keyof typeof DRIVERS;
export const DRIVER_NAMES = Object.keys(DRIVERS) as DriverName[];

export function isDriverName(value: string): value is DriverName {
  return (DRIVER_NAMES as string[]).includes(value);
}

export function createDevice(config: DriverSettings & { driver: DriverName }): Device {
  return DRIVERS[config.driver](config);
}
