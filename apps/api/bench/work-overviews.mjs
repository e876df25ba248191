#!/usr/bin/env node
// The two overview pages' queries over a year of plan-made work (issue 24: "the two overview pages' queries over a
// year of that work (goal: under 200 ms each at p99 with 10 connections)"). By hand:
//
//   pnpm turbo run build && node apps/api/bench/work-overviews.mjs
//   BENCH_EQUIPMENT=5000 BENCH_PATROL_PLANS=500 BENCH_DAYS=365 BENCH_RUNS=40 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// In a throw-away PostgreSQL database with the demo seed, set-based SQL writes into 阳光花园 a year of the work the
// issue's benchmark generates a month of: BENCH_EQUIPMENT pieces of equipment with a daily maintenance plan each and
// their records (most done on time, some late, a few still open), a failure for one piece in 20 a month, and
// BENCH_PATROL_PLANS daily patrol plans on the demo's routes with their tasks, each task's points (one in 12
// missed) and a problem for one task in 40. Then each overview's service (the route's own code) is called
// BENCH_RUNS times by BENCH_CALLERS (10) callers at once, for the community and for the head office: p50 / p99 / max in ms.
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseUrl, dropDatabase, latencies } from './bench-support.mjs';

const EQUIPMENT = Number(process.env.BENCH_EQUIPMENT ?? 5000);
const PATROL_PLANS = Number(process.env.BENCH_PATROL_PLANS ?? 500);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 10);

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { API_MODULES } = await import('../dist/modules/index.js');
const { equipmentOverview } = await import('../dist/modules/equipment/services/overview.js');
const { patrolState } = await import('../dist/modules/patrol/services/state.js');

