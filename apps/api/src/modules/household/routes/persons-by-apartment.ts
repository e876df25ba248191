import { DoorPaths, envelopeSchema, OwnerParamsSchema, pageResultSchema, PersonsByApartmentQuerySchema, rowSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, resolvedEntry, serviceContext } from '../../../engine/index.js';
import { APARTMENT_VIEW } from '../../door/index.js';
import { personEntry } from '../registry.js';
import { ownerOfApartment, personsOfApartment } from '../services/persons.js';

/** The room detail's residents: the people of one house, and its owner. */
export async function personsByApartmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const person = resolvedEntry(personEntry);

  routes.get(
    DoorPaths.personsByApartment,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['person'],
        summary: 'Residents of a house, owners first (person rows), paged',
        querystring: PersonsByApartmentQuerySchema,
        response: { 200: envelopeSchema(pageResultSchema(rowSchema(person.decl))) },
      },
    },
    async (request) => ok(request.language, await personsOfApartment(serviceContext(request), request.query)),
  );

  routes.get(
    DoorPaths.ownerPerson(':id'),
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['person'],
        summary: "A house's owner: the earliest passed owner registration, or null",
        params: OwnerParamsSchema,
        response: { 200: envelopeSchema(rowSchema(person.decl).nullable()) },
      },
    },
    async (request) => ok(request.language, await ownerOfApartment(serviceContext(request), request.params.id)),
  );
}
