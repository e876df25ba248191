import type { ApiModule } from '../../engine/types.js';
import { DEVICE_REGISTRY } from './registry.js';

/** The device module's public surface: what other modules may use of it. */
export { deviceTypeEntry } from './registry.js';
export { doorDriver, type CommandResult, type DeviceCredential, type DoorDriver, type DriverDevice } from './driver/index.js';

export const deviceModule: ApiModule = { name: 'device', registry: DEVICE_REGISTRY };
