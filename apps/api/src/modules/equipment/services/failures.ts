import {
  FAILURE_STATUS_OPTIONS,
  FAILURE_STEPS,
  labelIn,
  REPAIR_ENDED_STATUSES,
  REPAIR_STATUS_OPTIONS,
  type FailureAction,
  type FailureStep,
  type FailureStepResult,
  type RepairStatus,
} from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { AppError, inTransaction, type ServiceContext } from '../../../engine/index.js';
import { fileOrder } from '../../repair/index.js';
import { repairOrders } from '../../repair/schema.js';
import { equipment, equipmentFailures } from '../schema.js';

/** The equipment's status each failure state leaves it in (contracts EQUIPMENT_STATUS_OPTIONS). */
const EQUIPMENT_STATUS_AFTER: Record<string, number> = { confirmed: 2, repairing: 3, repaired: 1, closed: 1 };

/**
 * One step of a failure's lifecycle (contracts FAILURE_STEPS): from a state the step allows only
 * (FAILURE_ACTION_NOT_ALLOWED: closing before repaired is refused), stamped now. Starting the repair may file a
 * repair work order under the type the user chose, through the repair module (in the same transaction); no other
 * step files one, and a failure is not closed while its order is open (decision 0049). The equipment's status
 * follows.
 */
export async function failureStep(ctx: ServiceContext, action: FailureAction, body: FailureStep): Promise<FailureStepResult> {
  const step = FAILURE_STEPS[action];
  refuseOrderRequest(ctx, action, body);
  return inTransaction(ctx.orm, async (tx) => {
    const [row] = await tx
      .select({
        failure: equipmentFailures,
        equipmentName: equipment.name,
        location: equipment.location,
        buildingId: equipment.buildingId,
        order: { orderNo: repairOrders.orderNo, status: repairOrders.status },
      })
      .from(equipmentFailures)
      .innerJoin(equipment, eq(equipment.id, equipmentFailures.equipmentId))
      .leftJoin(repairOrders, eq(repairOrders.id, equipmentFailures.repairOrderId))
      .where(
        and(
          eq(equipmentFailures.id, body.id),
          ctx.scope.kind === 'residential'
            ? eq(equipmentFailures.residentialId, ctx.scope.residentialId)
            : sql`${equipmentFailures.residentialId} in (select id from residentials where tenant_id = ${ctx.scope.tenantId})`,
        ),
      )
      .for('update', { of: equipmentFailures });
    if (!row) throw new AppError('NOT_FOUND');
    const { failure } = row;
    const failureNo = failure.failureNo ?? String(failure.id);
    if (!(step.from as readonly string[]).includes(failure.status)) {
      const status = FAILURE_STATUS_OPTIONS.find((o) => o.value === failure.status) ?? { zh: failure.status, en: failure.status };
      throw new AppError('FAILURE_ACTION_NOT_ALLOWED', {
        params: { failureNo, status: labelIn(status, ctx.language), action: labelIn(step.element, ctx.language) },
      });
    }
    if (action === 'close' && row.order?.orderNo && !REPAIR_ENDED_STATUSES.includes(row.order.status as RepairStatus)) {
      const status = REPAIR_STATUS_OPTIONS.find((o) => o.value === row.order!.status) ?? { zh: row.order.status, en: row.order.status };
      throw new AppError('FAILURE_REPAIR_ORDER_OPEN', {
        params: { failureNo, orderNo: row.order.orderNo, status: labelIn(status, ctx.language) },
      });
    }
    const set: Partial<typeof equipmentFailures.$inferInsert> = { status: step.to };
    let filed: { id: number; orderNo: string } | null = null;
    if (action === 'confirm') set.confirmedAt = ctx.now;
    if (action === 'startRepair') {
      set.repairStartedAt = ctx.now;
      if (failure.status === 'reported') set.confirmedAt = ctx.now;
      if (body.createRepairOrder && failure.repairOrderId === null) {
        const [me] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.user.id));
        filed = await fileOrder(tx, ctx, failure.residentialId, {
          typeId: body.repairTypeId!,
          title: `${row.equipmentName}：${failure.title}`.slice(0, 200),
          content: failure.description ?? undefined,
          address: (row.location ?? row.equipmentName).slice(0, 200),
          buildingId: row.buildingId,
          reporterName: ctx.user.name.slice(0, 50),
          reporterPhone: me?.phone ?? '',
          source: 'serviceCentre',
        });
        set.repairOrderId = filed.id;
      }
    }
    if (action === 'repaired') set.repairedAt = ctx.now;
    if (action === 'close') set.closedAt = ctx.now;
    await tx.update(equipmentFailures).set(set).where(eq(equipmentFailures.id, failure.id));
    await tx.update(equipment).set({ status: EQUIPMENT_STATUS_AFTER[step.to]! }).where(eq(equipment.id, failure.equipmentId));
    return {
      id: failure.id,
      status: step.to,
      repairOrderId: filed?.id ?? failure.repairOrderId,
      repairOrderNo: filed?.orderNo ?? row.order?.orderNo ?? null,
    };
  });
}

/**
 * A repair work order is filed at 开始维修 only, and under a type the user chose: asked of another step, without
 * a type, or a type given without asking for an order, the request is refused rather than half honoured.
 */
function refuseOrderRequest(ctx: ServiceContext, action: FailureAction, body: FailureStep): void {
  if (body.createRepairOrder && action !== 'startRepair')
    throw new AppError('FAILURE_ORDER_ON_START_ONLY', { params: { action: labelIn(FAILURE_STEPS[action].element, ctx.language) } });
  if (body.createRepairOrder && body.repairTypeId === undefined) throw new AppError('FAILURE_REPAIR_TYPE_REQUIRED');
  if (!body.createRepairOrder && body.repairTypeId !== undefined) throw new AppError('FAILURE_REPAIR_TYPE_WITHOUT_ORDER');
}
