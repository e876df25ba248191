#!/usr/bin/env node
// Home dashboard benchmark (issue 15, quality bar "Dashboard panels"): on PostgreSQL, 1 000 000 open_records over
// the demo's three communities and the last 60 days, and 100 000 visits over the last 120 days (about 5 800 in a
// week, 25 000 in a month), each of the seven panels' queries as the API runs them (the built services, dist/),
// for the head office and for one community, against a sequential scan of open_records measured in the same run.
// Goals: every panel at most 1/20 of that scan and under 200 ms; all seven (the overview, run side by side on the
// pool as the route does) under 500 ms. Creates and drops its own database. Needs the API built (dist/).
//
//   pnpm --filter @cvap/api build && node apps/api/bench/dashboard.mjs
//   BENCH_PG_URL (admin URL), BENCH_ROWS (passages), BENCH_VISITS, BENCH_RUNS (timed runs per query, median kept),
//   BENCH_KEEP_DB=1 to keep the database
import { createDatabase, dropDatabase, openDemoDatabase } from './bench-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** Median and maximum milliseconds of `RUNS` runs after two warm-up runs. */
async function timed(work) {
  for (let i = 0; i < 2; i += 1) await work();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

async function main() {
  const name = await createDatabase('perf_dash_');
  let db;
  try {
    const opened = await openDemoDatabase(name);
    db = opened.db;
    const orm = db.orm;
    const started = Date.now();
    // One passage every ~5 s over 60 days, the three communities in turn; the statement trigger fills the rollup.
    await orm.execute(`
      insert into open_records (residential_id, person_name, card_no, device_name, door_name, open_type, direction, result, opened_at)
      select r.ids[1 + g % 3], (array['张建华','李秀英','王伟','刘洋','陈静','杨帆','赵磊','黄敏'])[1 + g % 8], lpad((g % 99991)::text, 10, '0'),
             '1栋门禁', '1栋大门', 1 + g % 3, g % 2, case when g % 33 = 0 then 0 else 1 end, now() - ((${ROWS} - g) * (interval '60 days' / ${ROWS}))
      from generate_series(1, ${ROWS}) g, (select array_agg(id order by id) as ids from residentials) r`);
    const openRecordsMs = Date.now() - started;
    // Visits over 120 days; those of the campus go to one of its companies.
    await orm.execute(`
      insert into visits (tenant_id, residential_id, appointment_number, appointment_status, guest_name, guest_type, person_name, person_mobile,
        company_id, company_name, in_time, leave_time, pass_method, register_way, visit_way)
      select r.tenant_id, r.ids[1 + g % 3], 'BENCH' || lpad(g::text, 9, '0'), 'left', (array['周晓明','吴海燕','郑国强','孙丽娟','钱文博'])[1 + g % 5],
             (array['business','interview','delivery','maintenance','personal','official','other'])[1 + g % 7], '李华', '13800001111',
             case when r.ids[1 + g % 3] = c.residential_id then c.ids[1 + (g / 3) % array_length(c.ids, 1)] end,
             case when r.ids[1 + g % 3] = c.residential_id then '企业' || (1 + (g / 3) % array_length(c.ids, 1)) end,
             t.at, t.at + interval '2 hours', (array['card','qr','face','manual'])[1 + g % 4], (array['appointment','kiosk','guard'])[1 + g % 3],
             (array['walk','car','bike','taxi','other'])[1 + g % 5]
      from generate_series(1, ${VISITS}) g
      cross join lateral (select now() - ((${VISITS} - g) * (interval '120 days' / ${VISITS})) as at) t,
        (select array_agg(id order by id) as ids, min(tenant_id) as tenant_id from residentials) r,
        (select residential_id, array_agg(id order by id) as ids from companies group by residential_id order by count(*) desc limit 1) c`);
    const generatedMs = Date.now() - started;
    await orm.execute('vacuum analyze open_records');
    await orm.execute('vacuum analyze passage_daily_counts');
    await orm.execute('vacuum analyze visits');
    const counts = (
      await orm.execute(`select (select count(*) from open_records)::int as "openRecords", (select sum(total) from passage_daily_counts)::int as rollup,
        (select count(*) from visits)::int as visits`)
    ).rows[0];
    const community = (await orm.execute('select id, company_id, tenant_id from residentials order by id desc limit 1')).rows[0];

    const { dashboardOverview } = await import('../dist/modules/dashboard/services/overview.js');
    const { abnormalDevicesPanel, deviceStatusPanel } = await import('../dist/modules/dashboard/services/device-panels.js');
    const { trafficPanel } = await import('../dist/modules/dashboard/services/traffic-panel.js');
    const visitor = await import('../dist/modules/dashboard/services/visitor-panels.js');
    const { chinaMidnight, dashboardPeriods } = await import('../dist/modules/dashboard/services/periods.js');
    const now = new Date();
    const periods = dashboardPeriods(now);
    const vp = { weekFrom: chinaMidnight(periods.week.from), monthFrom: chinaMidnight(periods.month.from), to: now };
    const scopes = {
      'head office': { kind: 'headOffice', tenantId: community.tenant_id },
      [`community ${community.company_id}`]: {
        kind: 'residential',
        tenantId: community.tenant_id,
        residentialId: community.id,
        companyId: community.company_id,
      },
    };
    const panels = {
      'device status': (scope) => deviceStatusPanel(orm, scope),
      'abnormal devices': (scope) => abnormalDevicesPanel(orm, scope, 'zh_cn', 50),
      'weekly traffic (rollup)': (scope) => trafficPanel(orm, scope, periods.days),
      'pass methods, week': (scope) => visitor.passMethodPanel(orm, scope, vp, 'zh_cn'),
      'visitor types, month': (scope) => visitor.guestTypePanel(orm, scope, vp, 'zh_cn'),
      'visit methods, month': (scope) => visitor.visitWayPanel(orm, scope, vp, 'zh_cn'),
      'top 10 companies, week': (scope) => visitor.topCompaniesPanel(orm, scope, vp, 10),
    };

    // The floor the panels are held to: a sequential scan of the passage table (no index can answer it).
    const scan = await timed(() => orm.execute(`select count(*) from open_records where person_name <> ''`));
    const plan = (await orm.execute(`explain select count(*) from open_records where person_name <> ''`)).rows.map((r) => r['QUERY PLAN']);

    console.log(
      `\n${counts.openRecords} open_records (rollup sum ${counts.rollup}) and ${counts.visits} visits generated in ${generatedMs} ms ` +
        `(passages with the trigger: ${openRecordsMs} ms); PostgreSQL ${(await orm.execute('show server_version')).rows[0].server_version}, Node ${process.version}`,
    );
    console.log(
      `sequential scan of open_records: median ${scan.median.toFixed(1)} ms (max ${scan.max.toFixed(1)}), plan: ${plan.find((l) => /Scan/.test(l))?.trim()}`,
    );
    console.log(
      `${RUNS} timed runs per query after 2 warm-up runs; goal per panel ≤ ${(scan.median / 20).toFixed(1)} ms (1/20 of the scan) and < 200 ms\n`,
    );
    const table = [];
    for (const [scopeName, scope] of Object.entries(scopes)) {
      for (const [panel, run] of Object.entries(panels)) {
        const t = await timed(() => run(scope));
        table.push({
          scope: scopeName,
          panel,
          'median ms': Number(t.median.toFixed(2)),
          'max ms': Number(t.max.toFixed(2)),
          'of scan': `1/${Math.round(scan.median / t.median)}`,
          goal: t.median <= scan.median / 20 && t.max < 200 ? 'met' : 'MISSED',
        });
      }
      const all = await timed(() => dashboardOverview(orm, scope, 'zh_cn'));
      table.push({
        scope: scopeName,
        panel: 'all seven (overview, side by side)',
        'median ms': Number(all.median.toFixed(2)),
        'max ms': Number(all.max.toFixed(2)),
        'of scan': `1/${Math.round(scan.median / all.median)}`,
        goal: all.max < 500 ? 'met' : 'MISSED',
      });
    }
    console.table(table);
    const sample = await dashboardOverview(orm, scopes['head office'], 'zh_cn');
    console.log(
      `head office this week: ${sample.traffic.map((d) => d.total).join(' / ')} passages a day; ${sample.passMethods.reduce((n, b) => n + b.total, 0)} visits; top company ${sample.topCompanies[0]?.name} (${sample.topCompanies[0]?.total})`,
    );
  } finally {
    await db?.close();
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await dropDatabase(name);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
