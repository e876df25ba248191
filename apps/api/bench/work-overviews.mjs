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
import { historyStart, writeWorkHistory } from '../scripts/work-history.mjs';
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

const measure = (call) => latencies(call, { callers: CALLERS, calls: RUNS });

const name = await createDatabase('bench_ovw_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: CALLERS });
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const orm = db.orm;
  const [{ tenant_id: tenantId, id: residentialId }] = rowsOf(
    await orm.execute(sql`select id, tenant_id from residentials where company_id = '1001'`),
  );
  const [{ id: userId }] = rowsOf(await orm.execute(sql`select id from users where username = 'wangqiang'`));
  const from = historyStart(DAYS);
  console.log(`generating ${EQUIPMENT} pieces of equipment and ${PATROL_PLANS} patrol plans, ${DAYS} days from ${from}:`);
  const started = performance.now();
  await writeWorkHistory(orm, {
    residentialId,
    userId,
    from,
    days: DAYS,
    equipment: EQUIPMENT,
    patrolPlans: PATROL_PLANS,
    tag: 'OVW',
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`generated in ${seconds(performance.now() - started)} s`);
  const counts = rowsOf(
    await orm.execute(sql`select (select count(*) from maintain_records)::int as "maintainRecords",
      (select count(*) from equipment_failures)::int as failures, (select count(*) from patrol_tasks)::int as "patrolTasks",
      (select count(*) from patrol_records)::int as "patrolRecords", (select count(*) from patrol_problems)::int as "patrolProblems"`),
  )[0];
  console.log(counts);

  const user = { id: userId, tenantId };
  const scopes = {
    community: { kind: 'residential', tenantId, residentialId, companyId: '1001' },
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
