#!/usr/bin/env node
// Import benchmark (quality bar: "import of 10,000 people in one zip: under 30 s, with progress pushed at least
// every 2 s"). Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/api build && node apps/api/bench/import-10k.mjs
//   BENCH_ROWS=10000 BENCH_DRIVERS=pglite,postgres BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// Per driver (PGlite in memory; PostgreSQL in a throw-away database), the built API with the demo seed, an
// admin on the task WebSocket, then three imports of BENCH_ROWS rows in one zip each:
//   file types — a flat resource (create schema, one unique column), the engine's cheapest import;
//   houses     — the house template (building and floor names mapped to the floor, the floor checked per row);
//   people     — the resident template, the quality bar's case: one resident per house just imported (house by
//                community, building and room), as the head office; each becomes a pending registration.
// Reported: upload-to-finished time, the time to first progress, the longest gap between two pushed
// progress updates, the number of updates, and the rows stored; and the quality bar's "while list traffic p99
// degrades at most 2 times": the resident list's first page under BENCH_LIST_CONNECTIONS (10) connections for
// BENCH_BASELINE_SECONDS (5) before the import, then throughout it, p99 before and during.
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { benchConfig, createDatabase, databaseUrl, dropDatabase, watchTasks } from './bench-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
/** Connections of the list traffic kept up during each import (0: none), and the seconds of its baseline. */
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

/** The built API's modules, loaded by main() (the traffic child does not need them). */
let dist;

async function xlsx(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(zip) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\n3\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="import.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const WORKLOADS = {
  async fileTypes() {
    const rows = Array.from({ length: ROWS }, (_, i) => [`Bench ${i}`, `bench${i}`, 'pdf', 100, '999', 'Long-term']);
    return {
      url: '/api/admin/fileType/import',
      rows: [['Type name', 'Type value', 'File extensions', 'Maximum file size (KB)', 'Business type', 'Use type'], ...rows],
    };
  },
  async houses(app, token) {
    const floors = 20;
    const building = await app.inject({
      method: 'POST',
      url: '/api/door/building',
      headers: { authorization: token, companyid: '1001' },
      payload: { type: 2, name: '基准测试楼', floorCount: floors },
    });
    if (building.json().status !== 200) throw new Error(`building: ${building.body}`);
    const perFloor = Math.ceil(ROWS / floors);
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const floor = Math.floor(i / perFloor) + 1;
      return ['基准测试楼', `${floor}层`, `${floor}-${(i % perFloor) + 1}`, 'Residence', 'Vacant', 90, 75];
    });
    return {
      url: '/api/door/apartment/import',
      companyId: '1001',
      rows: [['Building', 'Floor', 'Room number', 'House type', 'Status', 'Built-up area (m²)', 'Inner area (m²)'], ...rows],
    };
  },
  /** Residents of the houses the previous workload imported (a house by building and room), as the head office. */
  async people() {
    const floors = 20;
    const perFloor = Math.ceil(ROWS / floors);
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const floor = Math.floor(i / perFloor) + 1;
      const type = i % 3 === 0 ? 'Owner' : i % 3 === 1 ? 'Family member' : 'Tenant';
      return [
        `基准住户${i}`,
        type,
        `139${String(i).padStart(8, '0')}`,
        i % 2 ? 'Male' : 'Female',
        '阳光花园',
        '基准测试楼',
        `${floor}-${(i % perFloor) + 1}`,
      ];
    });
    return {
      url: '/api/door/person/import',
      rows: [['Name', 'Resident type', 'Mobile', 'Gender', 'Community', 'Building', 'Room number'], ...rows],
    };
  },
};

/**
 * List traffic (the resident list's first page, as the head office) from a child process, so the load generator
 * does not share the server's event loop: until stop() is called or `seconds` pass; resolves to autocannon's
 * result.
 */
