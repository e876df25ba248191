import { chinaDateOf, chinaInstant } from '@cvap/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { residentials } from '../../db/schema/index.js';
import { isOverdue, planIsBehind, scheduleOf, type WorkPlan, type WorkSource } from '../../engine/index.js';
import { patrolPlans, patrolPlanUsers, patrolRecords, patrolRoutePoints, patrolPoints, patrolTasks } from './schema.js';

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
 * A task with points not checked in (missed once its window has closed, whether or not the tasks' clock has swept it
 * yet): what is reminded when its due time has passed.
 */
export const POINTS_LEFT = sql`${patrolTasks.checkedCount} < ${patrolTasks.pointCount}`;

/**
 * Patrol plans make tasks (docs/decisions/0030): one per plan and slot, with one record per point of the route, in
 * its order, made in the machinery's transaction. Only enabled plans are generated. A task past its window with
 * points missed is reminded once to the plan's people (as maintenance records past their due time are).
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
  remind: {
    async overdue(tx, { tenantId, now, limit }) {
      const rows = await tx
        .select({
          id: patrolTasks.id,
          planId: patrolTasks.planId,
          taskName: patrolTasks.taskName,
          pointCount: patrolTasks.pointCount,
          checkedCount: patrolTasks.checkedCount,
        })
        .from(patrolTasks)
        .innerJoin(residentials, and(eq(residentials.id, patrolTasks.residentialId), eq(residentials.tenantId, tenantId)))
        .where(and(isOverdue(patrolTasks.dueAt, POINTS_LEFT, now), isNull(patrolTasks.remindedAt)))
        .orderBy(asc(patrolTasks.id))
        .limit(limit)
        .for('update', { of: patrolTasks, skipLocked: true });
      if (rows.length === 0) return [];
      const staff = await tx
        .select({ planId: patrolPlanUsers.planId, userId: patrolPlanUsers.userId })
        .from(patrolPlanUsers)
        .where(inArray(patrolPlanUsers.planId, [...new Set(rows.map((row) => row.planId))]));
      const peopleOf = new Map<number, number[]>();
      for (const { planId, userId } of staff) peopleOf.set(planId, [...(peopleOf.get(planId) ?? []), userId]);
      // "东区夜巡 11-27 20:00 (3/8)": the task and how many of its points were missed.
      return rows.map((row) => ({
        id: row.id,
        ref: `${row.taskName} (${row.pointCount - row.checkedCount}/${row.pointCount})`,
        userIds: peopleOf.get(row.planId) ?? [],
      }));
    },
    async markReminded(tx, ids, now) {
      await tx.update(patrolTasks).set({ remindedAt: now }).where(inArray(patrolTasks.id, ids));
    },
    taskType: 'patrolReminder',
    taskSource: 'patrolManager:patrolTask',
    text: {
      zh_cn: { title: (n) => `${n} 个巡更任务有漏检点`, line: '漏检巡更任务' },
      en: { title: (n) => `${n} patrol task(s) with missed points`, line: 'Patrol task with missed points' },
    },
  },
};
