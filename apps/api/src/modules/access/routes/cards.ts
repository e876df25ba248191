import {
  CARD_ELEMENTS,
  CARD_OPERATIONS,
  CardOperationResultSchema,
  CardPaths,
  CardRenewSchema,
  envelopeSchema,
  type CardOperation,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { operateCard } from '../services/cards.js';
import { authDeps } from './auth.js';

const ACCESS: Record<CardOperation, `${string}:${string}:${string}`> = {
  lost: CARD_ELEMENTS.lost.code,
  return: CARD_ELEMENTS.return.code,
  renew: CARD_ELEMENTS.renew.code,
  freeze: CARD_ELEMENTS.freeze.code,
  unfreeze: CARD_ELEMENTS.freeze.code,
};

/**
 * Card operations (/cardManager/cardMng): report lost, return, renew (a new validity, never in the past),
 * freeze and unfreeze. Each is allowed from the statuses CARD_TRANSITIONS lists (else 40952 naming the status),
 * is a card record, and is carried to the devices as a batchDevice task: lost, returned and frozen cards are
 * removed from the holder's devices, renewed and unfrozen ones written again.
 */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const operation of CARD_OPERATIONS) {
    routes.post(
      CardPaths.operation(':id', operation),
      {
        config: { access: ACCESS[operation], opLog: { resource: 'card', action: operation } },
        schema: {
          tags: ['card'],
          summary: `Card operation: ${operation}`,
          params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: operation === 'renew' ? CardRenewSchema : z.unknown().optional(),
          response: { 200: envelopeSchema(CardOperationResultSchema) },
        },
      },
      async (request) => {
        request.opLogNote = { recordId: String(request.params.id) };
        const validUntil = operation === 'renew' ? (request.body as { validUntil: string }).validUntil : undefined;
        return ok(request.language, await operateCard(serviceContext(request), authDeps(app), request.params.id, operation, validUntil));
      },
    );
  }
}
