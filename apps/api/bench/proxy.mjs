#!/usr/bin/env node
// Scale-out benchmark (issue 27, docs/decisions/0041): a list route (POST /api/admin/role/query/page, the admin,
// 20 rows) direct to one API process, through nginx with one instance behind it, and through nginx with two. The
// APIs are the built entry point (apps/api/dist/main.js) as separate processes on one PostgreSQL database; nginx
// runs the shipped deploy/nginx/cvap.conf.template through the proxy suite's helper (hence tsx). Needs the API
// built, PostgreSQL, and Debian's nginx (scripts/ensure-nginx.mjs). Creates and drops its own database.
//
//   pnpm --filter @cvap/api build && cd apps/api && node --import tsx bench/proxy.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=10 BENCH_CONNECTIONS=50
//
// Besides requests/s and latency, each scenario reports the CPU each request cost the API processes and the nginx
// workers (from /proc/<pid>/stat): on a shared 2-core machine requests/s move with other people's load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, createDatabase, databaseUrl, dropDatabase, load, postChecked, SECONDS } from './bench-support.mjs';
import { startNginx } from '../test/scale-out/nginx.ts';
import { ticksOf as processTicks } from './cpu-meter.mjs';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const ROUTE = '/api/admin/role/query/page';
const BODY = { page: 1, limit: 20 };

const ticksOf = (pid) => processTicks(pid) ?? 0;

/** nginx's workers: the children of its master process. */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built API as its own process; resolves once /api/health answers. */
async function startApi(database, jwtSecret) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-bench-proxy-'));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(database),
      JWT_SECRET: jwtSecret,
      CVAP_MODE: 'demo',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      HW_BRIDGE_URL: 'http://127.0.0.1:65533',
      DOOR_SIM_URL: 'http://127.0.0.1:65532',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before answering`);
    if (Date.now() > deadline) throw new Error('the API did not answer within 120 s');
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
  }
  return {
    url,
    host: `127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One scenario: autocannon on `url`, CPU of `pids` (API processes, nginx workers) per request. */
async function scenario(title, url, token, pids) {
  const before = Object.fromEntries(Object.entries(pids).map(([what, list]) => [what, list.reduce((sum, pid) => sum + ticksOf(pid), 0)]));
  const { result } = await load(title, `${url}${ROUTE}`, { authorization: token }, BODY);
  const perRequest = (what) =>
    pids[what].length === 0
      ? '-'
      : Math.round(
          ((pids[what].reduce((sum, pid) => sum + ticksOf(pid), 0) - before[what]) / TICKS_PER_SECOND / result.requests.total) * 1e6,
        );
  return {
    scenario: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'errors+non2xx': result.errors + result.non2xx,
    'API CPU µs/req': perRequest('api'),
    'nginx CPU µs/req': perRequest('nginx'),
  };
}

async function main() {
  const database = await createDatabase('perf_proxy_');
  const stops = [];
  try {
    const secret = randomBytes(48).toString('base64url');
    // The first start migrates and seeds; the second finds the database ready.
    const first = await startApi(database, secret);
    stops.push(() => first.stop());
    const second = await startApi(database, secret);
    stops.push(() => second.stop());
    const token = await postChecked(`${first.url}/api/auth/jwt/token`, {}, { username: 'admin', password: 'Admin@2026' });
    const oneBehind = await startNginx([first.host, first.host]);
    stops.push(() => oneBehind.stop());
    const twoBehind = await startNginx([first.host, second.host]);
    stops.push(() => twoBehind.stop());

    const rows = [];
    rows.push(await scenario('direct to one instance', first.url, token, { api: [first.pid], nginx: [] }));
    rows.push(await scenario('nginx, one instance', oneBehind.url, token, { api: [first.pid], nginx: childrenOf(oneBehind.pid) }));
    rows.push(
      await scenario('nginx, two instances', twoBehind.url, token, { api: [first.pid, second.pid], nginx: childrenOf(twoBehind.pid) }),
    );
    console.log(`\n${SECONDS} s per scenario, ${CONNECTIONS} connections, POST ${ROUTE}, PostgreSQL, Node ${process.version}\n`);
    console.table(rows);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await dropDatabase(database);
  }
}

await main();
