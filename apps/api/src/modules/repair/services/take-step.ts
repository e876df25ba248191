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
import type { FastifyRequest } from 'fastify';
import { actingScope, AppError, caller, grantedElementCodes, inTransaction, type Orm, spendBusinessToken } from '../../../engine/index.js';
import { repairOrderEvents, repairOrders } from '../schema.js';
import { orderScope } from './order-scope.js';
import { checkPhotos } from './photos.js';

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

export function statusLabel(status: string, request: FastifyRequest): string {
  const option = REPAIR_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? labelIn(option, request.language) : status;
}

/**
 * One step of the machine (contracts REPAIR_TRANSITIONS), in one transaction: spend the BusinessToken when the
 * step requires one; lock the order visible in the acting scope (404 otherwise: another community's order reads
 * as missing); refuse a step the order's state does not allow (40930, naming the state) or an actor the step
 * does not allow (40931); check the photos; apply the verb's changes and the target state; append the history.
 */
export async function takeStep(
  orm: Orm,
  request: FastifyRequest,
  action: RepairAction,
  body: RepairTransitionBody,
  verb: (ctx: StepContext) => Promise<StepResult> | StepResult,
): Promise<{ id: number; status: RepairStatus }> {
  const transition = REPAIR_TRANSITIONS[action];
  const { user } = caller(request);
  const scope = actingScope(request);
  request.opLogNote = { recordId: String(body.id) };
  return inTransaction(orm, async (tx) => {
    if (transition.requires.includes('businessToken')) await spendBusinessToken(tx, request, 'repairOrder', user.id);
    const [order] = await tx
      .select()
      .from(repairOrders)
      .where(and(eq(repairOrders.id, body.id), orderScope(tx, scope)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND');
    const actionLabel = labelIn(transition.label, request.language);
    if (!repairActionAllowedFrom(action, order.status)) {
      throw new AppError('REPAIR_ACTION_NOT_ALLOWED', {
        params: { orderNo: order.orderNo, status: statusLabel(order.status, request), action: actionLabel },
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
    const now = new Date();
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
