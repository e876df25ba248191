import type { Config } from '../../../engine/index.js';
import { simulatorDriver } from './simulator.js';
import type { DoorDriver } from './types.js';

export type { CommandResult, DeviceCredential, DoorDriver, DriverDevice } from './types.js';

const drivers = new WeakMap<Config, DoorDriver>();

/** The door-device driver the configuration chooses (DOOR_DRIVER), one per app configuration. */
export function doorDriver(config: Config): DoorDriver {
  let driver = drivers.get(config);
  if (!driver) {
    switch (config.doorDriver) {
      case 'simulator':
        driver = simulatorDriver(config.doorSimUrl, config.doorGatewayToken);
        break;
    }
    drivers.set(config, driver);
  }
  return driver;
}
