// A PostgreSQL outage under a bounded load (issue 21, part 2): the built API (`node apps/api/dist/main.js`) on a
// PostgreSQL server of the benchmark's own (initdb in a temporary folder, a free port; as the `postgres` user when
// run as root), a steady open-loop load of health checks and one list page, the server stopped for
// BENCH_OUTAGE_SECONDS (20) and started again. Prints the requests sent, how those during the outage failed
// (statuses, latency), the seconds from the database's return to both routes answering 200 again, and whether
// the API process lived through it.
//
//   pnpm --filter @cvap/api build && node apps/api/bench/outage.mjs
//
// BENCH_RATE: requests per second on each route (5); BENCH_SEED: none (an administrator only, the default) or
// demo; PG_BINDIR: the server binaries (default the newest /usr/lib/postgresql/<version>/bin).
import { execFile, spawn } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const API_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 20) * 1000;
const RATE = Number(process.env.BENCH_RATE ?? 5);
const SEED = process.env.BENCH_SEED ?? 'none';
const PASSWORD = SEED === 'demo' ? 'Admin@2026' : 'Outage@2026';
const WARM_MS = 5_000;
const AFTER_MS = 10_000;

if (!existsSync(API_MAIN)) {
  console.error('apps/api/dist/main.js is missing: run pnpm --filter @cvap/api build');
  process.exit(1);
}

function binDir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`no initdb under ${root}; set PG_BINDIR`);
  return join(root, version, 'bin');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the benchmark's own PostgreSQL server

