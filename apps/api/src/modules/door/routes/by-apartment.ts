import { DoorEndpoints, byApartmentEndpoint } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, resolvedEntry, type ResolvedResource, serviceContext } from '../../../engine/index.js';
import { openRecordEntry } from '../registry.js';
import { rowsOfApartment } from '../services/apartments.js';

/**
 * A newest-first list of a house's rows (`resource` has an apartmentId): the request, paging and visibility check
 * every such list shares. Door's passage records use it here, the access module's cards of a house in its routes.
 */
export function newestByApartmentRoute(
  app: FastifyInstance,
  decl: ReturnType<typeof byApartmentEndpoint>,
  resource: ResolvedResource,
): void {
  endpointRoute(app, decl, async (request) => {
    const { apartmentId, ...query } = request.body;
    return rowsOfApartment(serviceContext(request), resource, apartmentId, query);
  });
}

/** The room detail's passage records of one house (its cards: access module; residents: household module). */
export async function byApartmentRoutes(app: FastifyInstance): Promise<void> {
  newestByApartmentRoute(app, DoorEndpoints.openRecordsByApartment, resolvedEntry(openRecordEntry));
}
