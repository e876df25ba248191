import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../../engine/types.js';
import { syncRoutes } from './routes/sync.js';

async function accessRoutes(app: FastifyInstance): Promise<void> {
  await app.register(syncRoutes);
}

/** Access control beyond the devices: the upstream platform's sync (so far). */
export const accessModule: ApiModule = { name: 'access', registry: [], routes: accessRoutes };
