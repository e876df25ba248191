import { deviceTypeResource } from '@cvap/contracts';
import { deviceTypes } from '../../db/schema/index.js';
import type { RegistryEntry } from '../../engine/types.js';

export const deviceTypeEntry: RegistryEntry = { decl: deviceTypeResource, table: deviceTypes };

/** Door-access devices: the device-type tree so far. */
export const DEVICE_REGISTRY: readonly RegistryEntry[] = [deviceTypeEntry];
