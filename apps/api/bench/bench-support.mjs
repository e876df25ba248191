// What the PostgreSQL load benchmarks (oplog-paging.mjs, middleware-chain.mjs) share: their settings from the
// environment, the throw-away database, the server process (child) and its little protocol with the load process
// (parent), autocannon runs measured with CPU per request (cpu-meter.mjs), and the result table's rows.
//
// Protocol: the child sends one message when its servers listen (what the parent needs to load them); after that
// the parent sends 'cpu' (answered with { cpu: snapshot }) or anything else, which makes the child close down.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuPerRequest, cpuSnapshot } from './cpu-meter.mjs';

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ONLY=1,2: the scenario indexes to run (the bare one, index 0, always runs); null for all. */
export const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map(Number) : null;

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Work on the PostgreSQL server's administration database (create and drop the benchmark's own). */
export async function admin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database named `<prefix><random>`, created on the server; its name. */
export async function createDatabase(prefix) {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  return name;
}

export const dropDatabase = (name) => admin((c) => c.query(`drop database if exists ${name} with (force)`));

// ---------------------------------------------------------------- child: the servers

/** In the child: the built API's modules and the benchmark database, migrated and with the demo seed. */
export async function openDemoDatabase(name) {
  const { buildApp } = await import('../dist/app.js');
  const { openDatabase } = await import('../dist/db/client.js');
  const { prepareDatabase } = await import('../dist/db/migrate.js');
  const { API_MODULES } = await import('../dist/modules/index.js');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  return { db, buildApp };
}

