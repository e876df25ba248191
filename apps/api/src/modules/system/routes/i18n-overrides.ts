import { Access, envelopeSchema, I18nQuerySchema, SystemPaths } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../engine/index.js';
import { textOverrides } from '../services/options.js';

/** The run-time text overrides of one language as {key: text}; public, since the login page uses them too. */
export async function i18nOverrideRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    SystemPaths.i18nOverrides,
    {
      config: { access: Access.PUBLIC },
      schema: {
        tags: ['i18n'],
        summary: 'Text overrides the console merges over its own',
        querystring: I18nQuerySchema,
        response: { 200: envelopeSchema(z.record(z.string(), z.string())) },
      },
    },
    async (request) => ok(request.language, await textOverrides({ orm: app.db.orm }, request.query.lang)),
  );
}
