import {
  chinaDateOf,
  chinaInstant,
  dateOfDay,
  dayNumber,
  type PatrolCheckIn,
  type PatrolMyTask,
  type PatrolTaskDetail,
} from '@cvap/contracts';
import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { residentials, users } from '../../../db/schema/index.js';
import { AppError, formatDateTime, inTransaction, type Orm, type ServiceContext } from '../../../engine/index.js';
import { patrolPlans, patrolPlanUsers, patrolPoints, patrolProblems, patrolRecords, patrolRoutes, patrolTasks } from '../schema.js';

/**
 * The clock of the tasks, up to `now`: waiting tasks whose window has begun open; open or waiting tasks whose window
 * has closed are done (every point checked in) or missed, their unchecked points missed. `residentialIds` limits it
 * to some communities (a check-in sweeps its own task's); the job passes its tenant's.
 */
export async function sweepTasks(
  tx: Orm,
  now: Date,
  where: { taskId?: number; tenantId?: number },
): Promise<{ opened: number; closed: number }> {
  const at = now.toISOString();
  const scope = where.taskId
    ? sql`${patrolTasks.id} = ${where.taskId}`
    : sql`${patrolTasks.residentialId} in (select ${residentials.id} from ${residentials} where ${residentials.tenantId} = ${where.tenantId ?? 0})`;
  const closed = await tx
    .update(patrolTasks)
    .set({
      status: sql`case when ${patrolTasks.checkedCount} >= ${patrolTasks.pointCount} then 'done' else 'missed' end`,
      finishedAt: sql`coalesce(${patrolTasks.finishedAt}, ${patrolTasks.dueAt})`,
    })
    .where(and(scope, inArray(patrolTasks.status, ['waiting', 'open']), lt(patrolTasks.dueAt, sql`${at}::timestamptz`)))
    .returning({ id: patrolTasks.id });
  if (closed.length)
    await tx
      .update(patrolRecords)
      .set({ status: 'missed' })
      .where(
        and(
          inArray(
            patrolRecords.taskId,
            closed.map((task) => task.id),
          ),
          eq(patrolRecords.status, 'pending'),
        ),
      );
  const opened = await tx
    .update(patrolTasks)
    .set({ status: 'open' })
    .where(and(scope, eq(patrolTasks.status, 'waiting'), lte(patrolTasks.slot, sql`${at}::timestamptz`)))
    .returning({ id: patrolTasks.id });
  return { opened: opened.length, closed: closed.length };
}

/** A task of the acting community (the head office: of its company), or 40401. */
export async function visibleTask(ctx: ServiceContext, orm: Orm, taskId: number, lock = false) {
  const query = orm
    .select({ task: patrolTasks, tenantId: residentials.tenantId })
    .from(patrolTasks)
    .innerJoin(residentials, eq(residentials.id, patrolTasks.residentialId))
    .where(eq(patrolTasks.id, taskId));
  const [row] = lock ? await query.for('update', { of: patrolTasks }) : await query;
  const visible =
    row && row.tenantId === ctx.user.tenantId && (ctx.scope.kind === 'headOffice' || row.task.residentialId === ctx.scope.residentialId);
  if (!visible) throw new AppError('NOT_FOUND');
  return row.task;
}

/**
 * Checks in at a point by the QR text scanned there: only the task's people, within its window, a point of its
 * route not yet checked in, and in the route's order when the plan says so. The task is done at its last point.
 */
