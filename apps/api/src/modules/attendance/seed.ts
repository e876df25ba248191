import { chinaDateOf, chinaInstant, dateOfDay, dayNumber, ReviewStatus } from '@cvap/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DemoContext } from '../../db/seed/demo-context.js';
import { generatePlan, inTransaction, type Orm } from '../../engine/index.js';
import { openRecords } from '../door/schema.js';
import { insertRows, renumberOpenRecordsByTime } from '../door/index.js';
import { staffMembers } from '../household/schema.js';
import {
  attendanceAnomalies,
  attendanceClockIns,
  attendancePeriods,
  attendanceRosters,
  attendanceRosterStaff,
  attendanceSchedules,
  attendanceShifts,
} from './schema.js';
import { ingestOpenRecords, settleDays } from './services/settle.js';
import { attendanceWorkSource, workPlanOf } from './work-source.js';

const DAY_MS = 86_400_000;
const MINUTE = 60_000;
/** A passage record's open type (card) and directions (in, out). */
const OPEN_BY_CARD = 1;
const OPEN_RECORD_IN = 1;
const OPEN_RECORD_OUT = 2;
/** Three months of history. */
const HISTORY_DAYS = 92;

/** [name, periods [signIn, signOut, nextDay], flex, work minutes, overtime after] */
const SHIFTS = [
  ['早班', [['07:00', '15:00', 0]], 0, 480, null],
  ['中班', [['15:00', '23:00', 0]], 0, 480, null],
  ['夜班', [['23:00', '07:00', 1]], 0, 480, null],
  [
    '保洁班',
    [
      ['06:30', '11:30', 0],
      ['13:30', '17:00', 0],
    ],
    10,
    510,
    null,
  ],
  [
    '工程班',
    [
      ['08:30', '12:00', 0],
      ['13:00', '17:30', 0],
    ],
    15,
    480,
    30,
  ],
] as const;

/** [rotation, staff type (3 security, 4 cleaning, 5 engineering), mode, pattern] */
const ROSTERS = [
  ['安保四班三运转', 3, 'rotation', '早班-中班-夜班-休'],
  ['保洁做六休一', 4, 'weekly', '保洁班-保洁班-保洁班-保洁班-保洁班-保洁班-休'],
  ['工程部工作日', 5, 'weekly', '工程班-工程班-工程班-工程班-工程班-休-休'],
] as const;

