import type { ApiModule } from '../../engine/index.js';
import { REPAIR_REGISTRY } from './registry.js';
import { repairRoutes } from './routes/index.js';

/** Repair work orders: types, distribution rules, the orders' workflow, counts, analysis. */
export const repairModule: ApiModule = { name: 'repair', registry: REPAIR_REGISTRY, routes: repairRoutes };
