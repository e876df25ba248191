import { CARD_STATUS_OPTIONS, CARD_TRANSITIONS, labelIn, type CardOperation, type CardOperationResult } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { cardRecords, cards } from '../schema.js';
import { AppError, inTransaction, parseDateTime, type ServiceContext } from '../../../engine/index.js';
import { residentialCondition } from '../../door/index.js';
import { cardPlan } from '../authorise/plans.js';
import { type AuthDeps, type AuthJob, startAuthorisation } from '../authorise/run-authorisation.js';
import { starterOf } from './authorisations.js';

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
 * One card operation in the acting scope (404 outside it): allowed from the statuses CARD_TRANSITIONS lists (else
 * 40952), a card record, then the device task (removal for lost, returned, frozen). The visitor module returns a
 * visitor's card through it at sign-out.
 */
export async function operateCard(
  ctx: ServiceContext,
  deps: AuthDeps,
  id: number,
  operation: CardOperation,
  renewUntil?: string,
): Promise<CardOperationResult> {
  const { scope, language } = ctx;
  const starter = starterOf(ctx.user, language);
  const validUntil = renewUntil !== undefined ? parseDateTime(renewUntil) : null;
  if (validUntil && !(validUntil.getTime() > ctx.now.getTime()))
    throw new AppError('CARD_VALIDITY_PAST', { data: { fields: [{ field: 'validUntil', message: 'past' }] } });
  const { to } = CARD_TRANSITIONS[operation];
  await inTransaction(ctx.orm, async (tx) => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, id), residentialCondition({ orm: tx, scope }, cards.residentialId)))
      .for('update');
    if (!card) throw new AppError('NOT_FOUND');
    if (!(CARD_TRANSITIONS[operation].from as readonly number[]).includes(card.status)) {
      const status = CARD_STATUS_OPTIONS.find((o) => o.value === card.status);
      throw new AppError('CARD_ACTION_NOT_ALLOWED', {
        params: {
          status: status ? labelIn(status, language) : String(card.status),
          action: labelIn(ACTION_TEXT[operation], language),
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
  const plan = await cardPlan(ctx.orm, id, language);
  let taskId: string | null = null;
  if (plan && plan.jobs.length > 0) {
    if (REMOVES.has(operation)) plan.jobs = plan.jobs.map((job): AuthJob => ({ ...job, remove: true }));
    taskId = await startAuthorisation(deps, starter, plan);
  }
  return { id, status: to, taskId };
}
