import type { EquipmentOverview } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { Orm, ServiceContext } from '../../../engine/index.js';

type Rows<T> = { rows: T[] };

/**
 * The equipment overview (equipmentState) of the acting community, or of the company's communities for the head
 * office: equipment by status, maintenance of the last twelve months by month (done on time, done late, open and
 * overdue), failures and their downtime by month, warranties ending soon. Months are China months.
 */
export async function equipmentOverview(ctx: Pick<ServiceContext, 'orm' | 'scope' | 'now'>): Promise<EquipmentOverview> {
  const { orm, scope, now } = ctx;
  const communities =
    scope.kind === 'community' ? sql`(${scope.residentialId})` : sql`(select id from residentials where tenant_id = ${scope.tenantId})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(date_trunc('month', ${at} at time zone 'Asia/Shanghai') - interval '11 months') at time zone 'Asia/Shanghai'`;
  const run = <T>(orm: Orm, query: ReturnType<typeof sql>) => orm.execute(query) as unknown as Promise<Rows<T>>;
  const [byStatus, maintenance, failures, warranty, totals] = await Promise.all([
    run<{ status: number; count: number }>(
      orm,
      sql`select status, count(*)::int as count from equipment where residential_id in ${communities} group by status order by status`,
    ),
    run<{ month: string; onTime: number; late: number; overdue: number }>(
      orm,
      sql`select to_char(due_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
        count(*) filter (where status = 1 and done_at <= due_at)::int as "onTime",
        count(*) filter (where status = 1 and done_at > due_at)::int as late,
        count(*) filter (where status = 0 and due_at < ${at})::int as overdue
      from maintain_records where residential_id in ${communities} and due_at >= ${since} and due_at < ${at}
      group by 1 order by 1`,
    ),
    run<{ month: string; failures: number; downtimeMinutes: number }>(
      orm,
      sql`select to_char(reported_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*)::int as failures,
        coalesce(sum(extract(epoch from (repaired_at - reported_at)) / 60) filter (where repaired_at is not null), 0)::int as "downtimeMinutes"
      from equipment_failures where residential_id in ${communities} and reported_at >= ${since} and reported_at < ${at}
      group by 1 order by 1`,
    ),
    run<{ id: number; code: string; name: string; warrantyUntil: string }>(
      orm,
      sql`select id, code, name, to_char(warranty_until, 'YYYY-MM-DD') as "warrantyUntil" from equipment
      where residential_id in ${communities} and status <> 5
        and warranty_until between (${at} at time zone 'Asia/Shanghai')::date - 30 and (${at} at time zone 'Asia/Shanghai')::date + 90
      order by warranty_until, code limit 50`,
    ),
    run<{ equipment: number; openOverdue: number; openFailures: number; onTime: number; done: number }>(
      orm,
      sql`select (select count(*) from equipment where residential_id in ${communities})::int as equipment,
        (select count(*) from maintain_records where residential_id in ${communities} and status = 0 and due_at < ${at})::int as "openOverdue",
        (select count(*) from equipment_failures where residential_id in ${communities} and status not in ('repaired', 'closed'))::int as "openFailures",
        (select count(*) filter (where done_at <= due_at) from maintain_records where residential_id in ${communities} and due_at >= ${since} and due_at < ${at} and status = 1)::int as "onTime",
        (select count(*) from maintain_records where residential_id in ${communities} and due_at >= ${since} and due_at < ${at})::int as done`,
    ),
  ]);
  const t = totals.rows[0]!;
  return {
    byStatus: byStatus.rows,
    maintenanceByMonth: maintenance.rows,
    failuresByMonth: failures.rows,
    warrantyEnding: warranty.rows,
    totals: {
      equipment: t.equipment,
      openOverdue: t.openOverdue,
      openFailures: t.openFailures,
      onTimeRate: t.done ? Math.round((t.onTime * 1000) / t.done) / 10 : null,
    },
  };
}