export async function checkIn(ctx: ServiceContext, input: PatrolCheckIn) {
  const { now } = ctx;
  return inTransaction(ctx.orm, async (tx) => {
    const task = await visibleTask(ctx, tx, input.taskId, true);
    const [staff] = await tx
      .select({ userId: patrolPlanUsers.userId })
      .from(patrolPlanUsers)
      .where(and(eq(patrolPlanUsers.planId, task.planId), eq(patrolPlanUsers.userId, ctx.user.id)));
    if (!staff) throw new AppError('PATROL_NOT_ASSIGNEE');
    if (now < task.slot || now > task.dueAt || task.status === 'done' || task.status === 'missed')
      throw new AppError('PATROL_OUTSIDE_WINDOW', { params: { from: formatDateTime(task.slot), to: formatDateTime(task.dueAt) } });
    const code = input.code.trim();
    const records = await tx
      .select({
        id: patrolRecords.id,
        seq: patrolRecords.seq,
        status: patrolRecords.status,
        pointName: patrolRecords.pointName,
        code: patrolPoints.pointCode,
      })
      .from(patrolRecords)
      .innerJoin(patrolPoints, eq(patrolPoints.id, patrolRecords.pointId))
      .where(eq(patrolRecords.taskId, task.id))
      .orderBy(asc(patrolRecords.seq));
    const record = records.find((r) => r.code.toLowerCase() === code.toLowerCase());
    if (!record) throw new AppError('PATROL_POINT_NOT_ON_ROUTE', { params: { code: code.slice(0, 40) } });
    if (record.status !== 'pending') throw new AppError('PATROL_POINT_ALREADY_CHECKED', { params: { point: record.pointName } });
    const [plan] = await tx.select({ orderMode: patrolPlans.orderMode }).from(patrolPlans).where(eq(patrolPlans.id, task.planId));
    const earlier = records.find((r) => r.seq < record.seq && r.status === 'pending');
    if (plan?.orderMode === 'inOrder' && earlier) throw new AppError('PATROL_POINT_OUT_OF_ORDER', { params: { point: earlier.pointName } });
    await tx
      .update(patrolRecords)
      .set({ status: 'checked', result: input.result ?? 'normal', checkedAt: now, checkedBy: ctx.user.id, remark: input.remark ?? null })
      .where(eq(patrolRecords.id, record.id));
    const checkedCount = task.checkedCount + 1;
    const taskStatus = checkedCount >= task.pointCount ? 'done' : 'open';
    await tx
      .update(patrolTasks)
      .set({ checkedCount, status: taskStatus, finishedAt: taskStatus === 'done' ? now : null })
      .where(eq(patrolTasks.id, task.id));
    return { recordId: record.id, pointName: record.pointName, taskStatus };
  });
}

type TaskClock = Pick<typeof patrolTasks.$inferSelect, 'slot' | 'dueAt' | 'status' | 'checkedCount' | 'pointCount'>;

/**
 * A task's status as it reads at `now`, before the sweep has run: a window that has closed is done or missed (its
 * pending points are missed), a waiting task whose window has begun is open.
 */
function statusAt(task: TaskClock, now: Date): string {
  if (now > task.dueAt && (task.status === 'open' || task.status === 'waiting'))
    return task.checkedCount >= task.pointCount ? 'done' : 'missed';
  return task.status === 'waiting' && now >= task.slot ? 'open' : task.status;
}

/**
 * The signed-in user's tasks of today (China day): those of plans that name them, in the acting community (the head
 * office: its company's), whose window touches today, earliest first. The phone's list of the day's rounds.
 */
