import { Access, ComboOptionSchema, DictComboRequestSchema, envelopeSchema, SystemPaths } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../engine/index.js';
import { dictOptions } from '../services/options.js';

/** The enabled items of an enabled option list, labelled in the request's language; unknown code → []. */
export async function dictComboRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    SystemPaths.dictCombo,
    {
      config: { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' },
      schema: {
        tags: ['dictionaries'],
        summary: 'Options of a dictionary: [{label, value}] in the request language',
        body: DictComboRequestSchema,
        response: { 200: envelopeSchema(z.array(ComboOptionSchema)) },
      },
    },
    async (request) => ok(request.language, await dictOptions({ orm: app.db.orm, language: request.language }, request.body.dictCode)),
  );
}
