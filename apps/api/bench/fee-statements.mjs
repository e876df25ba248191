#!/usr/bin/env node
// Fee statements benchmark (issue 26: "a year of bills for 75 000 houses (about 3.6 million lines): each statement
// for one month of all communities and for one community over a year; goal under 500 ms each at p99 with 10
// connections"). Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/api build && node apps/api/bench/fee-statements.mjs
//   BENCH_HOUSES=75000 BENCH_COMMUNITIES=50 BENCH_CONNECTIONS=10 BENCH_RUNS=40 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// In a throw-away PostgreSQL database with the demo seed, set-based SQL generates BENCH_COMMUNITIES communities of
// BENCH_HOUSES / BENCH_COMMUNITIES houses (10 buildings each), four monthly standards per community and twelve months
// of bill lines (2025-12 … 2026-11: houses × 4 × 12 lines). Each house pays most months (one payment and its
// postings, some by bank collection, method 7), some lines get a discount, some payments are partly refunded,
// and a prepayment account per tenth house is topped up and offset. The summary tables fill through their triggers
// as the rows are written (the generation time includes them); the fold job then runs once.
// Measured: every statement through its service (the route's own code) with BENCH_CONNECTIONS concurrent callers,
// BENCH_RUNS calls each, for (a) last month of all communities (head office) and (b) one community over the year;
// p50 / p99 / max; and the first page of each statement's lines.
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseUrl, dropDatabase, latencies } from './bench-support.mjs';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 75_000);
const COMMUNITIES = Number(process.env.BENCH_COMMUNITIES ?? 50);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const KEEP = process.env.BENCH_KEEP === '1';

const { sql } = await import('drizzle-orm');
const { STATEMENT_REPORTS } = await import('@cvap/contracts');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { API_MODULES } = await import('../dist/modules/index.js');
const { statement } = await import('../dist/modules/fee/statements/services/statement.js');
const { statementLines } = await import('../dist/modules/fee/statements/services/lines.js');
const { foldStatements } = await import('../dist/modules/fee/statements/services/fold.js');

const seconds = (ms) => (ms / 1000).toFixed(1);
const perCommunity = Math.ceil(HOUSES / COMMUNITIES);

