import type { ApiModule } from '../../engine/index.js';
import { remindOverdueRepairs } from './jobs.js';
import * as schema from './schema.js';
import { seedRepairDemo } from './seed.js';
import { REPAIR_REGISTRY } from './registry.js';
import { repairRoutes } from './routes/index.js';

/** Repair work orders: types, distribution rules, the orders' workflow, counts, analysis. */
export const repairModule: ApiModule = {
  name: 'repair',
  schema,
  registry: REPAIR_REGISTRY,
  routes: repairRoutes,
  jobs: { remindOverdueRepairs },
  defaultJobs: [
    {
      code: 'remindOverdueRepairs',
      name: '报修超时提醒',
      handler: 'remindOverdueRepairs',
      cronExpression: '0 */5 * * * *',
      parameter: '{"batch":500}',
      priority: 2,
    },
  ],
  seed: (orm, demo) => seedRepairDemo(orm, demo.tenantId, demo.residentialIds, demo.userIds, demo.now),
};

// What other modules use of repair: opening an order in their own transaction (equipment failures).
export { openOrder } from './services/orders.js';
