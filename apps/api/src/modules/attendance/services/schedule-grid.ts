import {
  dateOfDay,
  dayNumber,
  ReviewStatus,
  type AttendanceGrid,
  type AttendanceGridCell,
  type AttendanceGridQuery,
} from '@cvap/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { departments } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../engine/index.js';
import { staffMembers } from '../../household/schema.js';
import { attendanceSchedules, attendanceShifts } from '../schema.js';
import { residentialOf, monthSpan } from './report.js';

/** The approved staff of the community, by department then staff number. */
async function staffOf(ctx: ServiceContext, residentialId: number) {
  return ctx.orm
    .select({
      staffId: staffMembers.id,
      staffName: staffMembers.name,
      staffNo: staffMembers.staffNo,
      departmentId: staffMembers.departmentId,
      departmentName: sql<string>`coalesce(${departments.name}, '')`,
    })
    .from(staffMembers)
    .leftJoin(departments, eq(departments.id, staffMembers.departmentId))
    .where(and(eq(staffMembers.residentialId, residentialId), eq(staffMembers.reviewStatus, ReviewStatus.passed)))
    .orderBy(sql`${departments.name} nulls last`, asc(staffMembers.staffNo));
}

/** A month of the community's schedules as a grid: who works which shift on which day, by department. */
export async function scheduleGrid(ctx: ServiceContext, query: AttendanceGridQuery): Promise<AttendanceGrid> {
  const residentialId = residentialOf(ctx);
  const { first, next } = monthSpan(query.month);
  const days = Array.from({ length: dayNumber(next) - dayNumber(first) }, (_, i) => dateOfDay(dayNumber(first) + i));
  const everyone = await staffOf(ctx, residentialId);
  const staff = query.departmentId ? everyone.filter((person) => person.departmentId === query.departmentId) : everyone;
  const schedules = staff.length
    ? await ctx.orm
        .select({
          staffId: attendanceSchedules.staffId,
          day: attendanceSchedules.day,
          scheduleId: attendanceSchedules.id,
          shiftId: attendanceSchedules.shiftId,
          settled: attendanceSchedules.settled,
        })
        .from(attendanceSchedules)
        .where(
          and(
            eq(attendanceSchedules.residentialId, residentialId),
            inArray(
              attendanceSchedules.staffId,
              staff.map((person) => person.staffId),
            ),
            gte(attendanceSchedules.day, first),
            lt(attendanceSchedules.day, next),
          ),
        )
    : [];
  const cells = new Map<number, AttendanceGridCell[]>();
  for (const { staffId, ...cell } of schedules) {
    const own = cells.get(staffId);
    if (own) own.push(cell);
    else cells.set(staffId, [cell]);
  }
  const shifts = await ctx.orm
    .select({ id: attendanceShifts.id, shiftName: attendanceShifts.shiftName })
    .from(attendanceShifts)
    .where(and(eq(attendanceShifts.residentialId, residentialId), eq(attendanceShifts.enabled, 1)))
    .orderBy(asc(attendanceShifts.id));
  const departmentsSeen = new Map<number, string>();
  for (const person of everyone) if (person.departmentId !== null) departmentsSeen.set(person.departmentId, person.departmentName);
  return {
    days,
    shifts,
    departments: [...departmentsSeen].map(([id, name]) => ({ id, name })),
    rows: staff.map(({ departmentId: _department, ...person }) => ({ ...person, cells: cells.get(person.staffId) ?? [] })),
  };
}
