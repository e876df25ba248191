#!/usr/bin/env node
// Operation-log paging benchmark (docs/decisions/0006): on PostgreSQL, 1 million op_logs rows, page 1 and a page
// at depth 500 000 through the real route (auth, permission, scope, rate limit, headers), and a bare Fastify
// route in the same run for the ratio. Creates and drops its own database. Needs the API built (dist/).
//
//   pnpm --filter @cvap/api build && node apps/api/bench/oplog-paging.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_ROWS=1000000
//   BENCH_ONLY=1,2 (scenario indexes, bare always runs) BENCH_CPU_PROFILE=/tmp/dir (the servers' --cpu-prof)
//
// Besides requests/s and latency, each scenario reports the CPU time one request cost the API process and the
// PostgreSQL backends (bench/cpu-meter.mjs, from /proc): on a shared machine requests/s move with other people's
// load, the CPU each request costs much less.
//
// The servers run in a child process, autocannon in this one, so the load generator does not share the
// servers' event loop.
//
// The last two scenarios bound what any list route could reach here. The bare page: a bare Fastify route whose
// handler is the engine's page query for page 1 (readPageJson, the database writing the rows' JSON) and nothing
// else: no authentication, permission, scope, rate limit, headers or request validation. The floor: that page's
// database work alone (readPageJson on the API's own pool, the same 50 concurrent callers, in the server process,
// no HTTP, no autocannon). When these stay under 20 % of bare, the 20 % list budget cannot be met on this machine
// by work on the request path; only by not asking the database (docs/decisions/0006).
//
// The list budget (issue 11) is measured against "the same page statement": a bare Fastify route that sends
// exactly the statements the engine sent for that page (captured once from the pool, same text, name and values)
// and answers the JSON they return, at page 1 and at depth 500 000. Beside them, the pattern most admin back
// ends use (RuoYi's PageHelper): an exact COUNT(*) and then LIMIT/OFFSET, rows serialised by the server, on a bare
// route too, at page 1 and at depth 500 000; the summary gives our deep page's advantage over it as a ratio.
import {
  answerParent,
  benchConfig,
  CONNECTIONS,
  cpuColumns,
  inChild,
  listenBare,
  listenWithAdmin,
  load,
  loop,
  measured,
  postChecked,
  withServers,
  ONLY,
  openDemoDatabase,
  resultRow,
  SECONDS,
} from './bench-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const LIMIT = 20;
const DEPTH = 500_000;

