import type { repairContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { REPAIR_GRANTS, REPAIR_ROLES } from './grants.js';
import { remindOverdueRepairs } from './jobs.js';
import * as schema from './schema.js';
import { seedRepairDemo } from './seed.js';
import { REPAIR_REGISTRY } from './registry.js';
import { repairRoutes } from './routes/index.js';

/** What other modules may use of repair: filing an order in their own transaction (a patrol problem's, an equipment failure's). */
export { fileOrder } from './services/orders.js';

/** Repair work orders: types, distribution rules, the orders' workflow, counts, analysis. */
export const repairModule: ApiModule = {
  name: 'repair',
  schema,
  registry: REPAIR_REGISTRY,
  routes: repairRoutes,
  jobs: { remindOverdueRepairs } satisfies ModuleJobs<typeof repairContract>,
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
  roles: REPAIR_ROLES,
  grants: REPAIR_GRANTS,
};
