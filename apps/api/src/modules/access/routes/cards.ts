import { AccessEndpoints, CARD_OPERATIONS, type CardOperation } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext, type EndpointRequest } from '../../../engine/index.js';
import { operateCard } from '../services/cards.js';
import { authDeps } from './auth.js';

type CardOperationEndpoint = (typeof AccessEndpoints.cardOperations)[CardOperation];

/**
 * Card operations (/cardManager/cardMng): report lost, return, renew (a new validity, never in the past),
 * freeze and unfreeze. Each is allowed from the statuses CARD_TRANSITIONS lists (else 40952 naming the status),
 * is a card record, and is carried to the devices as a batchDevice task: lost, returned and frozen cards are
 * removed from the holder's devices, renewed and unfrozen ones written again.
 */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const operate = (request: EndpointRequest<CardOperationEndpoint>, operation: CardOperation, validUntil?: string) => {
    request.opLogNote = { recordId: String(request.params.id) };
    return operateCard(serviceContext(request), authDeps(app), request.params.id, operation, validUntil);
  };
  for (const operation of CARD_OPERATIONS) {
    if (operation !== 'renew')
      endpointRoute(app, AccessEndpoints.cardOperations[operation], async (request) => operate(request, operation));
  }
  endpointRoute(app, AccessEndpoints.cardOperations.renew, async (request) => operate(request, 'renew', request.body.validUntil));
}