// ---------------------------------------------------------------- child: the servers
async function serve(name) {
  const { db, buildApp } = await openDemoDatabase(name);
  const started = Date.now();
  await db.orm.execute(`
    insert into op_logs (user_id, username, ip, method, path, resource, action, record_id, status, http_status, duration_ms, detail, created_at)
    select 1, 'admin', '10.0.' || (g % 250) || '.' || (g % 200), 'PUT', '/api/admin/dictType/' || (g % 500), 'dictType', 'update',
           (g % 500)::text, case when g % 37 = 0 then 40001 else 200 end, case when g % 37 = 0 then 422 else 200 end, 3 + g % 40,
           '{"body":{"name":"车位类型"}}'::jsonb, now() - ((${ROWS} - g) * interval '500 milliseconds')
    from generate_series(1, ${ROWS}) g`);
  // Vacuumed now, so autovacuum does not visit the new million rows during a measured scenario (its worker's CPU
  // would count as the requests'), and the visibility map lets the probes scan the index only.
  await db.orm.execute('vacuum analyze op_logs');
  const generatedMs = Date.now() - started;

  const { config, removeDataDir } = benchConfig(name);
  const app = await buildApp({ config, db, logger: false });
  const served = await listenWithAdmin(app);
  // The floor: the route's database work alone (the engine's readPageJson on the app's own pool), no HTTP around
  // it; and the same page answered by a bare Fastify route, without the app's chain and request validation.
  const { readPageJson } = await import('../dist/engine/paging.js');
  const { okWithRowsJson } = await import('../dist/lib/envelope.js');
  const { resolveResource } = await import('../dist/engine/resolve.js');
  const { opLogHooks } = await import('../dist/modules/system/system-hooks.js');
  const { opLogs } = await import('../dist/db/schema/index.js');
  const { opLogResource } = await import('@cvap/contracts');
  const opLog = resolveResource(opLogResource, opLogs, opLogHooks);
  const pageText = async (query) => {
    const { rowsJson, ...page } = await readPageJson(db.orm, opLog, query, { kind: 'headOffice', tenantId: 1 });
    return okWithRowsJson('zh_cn', page, rowsJson);
  };
  // The statements the engine sends for a page, captured from the pool as they are (text, name, values).
  const pool = db.orm.$client;
  const statementsOf = async (query) => {
    const sent = [];
    const query0 = pool.query;
    pool.query = function (...args) {
      sent.push(args);
      return query0.apply(this, args);
    };
    try {
      const written = await readPageJson(db.orm, opLog, query, { kind: 'headOffice', tenantId: 1 });
      return { sent, page: { ...written, rowsJson: undefined } };
    } finally {
      pool.query = query0;
    }
  };
  const captured = {
    1: await statementsOf({ page: 1, limit: LIMIT }),
    [DEPTH / LIMIT + 1]: await statementsOf({ page: DEPTH / LIMIT + 1, limit: LIMIT }),
  };
  const ruoYiColumns =
    'id, user_id, username, ip, method, path, resource, action, record_id, status, http_status, duration_ms, detail, created_at';
  const { bare, url: bareUrl } = await listenBare(
    async (request) => ({ status: 200, message: 'ok', data: { rows: [], echo: request.body } }),
    (server) => {
      server.post('/bare-page', async (request, reply) =>
        reply.type('application/json').send(await pageText({ page: 1, limit: LIMIT, ...request.body })),
      );
      // The same page statement and nothing else: the engine's statements for that page, sent again as they were.
      server.post('/bare-statement', async (request, reply) => {
        const { sent, page } = captured[request.body.page];
        let answer;
        for (const args of sent) answer = await pool.query(...args);
        const row = answer.rows[0];
        const json = Array.isArray(row) ? row[0] : (row?.json ?? Object.values(row ?? {})[0]);
        return reply.type('application/json').send(okWithRowsJson('zh_cn', page, json ?? '[]'));
      });
      // RuoYi / PageHelper: an exact count, then the page by LIMIT/OFFSET, rows serialised by the server.
      server.post('/ruoyi-page', async (request) => {
        const { page, limit } = request.body;
        const total = Number((await pool.query('select count(0) as n from op_logs')).rows[0].n);
        const rows = (
          await pool.query(`select ${ruoYiColumns} from op_logs order by id desc limit $1 offset $2`, [limit, (page - 1) * limit])
        ).rows;
        return { status: 200, message: 'ok', data: { rows, total, page, limit } };
      });
    },
  );

  process.send({ app: served.url, bare: bareUrl, token: served.token, generatedMs });
  answerParent(
    db,
    name,
    async () => {
      await bare.close();
      await app.close();
      await db.close();
      removeDataDir();
    },
    { floor: (query) => loop(() => pageText(query)) },
  );
}

// ---------------------------------------------------------------- parent: the load

const run = (title, url, body, token) => load(title, url, token ? { authorization: token } : {}, body);
const floor = (child, title, body) => async () => ({ title, result: await inChild(child, 'floor', body) });

