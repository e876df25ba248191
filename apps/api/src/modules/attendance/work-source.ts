import { chinaDateOf, chinaInstant, dateOfDay, dayNumber, type HolidayKind } from '@cvap/contracts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { planTableWork, scheduleOf, type Orm, type WorkPlan, type WorkSource } from '../../engine/index.js';
import {
  attendanceHolidays,
  attendanceMonths,
  attendanceRosterDays,
  attendanceRosters,
  attendanceRosterStaff,
  attendanceSchedules,
} from './schema.js';

type RosterRow = typeof attendanceRosters.$inferSelect;
const DAY_MS = 86_400_000;
/** A new rotation makes its schedule from its start, but from no earlier than this many days before it was saved. */
export const ROSTER_HISTORY_DAYS = 62;

/** A rotation as the machinery sees it: a daily cycle from midnight, its days from its start (bounded back). */
export function workPlanOf(row: RosterRow): WorkPlan {
  const earliest = chinaInstant(chinaDateOf(new Date(row.createdAt.getTime() - ROSTER_HISTORY_DAYS * DAY_MS)));
  const start = chinaInstant(row.startsOn);
  return {
    id: row.id,
    schedule: scheduleOf(row),
    generatedUntil: row.generatedUntil,
    notBefore: start > earliest ? start : earliest,
  };
}

/** The shift (or null: a day off) of the person at `index` of a rotation on a China day. */
export function shiftOfDay(
  row: Pick<RosterRow, 'mode' | 'patternShiftIds' | 'startsOn' | 'staggered'>,
  index: number,
  day: string,
  calendar: HolidayKind | null = null,
): number | null {
  const pattern = row.patternShiftIds;
  if (pattern.length === 0) return null;
  if (row.mode === 'weekly') {
    // A weekly rotation follows the calendar: off on a holiday; on a swapped working day its first working weekday's shift.
    if (calendar === 'holiday') return null;
    const weekday = (dayNumber(day) + 3) % 7; // 1970-01-01 was a Thursday: 0 = Monday.
    const shift = pattern[weekday % pattern.length] ?? null;
    return shift === null && calendar === 'workday' ? (pattern.find((id) => id !== null) ?? null) : shift;
  }
  const step = dayNumber(day) - dayNumber(row.startsOn) + (row.staggered ? index : 0);
  return pattern[((step % pattern.length) + pattern.length) % pattern.length] ?? null;
}

async function insertDays(tx: Orm, items: { plan: WorkPlan; slots: { slot: Date; dueAt: Date }[] }[]): Promise<number> {
  const ids = items.filter((item) => item.slots.length).map((item) => item.plan.id);
  if (ids.length === 0) return 0;
  const rosters = await tx.select().from(attendanceRosters).where(inArray(attendanceRosters.id, ids));
  const staff = await tx
    .select()
    .from(attendanceRosterStaff)
    .where(inArray(attendanceRosterStaff.rosterId, ids))
    .orderBy(asc(attendanceRosterStaff.rosterId), asc(attendanceRosterStaff.seq));
  const made = await tx
    .insert(attendanceRosterDays)
    .values(items.flatMap((item) => item.slots.map(({ slot, dueAt }) => ({ planId: item.plan.id, slot, dueAt }))))
    .onConflictDoNothing()
    .returning({ planId: attendanceRosterDays.planId, slot: attendanceRosterDays.slot });
  const days = [...new Set(made.map(({ slot }) => chinaDateOf(slot)))];
  const residentials = [...new Set(rosters.map((row) => row.residentialId))];
  const calendar = new Map<string, HolidayKind>();
  const closed = new Set<string>();
  if (days.length) {
    const holidays = await tx
      .select()
      .from(attendanceHolidays)
      .where(and(inArray(attendanceHolidays.residentialId, residentials), inArray(attendanceHolidays.day, days)));
    for (const holiday of holidays) calendar.set(`${holiday.residentialId}:${holiday.day}`, holiday.kind as HolidayKind);
    const months = await tx
      .select({ residentialId: attendanceMonths.residentialId, month: attendanceMonths.month })
      .from(attendanceMonths)
      .where(and(inArray(attendanceMonths.residentialId, residentials), eq(attendanceMonths.state, 'closed')));
    for (const month of months) closed.add(`${month.residentialId}:${month.month}`);
  }
  const schedules: (typeof attendanceSchedules.$inferInsert)[] = [];
  for (const { planId, slot } of made) {
    const roster = rosters.find((row) => row.id === planId)!;
    const day = chinaDateOf(slot);
    // A closed month's schedule stays as it was closed.
    if (closed.has(`${roster.residentialId}:${day.slice(0, 7)}`)) continue;
    staff
      .filter((person) => person.rosterId === planId)
      .forEach((person, index) => {
        const shiftId = shiftOfDay(roster, index, day, calendar.get(`${roster.residentialId}:${day}`) ?? null);
        if (shiftId !== null)
          schedules.push({ residentialId: roster.residentialId, staffId: person.staffId, day, shiftId, rosterId: roster.id });
      });
  }
  // A person already scheduled that day (another rotation, an entry by hand) keeps that schedule.
  for (let i = 0; i < schedules.length; i += 5_000)
    await tx
      .insert(attendanceSchedules)
      .values(schedules.slice(i, i + 5_000))
      .onConflictDoNothing();
  return made.length;
}

/**
 * Rotations make the schedule (docs/decisions/0030): the work row is the rotation's day (unique per rotation and
 * slot, so a day is made exactly once on any number of instances); with it, one schedule per person not off that
 * day, in the same transaction.
 */
export const attendanceWorkSource: WorkSource = {
  name: 'attendance',
  ...planTableWork(attendanceRosters, workPlanOf),
  insertWork: (tx, plan, slots) => insertDays(tx, [{ plan, slots }]),
  insertWorkBatch: (tx, items) => insertDays(tx, items),

  async dropFutureWork(tx, planId, from) {
    const firstDay = dateOfDay(dayNumber(chinaDateOf(new Date(from.getTime() + DAY_MS - 1))));
    await tx
      .delete(attendanceSchedules)
      .where(and(eq(attendanceSchedules.rosterId, planId), eq(attendanceSchedules.settled, 0), gte(attendanceSchedules.day, firstDay)));
    const gone = await tx
      .delete(attendanceRosterDays)
      .where(and(eq(attendanceRosterDays.planId, planId), sql`${attendanceRosterDays.slot} >= ${from.toISOString()}::timestamptz`))
      .returning({ id: attendanceRosterDays.id });
    return gone.length;
  },
};