const bin = binDir();
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'cvap-outage-bench-'));
if (asRoot) {
  const id = async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  chownSync(dir, await id('-u'), await id('-g'));
}
const pg = (program, args) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
const data = join(dir, 'data');
const pgPort = await freePort();
const pgOptions = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`;
await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
const pgStart = () => pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', pgOptions, '-w', '-t', '60', 'start']);
const pgStop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
await pgStart();

// ---------------------------------------------------------------- the API process

const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const logFile = join(dir, 'api.log');
const log = createWriteStream(logFile);
const api = spawn(process.execPath, [API_MAIN], {
  env: {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    CVAP_MODE: 'demo',
    SEED,
    ADMIN_INITIAL_PASSWORD: PASSWORD,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    HW_BRIDGE_URL: 'http://127.0.0.1:65533',
    DOOR_SIM_URL: 'http://127.0.0.1:65532',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
api.stdout.pipe(log);
api.stderr.pipe(log);
let apiExit = null;
api.on('exit', (code, signal) => (apiExit = { code, signal, at: Date.now() }));
const cleanUp = () => {
  if (apiExit === null) api.kill('SIGKILL');
};
process.on('exit', cleanUp);

async function call(method, path, { token, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = await response.json().catch(() => null);
    return { http: response.status, status: json?.status ?? null, data: json?.data, ms: performance.now() - started };
  } catch (error) {
    return { http: 0, status: error.name === 'TimeoutError' ? 'timeout' : 'transport', data: null, ms: performance.now() - started };
  }
}

const startedAt = Date.now();
while ((await call('GET', '/api/health')).http !== 200) {
  if (apiExit) throw new Error(`the API exited during start-up: see ${logFile}`);
  if (Date.now() - startedAt > 300_000) throw new Error('the API did not answer within 5 minutes');
  await sleep(250);
}
console.log(`API up after ${((Date.now() - startedAt) / 1000).toFixed(1)} s (seed ${SEED}) on PostgreSQL port ${pgPort}`);
const signIn = await call('POST', '/api/auth/jwt/token', { body: { username: 'admin', password: PASSWORD } });
if (signIn.status !== 200) throw new Error(`login failed: ${JSON.stringify(signIn)}`);
const token = signIn.data;

// ---------------------------------------------------------------- load, outage, return

const samples = [];
const inFlight = new Set();
let loading = true;
const fire = (route, method, path, options) => {
  const sentAt = Date.now();
  const work = call(method, path, options).then((answer) => samples.push({ route, sentAt, ...answer }));
  inFlight.add(work);
  work.finally(() => inFlight.delete(work));
};
const loader = (async () => {
  // Open loop: one request per route every 1/RATE s whatever the answers take, so slow answers cannot hide.
  for (let tick = Date.now(); loading; tick += 1000 / RATE) {
    fire('health', 'GET', '/api/health');
    fire('list', 'POST', '/api/admin/role/query/page', { token, body: { page: 1, limit: 20 } });
    await sleep(Math.max(0, tick + 1000 / RATE - Date.now()));
  }
})();

await sleep(WARM_MS);
await pgStop();
const downAt = Date.now();
console.log(`PostgreSQL stopped; down for ${OUTAGE_MS / 1000} s under ${RATE} requests/s on each of health and a list page`);
await sleep(OUTAGE_MS);
const startCalledAt = Date.now();
await pgStart();
const upAt = Date.now();
let recoveredAt = null;
while (recoveredAt === null && Date.now() - upAt < 60_000) {
  const [health, list] = await Promise.all([
    call('GET', '/api/health'),
    call('POST', '/api/admin/role/query/page', { token, body: { page: 1, limit: 20 } }),
  ]);
  if (health.http === 200 && list.http === 200) recoveredAt = Date.now();
  else await sleep(50);
}
await sleep(AFTER_MS);
loading = false;
await loader;
await Promise.all([...inFlight]);
const finalHealth = await call('GET', '/api/health');

// ---------------------------------------------------------------- figures

const during = samples.filter((s) => s.sentAt >= downAt && s.sentAt < startCalledAt);
const after = samples.filter((s) => s.sentAt >= (recoveredAt ?? Infinity));
const byOutcome = (list) => {
  const counts = {};
  for (const s of list) {
    const key = `${s.http}/${s.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const ms = (v) => `${v.toFixed(0)} ms`;
const logText = readFileSync(logFile, 'utf8');
const count = (pattern) => (logText.match(pattern) ?? []).length;

console.log('');
console.log(
  `requests sent:              ${samples.length} (${samples.filter((s) => s.route === 'health').length} health, ${samples.filter((s) => s.route === 'list').length} list)`,
);
console.log(`sent during the outage:     ${during.length}; failed: ${during.filter((s) => s.http !== 200).length}`);
console.log(`  how (http/envelope):      ${byOutcome(during)}`);
console.log(
  `  latency:                  p50 ${ms(
    quantile(
      during.map((s) => s.ms),
      0.5,
    ),
  )}, p99 ${ms(
    quantile(
      during.map((s) => s.ms),
      0.99,
    ),
  )}, max ${ms(Math.max(...during.map((s) => s.ms)))}`,
);
console.log(
  `recovery:                   ${recoveredAt === null ? 'NOT within 60 s' : `${((recoveredAt - upAt) / 1000).toFixed(2)} s`} after PostgreSQL accepted connections again (pg_ctl start took ${((upAt - startCalledAt) / 1000).toFixed(2)} s)`,
);
console.log(`after recovery:             ${after.length} requests, ${byOutcome(after)}`);
console.log(`API process:                ${apiExit ? `EXITED (${apiExit.signal ?? `code ${apiExit.code}`})` : 'alive throughout'}`);
console.log(`unhandled rejections:       ${finalHealth.data?.unhandledRejections ?? 'n/a'} (health)`);
console.log(
  `log (warn and above):       ${count(/scheduled job ticks are skipped/g)} 'ticks skipped' line(s), ${count(/lost its LISTEN connection/g)} 'LISTEN lost' line(s), ${logText.split('\n').length - 1} lines in all (each failed request logs one)`,
);

if (apiExit === null) {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  console.log(`SIGTERM:                    exit ${apiExit.code ?? apiExit.signal}`);
}
await pgStop().catch(() => undefined);
rmSync(dir, { recursive: true, force: true });
process.exit(apiExit && apiExit.code === 0 && recoveredAt !== null ? 0 : 1);
