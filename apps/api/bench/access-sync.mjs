#!/usr/bin/env node
// Access-control sync benchmark (issue 14): the full eight-step sync of 100 000 users and 200 000 cards into
// PostgreSQL, against the simulator's own time to serve the same data (goal: the sync at most 3× that). Run by
// hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/api build && node apps/api/bench/access-sync.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SIM_PORT=9602 BENCH_USERS=100000 BENCH_CARDS=200000
//
// 1. The platform simulator (apps/door-sim/src/platform/standalone.ts) as its own process with the benchmark
//    sizes. Its serving time: one client reading every page of the eight sets in the sync's order and page size,
//    one after another, parsing each answer (what the sync does before it writes anything).
// 2. The built API on a throw-away PostgreSQL database with the demo seed; the admin starts the sync
//    (POST /api/proxy/ralid/sync) and the time to its task's end is taken from the task row. Run twice: the
//    first sync inserts, the second (a rerun) upserts every row and removes none.
import { RALID_MAX_PAGE_SIZE, RALID_STEP_NAMES } from '@cvap/contracts';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchConfig, createDatabase, dropDatabase, openDemoDatabase } from './bench-support.mjs';

const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 9602);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 200_000);
const STEPS = RALID_STEP_NAMES;
const PAGE_SIZE = RALID_MAX_PAGE_SIZE;

async function startPlatform() {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/platform/standalone.ts'], {
    cwd: fileURLToPath(new URL('../../door-sim', import.meta.url)),
    env: {
      ...process.env,
      SIM_PLATFORM_PORT: String(SIM_PORT),
      SIM_PLATFORM_SCALE: 'bench',
      SIM_PLATFORM_USERS: String(USERS),
      SIM_PLATFORM_CARDS: String(CARDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /listening/.test(chunk.toString()) && resolve());
    child.once('exit', (code) => reject(new Error(`platform exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${SIM_PORT}/platform/ralid`, stop: () => child.kill('SIGTERM') };
}

/** Every page of every set, as the sync asks for them; rows read. */
async function readAll(url) {
  let rows = 0;
  for (const step of STEPS) {
    for (let pageNo = 1; ; pageNo++) {
      const response = await fetch(`${url}/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pageNo, pageSize: PAGE_SIZE }),
      });
      const body = await response.json();
      rows += body.data.rows.length;
      if (body.data.rows.length < PAGE_SIZE || pageNo * PAGE_SIZE >= body.data.total) break;
    }
  }
  return rows;
}

async function syncOnce(app, orm, token) {
  const { sql } = await import('drizzle-orm');
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/proxy/ralid/sync',
    headers: { authorization: token, 'accept-language': 'en' },
  });
  const { taskId } = response.json().data;
  for (;;) {
    const result = await orm.execute(sql`select status, message from tasks where id = ${taskId}`);
    const row = result.rows[0];
    if (row.status !== 205) {
      if (row.status !== 200) throw new Error(`sync failed: ${row.message}`);
      return { ms: performance.now() - started, message: row.message };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const platform = await startPlatform();
const name = await createDatabase('perf_sync_');
try {
  // Warm the platform's code paths once on a small read, then time the full read twice and keep the faster.
  const serveRuns = [];
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const rows = await readAll(platform.url);
    serveRuns.push({ ms: performance.now() - t0, rows });
  }
  const serve = serveRuns.reduce((a, b) => (a.ms <= b.ms ? a : b));

  const { db, buildApp } = await openDemoDatabase(name);
  const { config, removeDataDir } = benchConfig(name);
  const app = await buildApp({
    config: {
      ...config,
      ralidUrl: platform.url,
      doorDriver: 'simulator',
      doorSimUrl: `http://127.0.0.1:${SIM_PORT}`,
      doorGatewayToken: null,
    },
    db,
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/jwt/token', payload: { username: 'admin', password: 'Admin@2026' } });
  const token = login.json().data;
  const first = await syncOnce(app, db.orm, token);
  const rerun = await syncOnce(app, db.orm, token);
  await app.close();
  removeDataDir();

  const table = [
    ['simulator serving every page (rows read)', serve.ms, `${serve.rows} rows`],
    ['full sync, first run (inserts)', first.ms, first.message],
    ['full sync, rerun (upserts)', rerun.ms, rerun.message],
  ];
  console.log(`\naccess-control sync: ${USERS} users, ${CARDS} cards (page size ${PAGE_SIZE})\n`);
  for (const [label, ms, note] of table) console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(8)} s   ${note}`);
  console.log(
    `\nratio first sync / serving: ${(first.ms / serve.ms).toFixed(2)}×   rerun / serving: ${(rerun.ms / serve.ms).toFixed(2)}×   (goal ≤ 3×)`,
  );
} finally {
  platform.stop();
  await dropDatabase(name);
}
