import type { patrolContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { PATROL_GRANTS, PATROL_ROLES } from './grants.js';
import { closePatrolTasks } from './jobs.js';
import { PATROL_REGISTRY } from './registry.js';
import { patrolRoutes } from './routes/index.js';
import * as schema from './schema.js';
import { seedPatrolDemo } from './seed.js';
import { patrolWorkSource } from './work-source.js';

/** Patrol inspection: points with their QR codes, routes, plans that make tasks, check-ins, problems, the overview. */
export const patrolModule: ApiModule = {
  name: 'patrol',
  schema,
  registry: PATROL_REGISTRY,
  routes: patrolRoutes,
  jobs: { closePatrolTasks } satisfies ModuleJobs<typeof patrolContract>,
  roles: PATROL_ROLES,
  grants: PATROL_GRANTS,
  defaultJobs: [
    {
      code: 'closePatrolTasks',
      name: '关闭到期巡更任务',
      handler: 'closePatrolTasks',
      cronExpression: '0 * * * * *',
      parameter: '{}',
      priority: 3,
      saveLogs: false,
    },
  ],
  workSources: [patrolWorkSource],
  seed: seedPatrolDemo,
};
