import type { AttendanceReportQuery, AttendanceReportRow } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { rowsOf } from './rows.js';
import { ingestOpenRecords, settleDays } from './settle.js';

/**
 * The acting community (the reports, the excuse and the settle are a community's). The head office acting for no
 * community is told to choose one (41121): an empty report would read as if nobody were scheduled.
 */
export function residentialOf(ctx: ServiceContext): number {
  if (ctx.scope.kind !== 'residential') throw new AppError('ATTENDANCE_COMMUNITY_REQUIRED');
  return ctx.scope.residentialId;
}

export function monthSpan(month: string): { first: string; next: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/**
 * The month of each scheduled staff member of the community (optionally one department): days scheduled, days
 * worked (settled and not absent, excused or not), late, early, absent and missing clocks not excused, overtime hours (capped at
 * the shifts' monthly limit) and the anomalies excused. Two aggregates over the month's schedules and anomalies.
 */
export async function liveMonthRows(ctx: ServiceContext, query: AttendanceReportQuery): Promise<AttendanceReportRow[]> {
  const residentialId = residentialOf(ctx);
  const { first, next } = monthSpan(query.month);
  const department = query.departmentId ? sql`and st.department_id = ${query.departmentId}` : sql``;
  const result = await ctx.orm.execute(sql`
    with away as (
      select distinct a.schedule_id from attendance_anomalies a
      where a.residential_id = ${residentialId} and a.day >= ${first}::date and a.day < ${next}::date and a.type = 'absent'
    ), sched as (
      select sc.staff_id, count(*)::int as scheduled,
        count(*) filter (where sc.settled = 1 and away.schedule_id is null)::int as worked,
        max(sh.overtime_monthly_hours) as overtime_cap
      from attendance_schedules sc join attendance_shifts sh on sh.id = sc.shift_id
      left join away on away.schedule_id = sc.id
      where sc.residential_id = ${residentialId} and sc.day >= ${first}::date and sc.day < ${next}::date
      group by sc.staff_id
    ), an as (
      select a.staff_id,
        count(*) filter (where a.type = 'late' and a.excused = 0)::int as late_count,
        coalesce(sum(a.minutes) filter (where a.type = 'late' and a.excused = 0), 0)::int as late_minutes,
        count(*) filter (where a.type = 'early' and a.excused = 0)::int as early_count,
        coalesce(sum(a.minutes) filter (where a.type = 'early' and a.excused = 0), 0)::int as early_minutes,
        count(*) filter (where a.type = 'absent' and a.excused = 0)::int as absent_days,
        count(*) filter (where a.type in ('missingIn', 'missingOut') and a.excused = 0)::int as missing_count,
        coalesce(sum(a.minutes) filter (where a.type = 'overtime'), 0)::int as overtime_minutes,
        count(*) filter (where a.excused = 1 and a.type <> 'overtime')::int as excused_count
      from attendance_anomalies a
      where a.residential_id = ${residentialId} and a.day >= ${first}::date and a.day < ${next}::date
      group by a.staff_id
    )
    select st.id as "staffId", st.name as "staffName", st.staff_no as "staffNo", coalesce(d.name, '') as "departmentName",
      sched.scheduled as "scheduledDays", sched.worked as "workedDays",
      coalesce(an.late_count, 0) as "lateCount", coalesce(an.late_minutes, 0) as "lateMinutes",
      coalesce(an.early_count, 0) as "earlyCount", coalesce(an.early_minutes, 0) as "earlyMinutes",
      coalesce(an.absent_days, 0) as "absentDays", coalesce(an.missing_count, 0) as "missingCount",
      round(least(coalesce(an.overtime_minutes, 0), sched.overtime_cap * 60) / 60.0, 1)::float8 as "overtimeHours",
      coalesce(an.excused_count, 0) as "excusedCount"
    from sched join staff_members st on st.id = sched.staff_id
    left join departments d on d.id = st.department_id
    left join an on an.staff_id = sched.staff_id
    where true ${department}
    order by d.name nulls last, st.staff_no`);
  return rowsOf<AttendanceReportRow>(result);
}

/** Reads new door passages and settles the community's finished days now (the screens' "recompute"). */
export async function settleNow(ctx: ServiceContext): Promise<{ clockIns: number; settled: number }> {
  const residentialId = residentialOf(ctx);
  const clockIns = await ingestOpenRecords(ctx.orm, ctx.user.tenantId);
  const settled = await settleDays(ctx.orm, { residentialId }, ctx.now);
  return { clockIns, settled };
}
