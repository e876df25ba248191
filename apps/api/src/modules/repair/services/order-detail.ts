import { allowedRepairActions, type RepairEvent, type RepairOrderDetail } from '@cvap/contracts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findVisible, formatDateTime, grantedElementCodes, type Orm, resolvedEntry, type ServiceContext } from '../../../engine/index.js';
import { users } from '../../../db/schema/index.js';
import { repairOrderEvents, repairOrders } from '../schema.js';
import { repairOrderEntry } from '../registry.js';

/** The history of an order, oldest first, with the names of who acted and which worker the step concerned. */
async function orderEvents(orm: Orm, orderId: number): Promise<RepairEvent[]> {
  const actor = alias(users, 'actor');
  const worker = alias(users, 'worker');
  const rows = await orm
    .select({
      id: repairOrderEvents.id,
      action: repairOrderEvents.action,
      fromStatus: repairOrderEvents.fromStatus,
      toStatus: repairOrderEvents.toStatus,
      actorName: actor.name,
      assigneeName: worker.name,
      reason: repairOrderEvents.reason,
      photos: repairOrderEvents.photos,
      rating: repairOrderEvents.rating,
      checkResult: repairOrderEvents.checkResult,
      score: repairOrderEvents.score,
      createdAt: repairOrderEvents.createdAt,
    })
    .from(repairOrderEvents)
    .leftJoin(actor, eq(actor.id, repairOrderEvents.actorUserId))
    .leftJoin(worker, eq(worker.id, repairOrderEvents.assigneeUserId))
    .where(eq(repairOrderEvents.orderId, orderId))
    .orderBy(asc(repairOrderEvents.id));
  return rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) }));
}

/**
 * POST /api/property/repairOrder/query/{id}: the order as the list shows it (404 outside the acting scope), its
 * photos, its whole history and the actions this caller may take now (contracts allowedRepairActions).
 */
export async function orderDetail({ orm, scope, user }: ServiceContext, id: number): Promise<RepairOrderDetail> {
  const order = await findVisible({ orm, scope }, resolvedEntry(repairOrderEntry), id);
  const [extra] = await orm
    .select({ photos: repairOrders.photos, assignee: repairOrders.assigneeUserId })
    .from(repairOrders)
    .where(eq(repairOrders.id, id));
  const elements = new Set(await grantedElementCodes(orm, user.id));
  return {
    order,
    photos: extra?.photos ?? [],
    events: await orderEvents(orm, id),
    actions: allowedRepairActions(String(order.status), { isAssignee: extra?.assignee === user.id, elements }),
  };
}
