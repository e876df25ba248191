#!/usr/bin/env node
// Middleware-chain benchmark (quality bar "Performance", docs/decisions/0006): the API's full request chain on a
// route whose handler does no database work, against a bare Fastify route in the same run. Needs the API built
// (dist/) and PostgreSQL; creates and drops its own database (perf_chain_<random>).
//
//   pnpm --filter @cvap/api build && node apps/api/bench/middleware-chain.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=10 BENCH_CONNECTIONS=50
//   BENCH_ONLY=1,2 (scenario indexes, bare always runs) BENCH_CPU_PROFILE=/tmp/dir (the servers' --cpu-prof)
//
// Besides requests/s and latency, each scenario reports the CPU time one request cost the API process and the
// PostgreSQL backends (bench/cpu-meter.mjs, from /proc): on a shared machine requests/s move with other people's
// load, the CPU each request costs much less.
//
// Which route, honestly: no existing route is authenticated and free of database work in its handler, so the
// script registers benchmark-only routes on the built app through buildApp's `extraRoutes` (the deny-by-default
// start-up check applies to them as to every route). Their handler is the bare route's handler, byte for byte,
// so the difference is the chain: request basics, security headers, rate limit (in-memory, every /api/ request
// counted), authentication (token signature, then the session, user and the route's element grant, answered by
// the per-instance auth cache once warm — decision 0011 — so no statement per request), kiosk/permission check,
// community scope (a CompanyId header resolved through the same cache), the operation-log hook, the envelope
// error handler and the app's logger settings. A mutation route writes its op-log row after the response.
// Scenarios:
//   0 bare Fastify POST                          — the reference
//   1 chain, element route, head office          — the common read-style request
//   2 chain, element route, CompanyId header     — a community user's request (community resolved too)
//   3 chain, element route with op log           — a mutation-style route: one op_logs insert per request
//   4 bare Fastify + the chain's response headers — the bare route sending the security and rate-limit headers
//                                                   every API answer carries, nothing else: their share of the cost
// The servers run in a child process, autocannon in this one, so the load generator does not share the servers'
// event loop.
import {
  answerParent,
  benchConfig,
  CONNECTIONS,
  createDatabase,
  dropDatabase,
  forkServers,
  listenBare,
  listenWithAdmin,
  load,
  measured,
  ONLY,
  openDemoDatabase,
  resultRow,
  SECONDS,
} from './bench-support.mjs';

const ELEMENT = 'sys:opLog:view';
const BODY = { page: 1, limit: 20 };

// The one handler both servers use: no database, a small JSON answer echoing the body.
const handler = async (request) => ({ status: 200, message: 'ok', data: { rows: [], echo: request.body } });

// ---------------------------------------------------------------- child: the servers
async function serve(name) {
  const { db, buildApp } = await openDemoDatabase(name);
  const { rows } = await db.orm.execute('select company_id from residentials order by id limit 1');
  const companyId = rows[0]?.company_id ?? null;

  const { config, removeDataDir } = benchConfig(name);
  const extraRoutes = async (app) => {
    app.post('/api/bench/chain', { config: { access: ELEMENT } }, handler);
    app.post('/api/bench/chain-oplog', { config: { access: ELEMENT, opLog: { resource: 'bench', action: 'update' } } }, handler);
  };
  const app = await buildApp({ config, db, logger: false, extraRoutes });
  const served = await listenWithAdmin(app);
  const { bare, url: bareUrl } = await listenBare(handler);
  // Bare Fastify sending the response headers every API answer of the app carries (the security headers, computed
  // as the app does, and the three rate-limit headers), with no other work: what those headers alone cost.
  const { staticSecurityHeaders } = await import('../dist/plugins/security-headers.js');
  const securityHeaders = await staticSecurityHeaders(config);
  const { bare: headed, url: headedUrl } = await listenBare(handler, (server) =>
    server.addHook('onRequest', (_request, reply, done) => {
      for (const [header, value] of securityHeaders) reply.raw.setHeader(header, value);
      reply.header('x-ratelimit-limit', '100000000').header('x-ratelimit-remaining', '99999999').header('x-ratelimit-reset', '60');
      done();
    }),
  );

  process.send({ app: served.url, bare: bareUrl, headed: headedUrl, token: served.token, companyId });
  answerParent(db, name, async () => {
    await bare.close();
    await headed.close();
    await app.close();
    const written = await db.orm.execute("select count(*)::int as n from op_logs where resource = 'bench'");
    process.send({ opLogRows: written.rows[0].n });
    await db.close();
    removeDataDir();
  });
}

// ---------------------------------------------------------------- parent: the load

const run = (title, url, headers) => load(title, url, headers, BODY);

async function check(url, headers) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(BODY),
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${url} answered ${json.status} ${json.message}`);
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-ratelimit-limit'])
    if (!response.headers.get(name)) throw new Error(`${url} sent no ${name}: is the chain running?`);
}

async function main() {
  if (process.argv[2] === 'serve') return serve(process.argv[3]);
  const name = await createDatabase('perf_chain_');
  const child = forkServers(import.meta.url, name);
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  try {
    const ready = await Promise.race([
      new Promise((resolve) => child.once('message', resolve)),
      exit.then(() => Promise.reject(new Error('server process exited'))),
    ]);
    const auth = { authorization: ready.token };
    const community = { ...auth, companyid: String(ready.companyId) };
    const scenarios = [
      ['bare Fastify POST', `${ready.bare}/bare`, {}],
      ['chain, element route, head office', `${ready.app}/api/bench/chain`, auth],
      ['chain, element route, CompanyId header', `${ready.app}/api/bench/chain`, community],
      ['chain, element route with op log', `${ready.app}/api/bench/chain-oplog`, auth],
      ["bare Fastify + the chain's response headers only", `${ready.headed}/bare`, {}],
    ];
    // Without a community in the seed there is nothing to send as CompanyId: that scenario is left out.
    if (ready.companyId === null) scenarios[2] = null;
    for (const scenario of scenarios.slice(1)) if (scenario) await check(scenario[1], scenario[2]);
    console.log(
      `\n${SECONDS} s per scenario, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}, community ${ready.companyId}\n`,
    );

    const results = [];
    for (const [index, scenario] of scenarios.entries())
      if (scenario && (!ONLY || ONLY.includes(index) || index === 0)) results.push(await measured(child, () => run(...scenario)));
    const bare = results[0].result.requests.average;
    console.table(results.map((outcome) => resultRow(outcome, bare)));
  } finally {
    if (!exited) {
      const stats = new Promise((resolve) => child.once('message', resolve));
      child.send('stop');
      const { opLogRows } = await Promise.race([stats, exit.then(() => ({}))]);
      if (opLogRows !== undefined) console.log(`op_logs rows written by the op-log scenario: ${opLogRows}`);
      await exit;
    }
    await dropDatabase(name);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
