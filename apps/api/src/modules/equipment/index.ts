import type { ApiModule } from '../../engine/index.js';
import { EQUIPMENT_GRANTS } from './grants.js';
import { EQUIPMENT_REGISTRY } from './registry.js';
import { equipmentRoutes } from './routes/index.js';
import * as schema from './schema.js';
import { seedEquipmentDemo } from './seed.js';
import { maintenanceWork } from './work-source.js';

/** Equipment: the ledger, maintenance plans making records (decision 0030), failures, the overview. */
export const equipmentModule: ApiModule = {
  name: 'equipment',
  schema,
  registry: EQUIPMENT_REGISTRY,
  routes: equipmentRoutes,
  workSources: [maintenanceWork],
  grants: EQUIPMENT_GRANTS,
  seed: (orm, demo) => seedEquipmentDemo(orm, demo),
};
