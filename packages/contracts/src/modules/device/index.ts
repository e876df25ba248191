import type { ContractModule } from '../contract-module.js';
import { DEVICE_CODES } from './codes.js';
import { DEVICE_ELEMENTS } from './endpoints.js';
import { deviceModelResource } from './device-model.js';
import { deviceRestartResource } from './device-restart.js';
import { deviceTimeResource } from './device-time.js';
import { deviceTypeResource } from './device-type.js';
import { deviceUpgradeResource } from './device-upgrade.js';
import { deviceResource } from './device.js';
import { manufacturerResource } from './manufacturer.js';
import { DEVICE_MENUS } from './menus.js';

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
export const deviceContract = {
  name: 'device',
  resources: [
    deviceTypeResource,
    manufacturerResource,
    deviceModelResource,
    deviceResource,
    deviceTimeResource,
    deviceRestartResource,
    deviceUpgradeResource,
  ],
  elements: Object.values(DEVICE_ELEMENTS),
  codes: DEVICE_CODES,
  menus: DEVICE_MENUS,
  jobs: [{ value: 'restartDevices', zh: '执行设备定时重启', en: 'Run scheduled device restarts' }] as const,
  opLog: {
    actions: [
      { value: 'openDoor', zh: '远程开门', en: 'Open the door' },
      { value: 'push', zh: '推送升级', en: 'Push an upgrade' },
    ],
  },
} satisfies ContractModule;
