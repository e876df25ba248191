import { labelIn, type RepairOrderInput } from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError, inTransaction, type Orm, type ServiceContext, spendBusinessToken } from '../../../engine/index.js';
import { buildings } from '../../../db/schema/index.js';
import { repairOrderEvents, repairOrders, repairTypes } from '../schema.js';
import { matchDistribution } from './auto-assign.js';
import { checkPhotos } from './photos.js';
import { takeStep } from './workflow.js';

// An order's details: reported (create), edited while it awaits dispatch (update), the form's type picker.

/** 报修 + yyyyMMdd (China time) + the id, e.g. BX202611250042. */
function orderNumber(id: number, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `BX${day}${String(id).padStart(4, '0')}`;
}

/** The type must be the company's (40908); a named building the community's (40908). */
async function checkPlace(orm: Orm, ctx: Pick<ServiceContext, 'user' | 'language'>, residentialId: number, input: RepairOrderInput) {
  const { tenantId } = ctx.user;
  const [type] = await orm
    .select({ responseMinutes: repairTypes.responseMinutes, completeMinutes: repairTypes.completeMinutes })
    .from(repairTypes)
    .where(and(eq(repairTypes.id, input.typeId), eq(repairTypes.tenantId, tenantId)));
  if (!type)
    throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn({ zh: '报修类型', en: 'repair type' }, ctx.language) } });
  if (input.buildingId != null) {
    const [building] = await orm
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.id, input.buildingId), eq(buildings.residentialId, residentialId)));
    if (!building)
      throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn({ zh: '楼栋', en: 'building' }, ctx.language) } });
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
  ctx: ServiceContext,
  input: RepairOrderInput,
  businessToken: string,
): Promise<{ id: number; orderNo: string; status: string }> {
  const { user, scope } = ctx;
  // An order is a community's: the head office reports it acting for that community (the form's 所属社区).
  if (scope.kind !== 'residential') throw new AppError('COMMUNITY_REQUIRED');
  return inTransaction(ctx.orm, async (tx) => {
    await spendBusinessToken(tx, businessToken, 'repairOrder', user.id);
    return fileOrder(tx, ctx, scope.residentialId, input);
  });
}

/**
 * Files an order in a community inside the caller's transaction (`tx`): the reporter's create, and other modules
 * turning what they found into a repair (a patrol problem), through this module's index.
 */
export async function fileOrder(
  tx: Orm,
  ctx: Pick<ServiceContext, 'user' | 'now' | 'language'>,
  residentialId: number,
  input: RepairOrderInput,
): Promise<{ id: number; orderNo: string; status: string }> {
  const { user, now } = ctx;
  const type = await checkPlace(tx, ctx, residentialId, input);
  const photos = await checkPhotos(tx, user.tenantId, input.photos);
  const rule = await matchDistribution(tx, {
    residentialId,
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
    residentialId,
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
  return { id, orderNo, status };
}

/** The details a reporter gives, as the order row keeps them (create and update write the same columns). */
function orderDetails(input: RepairOrderInput) {
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

/** update (PUT /api/property/repairOrder/{id}, BusinessToken): the order's details, while it awaits dispatch. */
export function updateOrder(ctx: ServiceContext, id: number, input: RepairOrderInput, businessToken: string) {
  return takeStep(ctx, 'update', { id, photos: input.photos }, businessToken, async ({ tx, order, body }) => {
    await checkPlace(tx, ctx, order.residentialId, input);
    return {
      set: {
        ...orderDetails(input),
        // Photos left out of the request stay as they are.
        photos: input.photos === undefined ? order.photos : (body.photos ?? []),
      },
    };
  });
}

/** Every repair type of the caller's company (the order form's picker). */
export function repairTypePicker(ctx: ServiceContext): Promise<{ id: number; pid: number | null; typeName: string }[]> {
  return ctx.orm
    .select({ id: repairTypes.id, pid: repairTypes.pid, typeName: repairTypes.typeName })
    .from(repairTypes)
    .where(eq(repairTypes.tenantId, ctx.user.tenantId))
    .orderBy(asc(repairTypes.sortNo), asc(repairTypes.id));
}
