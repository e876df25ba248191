import type { ResourceDecl } from '../../resource/types.js';
import { deviceTypeResource } from './device-type.js';

export { deviceTypeResource };

/** Door-access devices (/deviceManager): device types so far. */
export const DEVICE_RESOURCES: readonly ResourceDecl[] = [deviceTypeResource];
