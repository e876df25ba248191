#!/usr/bin/env node
// Monthly bill run benchmark (issue 17: "the monthly bill run for 50 communities, 75 000 houses and 4 fee
// standards (300 000 lines) against a plain INSERT … SELECT of 300 000 rows of the same width in the same run;
// goal: at most 3×, under 60 s, progress at least every 2 s"). Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/api build && node apps/api/bench/bill-run.mjs
//   BENCH_COMMUNITIES=50 BENCH_HOUSES=1500 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_PRIOR_MONTH=1 (bill the month before first: a run that is not the first; see PRIOR_MONTH)
//
// In a throw-away PostgreSQL database with the demo seed, it generates the scale data set (it doubles as the
// fee data generator: BENCH_KEEP=1 keeps the database): BENCH_COMMUNITIES communities of BENCH_HOUSES houses each
// (one building of 30 floors, built-up and inner areas), four standards per community on whole-community rules
// (property fee by built-up area, lift fee by inner area, two fixed fees). Then, in one run:
//   1. plain INSERT … SELECT of as many rows into a table like fee_bill_lines (same columns, no indexes beyond
//      the primary key), values computed from generate_series; then the same rows into a table with all of
//      fee_bill_lines' indexes and constraints (the floor: what the indexes alone cost);
//   2. the bill run exactly as the screen starts it (startRun + runBills of the built API), timing it and every
//      progress report; the longest gap between two reports (start and end included);
//   3. the same run again for the same month (a rerun: nothing is missing, nothing is added).
// Beside the run, the receivable list's first-page query in a loop: its p99 for 5 s before the run, beside the
// plain indexed INSERT (the floor of "during"), during the run, and for 5 s after it (idle again, over the run's
// lines).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase } from './bench-support.mjs';

const COMMUNITIES = Number(process.env.BENCH_COMMUNITIES ?? 50);
const HOUSES = Number(process.env.BENCH_HOUSES ?? 1500);
const FLOORS = 30;
const PERIOD = process.env.BENCH_PERIOD ?? '2026-10-01';
/**
 * BENCH_PRIOR_MONTH=1: the month before is billed first (untimed) and the tables analysed, as in any month but the
 * first: the list's "before" then reads the same kind of table as "during", with statistics that know every
 * community, so the comparison is the run's load alone. Without it the run is the first ever (an empty receivable).
 */
const PRIOR_MONTH = process.env.BENCH_PRIOR_MONTH === '1';

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { startRun } = await import('../dist/modules/fee/billing/services/start-run.js');
const { runBills } = await import('../dist/modules/fee/billing/services/run-bills.js');

const rowsOf = (result) => result.rows;
const seconds = (ms) => (ms / 1000).toFixed(2);

async function generate(orm) {
  const [tenant] = rowsOf(await orm.execute(sql`select id from tenants order by id limit 1`));
  const tenantId = tenant.id;
  const started = performance.now();
  await orm.execute(sql`
    insert into residentials (tenant_id, company_id, residential_name, kind, address)
    select ${tenantId}, 'B' || lpad(g::text, 4, '0'), '压测小区' || g, 'residential', '压测路' || g || '号'
    from generate_series(1, ${COMMUNITIES}) g`);
  await orm.execute(sql`
    insert into buildings (residential_id, type, name, floor_count, sort_no)
    select id, 2, '1栋', ${FLOORS}, 10 from residentials where company_id like 'B%'`);
  await orm.execute(sql`
    insert into building_floors (residential_id, building_id, floor_no, name)
    select b.residential_id, b.id, f, f || '层' from buildings b join residentials r on r.id = b.residential_id
    cross join generate_series(1, ${FLOORS}) f where r.company_id like 'B%'`);
  const perFloor = Math.ceil(HOUSES / FLOORS);
  await orm.execute(sql`
    insert into apartments (residential_id, building_id, floor_id, room_no, house_type, status, built_area, inner_area)
    select f.residential_id, f.building_id, f.id, (f.floor_no * 100 + n)::text, 1, 1,
      (60 + (f.id * 7 + n * 13) % 90 + ((f.id + n) % 100) / 100.0)::numeric(10, 2),
      (48 + (f.id * 7 + n * 13) % 72 + ((f.id + n) % 100) / 100.0)::numeric(10, 2)
    from building_floors f join residentials r on r.id = f.residential_id
    cross join generate_series(1, ${perFloor}) n
    where r.company_id like 'B%' and (f.floor_no - 1) * ${perFloor} + n <= ${HOUSES}`);
  await orm.execute(sql`
    insert into fee_standards (residential_id, fee_type, name, formula, unit_price, extra_amount, fixed_amount, precision, rounding_mode, valid_from)
    select r.id, s.fee_type, s.name, s.formula, s.unit_price, s.extra, s.fixed, 3, s.mode, '2026-01-01'
    from residentials r cross join (values
      ('property', '物业服务费', 1, 2.35::numeric, 0::numeric, 0::numeric, 1),
      ('property', '电梯运行费', 2, 0.45::numeric, 0::numeric, 0::numeric, 2),
      ('rubbish', '垃圾清运费', 3, 0::numeric, 0::numeric, 15::numeric, 1),
      ('other', '二次供水设施维护费', 3, 0::numeric, 0::numeric, 8.5::numeric, 1)
    ) s(fee_type, name, formula, unit_price, extra, fixed, mode)
    where r.company_id like 'B%'`);
  await orm.execute(sql`
    insert into fee_rules (residential_id, standard_id, object_type, target_kind, valid_from)
    select s.residential_id, s.id, 1, 1, '2026-01-01' from fee_standards s join residentials r on r.id = s.residential_id
    where r.company_id like 'B%'`);
  await orm.execute(sql`analyze`);
  const [counts] = rowsOf(
    await orm.execute(
      sql`select (select count(*) from apartments a join residentials r on r.id = a.residential_id where r.company_id like 'B%')::int as houses`,
    ),
  );
  console.log(
    `generated ${COMMUNITIES} communities, ${counts.houses} houses, 4 standards each in ${seconds(performance.now() - started)} s`,
  );
  return { tenantId, lines: counts.houses * 4 };
}

