import {
  chinaDateOf,
  dateOfDay,
  dayNumber,
  ROSTER_OVERLAP_DAYS_SHOWN,
  ROSTER_OVERLAP_SPAN_DAYS,
  type HolidayKind,
  type RosterOverlap,
  type RosterOverlapQuery,
} from '@cvap/contracts';
import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { ServiceContext } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { staffMembers } from '../../household/schema.js';
import { isRestStep, patternNames } from '../hooks.js';
import { attendanceHolidays, attendanceRosters, attendanceRosterStaff, attendanceSchedules } from '../schema.js';
import { ROSTER_HISTORY_DAYS, shiftOfDay } from '../work-source.js';

type Body = RosterOverlapQuery;
/** Any shift id: the check needs only which steps are worked. */
const WORKED = 1;

/** The rotation's community: the acting one; for the head office, the one it names (or the edited rotation's), of its tenant. */
async function communityOf(ctx: ServiceContext, body: Body): Promise<number | null> {
  if (ctx.scope.kind === 'residential') return ctx.scope.residentialId;
  let named = body.residentialId ?? null;
  if (named === null && body.id !== undefined) {
    const [row] = await ctx.orm
      .select({ residentialId: attendanceRosters.residentialId })
      .from(attendanceRosters)
      .where(eq(attendanceRosters.id, body.id));
    named = row?.residentialId ?? null;
  }
  if (named === null) return null;
  const [own] = await ctx.orm
    .select({ id: residentials.id })
    .from(residentials)
    .where(and(eq(residentials.id, named), eq(residentials.tenantId, ctx.scope.tenantId)));
  return own ? own.id : null;
}

/**
 * The days looked at: from the rotation's start, but no earlier than the generator would make (a new rotation
 * reaches back ROSTER_HISTORY_DAYS, an edited one is made again from today), to its end, at most a year.
 */
function spanOf(ctx: ServiceContext, body: Body): { from: number; to: number } {
  const today = dayNumber(chinaDateOf(ctx.now));
  const from = Math.max(dayNumber(body.startsOn), body.id === undefined ? today - ROSTER_HISTORY_DAYS : today);
  const last = from + ROSTER_OVERLAP_SPAN_DAYS - 1;
  return { from, to: body.endsOn ? Math.min(dayNumber(body.endsOn), last) : last };
}

function daysBetween(from: number, to: number): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day += 1) days.push(dateOfDay(day));
  return days;
}

/**
 * Per person of a rotation about to be saved, the other rotations of its community that already give them a shift
 * on a day this one would work (made or still to be made): the schedule generator keeps a person's existing shift,
 * so those days keep the other rotation's. Each lists its first days and counts them all.
 */
export async function rosterOverlap(ctx: ServiceContext, body: Body): Promise<RosterOverlap> {
  const { from, to } = spanOf(ctx, body);
  const answer: RosterOverlap = { people: [], from: dateOfDay(from), to: dateOfDay(Math.max(from, to)) };
  const residentialId = await communityOf(ctx, body);
  if (residentialId === null || to < from) return answer;
  const staffIds = [...new Set(body.staffIds)];
  const first = dateOfDay(from);
  const last = dateOfDay(to);

  const calendar = new Map<string, HolidayKind>();
  const holidays = await ctx.orm
    .select({ day: attendanceHolidays.day, kind: attendanceHolidays.kind })
    .from(attendanceHolidays)
    .where(and(eq(attendanceHolidays.residentialId, residentialId), gte(attendanceHolidays.day, first), lte(attendanceHolidays.day, last)));
  for (const holiday of holidays) calendar.set(holiday.day, holiday.kind as HolidayKind);

  const days = daysBetween(from, to);
  const steps = patternNames(body.pattern).map((name) => (isRestStep(name) ? null : WORKED));
  const planned = { mode: body.mode, patternShiftIds: steps, startsOn: body.startsOn, staggered: body.staggered };
  const works = (index: number) => new Set(days.filter((day) => shiftOfDay(planned, index, day, calendar.get(day) ?? null) !== null));

  const others = await ctx.orm
    .select({ roster: attendanceRosters, staffId: attendanceRosterStaff.staffId, seq: attendanceRosterStaff.seq })
    .from(attendanceRosterStaff)
    .innerJoin(attendanceRosters, eq(attendanceRosters.id, attendanceRosterStaff.rosterId))
    .where(
      and(
        eq(attendanceRosters.residentialId, residentialId),
        eq(attendanceRosters.enabled, 1),
        inArray(attendanceRosterStaff.staffId, staffIds),
        lte(attendanceRosters.startsOn, last),
        or(isNull(attendanceRosters.endsOn), gte(attendanceRosters.endsOn, first)),
        body.id === undefined ? undefined : ne(attendanceRosters.id, body.id),
      ),
    );
  // Schedules other rotations already made (kept even if the rotation changed since).
  const made = await ctx.orm
    .select({ staffId: attendanceSchedules.staffId, day: attendanceSchedules.day, rosterId: attendanceSchedules.rosterId })
    .from(attendanceSchedules)
    .where(
      and(
        eq(attendanceSchedules.residentialId, residentialId),
        inArray(attendanceSchedules.staffId, staffIds),
        gte(attendanceSchedules.day, first),
        lte(attendanceSchedules.day, last),
        isNotNull(attendanceSchedules.rosterId),
        body.id === undefined ? undefined : ne(attendanceSchedules.rosterId, body.id),
      ),
    );

  const covered = new Map<string, Set<string>>();
  const cover = (staffId: number, rosterId: number, day: string) => {
    const key = `${staffId}:${rosterId}`;
    if (!covered.has(key)) covered.set(key, new Set());
    covered.get(key)!.add(day);
  };
  for (const { roster, staffId, seq } of others)
    for (const day of days)
      if (
        day >= roster.startsOn &&
        (!roster.endsOn || day <= roster.endsOn) &&
        shiftOfDay(roster, seq, day, calendar.get(day) ?? null) !== null
      )
        cover(staffId, roster.id, day);
  for (const row of made) cover(row.staffId, row.rosterId!, row.day);
  if (covered.size === 0) return answer;

  const rosterIds = [...new Set([...covered.keys()].map((key) => Number(key.split(':')[1])))];
  const names = new Map(
    (
      await ctx.orm
        .select({ id: attendanceRosters.id, name: attendanceRosters.rosterName })
        .from(attendanceRosters)
        .where(inArray(attendanceRosters.id, rosterIds))
    ).map((row) => [row.id, row.name]),
  );
  const people = await ctx.orm
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, staffIds));
  const nameOf = new Map(people.map((person) => [person.id, person.name]));

  staffIds.forEach((staffId, index) => {
    const worked = works(index);
    const rosters = rosterIds
      .map((rosterId) => {
        const both = [...(covered.get(`${staffId}:${rosterId}`) ?? [])].filter((day) => worked.has(day)).sort();
        return {
          rosterId,
          rosterName: names.get(rosterId) ?? String(rosterId),
          days: both.slice(0, ROSTER_OVERLAP_DAYS_SHOWN),
          count: both.length,
        };
      })
      .filter((roster) => roster.count > 0);
    if (rosters.length > 0) answer.people.push({ staffId, staffName: nameOf.get(staffId) ?? String(staffId), rosters });
  });
  return answer;
}
