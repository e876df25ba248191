#!/usr/bin/env node
// Repair work-order benchmark (issue 16): on PostgreSQL, 500 000 repair_orders over the demo's three communities
// and the last 365 days, with 20 connections by default:
//   - the order list (POST /api/property/repairOrder/query/page, one community's page 1 and its processing list)
//     against the "floor route": a bare Fastify route running the same page statement (the engine's
//     readPageJson on the same resource and scope) and nothing else — goal ≥ 70 %;
//   - the analysis page's queries (POST …/repairOrder/analysis, 30 days, one community and the head office) and
//     the side-menu count (GET …/getRepairOrderCount) — goal p99 < 200 ms;
//   - the count's plan, printed to show it reads repair_order_tallies only, never repair_orders.
// Creates and drops its own database. Needs the API built (dist/).
//
//   pnpm --filter @cvap/api build && node apps/api/bench/repair-orders.mjs
//   BENCH_PG_URL, BENCH_SECONDS, BENCH_CONNECTIONS (default here 20), BENCH_ROWS, BENCH_ONLY as in oplog-paging.mjs
import autocannon from 'autocannon';

process.env.BENCH_CONNECTIONS ??= '20';
const support = await import('./bench-support.mjs');
const {
  answerParent,
  benchConfig,
  CONNECTIONS,
  listenBare,
  listenWithAdmin,
  measured,
  ONLY,
  openDemoDatabase,
  postChecked,
  resultRow,
  SECONDS,
  withServers,
} = support;

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000);
const DAY_MS = 86_400_000;
const chinaDay = (daysAgo) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- child: the servers
async function serve(name) {
  const { db, buildApp } = await openDemoDatabase(name);
  const started = Date.now();
  // Bulk load with the trigger off, then the tallies and the daily rollup rebuilt exactly as migrations 0011 and 0013 do.
  await db.orm.execute('alter table repair_orders disable trigger repair_orders_tally');
  await db.orm.execute(`
    insert into repair_orders (residential_id, order_no, type_id, title, address, reporter_name, reporter_phone, source, status,
      reporter_user_id, assignee_user_id, response_deadline, complete_deadline, received_at, finished_at, rating, check_result,
      check_score, overdue, created_at, updated_at)
    select r.ids[1 + g % 3], 'BXB' || lpad(g::text, 9, '0'), t.ids[1 + g % array_length(t.ids, 1)],
      (array['厨房下水道堵塞','电梯运行异响','楼道声控灯不亮','卫生间水管漏水','单元门禁无法刷卡'])[1 + g % 5],
      (1 + g % 3) || '栋' || (1 + g % 18) || '0' || (1 + g % 4) || '室',
      (array['张建华','李秀英','王伟','刘洋','陈静','杨帆'])[1 + g % 6], '139' || lpad((g % 100000000)::text, 8, '0'),
      (array['serviceCentre','phone','resident'])[1 + g % 3],
      case when g > ${ROWS} - 600 then (array['pending','dispatched','processing','visiting','checking'])[1 + g % 5]
           when g % 25 = 0 then 'closed' else 'completed' end,
      u.ids[1 + g % array_length(u.ids, 1)], w.ids[1 + g % array_length(w.ids, 1)],
      c.at + interval '30 minutes', c.at + interval '1 day',
      c.at + ((5 + g % 50) * interval '1 minute'), c.at + ((60 + g % 1500) * interval '1 minute'),
      1 + g % 5, 'qualified', 70 + g % 31, case when g % 9 = 0 then 1 else 0 end, c.at, c.at
    from generate_series(1, ${ROWS}) g
    cross join lateral (select now() - ((${ROWS} - g) * (interval '365 days' / ${ROWS})) as at) c,
      (select array_agg(id order by id) as ids from residentials) r,
      (select array_agg(id order by id) as ids from repair_types where pid is not null) t,
      (select array_agg(id order by id) as ids from users where username in ('lihua', 'zhangwei', 'wangfang', 'xuming')) u,
      (select array_agg(id order by id) as ids from users where username in ('wangqiang', 'zhoujie', 'machao')) w`);
  await db.orm.execute('truncate repair_order_tallies');
  await db.orm.execute(`insert into repair_order_tallies (residential_id, status, reporter_user_id, assignee_user_id, total)
    select residential_id, status, coalesce(reporter_user_id, 0), coalesce(assignee_user_id, 0), count(*)::integer from repair_orders group by 1, 2, 3, 4`);
  await db.orm.execute('truncate repair_order_daily');
  await db.orm
    .execute(`insert into repair_order_daily (residential_id, day, type_id, status, assignee_user_id, total, received, response_minutes,
      finished, complete_minutes, overdue, rated, rating_sum)
    select residential_id, (created_at at time zone 'Asia/Shanghai')::date, coalesce(type_id, 0), status, coalesce(assignee_user_id, 0),
      count(*)::integer, count(received_at)::integer, coalesce(sum(extract(epoch from received_at - created_at) / 60), 0),
      count(finished_at)::integer, coalesce(sum(extract(epoch from finished_at - created_at) / 60), 0), sum(overdue)::integer,
      count(rating)::integer, coalesce(sum(rating), 0)::integer
    from repair_orders group by 1, 2, 3, 4, 5`);
  await db.orm.execute('alter table repair_orders enable trigger repair_orders_tally');
  await db.orm.execute('vacuum analyze repair_orders');
  await db.orm.execute('vacuum analyze repair_order_tallies');
  await db.orm.execute('vacuum analyze repair_order_daily');
  const generatedMs = Date.now() - started;
  const community = (await db.orm.execute('select id, company_id, tenant_id from residentials order by id limit 1')).rows[0];

  const { config, removeDataDir } = benchConfig(name);
  const app = await buildApp({ config, db, logger: false });
  const served = await listenWithAdmin(app);
  // The floor: the same page statement as the list route (the engine's readPageJson, same resource and scope).
  const { resolvedEntry } = await import('../dist/engine/resolve.js');
  const { repairOrderEntry } = await import('../dist/modules/repair/registry.js');
  const { readPageJson } = await import('../dist/engine/paging.js');
  const { okWithRowsJson } = await import('../dist/lib/envelope.js');
  const scope = { kind: 'residential', tenantId: community.tenant_id, residentialId: community.id, companyId: community.company_id };
  const { bare, url: bareUrl } = await listenBare(
    async () => ({ status: 200, message: 'ok', data: { rows: [] } }),
    (server) =>
      server.post('/floor', async (request, reply) => {
        const { rowsJson, ...page } = await readPageJson(db.orm, resolvedEntry(repairOrderEntry), request.body, scope);
        return reply.type('application/json').send(okWithRowsJson('zh_cn', page, rowsJson));
      }),
  );
  // The count's plan: which relations it reads.
  const plan = await db.orm
    .execute(`explain (format json) select status, sum(total), coalesce(sum(total) filter (where reporter_user_id = 1), 0)
    from repair_order_tallies where residential_id = ${Number(community.id)} group by status`);
  const relations = [...JSON.stringify(plan.rows).matchAll(/"Relation Name":"(\w+)"/g)].map((m) => m[1]);
  process.send({ app: served.url, bare: bareUrl, token: served.token, companyId: community.company_id, generatedMs, relations });
  answerParent(db, name, async () => {
    await bare.close();
    await app.close();
    await db.close();
    removeDataDir();
  });
}

