import {
  APARTMENT_LIST_LIMIT,
  ApartmentAddressRequestSchema,
  ApartmentAddressSchema,
  ApartmentListRequestSchema,
  ApartmentSummarySchema,
  apartmentResource,
  DoorPaths,
  envelopeSchema,
  permissionCode,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { apartmentAddress, apartmentList } from '../services/apartments.js';

export const APARTMENT_VIEW = permissionCode(apartmentResource, 'view') as RouteAccess;

/** `POST /api/door/apartment/queryAddress` and `POST /api/door/apartment/query/list`. */
export async function apartmentQueryRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    DoorPaths.apartmentAddress,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['apartment'],
        summary: 'The full address text of a house, and its parts',
        body: ApartmentAddressRequestSchema,
        response: { 200: envelopeSchema(ApartmentAddressSchema) },
      },
    },
    async (request) => ok(request.language, await apartmentAddress(serviceContext(request), request.body.id)),
  );

  routes.post(
    DoorPaths.apartmentList,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['apartment'],
        summary: `Houses of the acting scope for pickers (by floor, building, room number; at most ${APARTMENT_LIST_LIMIT})`,
        body: ApartmentListRequestSchema,
        response: { 200: envelopeSchema(z.array(ApartmentSummarySchema)) },
      },
    },
    async (request) => ok(request.language, await apartmentList(serviceContext(request), request.body)),
  );
}
