import type { ApiModule } from '../../engine/index.js';
import { SYSTEM_GRANTS, SYSTEM_ROLES } from './grants.js';
import { SYSTEM_REGISTRY } from './registry.js';
import { systemRoutes } from './routes/index.js';

/** The system module's public surface: what other modules may use of it. */
export { departmentSubtreeFilter, inDepartmentTree } from './services/department-tree.js';

// Its tables (dictionaries, regions, parameters, the white list, translations) are the platform's: the reference
// data the machinery seeds and syncs at every start reads them (db/schema/system.ts).
export const systemModule: ApiModule = {
  name: 'system',
  schema: {},
  registry: SYSTEM_REGISTRY,
  routes: systemRoutes,
  roles: SYSTEM_ROLES,
  grants: SYSTEM_GRANTS,
};
