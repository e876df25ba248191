import {
  labelIn,
  REPAIR_STATUS_OPTIONS,
  REPAIR_TRANSITIONS,
  repairActionAllowedFrom,
  repairTarget,
  type RepairAction,
  type RepairStatus,
  type RepairTransitionBody,
} from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError, grantedElementCodes, inTransaction, type Orm, type ServiceContext, spendBusinessToken } from '../../../engine/index.js';
import { repairOrderEvents, repairOrders } from '../schema.js';
import { orderScope } from './order-scope.js';
import { checkPhotos } from './photos.js';
import { assertWorker } from './worker-check.js';

// The order's workflow (contracts REPAIR_TRANSITIONS, docs/decisions/0015): one transaction per step, and what
// each verb changes besides the state. Create and edit are in orders.ts.

export type LockedOrder = typeof repairOrders.$inferSelect;

export interface StepContext {
  tx: Orm;
  order: LockedOrder;
  body: RepairTransitionBody;
  userId: number;
  tenantId: number;
  now: Date;
}

/** What a verb changes besides the state: order columns, and the worker the history names for this step. */
export interface StepResult {
  set?: Partial<typeof repairOrders.$inferInsert>;
  eventAssignee?: number | null;
}

type Verb = (step: StepContext) => Promise<StepResult> | StepResult;

/** The verb of each transition but update (its body is the order's fields: orders.ts). */
export const VERBS: Record<Exclude<RepairAction, 'update'>, Verb> = {
  /** close: an order nobody should handle (a duplicate, a resident's mistake) ends, with the reason in its history. */
  close: ({ now }) => ({ set: { closedAt: now } }),
  /** distribute: the dispatcher names one of the community's workers; the response clock keeps running. */
  async distribute({ tx, order, body, tenantId }) {
    await assertWorker(tx, order.residentialId, tenantId, body.workerId!);
    return { set: { assigneeUserId: body.workerId! } };
  },
  /** receive: the worker takes the order; its response time ends here (overdue when past the response deadline). */
  receive: ({ order, now }) => ({
    set: { receivedAt: order.receivedAt ?? now, ...(late(order.responseDeadline, now) ? { overdue: 1 } : {}) },
  }),
  /** feedback: the worker reports progress (a note, photos); the order stays in progress. */
  feedback: () => ({}),
  /** change: the order goes to another of the community's workers, who must receive it again. */
  async change({ tx, order, body, tenantId }) {
    if (body.workerId === order.assigneeUserId) throw new AppError('REPAIR_SAME_WORKER');
    await assertWorker(tx, order.residentialId, tenantId, body.workerId!);
    return { set: { assigneeUserId: body.workerId!, receivedAt: null } };
  },
  /** complete: the worker finishes with at least one photo; the order awaits its follow-up visit. */
  complete: ({ order, body, now }) => ({
    set: {
      finishedAt: now,
      photos: [...order.photos, ...(body.photos ?? [])],
      ...(late(order.completeDeadline, now) ? { overdue: 1 } : {}),
    },
  }),
  /** return: the worker hands the order back to dispatch with a reason; it has no worker until dispatched again. */
  return: ({ order }) => ({ set: { assigneeUserId: null, receivedAt: null }, eventAssignee: order.assigneeUserId }),
  /** visit: customer service calls the resident back and records the rating (1–5); the order awaits its spot check. */
  visit: ({ body }) => ({ set: { rating: body.rating! } }),
  /** check: a supervisor spot-checks the finished work with a result and a score (0–100); the order is done. */
  check: ({ body }) => ({ set: { checkResult: body.checkResult!, checkScore: body.score! } }),
};

function statusLabel(status: string, ctx: ServiceContext): string {
  const option = REPAIR_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? labelIn(option, ctx.language) : status;
}

/**
 * One step of the machine (contracts REPAIR_TRANSITIONS), in one transaction: spend the BusinessToken when the
 * step requires one; lock the order visible in the acting scope (404 otherwise: another community's order reads
 * as missing); refuse a step the order's state does not allow (40930, naming the state) or an actor the step
 * does not allow (40931); check the photos; apply the verb's changes and the target state; append the history.
 */
export async function takeStep(
  ctx: ServiceContext,
  action: RepairAction,
  body: RepairTransitionBody,
  businessToken: string,
  verb: Verb = VERBS[action as Exclude<RepairAction, 'update'>],
): Promise<{ id: number; status: RepairStatus }> {
  const transition = REPAIR_TRANSITIONS[action];
  const { user, scope } = ctx;
  return inTransaction(ctx.orm, async (tx) => {
    if (transition.requires.includes('businessToken')) await spendBusinessToken(tx, businessToken, 'repairOrder', user.id);
    const [order] = await tx
      .select()
      .from(repairOrders)
      .where(and(eq(repairOrders.id, body.id), orderScope(tx, scope)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const actionLabel = labelIn(transition.label, ctx.language);
    if (!repairActionAllowedFrom(action, order.status)) {
      throw new AppError('REPAIR_ACTION_NOT_ALLOWED', {
        params: { orderNo: order.orderNo, status: statusLabel(order.status, ctx), action: actionLabel },
        data: { id: order.id, status: order.status, action },
      });
    }
    const isAssignee = order.assigneeUserId === user.id;
    const actorAllowed =
      transition.actor === 'anyone' ||
      isAssignee ||
      (transition.actor === 'assigneeOrDispatcher' &&
        (await grantedElementCodes(tx, user.id)).includes(REPAIR_TRANSITIONS.distribute.element.code));
    if (!actorAllowed) throw new AppError('REPAIR_NOT_ASSIGNEE', { params: { orderNo: order.orderNo, action: actionLabel } });
    const photos = await checkPhotos(tx, user.tenantId, body.photos);
    const now = ctx.now;
    const result = await verb({ tx, order, body: { ...body, photos }, userId: user.id, tenantId: user.tenantId, now });
    const status = repairTarget(action, order.status as RepairStatus);
    const set = { ...result.set, status, updatedAt: now };
    await tx.update(repairOrders).set(set).where(eq(repairOrders.id, order.id));
    await tx.insert(repairOrderEvents).values({
      orderId: order.id,
      action,
      fromStatus: order.status,
      toStatus: status,
      actorUserId: user.id,
      assigneeUserId: result.eventAssignee === undefined ? (set.assigneeUserId ?? order.assigneeUserId) : result.eventAssignee,
      reason: body.reason ?? null,
      photos,
      rating: body.rating ?? null,
      checkResult: body.checkResult ?? null,
      score: body.score ?? null,
      createdAt: now,
    });
    return { id: order.id, status };
  });
}

/** Whether the deadline passed before `at` (an unmet SLA marks the order overdue for good). */
export function late(deadline: Date | null, at: Date): boolean {
  return deadline !== null && at.getTime() > deadline.getTime();
}
