import type { ApiModule } from '../../engine/index.js';
import { SYSTEM_REGISTRY } from './registry.js';
import { systemRoutes } from './routes/index.js';

/** The system module's public surface: what other modules may use of it. */
export { departmentSubtreeFilter, inDepartmentTree } from './services/department-tree.js';

export const systemModule: ApiModule = { name: 'system', registry: SYSTEM_REGISTRY, routes: systemRoutes };