async function generate(orm) {
  const run = (query) => orm.execute(query);
  const [tenant] = (await run(sql`select id from tenants order by id limit 1`)).rows;
  const [cashier] = (await run(sql`select id from users where username = 'admin'`)).rows;
  const step = async (label, query) => {
    const started = performance.now();
    const result = await run(query);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows in ${seconds(performance.now() - started)} s`);
  };
  await step(
    'communities',
    sql`insert into residentials (tenant_id, company_id, residential_name, kind, address)
    select ${tenant.id}, 'S' || lpad(g::text, 4, '0'), '报表小区' || g, 'residential', '报表路' || g || '号' from generate_series(1, ${COMMUNITIES}) g`,
  );
  await step(
    'buildings',
    sql`insert into buildings (residential_id, type, name, floor_count, sort_no)
    select r.id, 2, b || '栋', 1, b from residentials r cross join generate_series(1, 10) b where r.company_id like 'S%'`,
  );
  await step(
    'floors',
    sql`insert into building_floors (residential_id, building_id, floor_no, name)
    select residential_id, id, 1, '1层' from buildings where residential_id in (select id from residentials where company_id like 'S%')`,
  );
  await step(
    'houses',
    sql`insert into apartments (residential_id, building_id, floor_id, room_no, house_type, status, built_area)
    select f.residential_id, f.building_id, f.id, n::text, 1, 1, (60 + (f.id * 7 + n * 13) % 90)::numeric(10, 2)
    from building_floors f join residentials r on r.id = f.residential_id cross join generate_series(1, ${Math.ceil(perCommunity / 10)}) n
    where r.company_id like 'S%'`,
  );
  await step(
    'standards',
    sql`insert into fee_standards (residential_id, fee_type, name, formula, unit_price, fixed_amount, precision, rounding_mode, account_payable, valid_from)
    select r.id, s.fee_type, s.name, s.formula, s.unit_price, s.fixed, 3, 1, true, '2025-12-01'
    from residentials r cross join (values ('property', '物业服务费', 1, 2.35::numeric, 0::numeric), ('water', '水费', 3, 0, 35::numeric),
      ('electricity', '电费', 3, 0, 80::numeric), ('rubbish', '垃圾清运费', 3, 0, 15::numeric)) s(fee_type, name, formula, unit_price, fixed)
    where r.company_id like 'S%'`,
  );
  await run(sql`analyze`);
  // A month per statement: smaller transition tables for the summary triggers, and a time per month.
  for (let month = 0; month < 12; month++) {
    await step(
      `bill lines, month ${month + 1}`,
      sql`insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind,
      period_start, period_end, computed_amount, amount, due_date)
    select a.residential_id, s.id, s.fee_type, 1, a.id, 1, m::date, (m + interval '1 month' - interval '1 day')::date,
      case when s.formula = 1 then round(a.built_area * s.unit_price, 4) else s.fixed_amount end,
      case when s.formula = 1 then round(a.built_area * s.unit_price, 2) else s.fixed_amount end,
      (m + interval '1 month')::date
    from apartments a join fee_standards s on s.residential_id = a.residential_id
    cross join (select ('2025-12-01'::date + make_interval(months => ${month}))::date as m) months
    join residentials r on r.id = a.residential_id where r.company_id like 'S%'`,
    );
  }
  // One payment per house and month on the 20th, except one house in eight and the last month for one in three.
  await step(
    'payments',
    sql`insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, total, source, cashier_id, paid_at)
    select ${tenant.id}, l.residential_id, l.object_id, extract(year from l.period_start)::int,
      row_number() over (partition by l.residential_id, extract(year from l.period_start) order by l.period_start, l.object_id)::int,
      'S' || l.object_id || '-' || to_char(l.period_start, 'YYYYMM'), sum(l.amount), case when l.object_id % 10 = 3 then 4 else 1 end, ${cashier.id},
      (l.period_start + 19 + time '10:00') at time zone 'Asia/Shanghai'
    from fee_bill_lines l join residentials r on r.id = l.residential_id
    where r.company_id like 'S%' and l.object_id % 8 <> 0 and not (l.period_start = '2026-11-01' and l.object_id % 3 = 0)
    group by l.residential_id, l.object_id, l.period_start`,
  );
  await step(
    'received postings',
    sql`insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, created_by, created_at)
    select ${tenant.id}, l.residential_id, l.id, p.id, 1, 1, case when p.source = 4 then 7 else 1 + l.id % 5 end, l.amount, ${cashier.id}, p.paid_at
    from fee_payments p join fee_bill_lines l on l.object_type = 1 and l.object_id = p.apartment_id
      and p.receipt_code = 'S' || l.object_id || '-' || to_char(l.period_start, 'YYYYMM')`,
  );
  await step(
    'refunds (one in 50 payments, its first line)',
    sql`insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, reverses_id, created_by, created_at)
    select distinct on (p.payment_id) p.tenant_id, p.residential_id, p.bill_line_id, p.payment_id, 1, 2, p.method, -p.amount, p.id, ${cashier.id}, p.created_at + interval '3 days'
    from fee_postings p join fee_payments pay on pay.id = p.payment_id where pay.id % 50 = 0 and pay.residential_id in (select id from residentials where company_id like 'S%')
    order by p.payment_id, p.id`,
  );
  await step(
    'discounts (unpaid lines of one house in eight)',
    sql`insert into fee_postings (tenant_id, residential_id, bill_line_id, category, kind, amount, created_by, created_at)
    select ${tenant.id}, l.residential_id, l.id, 2, 1, round(l.amount / 10, 2), ${cashier.id}, (l.period_start + 25 + time '09:00') at time zone 'Asia/Shanghai'
    from fee_bill_lines l join residentials r on r.id = l.residential_id
    where r.company_id like 'S%' and l.object_id % 8 = 0 and l.fee_type = 'property' and l.amount >= 10`,
  );
  await step(
    'prepayment accounts',
    sql`insert into fee_accounts (tenant_id, residential_id, apartment_id, kind, owner_name, balance)
    select ${tenant.id}, a.residential_id, a.id, 1, '业主', 1000 from apartments a join residentials r on r.id = a.residential_id
    where r.company_id like 'S%' and a.id % 10 = 1`,
  );
  await step(
    'top-ups and offsets',
    sql`insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, method, created_by, created_at)
    select ${tenant.id}, acc.residential_id, acc.id, t.business_type, t.amount, t.after, 3, ${cashier.id}, t.at
    from fee_accounts acc join residentials r on r.id = acc.residential_id cross join lateral (values
      (1, 1200::numeric, 1200::numeric, timestamptz '2026-01-05 10:00+08'), (4, -200::numeric, 1000::numeric, timestamptz '2026-11-06 10:00+08')) t(business_type, amount, after, at)
    where r.company_id like 'S%'`,
  );
  await run(sql`analyze`);
}

const measure = (work, calls) => latencies(work, { callers: CONNECTIONS, calls });

const name = await createDatabase('perf_fee_statements_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: CONNECTIONS });
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const started = performance.now();
  console.log(`generating ${COMMUNITIES} communities × ${perCommunity} houses × 4 standards × 12 months:`);
  // On the setup connection (no statement timeout): the bulk inserts of payments and postings with their summary
  // triggers take minutes at full size, beyond the pool's statement timeout.
  await db.exclusiveSetup((orm) => generate(orm));
  console.log(`generated in ${seconds(performance.now() - started)} s (summary triggers included)`);
  const folding = performance.now();
  const removed = await foldStatements(db.orm, null);
  await db.orm.execute(sql`analyze`);
  const counts = (
    await db.orm
      .execute(sql`select (select count(*) from fee_bill_lines)::int as lines, (select count(*) from fee_postings)::int as postings,
      (select count(*) from fee_payments)::int as payments, (select count(*) from fee_stmt_line_months)::int as line_months,
      (select count(*) from fee_stmt_posting_months)::int as posting_months`)
  ).rows[0];
  console.log(`fold: ${removed} delta rows folded in ${seconds(performance.now() - folding)} s;`, counts);

  const [tenant] = (await db.orm.execute(sql`select id from tenants order by id limit 1`)).rows;
  const [one] = (await db.orm.execute(sql`select id, company_id from residentials where company_id = 'S0001'`)).rows;
  const base = { orm: db.orm, user: { tenantId: tenant.id }, now: new Date('2026-12-05T04:00:00Z'), language: 'zh_cn' };
  const headOffice = { ...base, scope: { kind: 'headOffice', tenantId: tenant.id } };
  const community = { ...base, scope: { kind: 'residential', tenantId: tenant.id, residentialId: one.id, companyId: one.company_id } };
  const year = { periodFrom: '2025-12', periodTo: '2026-11' };
  const table = [];
  for (const report of STATEMENT_REPORTS) {
    await statement(headOffice, report, {});
    const month = await measure(() => statement(headOffice, report, {}), RUNS);
    const oneYear = await measure(() => statement(community, report, year), RUNS);
    const lines = await measure(() => statementLines(headOffice, report, { limit: 50 }), Math.ceil(RUNS / 2));
    table.push({
      statement: report,
      'month, all: p50': month.p50,
      'month, all: p99': month.p99,
      'year, one: p50': oneYear.p50,
      'year, one: p99': oneYear.p99,
      'lines page 1: p99': lines.p99,
    });
  }
  console.log(`${CONNECTIONS} concurrent callers, ${RUNS} calls per figure, ms:`);
  console.table(table);
} finally {
  await db.close();
  if (!KEEP) await dropDatabase(name);
  else console.log(`kept database ${name}`);
}
