import type { AttendanceSwap, AttendanceSwapResult } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { checkStaff } from '../hooks.js';
import { refuseClosedDays } from '../month/guard.js';
import { attendanceAnomalies, attendanceSchedules } from '../schema.js';
import { residentialOf } from './report.js';
import { settleDays } from './settle.js';

/**
 * Two staff members of the community exchange their shifts of a day: each takes the other's shift (one of them off:
 * the shift moves to the other). Both days are computed again at once (their anomalies replaced, excuses dropped:
 * they were for another shift); the route writes the swap and its reason to the operation log.
 */
export async function swapShifts(ctx: ServiceContext, body: AttendanceSwap): Promise<AttendanceSwapResult> {
  const residentialId = residentialOf(ctx);
  if (body.staffA === body.staffB) throw new AppError('ATTENDANCE_SWAP_SAME_STAFF');
  if (!body.reason.trim()) throw new AppError('ATTENDANCE_SWAP_REASON_REQUIRED');
  await checkStaff(ctx, [body.staffA, body.staffB], residentialId);
  await refuseClosedDays(ctx.orm, residentialId, [body.day]);
  const rows = await ctx.orm
    .select()
    .from(attendanceSchedules)
    .where(and(inArray(attendanceSchedules.staffId, [body.staffA, body.staffB]), eq(attendanceSchedules.day, body.day)))
    .for('update');
  if (rows.length === 0) throw new AppError('ATTENDANCE_SWAP_NOTHING', { params: { day: body.day } });
  const remark = body.reason.trim().slice(0, 100);
  await ctx.orm.delete(attendanceAnomalies).where(
    inArray(
      attendanceAnomalies.scheduleId,
      rows.map((row) => row.id),
    ),
  );
  if (rows.length === 2) {
    const [a, b] = rows as [(typeof rows)[number], (typeof rows)[number]];
    await ctx.orm
      .update(attendanceSchedules)
      .set({ shiftId: b.shiftId, rosterId: null, settled: 0, remark })
      .where(eq(attendanceSchedules.id, a.id));
    await ctx.orm
      .update(attendanceSchedules)
      .set({ shiftId: a.shiftId, rosterId: null, settled: 0, remark })
      .where(eq(attendanceSchedules.id, b.id));
  } else {
    const only = rows[0]!;
    const other = only.staffId === body.staffA ? body.staffB : body.staffA;
    await ctx.orm
      .update(attendanceSchedules)
      .set({ staffId: other, rosterId: null, settled: 0, remark })
      .where(eq(attendanceSchedules.id, only.id));
  }
  await settleDays(ctx.orm, { scheduleIds: rows.map((row) => row.id) }, ctx.now);
  return { day: body.day, schedules: rows.length };
}
