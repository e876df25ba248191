import { eq, sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/index.js';
import { repairOrders } from '../repair/schema.js';
import { equipmentInResidential } from './plan-hooks.js';
import { equipment, equipmentFailures } from './schema.js';

const CHINA_MS = 8 * 3_600_000;

/** GZ + the China date + the id, e.g. GZ202611270042. */
export function failureNumber(id: number, at: Date): string {
  return `GZ${new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
}

/**
 * A failure: its equipment in its community; reported now by the caller, the equipment marked faulty. Its
 * downtime is from the report to the repair (or to now while not repaired), in minutes.
 */
export const failureHooks: ResourceHooks = {
  computed: {
    downtimeMinutes: sql`(extract(epoch from (coalesce(${equipmentFailures.repairedAt}, now()) - ${equipmentFailures.reportedAt})) / 60)::int`,
    // Its repair order's state beside the order's number (the reference label): whether the failure may close.
    repairOrderStatus: sql`(select ${repairOrders.status} from ${repairOrders} where ${repairOrders.id} = ${equipmentFailures.repairOrderId})`,
  },
  async beforeWrite(ctx, values, _input, existing) {
    const residentialId = (values.residentialId ??
      existing?.residentialId ??
      (ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined)) as number | undefined;
    if ('equipmentId' in values || !existing) await equipmentInResidential(ctx, values.equipmentId ?? existing?.equipmentId, residentialId);
    if (!existing) {
      const now = ctx.now;
      values.status = 'reported';
      values.reportedAt = now;
      values.reporterUserId = ctx.user.id;
    }
  },
  async afterWrite(ctx, id, _input, existing) {
    if (existing) return;
    const [row] = await ctx.orm
      .update(equipmentFailures)
      .set({ failureNo: failureNumber(id, ctx.now) })
      .where(eq(equipmentFailures.id, id))
      .returning({ equipmentId: equipmentFailures.equipmentId });
    if (row) await ctx.orm.update(equipment).set({ status: 2 }).where(eq(equipment.id, row.equipmentId));
  },
};