const rowsOf = (result) => result.rows;
const seconds = (ms) => (ms / 1000).toFixed(1);

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${seconds(performance.now() - started)} s`);
  return result;
}

/** A year of maintenance: plans, daily records (done on time, late, open), failures. */
async function generateEquipment(orm, { residentialId, typeId, userId, from }) {
  await orm.execute(sql`insert into equipment (residential_id, code, name, type_id, status, warranty_until)
    select ${residentialId}, 'OVW-' || g, '压测设备' || g, ${typeId}, case when g % 50 = 0 then 3 else 1 end, current_date + (g % 400) - 100
    from generate_series(1, ${EQUIPMENT}) g`);
  await orm.execute(sql`insert into maintain_plans (residential_id, name, equipment_id, checklist, cycle_kind, cycle, starts_on, time_of_day,
      window_minutes, lead_days, assignee_user_id, generated_until, created_at)
    select ${residentialId}, '压测计划', e.id, '检查', 'daily', '{"kind":"daily"}'::jsonb, ${from}::date, '09:00', 240, 0, ${userId}, now(), ${from}::timestamptz
    from equipment e where e.code like 'OVW-%'`);
  await timed('maintenance records', () =>
    orm.execute(sql`insert into maintain_records (residential_id, record_no, plan_id, equipment_id, assignee_user_id, slot, due_at, status, done_at)
      select p.residential_id, 'BY' || to_char(d, 'YYYYMMDD') || lpad(p.id::text, 5, '0'), p.id, p.equipment_id, p.assignee_user_id, s.slot,
        s.slot + interval '240 minutes',
        case when (p.id + extract(doy from d)::int) % 33 = 0 then 0 else 1 end,
        case when (p.id + extract(doy from d)::int) % 33 = 0 then null
             when (p.id + extract(doy from d)::int) % 9 = 0 then s.slot + interval '300 minutes'
             else s.slot + interval '90 minutes' end
      from maintain_plans p
      cross join generate_series(${from}::date, current_date - 1, interval '1 day') d
      cross join lateral (select (d + time '09:00') at time zone 'Asia/Shanghai' as slot) s
      where p.name = '压测计划'`),
  );
  await timed('failures', () =>
    orm.execute(sql`insert into equipment_failures (residential_id, failure_no, equipment_id, title, status, reporter_user_id, reported_at, repaired_at)
      select e.residential_id, 'GZ-OVW-' || e.id || '-' || m, e.id, '压测故障', case when m % 7 = 0 then 'reported' else 'closed' end, ${userId},
        ${from}::timestamptz + (m * 30 + e.id % 28) * interval '1 day',
        case when m % 7 = 0 then null else ${from}::timestamptz + (m * 30 + e.id % 28) * interval '1 day' + (e.id % 600) * interval '1 minute' end
      from equipment e cross join generate_series(0, ${Math.floor(DAYS / 30) - 1}) m
      where e.code like 'OVW-%' and e.id % 20 = m % 20`),
  );
}

/** A year of patrol: daily plans on the demo's routes, their tasks, each task's points, some problems. */
async function generatePatrol(orm, { residentialId, userId, from }) {
  await orm.execute(sql`insert into patrol_plans (residential_id, plan_name, route_id, cycle_kind, cycle, starts_on, time_of_day, window_minutes,
      lead_days, generated_until, created_at)
    select ${residentialId}, '压测巡更' || g, r.id, 'daily', '{"kind":"daily"}'::jsonb, ${from}::date, '20:00', 120, 0, now(), ${from}::timestamptz
    from generate_series(1, ${PATROL_PLANS}) g
    join lateral (select id from patrol_routes where residential_id = ${residentialId} order by id offset (g % (select count(*) from patrol_routes
      where residential_id = ${residentialId})) limit 1) r on true`);
  await timed('patrol tasks', () =>
    orm.execute(sql`insert into patrol_tasks (residential_id, plan_id, route_id, task_name, slot, due_at, status, point_count, checked_count)
      select p.residential_id, p.id, p.route_id, p.plan_name, s.slot, s.slot + interval '120 minutes', 'done',
        (select count(*) from patrol_route_points rp where rp.route_id = p.route_id), 0
      from patrol_plans p
      cross join generate_series(${from}::date, current_date - 1, interval '1 day') d
      cross join lateral (select (d + time '20:00') at time zone 'Asia/Shanghai' as slot) s
      where p.plan_name like '压测巡更%'`),
  );
  await timed('patrol records', () =>
    orm.execute(sql`insert into patrol_records (residential_id, task_id, point_id, point_name, seq, status, checked_at, checked_by)
      select t.residential_id, t.id, rp.point_id, pt.point_name, rp.seq,
        case when (t.id + rp.seq) % 12 = 0 then 'missed' else 'checked' end,
        case when (t.id + rp.seq) % 12 = 0 then null else t.slot + rp.seq * interval '5 minutes' end,
        case when (t.id + rp.seq) % 12 = 0 then null else ${userId}::int end
      from patrol_tasks t join patrol_route_points rp on rp.route_id = t.route_id join patrol_points pt on pt.id = rp.point_id
      join patrol_plans p on p.id = t.plan_id where p.plan_name like '压测巡更%'`),
  );
  await timed('task counts', () =>
    orm.execute(sql`update patrol_tasks t set checked_count = c.checked, status = case when c.checked < t.point_count then 'missed' else 'done' end
      from (select task_id, count(*) filter (where status = 'checked')::int as checked from patrol_records group by task_id) c
      where c.task_id = t.id and t.task_name like '压测巡更%'`),
  );
  await timed('patrol problems', () =>
    orm.execute(sql`insert into patrol_problems (residential_id, task_id, point_id, title, status, reported_by, reported_at)
      select t.residential_id, t.id, r.point_id, '压测问题', case when t.id % 3 = 0 then 'open' when t.id % 3 = 1 then 'repair' else 'closed' end,
        ${userId}, t.slot + interval '10 minutes'
      from patrol_tasks t join patrol_records r on r.task_id = t.id and r.seq = 1
      where t.task_name like '压测巡更%' and t.id % 40 = 0`),
  );
}

const measure = (call) => latencies(call, { callers: CALLERS, calls: RUNS });

const name = await createDatabase('bench_ovw_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: CALLERS });
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const orm = db.orm;
  const [{ tenant_id: tenantId, id: residentialId }] = rowsOf(
    await orm.execute(sql`select id, tenant_id from residentials where company_id = '1001'`),
  );
  const [{ id: typeId }] = rowsOf(await orm.execute(sql`select id from equipment_types where pid is not null order by id limit 1`));
  const [{ id: userId }] = rowsOf(await orm.execute(sql`select id from users where username = 'wangqiang'`));
  const from = new Date(Date.now() + 8 * 3_600_000 - DAYS * 86_400_000).toISOString().slice(0, 10);
  console.log(`generating ${EQUIPMENT} pieces of equipment and ${PATROL_PLANS} patrol plans, ${DAYS} days from ${from}:`);
  const started = performance.now();
  await generateEquipment(orm, { residentialId, typeId, userId, from });
  await generatePatrol(orm, { residentialId, userId, from });
  await orm.execute(sql`analyze`);
  console.log(`generated in ${seconds(performance.now() - started)} s`);
  const counts = rowsOf(
    await orm.execute(sql`select (select count(*) from maintain_records)::int as "maintainRecords",
      (select count(*) from equipment_failures)::int as failures, (select count(*) from patrol_tasks)::int as "patrolTasks",
      (select count(*) from patrol_records)::int as "patrolRecords", (select count(*) from patrol_problems)::int as "patrolProblems"`),
  )[0];
  console.log(counts);

  const user = { id: userId, tenantId };
  const scopes = {
    community: { kind: 'community', tenantId, residentialId, companyId: '1001' },
    'head office': { kind: 'headOffice', tenantId },
  };
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const year = { from, to: today };
  const rows = [];
  for (const [scopeName, scope] of Object.entries(scopes)) {
    const ctx = { orm, scope, user, now: new Date(), language: 'zh_cn' };
    rows.push({ overview: 'equipmentState', scope: scopeName, ...(await measure(() => equipmentOverview(ctx))) });
    rows.push({ overview: 'patrolState (a year)', scope: scopeName, ...(await measure(() => patrolState(ctx, year))) });
  }
  console.log(`${CALLERS} concurrent callers, ${RUNS} calls per figure, ms:`);
  console.table(rows);
} finally {
  await db.close();
  if (process.env.BENCH_KEEP !== '1') await dropDatabase(name);
}
