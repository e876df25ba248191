import type { RepairOrderInput } from '@cvap/contracts';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../../engine/index.js';
import { checkPlace, orderDetails } from './create-order.js';
import { takeStep } from './take-step.js';

/** update (PUT /api/property/repairOrder/{id}, BusinessToken): the order's details, while it awaits dispatch. */
export function updateOrder(orm: Orm, request: FastifyRequest, id: number, input: RepairOrderInput) {
  return takeStep(orm, request, 'update', { id, photos: input.photos }, async ({ tx, order, tenantId, body }) => {
    await checkPlace(tx, request, tenantId, order.residentialId, input);
    return {
      set: {
        ...orderDetails(input),
        // Photos left out of the request stay as they are.
        photos: input.photos === undefined ? order.photos : (body.photos ?? []),
      },
    };
  });
}