/** A small deterministic generator (the seed must give the same figures every time). */
function rngOf(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/**
 * Attendance demo: in each community its shifts (a security rotation 早-中-夜-休, cleaners six days a week with a
 * split shift, engineers on weekdays with overtime), three rotations of its approved security, cleaning and
 * engineering staff started three months before the seed, the schedule the machinery makes from them, and their
 * clocks: passages through the staff door with their cards, read into clock-ins as the live job reads them, or
 * corrected in the console when the card was forgotten; now and then late, early, a missing clock, a day away or an
 * evening of overtime. The finished days are settled.
 */
export async function seedAttendanceDemo(orm: Orm, demo: DemoContext): Promise<void> {
  const since = new Date(demo.now.getTime() - HISTORY_DAYS * DAY_MS);
  const startsOn = chinaDateOf(since);
  const supervisor = demo.userIds.get('admin') ?? null;
  for (const residential of demo.communities) {
    const residentialId = residential.residentialId;
    const shiftIds = new Map<string, number>();
    for (const [shiftName, periods, flexMinutes, workMinutes, overtimeAfter] of SHIFTS) {
      const [shift] = await orm
        .insert(attendanceShifts)
        .values({ residentialId, shiftName, flexMinutes, workMinutes, overtimeAfter, createdAt: since })
        .returning({ id: attendanceShifts.id });
      shiftIds.set(shiftName, shift!.id);
      await orm.insert(attendancePeriods).values(
        periods.map(([signIn, signOut, nextDay]) => ({
          residentialId,
          shiftId: shift!.id,
          signIn,
          signOut,
          nextDay,
          allowLate: 5,
          allowEarly: 0,
        })),
      );
    }
    const staff = await orm
      .select({ id: staffMembers.id, staffType: staffMembers.staffType })
      .from(staffMembers)
      .where(and(eq(staffMembers.residentialId, residentialId), eq(staffMembers.reviewStatus, ReviewStatus.passed)))
      .orderBy(asc(staffMembers.id));
    for (const [rosterName, staffType, mode, pattern] of ROSTERS) {
      const people = staff.filter((person) => person.staffType === staffType);
      if (people.length === 0) continue;
      const [roster] = await orm
        .insert(attendanceRosters)
        .values({
          residentialId,
          rosterName,
          mode,
          pattern,
          patternShiftIds: pattern.split('-').map((name) => shiftIds.get(name) ?? null),
          staggered: 1,
          cycle: { kind: 'daily' },
          startsOn,
          timeOfDay: '00:00',
          windowMinutes: 1440,
          leadDays: 31,
          createdAt: since,
        })
        .returning();
      await orm.insert(attendanceRosterStaff).values(people.map((person, seq) => ({ rosterId: roster!.id, seq, staffId: person.id })));
      await inTransaction(orm, (tx) => generatePlan(tx, attendanceWorkSource, workPlanOf(roster!), demo.now));
    }
  }
  await seedClocks(orm, demo, supervisor);
  await renumberOpenRecordsByTime(orm);
  await inTransaction(orm, (tx) => ingestOpenRecords(tx, demo.tenantId));
  await inTransaction(orm, (tx) => settleDays(tx, { tenantId: demo.tenantId }, demo.now));
  // A third of the days away were leave the supervisor excused.
  await orm
    .update(attendanceAnomalies)
    .set({ excused: 1, excuseReason: '年假', excusedBy: supervisor, excusedAt: demo.now })
    .where(and(eq(attendanceAnomalies.type, 'absent'), sql`${attendanceAnomalies.id} % 3 = 0`));
}

/**
 * The clocks of every schedule day already over: mostly on time, a few exceptions. Staff with a card pass the staff
 * door (passage records, in at the sign-in and out at the sign-out); the others are corrected in the console.
 */
async function seedClocks(orm: Orm, demo: DemoContext, supervisor: number | null): Promise<void> {
  const today = chinaDateOf(demo.now);
  const rows = await orm
    .select({
      id: attendanceSchedules.id,
      residentialId: attendanceSchedules.residentialId,
      staffId: attendanceSchedules.staffId,
      day: attendanceSchedules.day,
      shiftId: attendanceSchedules.shiftId,
      name: staffMembers.name,
      cardSn: staffMembers.cardSn,
    })
    .from(attendanceSchedules)
    .innerJoin(staffMembers, eq(staffMembers.id, attendanceSchedules.staffId))
    .where(
      and(
        inArray(
          attendanceSchedules.residentialId,
          demo.communities.map((residential) => residential.residentialId),
        ),
        lt(attendanceSchedules.day, today),
      ),
    )
    .orderBy(asc(attendanceSchedules.id));
  const periods = await orm.select().from(attendancePeriods).orderBy(asc(attendancePeriods.id));
  const clocks: (typeof attendanceClockIns.$inferInsert)[] = [];
  const staffOpenRecords: (typeof openRecords.$inferInsert)[] = [];
  for (const row of rows) {
    const rng = rngOf(row.id * 2_654_435_761);
    const roll = rng();
    if (roll < 0.02) continue; // away: absent (some of them excused below)
    const own = periods.filter((period) => period.shiftId === row.shiftId);
    own.forEach((period, index) => {
      const signIn = chinaInstant(row.day, period.signIn).getTime();
      const signOut = chinaInstant(period.nextDay ? dateOfDay(dayNumber(row.day) + 1) : row.day, period.signOut).getTime();
      let inAt = signIn - (3 + Math.floor(rng() * 20)) * MINUTE;
      let outAt: number | null = signOut + (1 + Math.floor(rng() * 15)) * MINUTE;
      if (index === 0 && roll < 0.07) inAt = signIn + (8 + Math.floor(rng() * 35)) * MINUTE; // late
      if (index === own.length - 1 && roll >= 0.07 && roll < 0.09) outAt = signOut - (10 + Math.floor(rng() * 50)) * MINUTE; // early
      if (index === own.length - 1 && roll >= 0.09 && roll < 0.1) outAt = null; // forgot to clock out
      if (index === own.length - 1 && roll >= 0.1 && roll < 0.16) outAt = signOut + (45 + Math.floor(rng() * 120)) * MINUTE; // overtime
      for (const [at, direction] of [
        [inAt, OPEN_RECORD_IN],
        [outAt, OPEN_RECORD_OUT],
      ] as const) {
        if (at === null || at > demo.now.getTime()) continue;
        if (row.cardSn !== null)
          staffOpenRecords.push({
            residentialId: row.residentialId,
            personName: row.name,
            cardNo: row.cardSn,
            deviceName: '员工通道闸机',
            doorName: '员工通道',
            openType: OPEN_BY_CARD,
            direction,
            result: 1,
            openedAt: new Date(at),
          });
        else
          clocks.push({
            residentialId: row.residentialId,
            staffId: row.staffId,
            clockedAt: new Date(at),
            source: 'console',
            reason: '未带卡，主管补录',
            createdBy: supervisor,
          });
      }
    });
  }
  for (let i = 0; i < clocks.length; i += 5_000) await orm.insert(attendanceClockIns).values(clocks.slice(i, i + 5_000));
  staffOpenRecords.sort((a, b) => (a.openedAt as Date).getTime() - (b.openedAt as Date).getTime());
  await insertRows(orm, openRecords, staffOpenRecords);
}
