import type { AttendanceExcuse } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { attendanceAnomalies } from '../schema.js';
import { refuseClosedDays } from '../month/guard.js';
import { residentialOf } from './report.js';

/** Excuses an anomaly of the acting community with its reason (leave, a business trip); the route logs it. */
export async function excuseAnomaly(ctx: ServiceContext, body: AttendanceExcuse): Promise<{ id: number; excused: number }> {
  const residentialId = residentialOf(ctx);
  if (!body.reason.trim()) throw new AppError('ATTENDANCE_REASON_REQUIRED');
  const [row] = await ctx.orm
    .select({ id: attendanceAnomalies.id, excused: attendanceAnomalies.excused, day: attendanceAnomalies.day })
    .from(attendanceAnomalies)
    .where(and(eq(attendanceAnomalies.id, body.id), eq(attendanceAnomalies.residentialId, residentialId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  await refuseClosedDays(ctx.orm, residentialId, [row.day]);
  if (row.excused === 1) throw new AppError('ATTENDANCE_ANOMALY_EXCUSED');
  await ctx.orm
    .update(attendanceAnomalies)
    .set({ excused: 1, excuseReason: body.reason.trim(), excusedBy: ctx.user.id, excusedAt: ctx.now })
    .where(eq(attendanceAnomalies.id, body.id));
  return { id: body.id, excused: 1 };
}
