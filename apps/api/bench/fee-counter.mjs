#!/usr/bin/env node
// The cashier counter's query for a house with 10 years of history (issue 17: goal under 100 ms), on PostgreSQL.
// Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/api build && node apps/api/bench/fee-counter.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_RUNS=50 BENCH_MONTHS=120 BENCH_HOUSES=<all of 1001>
//
// 1. A fresh database (migrated, demo seed). Four monthly standards; every house of the demo community 1001 (or the
//    first BENCH_HOUSES) billed BENCH_MONTHS months (10 years) by INSERT … SELECT; each line but the last 3 months
//    paid by one received posting (a payment per house and month), so the postings table holds the whole history.
//    The measured house also gets a prepayment account, a refund of part of a payment and a cancellation.
// 2. `counterOf` (the route's own query code) for that house, BENCH_RUNS times after 3 warm-ups: median, p95,
//    max; then the three statements' plans (EXPLAIN ANALYZE of the lines statement).
import { createDatabase, databaseUrl, dropDatabase } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 120);
const HOUSES = process.env.BENCH_HOUSES ? Number(process.env.BENCH_HOUSES) : null;

const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { counterOf } = await import('../dist/modules/fee/ledger/services/counter-query.js');

const name = await createDatabase('perf_fee_counter_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 4 });
const rows = async (text) => (await db.orm.execute(text)).rows;
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null });
  const [community] = await rows(`select id, tenant_id from residentials where company_id = '1001'`);
  const [cashier] = await rows(`select id from users where username = 'admin'`);
  const limit = HOUSES ? `limit ${HOUSES}` : '';
  await rows(
    `create temporary table bench_houses as select id from apartments where residential_id = ${community.id} order by id ${limit}`,
  );
  const [{ n: houses }] = await rows(`select count(*)::int as n from bench_houses`);
  const started = performance.now();
  await rows(`insert into fee_standards (residential_id, fee_type, name, formula, fixed_amount, account_payable, valid_from)
    select ${community.id}, t, '基准' || t, 3, 88.88, true, '2015-01-01' from unnest(array['property','water','electricity','parking']) t`);
  await rows(`insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
      computed_amount, amount, due_date)
    select ${community.id}, s.id, s.fee_type, 1, h.id, 1, m::date, (m + interval '1 month' - interval '1 day')::date,
      50 + (h.id % 97) + s.id, 50 + (h.id % 97) + s.id, (m + interval '1 month')::date
    from bench_houses h cross join fee_standards s
    cross join generate_series(date_trunc('month', now()) - interval '${MONTHS - 1} months', date_trunc('month', now()), interval '1 month') m
    where s.residential_id = ${community.id} and s.name like '基准%'`);
  // One payment per house and month (all four lines), except the last three months.
  await rows(`insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, total, cashier_id, paid_at)
    select ${community.tenant_id}, ${community.id}, l.object_id, extract(year from l.period_start)::int,
      row_number() over (partition by extract(year from l.period_start) order by l.object_id, l.period_start)::int,
      'B' || l.object_id || '-' || to_char(l.period_start, 'YYYYMM'), sum(l.amount), ${cashier.id}, l.period_start + interval '10 days'
    from fee_bill_lines l where l.residential_id = ${community.id} and l.period_start < date_trunc('month', now()) - interval '2 months'
    group by l.object_id, l.period_start`);
  await rows(`insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, created_by, created_at)
    select ${community.tenant_id}, ${community.id}, l.id, p.id, 1, 1, 1, l.amount, ${cashier.id}, p.paid_at
    from fee_bill_lines l join fee_payments p on p.apartment_id = l.object_id and p.receipt_code = 'B' || l.object_id || '-' || to_char(l.period_start, 'YYYYMM')
    where l.residential_id = ${community.id}`);
  await rows(`analyze`);
  const [{ lines }] = await rows(`select count(*)::int as lines from fee_bill_lines`);
  const [{ postings }] = await rows(`select count(*)::int as postings from fee_postings`);
  const [target] = await rows(`select id from bench_houses order by id limit 1 offset ${Math.floor(houses / 2)}`);
  // The measured house: a prepayment account, a refund and a cancellation in its history.
  await rows(
    `insert into fee_accounts (tenant_id, residential_id, apartment_id, kind, owner_name, balance) values (${community.tenant_id}, ${community.id}, ${target.id}, 1, '张建国', 500)`,
  );
  const [{ id: refunded }] = await rows(
    `select id from fee_postings where bill_line_id in (select id from fee_bill_lines where object_id = ${target.id}) order by id limit 1`,
  );
  await rows(`insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, amount, reverses_id)
    select tenant_id, residential_id, bill_line_id, payment_id, 1, 2, -10, id from fee_postings where id = ${refunded}`);
  console.log(
    `data: ${houses} houses × 4 standards × ${MONTHS} months = ${lines} bill lines, ${postings} postings (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const scope = { kind: 'residential', tenantId: community.tenant_id, residentialId: community.id, companyId: '1001' };
  for (let i = 0; i < 3; i++) await counterOf(db.orm, scope, target.id);
  const times = [];
  let counter;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    counter = await counterOf(db.orm, scope, target.id);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(
    `house ${target.id}: ${counter.lines.length} lines owed, total ${counter.totalOutstanding}, ${counter.payments.length} latest receipts`,
  );
  console.log(
    `counterOf, ${RUNS} runs: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times[times.length - 1].toFixed(2)} ms (goal < 100 ms)`,
  );
  const plan =
    await rows(`explain (analyze, buffers) select l.id, (l.amount - coalesce((select sum(p.amount) from fee_postings p where p.bill_line_id = l.id), 0))
    from fee_bill_lines l where l.object_type in (1, 2) and l.object_id = ${target.id} and l.residential_id = ${community.id} and l.status = 1`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await db.close();
  await dropDatabase(name);
}
