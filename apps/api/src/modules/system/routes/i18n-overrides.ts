import { Access, envelopeSchema, I18nQuerySchema, SystemPaths } from '@cvap/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { i18nEntries } from '../../../db/schema/index.js';
import { ok } from '../../../engine/index.js';

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
    async (request) => {
      const rows = await app.db.orm
        .select({ key: i18nEntries.itemKey, content: i18nEntries.itemContent })
        .from(i18nEntries)
        .where(eq(i18nEntries.languageTag, request.query.lang))
        .orderBy(asc(i18nEntries.itemKey));
      return ok(request.language, Object.fromEntries(rows.map((r) => [r.key, r.content])));
    },
  );
}
