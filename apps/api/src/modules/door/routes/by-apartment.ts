import { ByApartmentRequestSchema, DoorPaths, envelopeSchema, pageResultSchema, rowSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, resolvedEntry, type ResolvedResource, serviceContext } from '../../../engine/index.js';
import { openRecordEntry } from '../registry.js';
import { rowsOfApartment } from '../services/apartments.js';
import { APARTMENT_VIEW } from './apartment-queries.js';

/**
 * A newest-first list of a house's rows (`resource` has an apartmentId): the request, paging and visibility check
 * every such list shares. Door's passage records use it here, the access module's cards of a house in its routes.
 */
export function newestByApartmentRoute(
  app: FastifyInstance,
  { path, resource, summary }: { path: string; resource: ResolvedResource; summary: string },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
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

/** The room detail's passage records of one house (its cards: access module; residents: household module). */
export async function byApartmentRoutes(app: FastifyInstance): Promise<void> {
  newestByApartmentRoute(app, {
    path: DoorPaths.openRecordsByApartment,
    resource: resolvedEntry(openRecordEntry),
    summary: 'Door passage records of a house, newest first, paged (cursor for cheap next pages)',
  });
}
