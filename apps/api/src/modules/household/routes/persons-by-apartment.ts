import { HouseholdEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { ownerOfApartment, personsOfApartment } from '../services/persons.js';

/** The room detail's residents: the people of one house, and its owner. */
export async function personsByApartmentRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, HouseholdEndpoints.personsByApartment, async (request) => personsOfApartment(serviceContext(request), request.query));
  endpointRoute(app, HouseholdEndpoints.ownerPerson, async (request) => ownerOfApartment(serviceContext(request), request.params.id));
}
