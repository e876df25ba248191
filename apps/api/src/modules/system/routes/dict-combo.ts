import { SystemEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../../engine/index.js';
import { dictOptions } from '../services/options.js';

/** The enabled items of an enabled option list, labelled in the request's language; unknown code → []. */
export async function dictComboRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, SystemEndpoints.dictCombo, async (request) =>
    dictOptions({ orm: app.db.orm, language: request.language }, request.body.dictCode),
  );
}
