import {
  ATTENDANCE_REPORT_COLUMNS,
  type AttendanceMonthEvent,
  type AttendanceReport,
  type AttendanceReportQuery,
  type AttendanceReportRow,
} from '@cvap/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../engine/index.js';
import { staffMembers } from '../../household/schema.js';
import { attendanceMonthEvents, attendanceMonths } from '../schema.js';
import { residentialOf, liveMonthRows } from '../services/report.js';
import { reportSheet } from '../services/xlsx.js';

/** The report of a month: the stored figures while it is closed, the live ones otherwise; with its closes and reopens. */
export async function monthReport(ctx: ServiceContext, query: AttendanceReportQuery): Promise<AttendanceReport> {
  const residentialId = residentialOf(ctx);
  const [row] = await ctx.orm
    .select({ state: attendanceMonths.state, figures: attendanceMonths.figures, closedAt: attendanceMonths.closedAt, closedBy: users.name })
    .from(attendanceMonths)
    .leftJoin(users, eq(users.id, attendanceMonths.closedBy))
    .where(and(eq(attendanceMonths.residentialId, residentialId), eq(attendanceMonths.month, query.month)));
  const events = await ctx.orm
    .select({
      action: attendanceMonthEvents.action,
      reason: attendanceMonthEvents.reason,
      userName: users.name,
      at: attendanceMonthEvents.at,
    })
    .from(attendanceMonthEvents)
    .leftJoin(users, eq(users.id, attendanceMonthEvents.userId))
    .where(and(eq(attendanceMonthEvents.residentialId, residentialId), eq(attendanceMonthEvents.month, query.month)))
    .orderBy(asc(attendanceMonthEvents.id));
  const history: AttendanceMonthEvent[] = events.map((event) => ({
    action: event.action as AttendanceMonthEvent['action'],
    reason: event.reason,
    userName: event.userName ?? '',
    at: event.at.toISOString(),
  }));
  const closed = row?.state === 'closed';
  const rows = closed ? (row.figures as AttendanceReportRow[]) : await liveMonthRows(ctx, query);
  return {
    month: query.month,
    rows: closed && query.departmentId ? await frozenOfDepartment(ctx, rows, query.departmentId) : rows,
    state: closed ? 'closed' : 'open',
    closedAt: closed ? (row.closedAt?.toISOString() ?? null) : null,
    closedBy: closed ? (row.closedBy ?? null) : null,
    history,
  };
}

/** The frozen rows of one department's present staff. */
async function frozenOfDepartment(ctx: ServiceContext, rows: AttendanceReportRow[], departmentId: number): Promise<AttendanceReportRow[]> {
  const members = await ctx.orm.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.departmentId, departmentId));
  const ids = new Set(members.map((member) => member.id));
  return rows.filter((row) => ids.has(row.staffId));
}

/** The report as an .xlsx: the screen's columns (the frozen figures of a closed month) in the reader's language. */
export async function monthlyReportXlsx(ctx: ServiceContext, query: AttendanceReportQuery): Promise<Buffer> {
  const report = await monthReport(ctx, query);
  return reportSheet(query.month, ATTENDANCE_REPORT_COLUMNS, report.rows, ctx.language);
}
