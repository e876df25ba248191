import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';
import { residentials } from '../db/schema/index.js';
import { planIsBehind } from './columns.js';
import type { PlannedSlot, WorkPlan, WorkSource } from './work-source.js';

/** A plan table: planScheduleColumns() plus its community and an enabled flag. */
type PlanTable = PgTable & {
  id: PgColumn;
  residentialId: PgColumn;
  enabled: PgColumn;
  generatedUntil: PgColumn;
  leadDays: PgColumn;
  endsOn: PgColumn;
};

/**
 * What every work source does the same way on its plan table, written once: read the batch of behind plans to
 * generate (locked, SKIP LOCKED), count them (what a pass reports its progress against), and move watermarks (one
 * plan, or a batch in one statement).
 */
export function planTableWork<T extends PlanTable>(
  plans: T,
  workPlanOf: (row: T['$inferSelect']) => WorkPlan,
): Pick<WorkSource, 'duePlans' | 'countBehind' | 'setGeneratedUntil' | 'setGeneratedUntilBatch'> {
  const behind = (tenantId: number, now: Date): SQL | undefined =>
    and(eq(residentials.tenantId, tenantId), eq(plans.enabled, 1), planIsBehind(plans, now));
  const joined = (orm: Orm) => ({
    select: <S extends Record<string, unknown>>(fields: S) =>
      orm
        .select(fields as never)
        .from(plans as PgTable)
        .innerJoin(residentials, eq(residentials.id, plans.residentialId)),
  });
  return {
    async duePlans(tx, { tenantId, now, limit }) {
      const rows = (await joined(tx)
        .select({ plan: plans })
        .where(behind(tenantId, now))
        .orderBy(asc(plans.id))
        .limit(limit)
        .for('update', { of: plans, skipLocked: true })) as unknown as { plan: T['$inferSelect'] }[];
      return rows.map((row) => workPlanOf(row.plan));
    },
    async countBehind(orm, { tenantId, now }) {
      const [row] = (await joined(orm).select({ n: count() }).where(behind(tenantId, now))) as unknown as { n: number }[];
      return row?.n ?? 0;
    },
    async setGeneratedUntil(tx, planId, until) {
      await tx.execute(sql`update ${plans} set generated_until = ${until.toISOString()}::timestamptz where id = ${planId}`);
    },
    async setGeneratedUntilBatch(tx, updates) {
      if (updates.length === 0) return;
      await tx.execute(sql`update ${plans} p set generated_until = u.until
        from unnest(${sql.param(updates.map((u) => u.planId))}::int[], ${sql.param(updates.map((u) => u.until.toISOString()))}::timestamptz[]) as u(id, until)
        where p.id = u.id`);
    },
  };
}

/**
 * A batch's slots as an SQL row source `(plan_id, slot, due_at)` for a source's one-statement insert: sent as three
 * arrays through unnest, not as thousands of bound rows (building those in JavaScript took most of a pass). Null
 * when the batch has no slot.
 */
export function slotRows(items: readonly { plan: WorkPlan; slots: readonly PlannedSlot[] }[]): SQL | null {
  const slots = items.flatMap(({ plan, slots }) => slots.map((slot) => ({ planId: plan.id, ...slot })));
  if (slots.length === 0) return null;
  return sql`select * from unnest(${sql.param(slots.map((s) => s.planId))}::int[], ${sql.param(slots.map((s) => s.slot.toISOString()))}::timestamptz[],
    ${sql.param(slots.map((s) => s.dueAt.toISOString()))}::timestamptz[]) as s(plan_id, slot, due_at)`;
}
