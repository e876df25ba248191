import { chinaDateOf, dayNumber, dateOfDay, ReviewStatus } from '@cvap/contracts';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { residentials } from '../../../db/schema/index.js';
import type { Orm } from '../../../engine/index.js';
import {
  attendanceAnomalies,
  attendanceClockIns,
  attendanceHolidays,
  attendanceOpenRecordCursor,
  attendancePeriods,
  attendanceSchedules,
  attendanceShifts,
} from '../schema.js';
import { inClosedMonth } from '../month/guard.js';
import { rowsOf } from './rows.js';
import { dayEndOf, evaluateDay, type ShiftRule } from './rules.js';

const OPEN_RECORD_BATCH = 50_000;
const SETTLE_BATCH = 2_000;
/** Passages of one person through doors within this many seconds are one clock-in. */
export const DEDUPE_SECONDS = 60;

/**
 * Sets the schedules of these people back to unsettled on the China day of each clock and the day before (a night
 * shift's sign-out falls on the next day), so the next settle recomputes them.
 */
export async function unsettle(tx: Orm, clocks: readonly { staffId: number; clockedAt: Date }[]): Promise<void> {
  if (clocks.length === 0) return;
  const staffIds: number[] = [];
  const days: string[] = [];
  for (const clock of clocks) {
    const day = dayNumber(chinaDateOf(clock.clockedAt));
    for (const d of [day, day - 1]) {
      staffIds.push(clock.staffId);
      days.push(dateOfDay(d));
    }
  }
  await tx.execute(sql`update ${attendanceSchedules} s set settled = 0
    from unnest(${sql.param(staffIds)}::int[], ${sql.param(days)}::date[]) as u(staff_id, day)
    where s.staff_id = u.staff_id and s.day = u.day and s.settled = 1`);
}

/** After a clock-in outside the door feed: its person's days around it are computed again at once. */
export async function resettleAround(tx: Orm, clock: { staffId: number; clockedAt: Date }, now: Date): Promise<void> {
  await unsettle(tx, [clock]);
  const day = chinaDateOf(clock.clockedAt);
  const touched = await tx
    .select({ id: attendanceSchedules.id })
    .from(attendanceSchedules)
    .where(and(eq(attendanceSchedules.staffId, clock.staffId), inArray(attendanceSchedules.day, [day, dateOfDay(dayNumber(day) - 1)])));
  await settleDays(tx, { scheduleIds: touched.map((schedule) => schedule.id) }, now);
}

/**
 * Reads the tenant's door passages since its cursor into clock-ins: a passage whose card number is the card SN of
 * an approved staff member of the passage's community is one clock-in (source door), once (unique by passage),
 * and passages of one person within DEDUPE_SECONDS of the previous are dropped. Answers the clock-ins made.
 */
