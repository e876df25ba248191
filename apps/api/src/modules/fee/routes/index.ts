import type { FastifyInstance } from 'fastify';
import { arrearageRoutes } from './arrearage.js';
import { billPrintRoutes } from './bill-print.js';
import { billRunRoutes } from './bill-runs.js';
import { chargeOrderRoutes } from './charge-order.js';
import { overdueRoutes } from './overdue.js';
import { previewRoutes } from './preview.js';
import { statementRoutes } from './statements.js';

/** The fee module's endpoints beside its generic resource routes. */
export async function feeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(previewRoutes);
  await app.register(billRunRoutes);
  await app.register(arrearageRoutes);
  await app.register(chargeOrderRoutes);
  await app.register(overdueRoutes);
  await app.register(statementRoutes);
  await app.register(billPrintRoutes);
}
