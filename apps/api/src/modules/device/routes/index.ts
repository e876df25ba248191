import type { FastifyInstance } from 'fastify';
import { deviceActionRoutes } from './device-actions.js';
import { gatewayRoutes } from './gateway.js';

/** The device module's endpoints beside its generic resource routes. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(gatewayRoutes);
  await app.register(deviceActionRoutes);
}