function listTraffic(baseUrl, token, seconds) {
  const child = fork(fileURLToPath(import.meta.url), ['traffic', baseUrl, token, String(seconds)], { stdio: 'inherit' });
  const done = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`list traffic exited (${code}) without a result`)));
  });
  return { done, stop: () => (child.send('stop'), done) };
}

/** The child's side of listTraffic. */
function serveTraffic([baseUrl, token, seconds]) {
  const instance = autocannon(
    {
      url: `${baseUrl}/api/door/person/query/page`,
      method: 'POST',
      connections: LIST_CONNECTIONS,
      duration: Number(seconds),
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ page: 1, limit: 20 }),
    },
    (error, result) => {
      if (error) throw error;
      process.send({ latency: result.latency, requests: result.requests, errors: result.errors, non2xx: result.non2xx }, () =>
        process.exit(0),
      );
    },
  );
  process.on('message', (message) => message === 'stop' && instance.stop());
}

async function runImport(app, baseUrl, token, name) {
  const work = await WORKLOADS[name](app, token);
  const zip = dist.buildZip([{ name: `${name}.xlsx`, data: await xlsx(work.rows) }]);
  const scope = work.companyId ? { companyid: work.companyId } : {};
  const upload = multipart(zip);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: token, ...scope },
  });
  const filePath = uploaded.json().data[0];

  const watcher = await watchTasks(baseUrl, token);

  const baseline = LIST_CONNECTIONS > 0 ? await listTraffic(baseUrl, token, BASELINE_SECONDS).done : null;
  const traffic = LIST_CONNECTIONS > 0 ? listTraffic(baseUrl, token, 3600) : null;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: work.url,
    headers: { authorization: token, 'accept-language': 'en', ...scope },
    payload: { filePath },
  });
  const taskId = response.json().data.taskId;
  const task = await watcher.ended(taskId);
  const ended = performance.now();
  const during = traffic ? await traffic.stop() : null;
  watcher.close();

  const { ours, largest } = watcher.gaps(taskId);
  const firstProgress = ours.find((u) => u.task.progress > 0);
  return {
    import: name,
    rows: ROWS,
    'total s': ((ended - started) / 1000).toFixed(2),
    'first progress ms': firstProgress ? Math.round(firstProgress.at - started) : '-',
    'max gap ms': Math.round(largest),
    updates: ours.length,
    ...(baseline && during
      ? {
          'list p99 ms before': baseline.latency.p99,
          'list p99 ms during': during.latency.p99,
          'p99 ×': (during.latency.p99 / Math.max(baseline.latency.p99, 1)).toFixed(2),
        }
      : {}),
    result: task.message,
  };
}

async function openDriver(kind) {
  if (kind === 'pglite') return { db: await dist.openDatabase({ kind: 'pglite', dir: 'memory' }), drop: async () => undefined };
  const name = await createDatabase('cvap_bench_import_');
  return { db: await dist.openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 }), drop: () => dropDatabase(name) };
}

async function main() {
  dist = {
    ...(await import('../dist/app.js')),
    ...(await import('../dist/db/client.js')),
    ...(await import('../dist/db/migrate.js')),
    ...(await import('../dist/engine/import-export/zip-writer.js')),
  };
  const table = [];
  for (const kind of DRIVERS) {
    const { db, drop } = await openDriver(kind);
    const { config, removeDataDir } = benchConfig('unused');
    await dist.prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null });
    const app = await dist.buildApp({ config: { ...config, mode: 'demo' }, db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${app.server.address().port}`;
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/jwt/token',
        payload: { username: 'admin', password: 'Admin@2026' },
      });
      const token = login.json().data;
      for (const name of Object.keys(WORKLOADS)) table.push({ driver: kind, ...(await runImport(app, baseUrl, token, name)) });
    } finally {
      await app.close();
      await db.close();
      await drop();
      removeDataDir();
    }
  }
  console.table(table);
}

if (process.argv[2] === 'traffic') serveTraffic(process.argv.slice(3));
else await main();
