import type { deviceContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import * as schema from './schema.js';
import { seedDeviceDemo } from './seed.js';
import { DEVICE_REGISTRY } from './registry.js';
import { deviceRoutes } from './routes/index.js';
import { restartDevices } from './services/run-due-restarts.js';

/** The device module's public surface: what other modules may use of it. */
export { deviceEntry, deviceTypeEntry } from './registry.js';
export { DEVICE_STATUS_SQL } from './device-hooks.js';
export { loadDeviceSpecs } from './services/load-device-specs.js';
export { doorDriver, type CommandResult, type DeviceCredential, type DoorDriver, type DriverDevice } from './driver/index.js';

export const deviceModule: ApiModule = {
  name: 'device',
  schema,
  registry: DEVICE_REGISTRY,
  routes: deviceRoutes,
  jobs: { restartDevices } satisfies ModuleJobs<typeof deviceContract>,
  defaultJobs: [
    {
      code: 'restartDevices',
      name: '执行设备定时重启',
      handler: 'restartDevices',
      cronExpression: '*/10 * * * * *',
      parameter: '{}',
      priority: 3,
    },
  ],
  seed: async (orm, demo) => {
    await seedDeviceDemo(orm, demo);
  },
};
