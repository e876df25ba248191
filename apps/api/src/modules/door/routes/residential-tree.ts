import {
  Access,
  AreaTreeNodeSchema,
  BuildingListRequestSchema,
  BuildingSummarySchema,
  DoorPaths,
  envelopeSchema,
  ResidentialListRequestSchema,
  ResidentialSummarySchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { buildingList, residentialList, residentialTree } from '../services/places.js';

/** The area tree and the community/building lists (spec section 7, door module). */
export async function residentialTreeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    DoorPaths.residentialTree,
    {
      // Every screen's community/building/floor picker reads it: any logged-in user, but only their scope.
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['residential'],
        summary: 'Community → building or region → floor tree of the acting scope',
        response: { 200: envelopeSchema(z.array(AreaTreeNodeSchema)) },
      },
    },
    async (request) => ok(request.language, await residentialTree(serviceContext(request))),
  );

  routes.post(
    DoorPaths.residentialList,
    {
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['residential'],
        summary: 'Communities of the acting scope, optionally by name',
        body: ResidentialListRequestSchema,
        response: { 200: envelopeSchema(z.array(ResidentialSummarySchema)) },
      },
    },
    async (request) => ok(request.language, await residentialList(serviceContext(request), request.body?.residentialName)),
  );

  routes.post(
    DoorPaths.buildingList,
    {
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['building'],
        summary: 'Buildings and regions of the acting scope (optionally of one community, of one type)',
        body: BuildingListRequestSchema,
        response: { 200: envelopeSchema(z.array(BuildingSummarySchema)) },
      },
    },
    async (request) => ok(request.language, await buildingList(serviceContext(request), request.body)),
  );
}
