#!/usr/bin/env node
// Plan-to-work generation benchmark (issue 24: "generating a month of work for 5 000 pieces of equipment and 500
// patrol plans against a plain INSERT … SELECT of the same rows in the same run (goal: at most 3× that, resumable,
// progress pushed at least every 2 s)"). By hand:
//
//   pnpm turbo run build && node apps/api/bench/work-plans.mjs
//   BENCH_PLANS=5000 BENCH_PATROL_PLANS=500 BENCH_DAYS=30 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// In a throw-away PostgreSQL database with the demo seed: BENCH_PLANS daily maintenance plans (on as many pieces of
// equipment in 阳光花园) and BENCH_PATROL_PLANS daily patrol plans (on the community's routes, each task with one
// record per point of its route), watermarks BENCH_DAYS days back. Then, in one run:
//   1. a plain INSERT … SELECT of the same rows (plan × day from generate_series; patrol tasks, then their points'
//      records) into the real tables, rolled back (the floor: same indexes, foreign keys and triggers), and the
//      maintenance rows into a LIKE copy without foreign keys or triggers (for comparison);
//   2. the machinery's pass (generatePlannedWork with both work sources, batches of 200 plans), with the progress
//      it reports: how many reports and the longest gap between two of them (the task push: at most 2 s);
//   3. the pass again (nothing behind: nothing made).
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseUrl, dropDatabase, timedRolledBack } from './bench-support.mjs';

const PLANS = Number(process.env.BENCH_PLANS ?? 5000);
const PATROL_PLANS = Number(process.env.BENCH_PATROL_PLANS ?? 500);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { API_MODULES } = await import('../dist/modules/index.js');
const { generatePlannedWork } = await import('../dist/work-plans/index.js');
const { maintenanceWork } = await import('../dist/modules/equipment/work-source.js');
const { patrolWorkSource } = await import('../dist/modules/patrol/work-source.js');

const rowsOf = (result) => result.rows;
const seconds = (ms) => (ms / 1000).toFixed(2);

