import { DoorEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { apartmentAddress, apartmentList } from '../services/apartments.js';

/** `POST /api/door/apartment/queryAddress` and `POST /api/door/apartment/query/list`. */
export async function apartmentQueryRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, DoorEndpoints.apartmentAddress, async (request) => apartmentAddress(serviceContext(request), request.body.id));
  endpointRoute(app, DoorEndpoints.apartmentList, async (request) => apartmentList(serviceContext(request), request.body));
}
