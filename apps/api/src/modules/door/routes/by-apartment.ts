import { ByApartmentRequestSchema, DoorPaths, envelopeSchema, pageResultSchema, rowSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, resolvedEntry, serviceContext } from '../../../engine/index.js';
import { cardEntry, openRecordEntry } from '../registry.js';
import { rowsOfApartment } from '../services/apartments.js';
import { APARTMENT_VIEW } from './apartment-queries.js';

/** The room detail's lists of one house: access cards and door passage records (residents: household module). */
export async function byApartmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** The two newest-first lists of a house: the same request, paging and visibility check. */
  const newestFirst = [
    {
      path: DoorPaths.openRecordsByApartment,
      resource: resolvedEntry(openRecordEntry),
      summary: 'Door passage records of a house, newest first, paged (cursor for cheap next pages)',
    },
    { path: DoorPaths.cardsByApartment, resource: resolvedEntry(cardEntry), summary: 'Access cards of a house, newest first, paged' },
  ];
  for (const { path, resource, summary } of newestFirst) {
    routes.post(
      path,
      {
        config: { access: APARTMENT_VIEW },
        schema: {
          tags: [resource.decl.name],
          summary,
          body: ByApartmentRequestSchema,
          response: { 200: envelopeSchema(pageResultSchema(rowSchema(resource.decl))) },
        },
      },
      async (request) => {
        const { apartmentId, ...query } = request.body;
        return ok(request.language, await rowsOfApartment(serviceContext(request), resource, apartmentId, query));
      },
    );
  }
}
