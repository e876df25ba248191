import { Access, ComboOptionSchema, labelIn, DictComboRequestSchema, envelopeSchema, SystemPaths } from '@cvap/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictItems, dictTypes } from '../../../db/schema/index.js';
import { ok } from '../../../engine/index.js';

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
    async (request) => {
      const rows = await app.db.orm
        .select({ value: dictItems.value, zh: dictItems.labelZh, en: dictItems.labelEn })
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.dictTypeId))
        .where(and(eq(dictTypes.code, request.body.dictCode), eq(dictTypes.enabled, 1), eq(dictItems.enabled, 1)))
        .orderBy(asc(dictItems.sortNo), asc(dictItems.id));
      return ok(
        request.language,
        rows.map((r) => ({ value: r.value, label: labelIn(r, request.language) })),
      );
    },
  );
}
