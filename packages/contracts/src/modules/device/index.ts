import type { ElementDecl } from '../../permissions.js';
import type { ResourceDecl } from '../../resource/types.js';
import { DEVICE_ELEMENTS } from './endpoints.js';
import { deviceModelResource } from './device-model.js';
import { deviceRestartResource } from './device-restart.js';
import { deviceTimeResource } from './device-time.js';
import { deviceTypeResource } from './device-type.js';
import { deviceUpgradeResource } from './device-upgrade.js';
import { deviceResource } from './device.js';
import { manufacturerResource } from './manufacturer.js';

export {
  deviceModelResource,
  deviceResource,
  deviceRestartResource,
  deviceTimeResource,
  deviceTypeResource,
  deviceUpgradeResource,
  manufacturerResource,
};
export * from './options.js';
export * from './endpoints.js';

/** Door-access devices (/deviceManager): types, manufacturers, models, devices, time periods, restarts, upgrades. */
export const DEVICE_RESOURCES: readonly ResourceDecl[] = [
  deviceTypeResource,
  manufacturerResource,
  deviceModelResource,
  deviceResource,
  deviceTimeResource,
  deviceRestartResource,
  deviceUpgradeResource,
];

export const DEVICE_MODULE_ELEMENTS: readonly ElementDecl[] = Object.values(DEVICE_ELEMENTS);
