import { SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../../engine/index.js';
import { textOverrides } from '../services/options.js';

/** The run-time text overrides of one language as {key: text}; public, since the login page uses them too. */
export async function i18nOverrideRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.i18nOverrides, async (request) => textOverrides({ orm: app.db.orm }, request.query.lang));
}