/**
 * The plain INSERT … SELECT: into `bench_plain`, like fee_bill_lines with only a primary key (the issue's
 * baseline), or with `indexed` into `bench_floor`, like fee_bill_lines with all its indexes and constraints (the
 * floor of any run that writes the same rows into the real table), dropped after timing so it takes no buffers
 * from the run.
 */
async function plainInsert(orm, rows, indexed = false) {
  const table = sql.raw(indexed ? 'bench_floor' : 'bench_plain');
  if (indexed) await orm.execute(sql`create table ${table} (like fee_bill_lines including all)`);
  else {
    await orm.execute(sql`create table ${table} (like fee_bill_lines including defaults)`);
    await orm.execute(sql`alter table ${table} add primary key (id)`);
  }
  const started = performance.now();
  await orm.execute(sql`
    insert into ${table} (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
      quantity, unit_price, computed_amount, amount, due_date, bill_run_id)
    select 1 + g % ${COMMUNITIES}, 1 + g % 200, 'property', 1, g, 1, ${PERIOD}::date, (${PERIOD}::date + interval '1 month' - interval '1 day')::date,
      (60 + g % 90)::numeric(18, 4), 2.35, round((60 + g % 90) * 2.35, 4), round((60 + g % 90) * 2.35, 2),
      (${PERIOD}::date + interval '1 month')::date, 1
    from generate_series(1, ${rows}) g`);
  const ms = performance.now() - started;
  if (indexed) await orm.execute(sql`drop table ${table}`);
  return ms;
}

/**
 * List traffic beside the run: the receivable screen's first page query (a community's newest 20 lines) in a loop
 * on its own connection until stopped; each query's latency. SQL-level, not through HTTP. The community is a bound
 * parameter, as the screen sends it (engine/scope.ts: `residential_id = $1`), picked at random per query; an
 * uncorrelated subquery in its place would hide the value from the planner, which no screen does.
 */
function listTraffic(url) {
  const client = new pg.Client({ connectionString: url });
  const latencies = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    const communities = (await client.query('select id from residentials')).rows.map((row) => row.id);
    while (running) {
      const community = communities[Math.floor(Math.random() * communities.length)];
      const started = performance.now();
      await client.query(`select * from fee_bill_lines where residential_id = $1 order by id desc limit 20`, [community]);
      latencies.push(performance.now() - started);
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      return { count: sorted.length, p99: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0 };
    },
  };
}

async function billRun(orm, tenantId, label) {
  const run = await startRun(orm, { tenantId, residentialId: null, userId: null, trigger: 1 }, PERIOD, new Date());
  const started = performance.now();
  let last = started;
  let longest = 0;
  let reports = 0;
  const outcome = await runBills(orm, run.id, {
    signal: new AbortController().signal,
    language: 'en',
    async progress() {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      reports += 1;
    },
  });
  const ended = performance.now();
  longest = Math.max(longest, ended - last);
  const [row] = rowsOf(await orm.execute(sql`select line_count, communities_done, status from fee_bill_runs where id = ${run.id}`));
  console.log(
    `${label}: ${seconds(ended - started)} s, ${row.line_count} lines, ${row.communities_done} communities, status ${row.status} (${outcome.end}), ` +
      `${reports} progress reports, longest gap ${seconds(longest)} s`,
  );
  return { ms: ended - started, longest, lines: row.line_count };
}

