import type { ApiModule } from '../../engine/index.js';
import { DASHBOARD_GRANTS } from './grants.js';
import { dashboardRoutes } from './routes/index.js';

/** The home dashboard (issue 15): read-only panels over devices, passages (their daily rollup) and visits. */
export const dashboardModule: ApiModule = {
  name: 'dashboard',
  schema: {},
  registry: [],
  routes: dashboardRoutes,
  grants: DASHBOARD_GRANTS,
};
