import type { ApiModule } from '../../engine/index.js';
import { NOTICE_REGISTRY } from './registry.js';
import { noticeRoutes } from './routes/index.js';

/** The notice module's public surface. */
export { noticeEntry } from './registry.js';

export const noticeModule: ApiModule = { name: 'notice', registry: NOTICE_REGISTRY, routes: noticeRoutes };
