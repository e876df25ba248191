import { labelIn, REPAIR_STATUS_OPTIONS, REPAIR_STATUSES, type RepairAnalysis, type RepairAnalysisQuery } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../engine/index.js';

interface Bucket {
  /** Which grouping the row is: 'type', 'status', 'worker' or 'all'. */
  grouping: string;
  key: string | null;
  name: string | null;
  total: string | number;
  received: string | number;
  response_minutes: string | number;
  finished: string | number;
  complete_minutes: string | number;
  overdue: string | number;
  rated: string | number;
  rating_sum: string | number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The analysis page (repairAnalysis) over orders created in [from, to] (China dates, both included), in the
 * acting scope, read from the rollup repair_order_daily (kept in step by the orders' trigger, migration 0013) in
 * one statement (grouping sets): totals by type, state and worker; average minutes to receipt and to completion;
 * how many are overdue (marked when a step met a deadline late, or by the scheduler's sweep); the average rating.
 */
export async function repairAnalysis({ orm, scope, language }: ServiceContext, query: RepairAnalysisQuery): Promise<RepairAnalysis> {
  const inScope =
    scope.kind === 'residential'
      ? sql`d.residential_id = ${scope.residentialId}`
      : sql`d.residential_id in (select id from residentials where tenant_id = ${scope.tenantId})`;
  const result = (await orm.execute(sql`
    select g.*, coalesce(t.type_name, u.name) as name from (
      select case when grouping(d.type_id) = 0 then 'type' when grouping(d.status) = 0 then 'status'
                  when grouping(d.assignee_user_id) = 0 then 'worker' else 'all' end as grouping,
             coalesce(d.type_id::text, d.status, d.assignee_user_id::text) as key,
             sum(d.total) as total, sum(d.received) as received, sum(d.response_minutes) as response_minutes,
             sum(d.finished) as finished, sum(d.complete_minutes) as complete_minutes, sum(d.overdue) as overdue,
             sum(d.rated) as rated, sum(d.rating_sum) as rating_sum
      from repair_order_daily d
      where ${inScope} and d.day between ${query.from}::date and ${query.to}::date
      group by grouping sets ((d.type_id), (d.status), (d.assignee_user_id), ())
    ) g
    left join repair_types t on t.id = (case when g.grouping = 'type' then g.key::integer end)
    left join users u on u.id = (case when g.grouping = 'worker' then g.key::integer end)`)) as unknown as { rows: Bucket[] };
  const rows = result.rows.filter((row) => Number(row.total) > 0 || row.grouping === 'all');
  const of = (grouping: string) => rows.filter((row) => row.grouping === grouping);
  const bucket = (row: Bucket, name: string) => ({ key: String(row.key), name, total: Number(row.total) });
  const byTotal = (a: { total: number }, b: { total: number }) => b.total - a.total;
  const all = of('all')[0];
  const sum = (field: keyof Bucket) => Number(all?.[field] ?? 0);
  const counted = new Map(of('status').map((row) => [row.key, Number(row.total)]));
  const unclassified = labelIn({ zh: '未分类', en: 'Unclassified' }, language);
  return {
    total: sum('total'),
    byType: of('type')
      .map((row) => bucket(row, row.name ?? unclassified))
      .sort(byTotal),
    byStatus: REPAIR_STATUSES.map((status) => ({
      key: status,
      name: labelIn(
        REPAIR_STATUS_OPTIONS.find((option) => option.value === status)!,
        language,
      ),
      total: counted.get(status) ?? 0,
    })),
    byWorker: of('worker')
      .filter((row) => row.key !== '0' && row.name !== null)
      .map((row) => bucket(row, row.name!))
      .sort(byTotal)
      .slice(0, 20),
    avgResponseMinutes: sum('received') > 0 ? round(sum('response_minutes') / sum('received'), 1) : null,
    avgCompleteMinutes: sum('finished') > 0 ? round(sum('complete_minutes') / sum('finished'), 1) : null,
    overdue: sum('overdue'),
    avgRating: sum('rated') > 0 ? round(sum('rating_sum') / sum('rated'), 2) : null,
    rated: sum('rated'),
  };
}