export async function myTasksToday(ctx: ServiceContext): Promise<PatrolMyTask[]> {
  const today = chinaDateOf(ctx.now);
  const from = chinaInstant(today, '00:00');
  const to = chinaInstant(dateOfDay(dayNumber(today) + 1), '00:00');
  const rows = await ctx.orm
    .select({ task: patrolTasks, routeName: patrolRoutes.routeName })
    .from(patrolTasks)
    .innerJoin(patrolPlanUsers, and(eq(patrolPlanUsers.planId, patrolTasks.planId), eq(patrolPlanUsers.userId, ctx.user.id)))
    .innerJoin(residentials, eq(residentials.id, patrolTasks.residentialId))
    .innerJoin(patrolRoutes, eq(patrolRoutes.id, patrolTasks.routeId))
    .where(
      and(
        eq(residentials.tenantId, ctx.user.tenantId),
        ctx.scope.kind === 'residential' ? eq(patrolTasks.residentialId, ctx.scope.residentialId) : undefined,
        lt(patrolTasks.slot, to),
        gt(patrolTasks.dueAt, from),
      ),
    )
    .orderBy(asc(patrolTasks.slot), asc(patrolTasks.id));
  return rows.map(({ task, routeName }) => ({
    id: task.id,
    taskName: task.taskName,
    routeName,
    startsAt: formatDateTime(task.slot),
    dueAt: formatDateTime(task.dueAt),
    status: statusAt(task, ctx.now),
    pointCount: task.pointCount,
    checkedCount: task.checkedCount,
  }));
}

/** A task with its points in order, its people and its problems (the check-in screen). */
export async function taskDetail(ctx: ServiceContext, taskId: number): Promise<PatrolTaskDetail> {
  const task = await visibleTask(ctx, ctx.orm, taskId);
  const [plan] = await ctx.orm
    .select({ orderMode: patrolPlans.orderMode, routeName: patrolRoutes.routeName, residentialName: residentials.residentialName })
    .from(patrolPlans)
    .innerJoin(patrolRoutes, eq(patrolRoutes.id, task.routeId))
    .innerJoin(residentials, eq(residentials.id, patrolPlans.residentialId))
    .where(eq(patrolPlans.id, task.planId));
  const staff = await ctx.orm
    .select({ id: users.id, name: users.name })
    .from(patrolPlanUsers)
    .innerJoin(users, eq(users.id, patrolPlanUsers.userId))
    .where(eq(patrolPlanUsers.planId, task.planId))
    .orderBy(asc(users.id));
  const points = await ctx.orm
    .select({
      recordId: patrolRecords.id,
      pointId: patrolRecords.pointId,
      pointName: patrolRecords.pointName,
      location: patrolPoints.location,
      checkItems: patrolPoints.checkItems,
      seq: patrolRecords.seq,
      status: patrolRecords.status,
      result: patrolRecords.result,
      checkedAt: patrolRecords.checkedAt,
      checkedByName: users.name,
    })
    .from(patrolRecords)
    .innerJoin(patrolPoints, eq(patrolPoints.id, patrolRecords.pointId))
    .leftJoin(users, eq(users.id, patrolRecords.checkedBy))
    .where(eq(patrolRecords.taskId, task.id))
    .orderBy(asc(patrolRecords.seq));
  const problems = await ctx.orm
    .select({
      id: patrolProblems.id,
      pointId: patrolProblems.pointId,
      title: patrolProblems.title,
      status: patrolProblems.status,
      repairOrderNo: patrolProblems.repairOrderNo,
      photos: patrolProblems.photos,
    })
    .from(patrolProblems)
    .where(eq(patrolProblems.taskId, task.id))
    .orderBy(asc(patrolProblems.id));
  const closed = ctx.now > task.dueAt;
  return {
    id: task.id,
    taskName: task.taskName,
    planId: task.planId,
    routeName: plan?.routeName ?? '',
    residentialName: plan?.residentialName ?? '',
    orderMode: plan?.orderMode ?? 'anyOrder',
    startsAt: formatDateTime(task.slot),
    dueAt: formatDateTime(task.dueAt),
    status: statusAt(task, ctx.now),
    finishedAt: task.finishedAt ? formatDateTime(task.finishedAt) : null,
    staff,
    points: points.map((point) => ({
      ...point,
      status: closed && point.status === 'pending' ? 'missed' : point.status,
      checkItems: (point.checkItems ?? '')
        .split('\n')
        .map((item) => item.trim())
        .filter(Boolean),
      checkedAt: point.checkedAt ? formatDateTime(point.checkedAt) : null,
    })),
    problems,
  };
}