const name = await createDatabase('bench_wp_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const orm = db.orm;
  const [{ tenant_id: tenantId, id: residentialId }] = rowsOf(
    await orm.execute(sql`select id, tenant_id from residentials where company_id = '1001'`),
  );
  const [{ id: typeId }] = rowsOf(await orm.execute(sql`select id from equipment_types where pid is not null order by id limit 1`));
  const [{ id: userId }] = rowsOf(await orm.execute(sql`select id from users where username = 'wangqiang'`));
  const now = new Date();
  const todayStart = new Date(Math.floor((now.getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000);
  const from = new Date(todayStart.getTime() - (DAYS - 1) * 86_400_000);
  await orm.execute(sql`insert into equipment (residential_id, code, name, type_id)
    select ${residentialId}, 'BENCH-' || g, '压测设备' || g, ${typeId} from generate_series(1, ${PLANS}) g`);
  await orm.execute(sql`insert into maintain_plans (residential_id, name, equipment_id, checklist, cycle_kind, cycle, starts_on, time_of_day,
      window_minutes, lead_days, assignee_user_id, generated_until, created_at)
    select ${residentialId}, '压测计划', e.id, '检查', 'daily', '{"kind":"daily"}'::jsonb, (${from.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date,
      '09:00', 240, 0, ${userId}, ${from.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz
    from equipment e where e.code like 'BENCH-%'`);
  await orm.execute(sql`insert into patrol_plans (residential_id, plan_name, route_id, cycle_kind, cycle, starts_on, time_of_day, window_minutes,
      lead_days, generated_until, created_at)
    select ${residentialId}, '压测巡更' || g, r.id, 'daily', '{"kind":"daily"}'::jsonb,
      (${from.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date, '20:00', 120, 0, ${from.toISOString()}::timestamptz,
      ${from.toISOString()}::timestamptz
    from generate_series(1, ${PATROL_PLANS}) g
    join lateral (select id from patrol_routes where residential_id = ${residentialId} order by id offset (g % (select count(*) from patrol_routes
      where residential_id = ${residentialId})) limit 1) r on true`);
  // Seeded plans are caught up; only the bench's are behind.
  await orm.execute(sql`analyze`);

  // 1. The floor: the same rows by one INSERT … SELECT. Into maintain_records itself, rolled back, so it pays for the
  //    same indexes, foreign keys and triggers as the pass; and into a copy made with LIKE … INCLUDING ALL (indexes
  //    and checks, but no foreign keys or triggers), the floor this bench first used, printed for comparison.
  const plainInsert = (
    table,
  ) => sql`insert into ${sql.raw(table)} (residential_id, record_no, plan_id, equipment_id, assignee_user_id, slot, due_at)
    select p.residential_id, 'BY' || to_char(d, 'YYYYMMDD') || lpad(p.id::text, 5, '0'), p.id, p.equipment_id, p.assignee_user_id,
      (d + time '09:00') at time zone 'Asia/Shanghai', ((d + time '09:00') at time zone 'Asia/Shanghai') + interval '240 minutes'
    from maintain_plans p cross join generate_series((${from.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date,
      (${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date, interval '1 day') d
    where p.name = '压测计划'`;
  const days = sql`generate_series((${from.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date,
      (${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date, interval '1 day') d`;
  const plainPatrol = async (tx) => {
    await tx.execute(sql`insert into patrol_tasks (residential_id, plan_id, route_id, task_name, slot, due_at, status, point_count)
      select p.residential_id, p.id, p.route_id, p.plan_name || ' ' || to_char(d, 'MM-DD') || ' 20:00', (d + time '20:00') at time zone 'Asia/Shanghai',
        ((d + time '20:00') at time zone 'Asia/Shanghai') + interval '120 minutes', 'waiting',
        (select count(*) from patrol_route_points rp where rp.route_id = p.route_id)
      from patrol_plans p cross join ${days} where p.plan_name like '压测巡更%'`);
    await tx.execute(sql`insert into patrol_records (residential_id, task_id, point_id, point_name, seq)
      select t.residential_id, t.id, rp.point_id, pt.point_name, rp.seq
      from patrol_tasks t join patrol_plans p on p.id = t.plan_id join patrol_route_points rp on rp.route_id = t.route_id
        join patrol_points pt on pt.id = rp.point_id
      where p.plan_name like '压测巡更%'`);
  };
  const benchRows = async (tx) =>
    rowsOf(
      await tx.execute(
        sql`select (select count(*) from maintain_records r join maintain_plans p on p.id = r.plan_id where p.name = '压测计划')::int as records,
          (select count(*) from patrol_tasks t join patrol_plans p on p.id = t.plan_id where p.plan_name like '压测巡更%')::int as tasks,
          (select count(*) from patrol_records r join patrol_tasks t on t.id = r.task_id join patrol_plans p on p.id = t.plan_id
            where p.plan_name like '压测巡更%')::int as points`,
      ),
    )[0];
  const { ms: plainMs, seen: plainRows } = await timedRolledBack(
    orm,
    async (tx) => {
      await tx.execute(plainInsert('maintain_records'));
      await plainPatrol(tx);
    },
    benchRows,
  );
  await orm.execute(sql`create table bench_records (like maintain_records including all)`);
  let started = performance.now();
  await orm.execute(plainInsert('bench_records'));
  const copyMs = performance.now() - started;

  // 2. The machinery's pass.
  const sources = [maintenanceWork, patrolWorkSource].map((source) => ({ ...source, remind: undefined }));
  const reports = [];
  started = performance.now();
  const counts = await generatePlannedWork(orm, sources, {
    tenantId,
    now,
    batch: 200,
    progress: (percent) => reports.push({ at: performance.now(), percent }),
  });
  const passMs = performance.now() - started;
  const instants = [started, ...reports.map((report) => report.at), started + passMs];
  const gaps = instants.slice(1).map((at, i) => at - instants[i]);
  const longestGap = Math.max(...gaps);
  if (process.env.BENCH_GAPS === '1') console.log(gaps.map((gap) => seconds(gap)).join(' '));
  // 3. Again: nothing behind.
  started = performance.now();
  const again = await generatePlannedWork(orm, sources, { tenantId, now, batch: 200 });
  const againMs = performance.now() - started;
  const made = await benchRows(orm);

  console.log(`maintenance plans ${PLANS}, patrol plans ${PATROL_PLANS}, days ${DAYS}`);
  console.log(
    `plain INSERT … SELECT into the real tables (rolled back): ${plainRows.records} records, ${plainRows.tasks} tasks, ${plainRows.points} task points in ${seconds(plainMs)} s`,
  );
  console.log(`plain INSERT … SELECT into a LIKE copy (no foreign keys, no triggers): ${seconds(copyMs)} s`);
  console.log(
    `machinery pass: ${counts.made} records and tasks made (${made.records} records, ${made.tasks} tasks, ${made.points} task points in the tables) for ${counts.plans} plan steps in ${seconds(passMs)} s (${(passMs / plainMs).toFixed(1)}× the plain insert)`,
  );
  console.log(
    `progress: ${reports.length} reports, ${reports.at(-1)?.percent.toFixed(0) ?? '-'} % at the last; longest gap ${seconds(longestGap)} s (goal: at most 2 s)`,
  );
  console.log(`second pass: ${again.made} rows, ${again.plans} plans, ${seconds(againMs)} s`);
} finally {
  await db.close();
  if (process.env.BENCH_KEEP !== '1') await dropDatabase(name);
}
