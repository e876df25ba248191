import type { EquipmentOverview } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { Orm, ServiceContext } from '../../../engine/index.js';

type Rows<T> = { rows: T[] };

/**
 * The equipment overview (equipmentState) of the acting community, or of the company's communities for the head
 * office: equipment by status, maintenance of the last twelve months by month (done on time, done late, open and
 * overdue), failures and their downtime by month, warranties ending soon. Months are China months. Maintenance
 * before today is read from its daily counts (maintain_record_days: a year is a few hundred rows a community, not
 * its records); today's records are counted as they are, since they turn overdue during the day.
 */
export async function equipmentOverview(ctx: Pick<ServiceContext, 'orm' | 'scope' | 'now'>): Promise<EquipmentOverview> {
  const { orm, scope, now } = ctx;
  const residentials =
    scope.kind === 'residential' ? sql`(${scope.residentialId})` : sql`(select id from residentials where tenant_id = ${scope.tenantId})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(date_trunc('month', ${at} at time zone 'Asia/Shanghai') - interval '11 months') at time zone 'Asia/Shanghai'`;
  const today = sql`(${at} at time zone 'Asia/Shanghai')::date`;
  const sinceDay = sql`(date_trunc('month', ${at} at time zone 'Asia/Shanghai') - interval '11 months')::date`;
  const todayStart = sql`${today}::timestamp at time zone 'Asia/Shanghai'`;
  const run = <T>(orm: Orm, query: ReturnType<typeof sql>) => orm.execute(query) as unknown as Promise<Rows<T>>;
  const [byStatus, maintenance, failures, warranty, totals] = await Promise.all([
    run<{ status: number; count: number }>(
      orm,
      sql`select status, count(*)::int as count from equipment where residential_id in ${residentials} group by status order by status`,
    ),
    // A year of days from their daily counts, today from its records (only they can turn overdue while it lasts).
    run<{ month: string; onTime: number; late: number; overdue: number; total: number }>(
      orm,
      sql`select month, sum("onTime")::int as "onTime", sum(late)::int as late, sum(overdue)::int as overdue, sum(total)::int as total from (
          select to_char(day, 'YYYY-MM') as month, on_time as "onTime", late, open as overdue, total
          from maintain_record_days where residential_id in ${residentials} and day >= ${sinceDay} and day < ${today}
          union all
          select to_char(${today}, 'YYYY-MM'), count(*) filter (where status = 1 and done_at <= due_at), count(*) filter (where status = 1 and done_at > due_at),
            count(*) filter (where status = 0), count(*)
          from maintain_records where residential_id in ${residentials} and due_at >= ${todayStart} and due_at < ${at}
        ) d group by month having sum(total) > 0 order by month`,
    ),
    run<{ month: string; failures: number; downtimeMinutes: number }>(
      orm,
      sql`select to_char(reported_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*)::int as failures,
        coalesce(sum(extract(epoch from (repaired_at - reported_at)) / 60) filter (where repaired_at is not null), 0)::int as "downtimeMinutes"
      from equipment_failures where residential_id in ${residentials} and reported_at >= ${since} and reported_at < ${at}
      group by 1 order by 1`,
    ),
    run<{ id: number; code: string; name: string; warrantyUntil: string }>(
      orm,
      sql`select id, code, name, to_char(warranty_until, 'YYYY-MM-DD') as "warrantyUntil" from equipment
      where residential_id in ${residentials} and status <> 5
        and warranty_until between (${at} at time zone 'Asia/Shanghai')::date - 30 and (${at} at time zone 'Asia/Shanghai')::date + 90
      order by warranty_until, code limit 50`,
    ),
    run<{ equipment: number; overdueBefore: number; openFailures: number }>(
      orm,
      sql`select (select count(*) from equipment where residential_id in ${residentials})::int as equipment,
        (select coalesce(sum(open), 0) from maintain_record_days where residential_id in ${residentials} and day < ${sinceDay})::int
          as "overdueBefore",
        (select count(*) from equipment_failures where residential_id in ${residentials} and status not in ('repaired', 'closed'))::int as "openFailures"`,
    ),
  ]);
  const t = totals.rows[0]!;
  const sum = (key: 'onTime' | 'overdue' | 'total') => maintenance.rows.reduce((total, row) => total + row[key], 0);
  const [onTime, due] = [sum('onTime'), sum('total')];
  return {
    byStatus: byStatus.rows,
    maintenanceByMonth: maintenance.rows.map(({ month, onTime, late, overdue }) => ({ month, onTime, late, overdue })),
    failuresByMonth: failures.rows,
    warrantyEnding: warranty.rows,
    totals: {
      equipment: t.equipment,
      // Open work of earlier days is overdue: the months' overdue plus what is still open from before them.
      openOverdue: t.overdueBefore + sum('overdue'),
      openFailures: t.openFailures,
      onTimeRate: due ? Math.round((onTime * 1000) / due) / 10 : null,
    },
  };
}
