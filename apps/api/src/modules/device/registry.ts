import {
  deviceModelResource,
  deviceResource,
  deviceRestartResource,
  deviceTimeResource,
  deviceTypeResource,
  deviceUpgradeResource,
  manufacturerResource,
} from '@cvap/contracts';
import { deviceModels, deviceRestarts, devices, deviceTimes, deviceTypes, deviceUpgrades, manufacturers } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { deviceModelHooks, manufacturerHooks } from './catalogue-hooks.js';
import { deviceHooks } from './device-hooks.js';
import { deviceRestartHooks, deviceTimeHooks, deviceUpgradeHooks } from './plan-hooks.js';

export const deviceTypeEntry: RegistryEntry = { decl: deviceTypeResource, table: deviceTypes };
export const manufacturerEntry: RegistryEntry = { decl: manufacturerResource, table: manufacturers, hooks: manufacturerHooks };
export const deviceModelEntry: RegistryEntry = { decl: deviceModelResource, table: deviceModels, hooks: deviceModelHooks };
export const deviceEntry: RegistryEntry = { decl: deviceResource, table: devices, hooks: deviceHooks };
export const deviceTimeEntry: RegistryEntry = { decl: deviceTimeResource, table: deviceTimes, hooks: deviceTimeHooks };
export const deviceRestartEntry: RegistryEntry = { decl: deviceRestartResource, table: deviceRestarts, hooks: deviceRestartHooks };
export const deviceUpgradeEntry: RegistryEntry = { decl: deviceUpgradeResource, table: deviceUpgrades, hooks: deviceUpgradeHooks };

/** Door-access devices: the type tree, manufacturers, models, devices, time periods, restarts, upgrades. */
export const DEVICE_REGISTRY: readonly RegistryEntry[] = [
  deviceTypeEntry,
  manufacturerEntry,
  deviceModelEntry,
  deviceEntry,
  deviceTimeEntry,
  deviceRestartEntry,
  deviceUpgradeEntry,
];