/** The app's configuration for a benchmark (production mode, silent, rate limit out of the way), with its data directory. */
export function benchConfig(name) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-bench-'));
  const config = {
    mode: 'production',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: databaseUrl(name),
    pgliteDir: join(dataDir, 'pglite'),
    dataDir,
    jwt: { value: randomBytes(48).toString('base64url'), source: 'env' },
    jwtTtlSeconds: 3600,
    seed: 'none',
    adminInitialPassword: null,
    apiDocs: false,
    webDist: join(dataDir, 'none'),
    allowedOrigins: [],
    hwBridgeUrl: 'http://127.0.0.1:65533',
    hwBridgePort: 65533,
    frameAncestors: ["'self'"],
    logLevel: 'silent',
    rateLimitPerMinute: 100_000_000,
    trustProxy: false,
    files: { driver: 'local' },
  };
  return { config, dataDir, removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The built app listening on a free port, and the admin's token. */
export async function listenWithAdmin(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/jwt/token', payload: { username: 'admin', password: 'Admin@2026' } });
  return { url: `http://127.0.0.1:${app.server.address().port}`, token: login.json().data };
}

/** A bare Fastify server with `handler` on POST /bare: the reference without the app's chain. `setup(bare)` may add to it. */
export async function listenBare(handler, setup = () => {}) {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  setup(bare);
  bare.post('/bare', handler);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { bare, url: `http://127.0.0.1:${bare.server.address().port}` };
}

/**
 * In the child: answer 'cpu' with a snapshot of this process and the database's backends, `{ work, args }` with
 * `{ done: await works[work](args) }`; on anything else `stop()` and exit.
 */
export function answerParent(db, name, stop, works = {}) {
  process.on('message', async (message) => {
    if (message === 'cpu') return process.send({ cpu: await cpuSnapshot(db.orm, name) });
    if (message?.work && works[message.work]) return process.send({ done: await works[message.work](message.args) });
    await stop();
    process.exit(0);
  });
}

// ---------------------------------------------------------------- parent: the load

/** The script at `scriptUrl` again as the server process (`serve <database>`), with --cpu-prof under BENCH_CPU_PROFILE. */
export function forkServers(scriptUrl, name) {
  const profileDir = process.env.BENCH_CPU_PROFILE;
  return fork(fileURLToPath(scriptUrl), ['serve', name], {
    stdio: 'inherit',
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
}

/**
 * A throw-away database named `<prefix>…`, this script again as the server process on it, `run(child, ready)`
 * with the child's first message; then the child is stopped and the database dropped (kept with BENCH_KEEP_DB).
 */
export async function withServers(scriptUrl, prefix, run) {
  const name = await createDatabase(prefix);
  const child = forkServers(scriptUrl, name);
  try {
    const ready = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    return await run(child, ready);
  } finally {
    if (child.connected) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await dropDatabase(name);
  }
}

/** POSTs `body` to `url` once and answers its data; anything but an envelope status of 200 throws. */
export async function postChecked(url, headers, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${url} answered ${json.status} ${json.message}`);
  return json.data;
}

/** Runs `works[work](args)` in the child (see answerParent); resolves to what it answered. */
export function inChild(child, work, args) {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message.done));
    child.send({ work, args });
  });
}

/**
 * In the child: `call()` repeated by CONNECTIONS concurrent loops for SECONDS, the shape of an autocannon result
 * (requests.average / total, latency p50 / p99 in ms) so it fits the same table.
 */
export async function loop(call) {
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const sent = performance.now();
        await call();
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return {
    requests: { average: latencies.length / elapsed, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors: 0,
    non2xx: 0,
  };
}

/** A scenario under load, with the server's and the database's CPU per request around it. */
export async function measured(child, work) {
  const snapshot = () =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.cpu));
      child.send('cpu');
    });
  const before = await snapshot();
  const outcome = await work();
  const after = await snapshot();
  return { ...outcome, cpu: cpuPerRequest(before, after, outcome.result.requests.total) };
}

/** autocannon: POSTs of `body` (JSON) to `url` for SECONDS over CONNECTIONS connections; resolves to { title, result }. */
export function load(title, url, headers, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

export const cpuColumns = (cpu) => ({ 'API CPU µs/req': cpu.node ?? '-', 'PG CPU µs/req': cpu.pg ?? '-' });

/** One row of the result table; `bare` is the bare scenario's average requests/s. */
export const resultRow = ({ title, result, cpu }, bare) => ({
  scenario: title,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'errors+non2xx': result.errors + result.non2xx,
  'vs bare': `${((result.requests.average / bare) * 100).toFixed(1)}%`,
  ...cpuColumns(cpu),
});

// ---------------------------------------------------------------- the task WebSocket

/**
 * The admin's task WebSocket on a listening API: every pushed task update with its arrival time, and `ended(id)`,
 * resolving with a task's final state (200 or failed) whether it arrived before or after the call.
 */
export async function watchTasks(baseUrl, token) {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/task/ws`, { origin: baseUrl });
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  const updates = [];
  const waiting = new Map();
  const ready = new Promise((resolve) =>
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ready') return resolve();
      if (message.type !== 'task') return;
      updates.push({ at: performance.now(), task: message.task });
      if (message.task.status !== 205) waiting.get(message.task.id)?.(message.task);
    }),
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return {
    updates,
    ended(taskId) {
      const already = updates.find((u) => u.task.id === taskId && u.task.status !== 205);
      return already ? Promise.resolve(already.task) : new Promise((resolve) => waiting.set(taskId, resolve));
    },
    /** The updates of one task and the largest gap between two of them, milliseconds. */
    gaps(taskId) {
      const ours = updates.filter((u) => u.task.id === taskId);
      return { ours, largest: Math.max(0, ...ours.slice(1).map((u, i) => u.at - ours[i].at)) };
    },
    close: () => socket.close(),
  };
}

/** `calls` calls of `work` by `callers` concurrent callers: p50, p99 and max latency in ms (one decimal). */
export async function latencies(work, { callers, calls }) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < calls) {
        next += 1;
        const started = performance.now();
        await work();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5).toFixed(1), p99: at(0.99).toFixed(1), max: times[times.length - 1].toFixed(1) };
}

/**
 * Times `write(tx)` in a transaction that is then rolled back, so the rows it wrote are gone for what the benchmark
 * measures next; `read(tx)`, run after the timing and before the rollback, answers what the caller wants to know of
 * them. Answers { ms, seen }.
 */
export async function timedRolledBack(orm, write, read = async () => undefined) {
  let ms = 0;
  let seen;
  await orm
    .transaction(async (tx) => {
      const started = performance.now();
      await write(tx);
      ms = performance.now() - started;
      seen = await read(tx);
      tx.rollback();
    })
    .catch((error) => {
      if (error?.constructor?.name !== 'TransactionRollbackError') throw error;
    });
  return { ms, seen };
}
