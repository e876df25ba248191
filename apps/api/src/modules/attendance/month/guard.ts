import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError, type Orm } from '../../../engine/index.js';
import { attendanceMonths } from '../schema.js';

/** The month (YYYY-MM) of a China day (YYYY-MM-DD). */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/**
 * Refuses (ATTENDANCE_MONTH_CLOSED) a change to any of these China days of the community while its month is closed:
 * a correction, an excuse, a schedule or holiday change, a swap, a recomputation.
 */
export async function refuseClosedDays(orm: Orm, residentialId: number, days: readonly (string | null | undefined)[]): Promise<void> {
  const months = [...new Set(days.filter((day): day is string => typeof day === 'string' && day.length >= 7).map(monthOfDay))];
  if (months.length === 0) return;
  const [closed] = await orm
    .select({ month: attendanceMonths.month })
    .from(attendanceMonths)
    .where(
      and(eq(attendanceMonths.residentialId, residentialId), inArray(attendanceMonths.month, months), eq(attendanceMonths.state, 'closed')),
    )
    .limit(1);
  if (closed) throw new AppError('ATTENDANCE_MONTH_CLOSED', { params: { month: closed.month } });
}

/** True for a schedule row (alias `s`-less columns given) whose month is closed: the settle leaves those days alone. */
export function inClosedMonth(residentialId: SQL | unknown, day: SQL | unknown): SQL {
  return sql`exists (select 1 from ${attendanceMonths} m where m.residential_id = ${residentialId}
    and m.month = to_char(${day}, 'YYYY-MM') and m.state = 'closed')`;
}
