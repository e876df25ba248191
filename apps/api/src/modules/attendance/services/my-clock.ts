import { chinaDateOf, ReviewStatus, type AttendanceMyClock } from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { AppError, inTransaction, type ServiceContext } from '../../../engine/index.js';
import { staffMembers } from '../../household/schema.js';
import { refuseClosedDays } from '../month/guard.js';
import { attendanceClockIns, attendancePeriods, attendancePhoneTaps, attendanceSchedules, attendanceShifts } from '../schema.js';
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
 * Clocks the signed-in staff member in at the server's time (a phone's own clock is never trusted). One tap is
 * one clock-in per person per DEDUPE_SECONDS: the tap is taken by a conditional upsert of the person's last phone
 * clock-in, so a second tap within the minute, or six sent at once, record nothing more. The day is computed again.
 */
export async function clockInFromPhone(ctx: ServiceContext): Promise<AttendanceMyClock> {
  const staff = await myStaff(ctx);
  await refuseClosedDays(ctx.orm, staff.residentialId, [chinaDateOf(ctx.now)]);
  const recorded = await inTransaction(ctx.orm, async (tx) => {
    const [tap] = await tx
      .insert(attendancePhoneTaps)
      .values({ staffId: staff.id, lastAt: ctx.now })
      .onConflictDoUpdate({
        target: attendancePhoneTaps.staffId,
        set: { lastAt: ctx.now },
        where: sql`${attendancePhoneTaps.lastAt} <= ${new Date(ctx.now.getTime() - DEDUPE_SECONDS * 1000).toISOString()}::timestamptz`,
      })
      .returning({ staffId: attendancePhoneTaps.staffId });
    if (!tap) return false;
    const clock = { residentialId: staff.residentialId, staffId: staff.id, clockedAt: ctx.now, source: 'phone', createdBy: ctx.user.id };
    await tx.insert(attendanceClockIns).values(clock);
    await resettleAround(tx, clock, ctx.now);
    return true;
  });
  return { ...(await dayOf(ctx, staff)), recorded };
}
