import type { ApiModule } from '../../engine/types.js';
import { repairCountRoutes } from './routes/repair-count.js';

/** Repair work orders: so far the side menu's counts (GET /api/property/repairOrder/getRepairOrderCount). */
export const repairModule: ApiModule = { name: 'repair', registry: [], routes: repairCountRoutes };
