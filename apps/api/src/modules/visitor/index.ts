import type { visitorContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { VISITOR_GRANTS, VISITOR_ROLES } from './grants.js';
import * as schema from './schema.js';
import { seedVisitorDemo } from './seed.js';
import { VISITOR_JOBS } from './jobs.js';
import { VISITOR_REGISTRY } from './registry.js';
import { visitorRoutes } from './routes/index.js';

/** Visitors (/visitorManager): appointments, visit records, the watchlist, the kiosk's registration. */
export const visitorModule: ApiModule = {
  name: 'visitor',
  schema,
  registry: VISITOR_REGISTRY,
  routes: visitorRoutes,
  jobs: VISITOR_JOBS satisfies ModuleJobs<typeof visitorContract>,
  defaultJobs: [
    {
      code: 'expireAppointments',
      name: '访客预约过期',
      handler: 'expireAppointments',
      cronExpression: '0 */15 * * * *',
      parameter: '{}',
      priority: 4,
    },
  ],
  seed: (orm, demo) => seedVisitorDemo(orm, demo),
  roles: VISITOR_ROLES,
  grants: VISITOR_GRANTS,
};
