import { and, eq, gte, lt } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { attendanceMonthEvents, attendanceMonths, attendanceSchedules } from '../schema.js';
import { residentialOf, liveMonthRows, monthSpan } from '../services/report.js';
import { ingestOpenRecords, settleDays } from '../services/settle.js';
import { refuseClosedDays } from './guard.js';

/** A month is over once the China day after its last has begun (closing a running month would freeze half a month). */
function refuseUnfinished(ctx: ServiceContext, month: string): void {
  const { next } = monthSpan(month);
  if (ctx.now.getTime() < new Date(`${next}T00:00:00+08:00`).getTime())
    throw new AppError('ATTENDANCE_MONTH_NOT_OVER', { params: { month } });
}

async function logEvent(ctx: ServiceContext, residentialId: number, month: string, action: 'close' | 'reopen', reason: string | null) {
  await ctx.orm.insert(attendanceMonthEvents).values({ residentialId, month, action, reason, userId: ctx.user.id, at: ctx.now });
}

/**
 * Closes a finished month of the acting community: its days still waiting are settled first, then the report's
 * figures are stored and shown from then on; every later change to the month is refused until it is reopened.
 */
export async function closeMonth(ctx: ServiceContext, month: string): Promise<{ month: string; state: 'closed' }> {
  const residentialId = residentialOf(ctx);
  refuseUnfinished(ctx, month);
  const [row] = await ctx.orm
    .select()
    .from(attendanceMonths)
    .where(and(eq(attendanceMonths.residentialId, residentialId), eq(attendanceMonths.month, month)))
    .for('update');
  if (row?.state === 'closed') throw new AppError('ATTENDANCE_MONTH_ALREADY_CLOSED', { params: { month } });
  await settleDays(ctx.orm, { residentialId }, ctx.now);
  const figures = await liveMonthRows(ctx, { month });
  const values = { state: 'closed', figures, closedBy: ctx.user.id, closedAt: ctx.now };
  if (row) await ctx.orm.update(attendanceMonths).set(values).where(eq(attendanceMonths.id, row.id));
  else await ctx.orm.insert(attendanceMonths).values({ residentialId, month, ...values });
  await logEvent(ctx, residentialId, month, 'close', null);
  return { month, state: 'closed' };
}

/** Reopens a closed month with its reason (required): the report is live again and corrections are accepted. */
export async function reopenMonth(ctx: ServiceContext, month: string, reason: string): Promise<{ month: string; state: 'open' }> {
  const residentialId = residentialOf(ctx);
  const why = reason.trim();
  if (!why) throw new AppError('ATTENDANCE_REOPEN_REASON_REQUIRED');
  const [row] = await ctx.orm
    .select()
    .from(attendanceMonths)
    .where(and(eq(attendanceMonths.residentialId, residentialId), eq(attendanceMonths.month, month)))
    .for('update');
  if (row?.state !== 'closed') throw new AppError('ATTENDANCE_MONTH_NOT_CLOSED', { params: { month } });
  await ctx.orm.update(attendanceMonths).set({ state: 'open', figures: [] }).where(eq(attendanceMonths.id, row.id));
  await logEvent(ctx, residentialId, month, 'reopen', why);
  return { month, state: 'open' };
}

/** Recomputes every schedule day of an open month of the community (refused while the month is closed). */
export async function recomputeMonth(ctx: ServiceContext, month: string): Promise<{ clockIns: number; settled: number }> {
  const residentialId = residentialOf(ctx);
  await refuseClosedDays(ctx.orm, residentialId, [`${month}-01`]);
  const { first, next } = monthSpan(month);
  const clockIns = await ingestOpenRecords(ctx.orm, ctx.user.tenantId);
  await ctx.orm
    .update(attendanceSchedules)
    .set({ settled: 0 })
    .where(
      and(eq(attendanceSchedules.residentialId, residentialId), gte(attendanceSchedules.day, first), lt(attendanceSchedules.day, next)),
    );
  const settled = await settleDays(ctx.orm, { residentialId }, ctx.now);
  return { clockIns, settled };
}
