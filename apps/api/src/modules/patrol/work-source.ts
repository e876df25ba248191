import { chinaDateOf, chinaInstant } from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { residentials } from '../../db/schema/index.js';
import { planIsBehind, scheduleOf, type WorkPlan, type WorkSource } from '../../engine/index.js';
import { patrolPlans, patrolRecords, patrolRoutePoints, patrolPoints, patrolTasks } from './schema.js';

type PlanRow = typeof patrolPlans.$inferSelect;

/** A plan row as the machinery sees it: no slot before the China day it was saved (no past tasks for a new plan). */
export function workPlanOf(row: PlanRow): WorkPlan {
  return {
    id: row.id,
    schedule: scheduleOf(row),
    generatedUntil: row.generatedUntil,
    notBefore: chinaInstant(chinaDateOf(row.createdAt)),
  };
}

/** "东区夜巡 11-27 20:00": the plan's name and the slot's China date and time. */
function taskNameOf(planName: string, slot: Date): string {
  const china = new Date(slot.getTime() + 8 * 3_600_000).toISOString();
  return `${planName} ${china.slice(5, 10)} ${china.slice(11, 16)}`.slice(0, 80);
}

/**
 * Patrol plans make tasks (docs/decisions/0030): one per plan and slot, with one record per point of the route, in
 * its order, made in the machinery's transaction. Only enabled plans are generated.
 */
export const patrolWorkSource: WorkSource = {
  name: 'patrol',
  async duePlans(tx, { tenantId, now, limit }) {
    const rows = await tx
      .select({ plan: patrolPlans })
      .from(patrolPlans)
      .innerJoin(residentials, eq(residentials.id, patrolPlans.residentialId))
      .where(and(eq(residentials.tenantId, tenantId), eq(patrolPlans.enabled, 1), planIsBehind(patrolPlans, now)))
      .orderBy(asc(patrolPlans.id))
      .limit(limit)
      .for('update', { of: patrolPlans, skipLocked: true });
    return rows.map((row) => workPlanOf(row.plan));
  },
  async insertWork(tx, plan, slots) {
    const [row] = await tx.select().from(patrolPlans).where(eq(patrolPlans.id, plan.id));
    if (!row) return 0;
    const points = await tx
      .select({ pointId: patrolRoutePoints.pointId, seq: patrolRoutePoints.seq, pointName: patrolPoints.pointName })
      .from(patrolRoutePoints)
      .innerJoin(patrolPoints, eq(patrolPoints.id, patrolRoutePoints.pointId))
      .where(eq(patrolRoutePoints.routeId, row.routeId))
      .orderBy(asc(patrolRoutePoints.seq));
    const made = await tx
      .insert(patrolTasks)
      .values(
        slots.map(({ slot, dueAt }) => ({
          residentialId: row.residentialId,
          planId: row.id,
          routeId: row.routeId,
          taskName: taskNameOf(row.planName, slot),
          slot,
          dueAt,
          pointCount: points.length,
          // A slot already begun (a plan saved in the middle of its shift) is open at once.
          status: sql`case when ${slot.toISOString()}::timestamptz <= now() then 'open' else 'waiting' end`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: patrolTasks.id });
    if (made.length && points.length)
      await tx
        .insert(patrolRecords)
        .values(made.flatMap(({ id }) => points.map((point) => ({ residentialId: row.residentialId, taskId: id, ...point }))));
    return made.length;
  },
  async setGeneratedUntil(tx, planId, until) {
    await tx.update(patrolPlans).set({ generatedUntil: until }).where(eq(patrolPlans.id, planId));
  },
  async dropFutureWork(tx, planId, from) {
    const gone = await tx
      .delete(patrolTasks)
      .where(
        and(
          eq(patrolTasks.planId, planId),
          eq(patrolTasks.status, 'waiting'),
          eq(patrolTasks.checkedCount, 0),
          sql`${patrolTasks.slot} >= ${from.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: patrolTasks.id });
    return gone.length;
  },
};
