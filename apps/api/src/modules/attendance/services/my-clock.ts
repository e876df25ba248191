import { chinaDateOf, ReviewStatus, type AttendanceMyClock } from '@cvap/contracts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { staffMembers } from '../../household/schema.js';
import { refuseClosedDays } from '../month/guard.js';
import { attendanceClockIns, attendancePeriods, attendanceSchedules, attendanceShifts } from '../schema.js';
import { residentialOf } from './report.js';
import { DEDUPE_SECONDS, resettleAround } from './settle.js';

interface MyStaff {
  id: number;
  residentialId: number;
  name: string;
  staffNo: string;
}

/**
 * The approved staff member of the acting community whose mobile number is the signed-in account's: how a property
 * company links a login to its staff roster. No match refuses (ATTENDANCE_NO_STAFF_PROFILE).
 */
async function myStaff(ctx: ServiceContext): Promise<MyStaff> {
  const residentialId = residentialOf(ctx);
  const [found] = await ctx.orm
    .select({ id: staffMembers.id, residentialId: staffMembers.residentialId, name: staffMembers.name, staffNo: staffMembers.staffNo })
    .from(staffMembers)
    .innerJoin(users, eq(users.phone, staffMembers.phone))
    .where(
      and(
        eq(users.id, ctx.user.id),
        eq(staffMembers.tenantId, users.tenantId),
        eq(staffMembers.residentialId, residentialId),
        eq(staffMembers.reviewStatus, ReviewStatus.passed),
      ),
    )
    .orderBy(asc(staffMembers.id))
    .limit(1);
  if (!found) throw new AppError('ATTENDANCE_NO_STAFF_PROFILE');
  return { ...found, residentialId };
}

async function dayOf(ctx: ServiceContext, staff: MyStaff): Promise<AttendanceMyClock> {
  const day = chinaDateOf(ctx.now);
  const [schedule] = await ctx.orm
    .select({ shiftId: attendanceShifts.id, shiftName: attendanceShifts.shiftName })
    .from(attendanceSchedules)
    .innerJoin(attendanceShifts, eq(attendanceShifts.id, attendanceSchedules.shiftId))
    .where(and(eq(attendanceSchedules.staffId, staff.id), eq(attendanceSchedules.day, day)));
  const periods = schedule
    ? await ctx.orm
        .select({ signIn: attendancePeriods.signIn, signOut: attendancePeriods.signOut, nextDay: attendancePeriods.nextDay })
        .from(attendancePeriods)
        .where(eq(attendancePeriods.shiftId, schedule.shiftId))
        .orderBy(asc(attendancePeriods.id))
    : [];
  const clocks = await ctx.orm
    .select({ clockedAt: attendanceClockIns.clockedAt, source: attendanceClockIns.source, doorName: attendanceClockIns.doorName })
    .from(attendanceClockIns)
    .where(
      and(
        eq(attendanceClockIns.staffId, staff.id),
        sql`${attendanceClockIns.clockedAt} >= ${day}::date::timestamp at time zone 'Asia/Shanghai'`,
        sql`${attendanceClockIns.clockedAt} < (${day}::date + 1)::timestamp at time zone 'Asia/Shanghai'`,
      ),
    )
    .orderBy(asc(attendanceClockIns.clockedAt));
  return {
    staffName: staff.name,
    staffNo: staff.staffNo,
    day,
    shiftName: schedule?.shiftName ?? null,
    periods,
    clocks: clocks.map((clock) => ({ ...clock, clockedAt: clock.clockedAt.toISOString() })),
  };
}

/** The signed-in staff member's today: shift, periods and clock-ins. */
export async function myClockDay(ctx: ServiceContext): Promise<AttendanceMyClock> {
  return dayOf(ctx, await myStaff(ctx));
}

/**
 * Clocks the signed-in staff member in at the server's time (a phone's own clock is never trusted). A second tap
 * within DEDUPE_SECONDS of a clock-in is that same clock-in, as with door passages. The day is computed again.
 */
export async function clockInFromPhone(ctx: ServiceContext): Promise<AttendanceMyClock> {
  const staff = await myStaff(ctx);
  await refuseClosedDays(ctx.orm, staff.residentialId, [chinaDateOf(ctx.now)]);
  const [recent] = await ctx.orm
    .select({ id: attendanceClockIns.id })
    .from(attendanceClockIns)
    .where(
      and(eq(attendanceClockIns.staffId, staff.id), gte(attendanceClockIns.clockedAt, new Date(ctx.now.getTime() - DEDUPE_SECONDS * 1000))),
    )
    .orderBy(desc(attendanceClockIns.clockedAt))
    .limit(1);
  if (!recent) {
    const clock = { residentialId: staff.residentialId, staffId: staff.id, clockedAt: ctx.now, source: 'phone', createdBy: ctx.user.id };
    await ctx.orm.insert(attendanceClockIns).values(clock);
    await resettleAround(ctx.orm, clock, ctx.now);
  }
  return { ...(await dayOf(ctx, staff)), recorded: !recent };
}
