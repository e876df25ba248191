import { Access, envelopeSchema, SystemPaths, TreeNodeSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../engine/index.js';
import { regionTree } from '../services/options.js';

/** Provinces with their cities as a tree of {label, value (the region code), children}. */
export async function regionComboRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    SystemPaths.regionCombo,
    {
      config: { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' },
      schema: {
        tags: ['dictionaries'],
        summary: 'Province → city tree in the request language',
        response: { 200: envelopeSchema(z.array(TreeNodeSchema)) },
      },
    },
    async (request) => ok(request.language, await regionTree({ orm: app.db.orm, language: request.language })),
  );
}