async function main() {
  if (process.argv[2] === 'serve') return serve(process.argv[3]);
  await withServers(import.meta.url, 'perf_oplog_', async (child, ready) => {
    const pageUrl = `${ready.app}/api/admin/opLog/query/page`;
    const deepPage = DEPTH / LIMIT + 1;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() + 8 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const range = { createdAt: [`${weekAgo} 00:00:00`, `${today} 23:59:59`] };
    const scenarios = [
      ['bare Fastify POST', `${ready.bare}/bare`, { page: 1, limit: LIMIT }, undefined],
      ['opLog page 1', pageUrl, { page: 1, limit: LIMIT }, ready.token],
      [`opLog page ${deepPage} (depth ${DEPTH})`, pageUrl, { page: deepPage, limit: LIMIT }, ready.token],
      ['opLog page 1, 7-day range', pageUrl, { page: 1, limit: LIMIT, ...range }, ready.token],
      [`opLog page ${deepPage}, 7-day range`, pageUrl, { page: deepPage, limit: LIMIT, ...range }, ready.token],
      ['bare Fastify route answering page 1 (no chain, no validation)', `${ready.bare}/bare-page`, { page: 1, limit: LIMIT }, undefined],
      ['floor: page 1 database work alone, no HTTP', null, { page: 1, limit: LIMIT }, null],
      ['bare route, the same page statement, page 1', `${ready.bare}/bare-statement`, { page: 1, limit: LIMIT }, undefined],
      [
        `bare route, the same page statement, page ${deepPage}`,
        `${ready.bare}/bare-statement`,
        { page: deepPage, limit: LIMIT },
        undefined,
      ],
      ['RuoYi/PageHelper: COUNT(*) + LIMIT/OFFSET, page 1', `${ready.bare}/ruoyi-page`, { page: 1, limit: LIMIT }, undefined],
      [
        `RuoYi/PageHelper: COUNT(*) + LIMIT/OFFSET, page ${deepPage}`,
        `${ready.bare}/ruoyi-page`,
        { page: deepPage, limit: LIMIT },
        undefined,
      ],
    ];
    const first = await postChecked(pageUrl, { authorization: ready.token }, { page: 1, limit: LIMIT });
    const deep = await postChecked(pageUrl, { authorization: ready.token }, { page: deepPage, limit: LIMIT });
    console.log(
      `\n${ROWS} op_logs rows generated in ${ready.generatedMs} ms; page 1 total ${first.total} (exact: ${first.totalExact}), first id ${first.rows[0]?.id}; deep page first id ${deep.rows[0]?.id}`,
    );
    console.log(`${SECONDS} s per scenario, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}\n`);

    const results = [];
    for (const [index, [title, url, body, token]] of scenarios.entries()) {
      if (ONLY && !ONLY.includes(index) && index !== 0) continue;
      results.push(await measured(child, url ? () => run(title, url, body, token) : floor(child, title, body)));
    }
    if (ONLY) {
      const bareOnly = results[0].result.requests.average;
      console.table(
        results.map(({ title, result, cpu }) => ({
          scenario: title,
          'req/s': Math.round(result.requests.average),
          'p99 ms': result.latency.p99,
          'vs bare': `${((result.requests.average / bareOnly) * 100).toFixed(1)}%`,
          ...cpuColumns(cpu),
        })),
      );
      return;
    }
    const bare = results[0].result.requests.average;
    const page1 = results[1].result;
    console.table(results.map((outcome) => resultRow(outcome, bare)));
    const ratio = (a, b) => (a / b).toFixed(2);
    console.log(
      `deep/page1 cost (p50 latency ratio): ${ratio(results[2].result.latency.p50, page1.latency.p50)}; throughput page1/deep: ${ratio(page1.requests.average, results[2].result.requests.average)}`,
    );
    console.log(
      `with 7-day range, deep/page1 p50: ${ratio(results[4].result.latency.p50, results[3].result.latency.p50)}; throughput: ${ratio(results[3].result.requests.average, results[4].result.requests.average)}`,
    );
    const rps = (index) => results[index].result.requests.average;
    const percent = (a, b) => `${((a / b) * 100).toFixed(1)}%`;
    console.log(
      `list budget (>= 70 % of the bare route running the same page statement): page 1 ${percent(rps(1), rps(7))}, page ${deepPage} ${percent(rps(2), rps(8))}`,
    );
    console.log(
      `p99 at ${CONNECTIONS} connections (budget < 100 ms): page 1 ${page1.latency.p99} ms, page ${deepPage} ${results[2].result.latency.p99} ms`,
    );
    console.log(
      `RuoYi/PageHelper deep/page1 throughput: ${ratio(rps(9), rps(10))}; our deep page against theirs: ${ratio(rps(2), rps(10))}x the requests/s, p50 ${results[10].result.latency.p50} ms against ${results[2].result.latency.p50} ms`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
