import { chinaDateOf, chinaInstant } from '@cvap/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { residentials } from '../../db/schema/index.js';
import {
  planTableWork,
  slotRows,
  isOverdue,
  scheduleOf,
  type Orm,
  type PlannedSlot,
  type WorkPlan,
  type WorkSource,
} from '../../engine/index.js';
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

/**
 * Inserts the tasks of a batch of plans' slots, and one record per point of each task's route in its order, in
 * one statement (the plan-by-plan inserts took 44 ms a plan: a 200-plan batch held progress back for 9 s). The task
 * name is "东区夜巡 11-27 20:00": the plan's name and the slot's China date and time. A slot already begun (a plan
 * saved in the middle of its shift) is open at once.
 */
async function insertTasks(tx: Orm, items: readonly { plan: WorkPlan; slots: readonly PlannedSlot[] }[]): Promise<number> {
  const slots = slotRows(items);
  if (!slots) return 0;
  const result = (await tx.execute(sql`with slots as (${slots}), made as (
      insert into ${patrolTasks} (residential_id, plan_id, route_id, task_name, slot, due_at, point_count, status)
      select p.residential_id, p.id, p.route_id, left(p.plan_name || ' ' || to_char(s.slot at time zone 'Asia/Shanghai', 'MM-DD HH24:MI'), 80),
        s.slot, s.due_at, (select count(*)::int from ${patrolRoutePoints} rp where rp.route_id = p.route_id),
        case when s.slot <= now() then 'open' else 'waiting' end
      from slots s join ${patrolPlans} p on p.id = s.plan_id
      on conflict (plan_id, slot) do nothing
      returning id, route_id, residential_id
    ), points as (
      insert into ${patrolRecords} (residential_id, task_id, point_id, point_name, seq)
      select m.residential_id, m.id, rp.point_id, pt.point_name, rp.seq
      from made m join ${patrolRoutePoints} rp on rp.route_id = m.route_id join ${patrolPoints} pt on pt.id = rp.point_id
      returning 1
    )
    select count(*)::int as n from made`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
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
  ...planTableWork(patrolPlans, workPlanOf),
  insertWork: (tx, plan, slots) => insertTasks(tx, [{ plan, slots }]),
  insertWorkBatch: insertTasks,

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
