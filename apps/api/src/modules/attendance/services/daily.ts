import { ATTENDANCE_DAILY_COLUMNS, type AttendanceDailyQuery, type AttendanceDailyReport, type AttendanceDailyRow } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../engine/index.js';
import { residentialOf } from './report.js';
import { rowsOf } from './rows.js';
import { reportSheet } from './xlsx.js';

/**
 * The day of each staff member of the community scheduled on it (optionally one department): the shift, the first
 * and last clock (to noon the next day for a shift signing out then), worked (settled and not absent, excused or
 * not: the monthly report's rule), late, early, absent and missing clocks not excused, overtime minutes, excused.
 */
export async function dailyReport(ctx: ServiceContext, query: AttendanceDailyQuery): Promise<AttendanceDailyReport> {
  const residentialId = residentialOf(ctx);
  const department = query.departmentId ? sql`and st.department_id = ${query.departmentId}` : sql``;
  const result = await ctx.orm.execute(sql`
    with sched as (
      select sc.id, sc.staff_id, sc.settled, sh.shift_name,
        exists (select 1 from attendance_periods p where p.shift_id = sh.id and p.next_day = 1) as night
      from attendance_schedules sc join attendance_shifts sh on sh.id = sc.shift_id
      where sc.residential_id = ${residentialId} and sc.day = ${query.day}::date
    ), an as (
      select a.schedule_id,
        count(*) filter (where a.type = 'absent') as any_absent,
        count(*) filter (where a.type = 'late' and a.excused = 0)::int as late_count,
        coalesce(sum(a.minutes) filter (where a.type = 'late' and a.excused = 0), 0)::int as late_minutes,
        count(*) filter (where a.type = 'early' and a.excused = 0)::int as early_count,
        coalesce(sum(a.minutes) filter (where a.type = 'early' and a.excused = 0), 0)::int as early_minutes,
        count(*) filter (where a.type = 'absent' and a.excused = 0)::int as absent,
        count(*) filter (where a.type in ('missingIn', 'missingOut') and a.excused = 0)::int as missing_count,
        coalesce(sum(a.minutes) filter (where a.type = 'overtime'), 0)::int as overtime_minutes,
        count(*) filter (where a.excused = 1 and a.type <> 'overtime')::int as excused_count
      from attendance_anomalies a join sched on sched.id = a.schedule_id
      group by a.schedule_id
    ), clocks as (
      select sched.id as schedule_id,
        to_char(min(c.clocked_at) at time zone 'Asia/Shanghai', 'HH24:MI') as first_clock,
        to_char(max(c.clocked_at) at time zone 'Asia/Shanghai', 'MM-DD HH24:MI') as last_clock
      from sched join attendance_clock_ins c on c.staff_id = sched.staff_id
        and c.clocked_at >= ${query.day}::date::timestamp at time zone 'Asia/Shanghai'
        and c.clocked_at < (${query.day}::date::timestamp + case when sched.night then interval '36 hours' else interval '24 hours' end)
          at time zone 'Asia/Shanghai'
      group by sched.id
    )
    select st.id as "staffId", st.name as "staffName", st.staff_no as "staffNo", coalesce(d.name, '') as "departmentName",
      sched.shift_name as "shiftName", coalesce(clocks.first_clock, '') as "firstClock",
      coalesce(right(clocks.last_clock, case when sched.night then 11 else 5 end), '') as "lastClock",
      case when sched.settled = 1 and coalesce(an.any_absent, 0) = 0 then 1 else 0 end as "worked",
      coalesce(an.late_count, 0) as "lateCount", coalesce(an.late_minutes, 0) as "lateMinutes",
      coalesce(an.early_count, 0) as "earlyCount", coalesce(an.early_minutes, 0) as "earlyMinutes",
      coalesce(an.absent, 0) as "absent", coalesce(an.missing_count, 0) as "missingCount",
      coalesce(an.overtime_minutes, 0) as "overtimeMinutes", coalesce(an.excused_count, 0) as "excusedCount"
    from sched join staff_members st on st.id = sched.staff_id
    left join departments d on d.id = st.department_id
    left join an on an.schedule_id = sched.id
    left join clocks on clocks.schedule_id = sched.id
    where true ${department}
    order by d.name nulls last, st.staff_no`);
  return { day: query.day, rows: rowsOf<AttendanceDailyRow>(result) };
}

/** The daily report as an .xlsx: the screen's columns in the reader's language. */
export async function dailyReportXlsx(ctx: ServiceContext, query: AttendanceDailyQuery): Promise<Buffer> {
  return reportSheet(query.day, ATTENDANCE_DAILY_COLUMNS, (await dailyReport(ctx, query)).rows, ctx.language);
}
