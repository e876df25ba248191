import {
  CARD_ELEMENTS,
  CARD_OPERATIONS,
  CARD_STATUS_OPTIONS,
  CARD_TRANSITIONS,
  CardOperationResultSchema,
  CardPaths,
  CardRenewSchema,
  envelopeSchema,
  labelIn,
  type CardOperation,
  type CardOperationResult,
} from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardRecords, cards } from '../schema.js';
import { actingScope, AppError, inTransaction, ok, parseDateTime } from '../../../engine/index.js';
import { communityCondition } from '../../door/index.js';
import { cardPlan } from '../authorise/plans.js';
import { startAuthorisation } from '../authorise/run-authorisation.js';
import type { AuthJob } from '../authorise/run-authorisation.js';
import { authDeps, authStarter } from './auth.js';

const ACCESS: Record<CardOperation, `${string}:${string}:${string}`> = {
  lost: CARD_ELEMENTS.lost.code,
  return: CARD_ELEMENTS.return.code,
  renew: CARD_ELEMENTS.renew.code,
  freeze: CARD_ELEMENTS.freeze.code,
  unfreeze: CARD_ELEMENTS.freeze.code,
};

const ACTION_TEXT: Record<CardOperation, { zh: string; en: string }> = {
  lost: { zh: '挂失', en: 'reported lost' },
  return: { zh: '退卡', en: 'returned' },
  renew: { zh: '续期', en: 'renewed' },
  freeze: { zh: '冻结', en: 'frozen' },
  unfreeze: { zh: '解冻', en: 'unfrozen' },
};

/** Operations after which the card no longer opens doors: it is removed from the devices. The others write it again. */
const REMOVES = new Set<CardOperation>(['lost', 'return', 'freeze']);

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
        return ok(request.language, await operateCard(app, request, request.params.id, operation, validUntil));
      },
    );
  }
}

/**
 * One card operation in the acting scope (404 outside it): allowed from the statuses CARD_TRANSITIONS lists (else
 * 40952), a card record, then the device task (removal for lost, returned, frozen). The visitor module returns a
 * visitor's card through it at sign-out.
 */
export async function operateCard(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  operation: CardOperation,
  renewUntil?: string,
): Promise<CardOperationResult> {
  const scope = actingScope(request);
  const starter = authStarter(request);
  const validUntil = renewUntil !== undefined ? parseDateTime(renewUntil) : null;
  if (validUntil && !(validUntil.getTime() > Date.now()))
    throw new AppError('CARD_VALIDITY_PAST', { data: { fields: [{ field: 'validUntil', message: 'past' }] } });
  const { to } = CARD_TRANSITIONS[operation];
  await inTransaction(app.db.orm, async (tx) => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, id), communityCondition({ orm: tx, scope }, cards.residentialId)))
      .for('update');
    if (!card) throw new AppError('NOT_FOUND');
    if (!(CARD_TRANSITIONS[operation].from as readonly number[]).includes(card.status)) {
      const status = CARD_STATUS_OPTIONS.find((o) => o.value === card.status);
      throw new AppError('CARD_ACTION_NOT_ALLOWED', {
        params: {
          status: status ? labelIn(status, request.language) : String(card.status),
          action: labelIn(ACTION_TEXT[operation], request.language),
        },
      });
    }
    await tx
      .update(cards)
      .set({ status: to, ...(validUntil ? { validUntil } : {}) })
      .where(eq(cards.id, id));
    await tx.insert(cardRecords).values({
      residentialId: card.residentialId,
      cardId: id,
      cardNo: card.cardNo,
      holderName: card.holderName,
      event: operation,
      ok: true,
      detail: renewUntil ?? null,
      operator: starter.userName.slice(0, 50),
    });
  });
  const plan = await cardPlan(app.db.orm, id, request.language);
  let taskId: string | null = null;
  if (plan && plan.jobs.length > 0) {
    if (REMOVES.has(operation)) plan.jobs = plan.jobs.map((job): AuthJob => ({ ...job, remove: true }));
    taskId = await startAuthorisation(authDeps(app), starter, plan);
  }
  return { id, status: to, taskId };
}