// ---------------------------------------------------------------- parent: the load
function get(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method: 'GET', connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });
}

async function main() {
  if (process.argv[2] === 'serve') return serve(process.argv[3]);
  await withServers(import.meta.url, 'perf_repair_', async (child, ready) => {
    const base = `${ready.app}/api/property/repairOrder`;
    const headOffice = { authorization: ready.token };
    const community = { ...headOffice, companyid: String(ready.companyId) };
    const page1 = { page: 1, limit: 20 };
    const processing = { page: 1, limit: 20, status: ['dispatched', 'processing'] };
    const month = { from: chinaDay(29), to: chinaDay(0) };
    const scenarios = [
      ['bare Fastify POST', `${ready.bare}/bare`, {}, page1],
      ['floor: bare route, same page statement', `${ready.bare}/floor`, {}, page1],
      ['order list, community, page 1', `${base}/query/page`, community, page1],
      ['floor: processing list', `${ready.bare}/floor`, {}, processing],
      ['order list, community, processing', `${base}/query/page`, community, processing],
      ['analysis, community, 30 days', `${base}/analysis`, community, month],
      ['analysis, head office, 30 days', `${base}/analysis`, headOffice, month],
      ['side-menu count, community', `${base}/getRepairOrderCount`, community, null],
      ['side-menu count, head office', `${base}/getRepairOrderCount`, headOffice, null],
    ];
    const first = await postChecked(`${base}/query/page`, community, page1);
    const analysis = await postChecked(`${base}/analysis`, headOffice, month);
    console.log(
      `\n${ROWS} repair_orders generated in ${ready.generatedMs} ms; community ${ready.companyId} page 1: total ${first.total} (exact: ${first.totalExact}); head office 30 days: ${analysis.total} orders`,
    );
    console.log(
      `side-menu count plan reads: ${ready.relations.join(', ')} (repair_orders: ${ready.relations.includes('repair_orders') ? 'yes' : 'no'})`,
    );
    console.log(`${SECONDS} s per scenario, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}\n`);
    const results = [];
    for (const [index, [title, url, headers, body]] of scenarios.entries()) {
      if (ONLY && !ONLY.includes(index) && index !== 0) continue;
      results.push(await measured(child, () => (body === null ? get(title, url, headers) : support.load(title, url, headers, body))));
    }
    const bare = results[0].result.requests.average;
    console.table(results.map((outcome) => resultRow(outcome, bare)));
    const floor = results.find((r) => r.title.startsWith('floor: bare'));
    const list = results.find((r) => r.title === 'order list, community, page 1');
    if (floor && list)
      console.log(
        `order list vs floor: ${((list.result.requests.average / floor.result.requests.average) * 100).toFixed(1)} % (goal ≥ 70 %)`,
      );
    const floor2 = results.find((r) => r.title === 'floor: processing list');
    const list2 = results.find((r) => r.title === 'order list, community, processing');
    if (floor2 && list2)
      console.log(
        `processing list vs floor: ${((list2.result.requests.average / floor2.result.requests.average) * 100).toFixed(1)} % (goal ≥ 70 %)`,
      );
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
