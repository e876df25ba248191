import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceContext } from '../../../engine/index.js';
import { authDeps, operateCard, writeVisitPass } from '../../access/index.js';
import { writeIssuedCard } from '../../access/index.js';
import type { VisitDoors } from '../services/transitions.js';

/**
 * The doors' side of a visit, for this request: device tasks started as its user, failures logged with it. The
 * services ask for it through VisitDoors and never see the request.
 */
export function visitDoors(app: FastifyInstance, request: FastifyRequest): VisitDoors {
  return {
    writeCard: (cardId) => writeIssuedCard(request, cardId),
    writePass: (visitId, remove) => writeVisitPass(request, visitId, remove),
    async returnCard(cardId) {
      await operateCard(serviceContext(request), authDeps(app), cardId, 'return');
    },
  };
}
