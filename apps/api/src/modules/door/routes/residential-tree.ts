import { DoorEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { buildingList, residentialList, residentialTree } from '../services/places.js';

/** The area tree and the community/building lists (spec section 7, door module). */
export async function residentialTreeRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, DoorEndpoints.residentialTree, async (request) => residentialTree(serviceContext(request)));
  endpointRoute(app, DoorEndpoints.residentialList, async (request) =>
    residentialList(serviceContext(request), request.body?.residentialName),
  );
  endpointRoute(app, DoorEndpoints.buildingList, async (request) => buildingList(serviceContext(request), request.body));
}
