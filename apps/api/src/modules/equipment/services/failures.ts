import { FAILURE_STATUS_OPTIONS, FAILURE_STEPS, labelIn, type FailureAction, type FailureStep } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { AppError, inTransaction, type ServiceContext } from '../../../engine/index.js';
import { fileOrder } from '../../repair/index.js';
import { repairTypes } from '../../repair/schema.js';
import { equipment, equipmentFailures } from '../schema.js';

/** The equipment's status each failure state leaves it in (contracts EQUIPMENT_STATUS_OPTIONS). */
const EQUIPMENT_STATUS_AFTER: Record<string, number> = { confirmed: 2, repairing: 3, repaired: 1, closed: 1 };

/**
 * One step of a failure's lifecycle (contracts FAILURE_STEPS): from a state the step allows only
 * (FAILURE_ACTION_NOT_ALLOWED: closing before repaired is refused), stamped now; starting the repair may open a
 * repair work order through the repair module (in the same transaction). The equipment's status follows.
 */
export async function failureStep(
  ctx: ServiceContext,
  action: FailureAction,
  body: FailureStep,
): Promise<{ id: number; status: string; repairOrderId: number | null }> {
  const step = FAILURE_STEPS[action];
  return inTransaction(ctx.orm, async (tx) => {
    const [row] = await tx
      .select({ failure: equipmentFailures, equipmentName: equipment.name, location: equipment.location, buildingId: equipment.buildingId })
      .from(equipmentFailures)
      .innerJoin(equipment, eq(equipment.id, equipmentFailures.equipmentId))
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
    if (!(step.from as readonly string[]).includes(failure.status)) {
      const status = FAILURE_STATUS_OPTIONS.find((o) => o.value === failure.status) ?? { zh: failure.status, en: failure.status };
      throw new AppError('FAILURE_ACTION_NOT_ALLOWED', {
        params: {
          failureNo: failure.failureNo ?? String(failure.id),
          status: labelIn(status, ctx.language),
          action: labelIn(step.element, ctx.language),
        },
      });
    }
    const set: Partial<typeof equipmentFailures.$inferInsert> = { status: step.to };
    if (action === 'confirm') set.confirmedAt = ctx.now;
    if (action === 'startRepair') {
      set.repairStartedAt = ctx.now;
      if (failure.status === 'reported') set.confirmedAt = ctx.now;
      if (body.createRepairOrder && failure.repairOrderId === null) {
        const [type] = await tx
          .select({ id: repairTypes.id })
          .from(repairTypes)
          .where(eq(repairTypes.tenantId, ctx.user.tenantId))
          .orderBy(sql`${repairTypes.typeName} like '%设备%' desc`, repairTypes.pid, repairTypes.sortNo, repairTypes.id)
          .limit(1);
        if (!type) throw new AppError('NOT_FOUND');
        const [me] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.user.id));
        const order = await fileOrder(tx, ctx, failure.residentialId, {
          typeId: type.id,
          title: `${row.equipmentName}：${failure.title}`.slice(0, 200),
          content: failure.description ?? undefined,
          address: (row.location ?? row.equipmentName).slice(0, 200),
          buildingId: row.buildingId,
          reporterName: ctx.user.name.slice(0, 50),
          reporterPhone: me?.phone ?? '',
          source: 'serviceCentre',
        });
        set.repairOrderId = order.id;
      }
    }
    if (action === 'repaired') set.repairedAt = ctx.now;
    if (action === 'close') set.closedAt = ctx.now;
    await tx.update(equipmentFailures).set(set).where(eq(equipmentFailures.id, failure.id));
    await tx.update(equipment).set({ status: EQUIPMENT_STATUS_AFTER[step.to]! }).where(eq(equipment.id, failure.equipmentId));
    return { id: failure.id, status: step.to, repairOrderId: set.repairOrderId ?? failure.repairOrderId };
  });
}
