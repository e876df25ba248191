import {
  labelIn,
  PATROL_PROBLEM_STATUS_OPTIONS,
  type PatrolProblemClose,
  type PatrolProblemInput,
  type PatrolProblemStatus,
  type PatrolProblemToRepair,
} from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { residentials, users } from '../../../db/schema/index.js';
import { AppError, firstNonImageUpload, inTransaction, type Orm, type ServiceContext } from '../../../engine/index.js';
import { fileOrder } from '../../repair/index.js';
import { patrolPoints, patrolProblems, patrolRecords } from '../schema.js';
import { visibleTask } from './tasks.js';

const ACTIONS = {
  close: { zh: '关闭', en: 'close', from: ['open', 'repair'] },
  toRepair: { zh: '转报修', en: 'turn into a repair order', from: ['open'] },
} as const satisfies Record<string, { zh: string; en: string; from: readonly PatrolProblemStatus[] }>;

/**
 * Raises a problem at a point of a task where the patroller has checked in (they were there), within the task's
 * people or anyone who may see the task; it starts open. Its photos are pictures the caller uploaded first (any
 * other path, or a file that is not a picture, is refused with 40927).
 */
export async function raiseProblem(ctx: ServiceContext, input: PatrolProblemInput): Promise<{ id: number }> {
  return inTransaction(ctx.orm, async (tx) => {
    const task = await visibleTask(ctx, tx, input.taskId);
    const [record] = await tx
      .select({ status: patrolRecords.status, pointName: patrolRecords.pointName })
      .from(patrolRecords)
      .where(and(eq(patrolRecords.taskId, task.id), eq(patrolRecords.pointId, input.pointId)));
    if (!record)
      throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn({ zh: '巡更点', en: 'patrol point' }, ctx.language) } });
    if (record.status !== 'checked')
      throw new AppError('PATROL_PROBLEM_STATE', {
        params: {
          status: labelIn({ zh: '未签到', en: 'not checked in' }, ctx.language),
          action: labelIn({ zh: '上报问题', en: 'report a problem' }, ctx.language),
        },
      });
    const photos = [...new Set(input.photos ?? [])];
    if ((await firstNonImageUpload(tx, ctx.user, photos)) !== undefined)
      throw new AppError('PATROL_PHOTO_NOT_IMAGE', { data: { fields: [{ field: 'photos', message: 'image' }] } });
    const [row] = await tx
      .insert(patrolProblems)
      .values({
        residentialId: task.residentialId,
        taskId: task.id,
        pointId: input.pointId,
        title: input.title,
        description: input.description ?? null,
        photos,
        status: 'open',
        reportedBy: ctx.user.id,
        reportedAt: ctx.now,
      })
      .returning({ id: patrolProblems.id });
    return { id: row!.id };
  });
}

/** The problem, locked, if the acting scope sees it, and allowed to take `action` (409 naming its state otherwise). */
async function problemFor(ctx: ServiceContext, tx: Orm, id: number, action: keyof typeof ACTIONS) {
  const [row] = await tx
    .select({ problem: patrolProblems, tenantId: residentials.tenantId })
    .from(patrolProblems)
    .innerJoin(residentials, eq(residentials.id, patrolProblems.residentialId))
    .where(eq(patrolProblems.id, id))
    .for('update', { of: patrolProblems });
  const visible =
    row && row.tenantId === ctx.user.tenantId && (ctx.scope.kind === 'headOffice' || row.problem.residentialId === ctx.scope.residentialId);
  if (!visible) throw new AppError('NOT_FOUND');
  const rule = ACTIONS[action];
  if (!(rule.from as readonly string[]).includes(row.problem.status)) {
    const status = PATROL_PROBLEM_STATUS_OPTIONS.find((option) => option.value === row.problem.status)!;
    throw new AppError('PATROL_PROBLEM_STATE', { params: { status: labelIn(status, ctx.language), action: labelIn(rule, ctx.language) } });
  }
  return row.problem;
}

/** Closes a problem (open, or handed to repair) with how it was resolved. */
export async function closeProblem(ctx: ServiceContext, input: PatrolProblemClose): Promise<{ id: number; status: string }> {
  return inTransaction(ctx.orm, async (tx) => {
    const problem = await problemFor(ctx, tx, input.id, 'close');
    await tx
      .update(patrolProblems)
      .set({ status: 'closed', closedAt: ctx.now, closeNote: input.closeNote })
      .where(eq(patrolProblems.id, problem.id));
    return { id: problem.id, status: 'closed' };
  });
}

/**
 * Turns an open problem into a repair work order of its community through the repair module (source 巡检发现,
 * reported by who found it, at the point's place), in one transaction with the problem's change.
 */
export async function problemToRepair(
  ctx: ServiceContext,
  input: PatrolProblemToRepair,
): Promise<{ id: number; status: string; repairOrderId: number; repairOrderNo: string }> {
  return inTransaction(ctx.orm, async (tx: Orm) => {
    const problem = await problemFor(ctx, tx, input.id, 'toRepair');
    const [point] = await tx
      .select({ pointName: patrolPoints.pointName, location: patrolPoints.location })
      .from(patrolPoints)
      .where(eq(patrolPoints.id, problem.pointId));
    const [finder] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, problem.reportedBy));
    const order = await fileOrder(tx, ctx, problem.residentialId, {
      typeId: input.typeId,
      title: problem.title,
      content: problem.description ?? undefined,
      address: `${point?.location ?? ''} ${point?.pointName ?? ''}`.trim().slice(0, 200),
      reporterName: finder?.name ?? ctx.user.name,
      reporterPhone: finder?.phone ?? '',
      source: 'patrol',
    });
    await tx
      .update(patrolProblems)
      .set({ status: 'repair', repairOrderId: order.id, repairOrderNo: order.orderNo })
      .where(eq(patrolProblems.id, problem.id));
    return { id: problem.id, status: 'repair', repairOrderId: order.id, repairOrderNo: order.orderNo };
  });
}