export async function ingestOpenRecords(tx: Orm, tenantId: number): Promise<number> {
  await tx.insert(attendanceOpenRecordCursor).values({ tenantId, lastId: 0 }).onConflictDoNothing();
  const [cursor] = await tx
    .select()
    .from(attendanceOpenRecordCursor)
    .where(eq(attendanceOpenRecordCursor.tenantId, tenantId))
    .for('update');
  let lastId = cursor!.lastId;
  let made = 0;
  for (;;) {
    const [{ top }] = rowsOf<{ top: string | number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::bigint as top from (
        select r.id from open_records r where r.id > ${lastId} order by r.id limit ${OPEN_RECORD_BATCH}) b`),
    ) as [{ top: string | number }];
    const upTo = Number(top);
    if (upTo <= lastId) break;
    // One statement: the clock-ins made, and the schedules of their China day and the day before set to be settled
    // again (a night shift's sign-out falls on the next day), without carrying the rows through the application.
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`with made as (
        insert into ${attendanceClockIns} (residential_id, staff_id, clocked_at, source, door_name, open_record_id)
        select residential_id, staff_id, opened_at, 'door', door_name, id from (
          select r.id, r.residential_id, s.id as staff_id, r.opened_at, left(r.door_name || ' · ' || r.device_name, 100) as door_name,
            lag(r.opened_at) over (partition by s.id order by r.opened_at, r.id) as previous
          from open_records r
          join residentials c on c.id = r.residential_id and c.tenant_id = ${tenantId}
          join staff_members s on s.card_sn = r.card_no and s.residential_id = r.residential_id and s.review_status = ${ReviewStatus.passed}
          where r.id > ${lastId} and r.id <= ${upTo} and r.card_no is not null
        ) p
        where (previous is null or opened_at - previous > make_interval(secs => ${DEDUPE_SECONDS}))
          and not exists (select 1 from ${attendanceClockIns} c where c.staff_id = p.staff_id
            and c.clocked_at between p.opened_at - make_interval(secs => ${DEDUPE_SECONDS}) and p.opened_at)
        on conflict (open_record_id) do nothing
        returning staff_id, (clocked_at at time zone 'Asia/Shanghai')::date as day
      ), touched as (
        select distinct staff_id, day from made union select distinct staff_id, day - 1 from made
      ), unsettled as (
        update ${attendanceSchedules} s set settled = 0 from touched t
        where s.staff_id = t.staff_id and s.day = t.day and s.settled = 1 returning 1
      )
      select (select count(*) from made)::int as n, (select count(*) from unsettled)::int as unsettled`),
    ) as [{ n: number }];
    made += Number(n);
    lastId = upTo;
  }
  await tx.update(attendanceOpenRecordCursor).set({ lastId }).where(eq(attendanceOpenRecordCursor.tenantId, tenantId));
  return made;
}

/** The rules of these shifts, with their periods. */
async function shiftRules(tx: Orm, shiftIds: number[]): Promise<Map<number, ShiftRule>> {
  if (shiftIds.length === 0) return new Map();
  const shifts = await tx.select().from(attendanceShifts).where(inArray(attendanceShifts.id, shiftIds));
  const periods = await tx
    .select()
    .from(attendancePeriods)
    .where(inArray(attendancePeriods.shiftId, shiftIds))
    .orderBy(asc(attendancePeriods.id));
  return new Map(
    shifts.map((shift) => [
      shift.id,
      {
        flexMinutes: shift.flexMinutes,
        workMinutes: shift.workMinutes,
        overtimeAfter: shift.overtimeAfter,
        overtimeDailyMinutes: shift.overtimeDailyMinutes,
        periods: periods.filter((period) => period.shiftId === shift.id).map((period, index) => ({ ...period, seq: index + 1 })),
      },
    ]),
  );
}

/** The `community:day` keys of the holidays (not the swapped working days) among these schedule days. */
async function holidaysOf(tx: Orm, days: readonly { residentialId: number; day: string }[]): Promise<Set<string>> {
  const rows = await tx
    .select({ residentialId: attendanceHolidays.residentialId, day: attendanceHolidays.day })
    .from(attendanceHolidays)
    .where(
      and(
        inArray(attendanceHolidays.residentialId, [...new Set(days.map((day) => day.residentialId))]),
        inArray(attendanceHolidays.day, [...new Set(days.map((day) => day.day))]),
        eq(attendanceHolidays.kind, 'holiday'),
      ),
    );
  return new Set(rows.map((row) => `${row.residentialId}:${row.day}`));
}

/**
 * Computes the anomalies of unsettled schedule days that are over at `now` (their last sign-out window closed), in
 * `where` (a tenant, a community, some schedules): each day's anomalies replace the ones it had, an excuse staying
 * on an anomaly still found. Days of a closed month are left as they are until it is reopened. Answers the days settled.
 */
export async function settleDays(
  tx: Orm,
  where: { tenantId: number } | { residentialId: number } | { scheduleIds: number[] },
  now: Date,
): Promise<number> {
  const scope: SQL =
    'tenantId' in where
      ? sql`${attendanceSchedules.residentialId} in (select id from ${residentials} where tenant_id = ${where.tenantId})`
      : 'residentialId' in where
        ? eq(attendanceSchedules.residentialId, where.residentialId)
        : where.scheduleIds.length
          ? inArray(attendanceSchedules.id, where.scheduleIds)
          : sql`false`;
  const today = chinaDateOf(now);
  let settled = 0;
  let afterId = 0;
  for (;;) {
    const days = await tx
      .select()
      .from(attendanceSchedules)
      .where(
        and(
          scope,
          eq(attendanceSchedules.settled, 0),
          lte(attendanceSchedules.day, today),
          sql`${attendanceSchedules.id} > ${afterId}`,
          sql`not ${inClosedMonth(attendanceSchedules.residentialId, attendanceSchedules.day)}`,
        ),
      )
      .orderBy(asc(attendanceSchedules.id))
      .limit(SETTLE_BATCH);
    if (days.length === 0) break;
    afterId = days[days.length - 1]!.id;
    const rules = await shiftRules(tx, [...new Set(days.map((day) => day.shiftId))]);
    const over = days.filter((day) => {
      const rule = rules.get(day.shiftId);
      return rule && rule.periods.length > 0 && dayEndOf(day.day, rule) <= now.getTime();
    });
    if (over.length === 0) continue;
    const first = dateOfDay(Math.min(...over.map((day) => dayNumber(day.day))) - 1);
    const last = dateOfDay(Math.max(...over.map((day) => dayNumber(day.day))) + 3);
    const clocks = await tx
      .select({ staffId: attendanceClockIns.staffId, clockedAt: attendanceClockIns.clockedAt })
      .from(attendanceClockIns)
      .where(
        and(
          inArray(attendanceClockIns.staffId, [...new Set(over.map((day) => day.staffId))]),
          sql`${attendanceClockIns.clockedAt} >= ${first}::date::timestamp at time zone 'Asia/Shanghai'`,
          sql`${attendanceClockIns.clockedAt} < ${last}::date::timestamp at time zone 'Asia/Shanghai'`,
        ),
      );
    const byStaff = new Map<number, number[]>();
    for (const clock of clocks) {
      const list = byStaff.get(clock.staffId) ?? [];
      list.push(clock.clockedAt.getTime());
      byStaff.set(clock.staffId, list);
    }
    const holidays = await holidaysOf(tx, over);
    const anomalies: (typeof attendanceAnomalies.$inferInsert)[] = [];
    const worked: number[] = [];
    for (const day of over) {
      const result = evaluateDay(day.day, rules.get(day.shiftId)!, byStaff.get(day.staffId) ?? []);
      worked.push(result.workedMinutes);
      // Nobody is absent on a holiday of the community's calendar (coming in is counted as usual).
      const holiday = holidays.has(`${day.residentialId}:${day.day}`);
      for (const anomaly of result.anomalies.filter((found) => !(holiday && found.type === 'absent')))
        anomalies.push({
          residentialId: day.residentialId,
          staffId: day.staffId,
          scheduleId: day.id,
          day: day.day,
          shiftId: day.shiftId,
          ...anomaly,
        });
    }
    const ids = over.map((day) => day.id);
    const keys = anomalies.map((a) => `${a.scheduleId}:${a.periodSeq}:${a.type}`);
    await tx.execute(sql`delete from ${attendanceAnomalies} where schedule_id = any(${sql.param(ids)}::int[])
      and (schedule_id || ':' || period_seq || ':' || type) <> all(${sql.param(keys)}::text[])`);
    for (let i = 0; i < anomalies.length; i += 5_000)
      await tx
        .insert(attendanceAnomalies)
        .values(anomalies.slice(i, i + 5_000))
        .onConflictDoUpdate({
          target: [attendanceAnomalies.scheduleId, attendanceAnomalies.periodSeq, attendanceAnomalies.type],
          set: { minutes: sql`excluded.minutes`, description: sql`excluded.description` },
        });
    await tx.execute(sql`update ${attendanceSchedules} s set settled = 1, worked_minutes = u.worked
      from unnest(${sql.param(ids)}::int[], ${sql.param(worked)}::int[]) as u(id, worked) where s.id = u.id`);
    settled += over.length;
  }
  return settled;
}