async function main() {
  const name = await createDatabase('perf_bill_');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
  try {
    await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null });
    const { tenantId, lines } = await generate(db.orm);
    if (PRIOR_MONTH) {
      const [prior] = rowsOf(await db.orm.execute(sql`select to_char(${PERIOD}::date - interval '1 month', 'YYYY-MM-DD') as month`));
      const run = await startRun(db.orm, { tenantId, residentialId: null, userId: null, trigger: 1 }, prior.month, new Date());
      await runBills(db.orm, run.id, { signal: new AbortController().signal, language: 'en', progress: async () => undefined });
      await db.orm.execute(sql`analyze`);
      console.log(`billed the month before (${prior.month}) first, untimed, and analysed`);
    }
    if (process.env.BENCH_DROP_FK === '1') {
      // Experiment (before migration 0011 dropped them): the bill line's foreign keys, to see what they cost.
      await db.orm.execute(sql`alter table fee_bill_lines drop constraint if exists fee_bill_lines_residential_id_residentials_id_fk`);
      await db.orm.execute(sql`alter table fee_bill_lines drop constraint if exists fee_bill_lines_standard_id_fee_standards_id_fk`);
    }
    const plain = await plainInsert(db.orm, lines);
    console.log(`plain INSERT … SELECT of ${lines} rows: ${seconds(plain)} s`);
    const floor = await plainInsert(db.orm, lines, true);
    console.log(`the same into a table with fee_bill_lines' indexes and constraints: ${seconds(floor)} s`);
    // The two inserts' writes flushed first, so the idle window measures the list, not their checkpoint.
    await db.orm.execute(sql`checkpoint`);
    const baseline = listTraffic(databaseUrl(name));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const before = await baseline.stop();
    // The floor of "during": the same list beside the plain indexed INSERT of as many rows (into its own table), the
    // write any run must make, on the same cores.
    const besideInsert = listTraffic(databaseUrl(name));
    await plainInsert(db.orm, lines, true);
    const underFloor = await besideInsert.stop();
    await db.orm.execute(sql`checkpoint`);
    const during = listTraffic(databaseUrl(name));
    const first = await billRun(db.orm, tenantId, 'bill run');
    const meanwhile = await during.stop();
    // The same query idle again, now over the run's 300 000 lines: what the data alone does to it.
    const idleAfter = listTraffic(databaseUrl(name));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const after = await idleAfter.stop();
    const rerun = await billRun(db.orm, tenantId, 'rerun (nothing missing)');
    console.log('');
    console.log('| measure | value | goal |');
    console.log('|---|---|---|');
    console.log(`| plain INSERT … SELECT, ${lines} rows | ${seconds(plain)} s | |`);
    console.log(`| bill run, ${first.lines} lines | ${seconds(first.ms)} s | < 60 s |`);
    console.log(
      `| plain INSERT … SELECT with the bill line's indexes and constraints (the floor) | ${seconds(floor)} s (${(floor / plain).toFixed(2)}× plain) | |`,
    );
    console.log(`| bill run ÷ plain insert | ${(first.ms / plain).toFixed(2)}× | ≤ 3× |`);
    console.log(`| bill run ÷ the floor | ${(first.ms / floor).toFixed(2)}× | |`);
    console.log(`| longest gap between progress reports | ${seconds(first.longest)} s | ≤ 2 s |`);
    console.log(`| rerun (adds ${rerun.lines}) | ${seconds(rerun.ms)} s | |`);
    console.log(
      `| list query p99 before → during the run (SQL, ${before.count} / ${meanwhile.count} queries) | ${before.p99.toFixed(1)} → ${meanwhile.p99.toFixed(1)} ms (${(meanwhile.p99 / before.p99).toFixed(2)}×) | ≤ 2× |`,
    );
    console.log(
      `| list query p99 beside the plain indexed INSERT (the floor; ${underFloor.count} queries) | ${underFloor.p99.toFixed(1)} ms (${(underFloor.p99 / before.p99).toFixed(2)}× before) | |`,
    );
    console.log(`| list query p99 during the run ÷ beside the floor | ${(meanwhile.p99 / underFloor.p99).toFixed(2)}× | |`);
    console.log(`| list query p99 idle after the run (${after.count} queries) | ${after.p99.toFixed(1)} ms | |`);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
    else await dropDatabase(name);
  }
}

await main();
