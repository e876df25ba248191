import type { FastifyInstance } from 'fastify';
import { repairCountRoutes } from './repair-count.js';
import { exportOrdersRoute } from './export-orders.js';
import { repairOrderRoutes } from './orders.js';

export async function repairRoutes(app: FastifyInstance): Promise<void> {
  await repairCountRoutes(app);
  await repairOrderRoutes(app);
  await exportOrdersRoute(app);
}
