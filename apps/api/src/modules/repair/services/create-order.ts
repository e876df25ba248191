import { labelIn, type RepairOrderInput } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actingScope, AppError, caller, inTransaction, type Orm, spendBusinessToken } from '../../../engine/index.js';
import { buildings } from '../../../db/schema/index.js';
import { repairOrderEvents, repairOrders, repairTypes } from '../schema.js';
import { matchDistribution } from './auto-assign.js';
import { checkPhotos } from './photos.js';

/** 报修 + yyyyMMdd (China time) + the id, e.g. BX202611250042. */
function orderNumber(id: number, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `BX${day}${String(id).padStart(4, '0')}`;
}

/** The type must be the company's (40908); a named building the community's (40908). */
export async function checkPlace(orm: Orm, request: FastifyRequest, tenantId: number, residentialId: number, input: RepairOrderInput) {
  const [type] = await orm
    .select({ responseMinutes: repairTypes.responseMinutes, completeMinutes: repairTypes.completeMinutes })
    .from(repairTypes)
    .where(and(eq(repairTypes.id, input.typeId), eq(repairTypes.tenantId, tenantId)));
  if (!type)
    throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn({ zh: '报修类型', en: 'repair type' }, request.language) } });
  if (input.buildingId != null) {
    const [building] = await orm
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.id, input.buildingId), eq(buildings.residentialId, residentialId)));
    if (!building)
      throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn({ zh: '楼栋', en: 'building' }, request.language) } });
  }
  return type;
}

/**
 * create (POST /api/property/repairOrder with the BusinessToken header): in the acting community only (the head
 * office chooses one first: 40303). Takes the type's SLA deadlines; a matching distribution rule dispatches it
 * at once (its history shows both steps). The token is spent in the same transaction, so ten parallel posts
 * with one token create one order.
 */
export async function createOrder(
  orm: Orm,
  request: FastifyRequest,
  input: RepairOrderInput,
): Promise<{ id: number; orderNo: string; status: string }> {
  const { user } = caller(request);
  const scope = actingScope(request);
  if (scope.kind !== 'community') throw new AppError('HEAD_OFFICE_FORBIDDEN');
  return inTransaction(orm, async (tx) => {
    await spendBusinessToken(tx, request, 'repairOrder', user.id);
    const type = await checkPlace(tx, request, user.tenantId, scope.residentialId, input);
    const photos = await checkPhotos(tx, user.tenantId, input.photos);
    const now = new Date();
    const rule = await matchDistribution(tx, {
      residentialId: scope.residentialId,
      tenantId: user.tenantId,
      typeId: input.typeId,
      buildingId: input.buildingId ?? null,
    });
    const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('repair_orders', 'id')) as id`)) as unknown as {
      rows: { id: string | number }[];
    };
    const id = Number(next.rows[0]!.id);
    const status = rule ? 'dispatched' : 'pending';
    const orderNo = orderNumber(id, now);
    await tx.insert(repairOrders).values({
      id,
      residentialId: scope.residentialId,
      orderNo,
      ...orderDetails(input),
      status,
      reporterUserId: user.id,
      assigneeUserId: rule?.workerUserId ?? null,
      photos,
      responseDeadline: new Date(now.getTime() + type.responseMinutes * 60_000),
      completeDeadline: new Date(now.getTime() + type.completeMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(repairOrderEvents).values([
      { orderId: id, action: 'create', fromStatus: null, toStatus: 'pending', actorUserId: user.id, photos, createdAt: now },
      ...(rule
        ? [
            {
              orderId: id,
              action: 'distribute',
              fromStatus: 'pending',
              toStatus: 'dispatched',
              assigneeUserId: rule.workerUserId,
              reason: rule.ruleName,
              createdAt: now,
            },
          ]
        : []),
    ]);
    request.opLogNote = { recordId: String(id) };
    return { id, orderNo, status };
  });
}

/** The details a reporter gives, as the order row keeps them (create and update write the same columns). */
export function orderDetails(input: RepairOrderInput) {
  return {
    typeId: input.typeId,
    title: input.title,
    content: input.content ?? null,
    address: input.address,
    buildingId: input.buildingId ?? null,
    reporterName: input.reporterName,
    reporterPhone: input.reporterPhone,
    source: input.source,
  };
}
