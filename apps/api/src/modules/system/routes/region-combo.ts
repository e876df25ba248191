import { SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../../engine/index.js';
import { regionTree } from '../services/options.js';

/** Provinces with their cities as a tree of {label, value (the region code), children}. */
export async function regionComboRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.regionCombo, async (request) => regionTree({ orm: app.db.orm, language: request.language }));
}
