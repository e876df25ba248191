// `pnpm backup` / `pnpm restore` as real processes on real databases and folders (docs/decisions/0042).
import { RESOURCES, routeOf } from '@cvap/contracts';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openEmptyDatabase, openSeededDatabase, type TestDatabase } from './helpers/database.js';
import { startServerProcess } from './helpers/server-process.js';

/** Where the demo seed of the template database wrote its files (test/setup/postgres-template.ts). */
const SEED_FILES = inject('seedFilesDir');

interface CliRun {
  code: number | null;
  output: string;
}

const API_ROOT = join(import.meta.dirname, '..');
const CONTRACTS_ROOT = join(API_ROOT, '../../packages/contracts');

async function newestChange(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const times = await Promise.all(
    entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/**
 * How to start the backup command: its build (dist/backup-cli.js, with the contracts' build) when that is newer than
 * every source file of both packages, as `pnpm test` guarantees by building first; otherwise src/backup-cli.ts
 * through tsx, so that a stale build is never what is tested. tsx compiles the CLI anew on every start (about 2 s
 * each, on a suite that starts it nine times).
 */
const cliEntry: Promise<string[]> = (async () => {
  const built = await stat(join(API_ROOT, 'dist/backup-cli.js')).catch(() => null);
  const contractsBuilt = await newestChange(join(CONTRACTS_ROOT, 'dist'));
  const fresh =
    built !== null &&
    (await newestChange(join(API_ROOT, 'src'))) <= built.mtimeMs &&
    (await newestChange(join(CONTRACTS_ROOT, 'src'))) <= contractsBuilt;
  return fresh ? ['dist/backup-cli.js'] : ['--import', 'tsx', '--conditions=source', 'src/backup-cli.ts'];
})();

/** Runs the backup command (see cliEntry) with only the given environment. */
async function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const entry = await cliEntry;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The environment of an installation: PostgreSQL at `url`, or PGlite under `dataDir`, and its store under `dataDir`. */
function installation(dataDir: string, url?: string): Record<string, string> {
  return url ? { DATA_DIR: dataDir, DATABASE_URL: url } : { DATA_DIR: dataDir, PGLITE_DIR: join(dataDir, 'pglite') };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every table's rows as row_to_json text, sorted, and every sequence's state. */
async function contents(url: string): Promise<{ tables: Map<string, string[]>; sequences: Map<string, string> }> {
  return withClient(url, async (client) => {
    const tables = new Map<string, string[]>();
    const names = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
    );
    for (const { name } of names.rows) {
      const rows = await client.query<{ line: string }>(
        `select row_to_json(t)::text as line from ${pg.escapeIdentifier(name)} t order by 1`,
      );
      tables.set(
        name,
        rows.rows.map((row) => row.line),
      );
    }
    const sequences = new Map<string, string>();
    const seqs = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'`,
    );
    for (const { name } of seqs.rows) {
      const state = await client.query<{ v: string }>(
        `select last_value::text || '/' || is_called::text as v from ${pg.escapeIdentifier(name)}`,
      );
      sequences.set(name, state.rows[0]!.v);
    }
    return { tables, sequences };
  });
}

/** Row counts of every table, the schema's objects and the migrations recorded: what a refused restore must leave. */
async function fingerprint(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const counts = await client.query<{ counts: string }>(
      `select string_agg(relname || ':' || (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', relname), false, true, '')))[1]::text, ',' order by relname) as counts
         from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    const objects = await client.query("select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace");
    const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    return JSON.stringify([counts.rows[0]!.counts, objects.rows[0], migrations.rows[0]]);
  });
}

async function isEmptyDatabase(url: string): Promise<boolean> {
  const found = await withClient(url, (client) =>
    client.query<{ n: number }>(
      `select (select count(*) from pg_class where relnamespace = 'public'::regnamespace) + (select count(*) from pg_namespace where nspname = 'drizzle') as n`,
    ),
  );
  return Number(found.rows[0]!.n) === 0;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/** Database unavailable or busy: the app's own jobs may hold the small test pool a moment; the same list is asked again. */
const TRANSIENT = new Set([50301, 50310]);

async function listRows(t: TestApp, token: string, route: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }) {
  for (let attempt = 1; ; attempt++) {
    const response = await call<{ list?: unknown[]; rows?: unknown[] }>(t.app, route.method, route.path, {
      token,
      body: { page: 1, limit: 10_000 },
    });
    if (!TRANSIENT.has(response.status) || attempt === 3) return response;
  }
}

/**
 * Lists of rows each app writes itself once started (the table comparison above already found the restored ones
 * equal): its default jobs and file types and their creation times, its jobs' runs, this test's logins.
 */
const WRITTEN_BY_EACH_APP = new Set(['quartzJob', 'quartzJobLog', 'fileType', 'opLog']);

/** Every declared resource's list, as sorted rows (row order among equal sort keys is the database's choice). */
/**
 * Columns a list computes from the clock when it is read (the database's now()): the two apps read their lists
 * seconds apart, so these may differ across a minute's turn or a due time. An open failure's downtime counts up to
 * now; an open record turns overdue at its due time; a device turns offline when its heartbeat grows old.
 */
const READ_TIME_COLUMNS: Record<string, readonly string[]> = {
  equipmentFailure: ['downtimeMinutes'],
  maintainRecord: ['overdue'],
  device: ['status'],
};

async function everyList(t: TestApp, token: string): Promise<Map<string, string[] | string>> {
  const lists = new Map<string, string[] | string>();
  for (const decl of RESOURCES.filter((resource) => !WRITTEN_BY_EACH_APP.has(resource.name))) {
    const response = await listRows(t, token, routeOf(decl, 'page'));
    const rows = response.data?.list ?? response.data?.rows;
    const stable = (row: unknown) =>
      JSON.stringify(row, (key, value: unknown) => (READ_TIME_COLUMNS[decl.name]?.includes(key) ? undefined : value));
    lists.set(decl.name, Array.isArray(rows) ? rows.map(stable).sort() : `${response.http} ${response.status}`);
  }
  return lists;
}

let work: string;
let source: TestDatabase;
/** The demo archived from PostgreSQL and restored into PGlite: the PGlite installation the round trip starts from. */
let pgliteData: string;
let firstArchive: string;
const disposals: (() => Promise<unknown>)[] = [];

async function emptyPostgres(): Promise<TestDatabase & { url: string }> {
  const database = await openEmptyDatabase();
  disposals.push(() => database.dispose());
  return database as TestDatabase & { url: string };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'cvap-backup-test-'));
  source = await openSeededDatabase();
  disposals.push(() => source.dispose());
  const sourceData = join(work, 'source');
  await mkdir(sourceData);
  await symlink(SEED_FILES, join(sourceData, 'uploads'));
  firstArchive = join(work, 'from-postgres.tar.gz');
  const backup = await runCli(['backup', '--out', firstArchive], installation(sourceData, source.url));
  expect(backup.code, backup.output).toBe(0);
  pgliteData = join(work, 'pglite-install');
  const restore = await runCli(['restore', firstArchive], installation(pgliteData));
  expect(restore.code, restore.output).toBe(0);
}, 240_000);

afterAll(async () => {
  for (const dispose of disposals.reverse()) await dispose().catch(() => undefined);
  await rm(work, { recursive: true, force: true });
});

describe('backup from PGlite, restore into PostgreSQL', () => {
  let target: TestDatabase & { url: string };
  let targetData: string;

  beforeAll(async () => {
    const archive = join(work, 'from-pglite.tar.gz');
    const backup = await runCli(['backup', '--out', archive], installation(pgliteData));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('backing up PGlite');
    target = await emptyPostgres();
    targetData = join(work, 'postgres-install');
    const restore = await runCli(['restore', archive], installation(targetData, target.url));
    expect(restore.code, restore.output).toBe(0);
  }, 240_000);

  it('gives every table the same rows and every sequence the same state as the demo it came from', async () => {
    const [before, after] = await Promise.all([contents(source.url!), contents(target.url)]);
    expect([...after.tables.keys()]).toEqual([...before.tables.keys()]);
    const differing = [...before.tables].filter(([name, rows]) => JSON.stringify(after.tables.get(name)) !== JSON.stringify(rows));
    expect(differing.map(([name]) => name)).toEqual([]);
    expect(Object.fromEntries(after.sequences)).toEqual(Object.fromEntries(before.sequences));
    expect(before.tables.get('fee_bill_lines')!.length).toBeGreaterThan(1000);
  });

  it('gives every stored file the same bytes', async () => {
    const paths = await withClient(source.url!, (client) => client.query<{ path: string }>('select stored_path as path from files'));
    expect(paths.rows.length).toBeGreaterThan(0);
    for (const { path } of paths.rows)
      expect(await sha256(join(targetData, 'uploads', path)), path).toBe(await sha256(join(SEED_FILES, path)));
    expect((await filesUnder(join(targetData, 'uploads'))).length).toBe(paths.rows.length);
  });

  it('answers every list route with the same rows as the demo', { timeout: 180_000 }, async () => {
    const apps = [await startTestApp({ database: source }), await startTestApp({ database: target })];
    try {
      const [before, after] = await Promise.all(apps.map(async (t) => everyList(t, await login(t.app, 'admin'))));
      expect([...before!.values()].filter((rows) => Array.isArray(rows) && rows.length > 0).length).toBeGreaterThan(20);
      const differing = [...before!].filter(([name, rows]) => JSON.stringify(after!.get(name)) !== JSON.stringify(rows));
      const firstDifference = differing.map(([name, rows]) => {
        const other = after!.get(name);
        if (!Array.isArray(rows) || !Array.isArray(other)) return { name, before: rows, after: other };
        return { name, before: rows.find((row) => !other.includes(row)), after: other.find((row) => !rows.includes(row)) };
      });
      expect(firstDifference).toEqual([]);
    } finally {
      for (const t of apps) await t.close();
    }
  });
});

describe('restore refusals', () => {
  it('refuses a database that is not empty and changes nothing in it', async () => {
    const target = await openSeededDatabase();
    disposals.push(() => target.dispose());
    const before = await fingerprint(target.url!);
    const targetData = join(work, 'non-empty');
    const restore = await runCli(['restore', firstArchive], installation(targetData, target.url));
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('the target database is not empty');
    expect(await fingerprint(target.url!)).toBe(before);
    expect(await filesUnder(join(targetData, 'uploads'))).toEqual([]);
  }, 120_000);

  it('refuses a damaged archive and leaves the target empty', async () => {
    const damaged = join(work, 'damaged.tar.gz');
    await copyFile(firstArchive, damaged);
    const handle = await open(damaged, 'r+');
    const { size } = await handle.stat();
    await handle.write(randomBytes(64), 0, 64, Math.floor(size / 2));
    await handle.close();
    const target = await emptyPostgres();
    const targetData = join(work, 'damaged-target');
    const restore = await runCli(['restore', damaged], installation(targetData, target.url));
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/damaged/);
    expect(await isEmptyDatabase(target.url)).toBe(true);
    expect(await filesUnder(join(targetData, 'uploads'))).toEqual([]);
  }, 120_000);
});

describe('backup from PostgreSQL while an API instance serves requests', () => {
  it('archives one consistent instant: trigger-kept tallies match their rows after the restore', async () => {
    const served = await openSeededDatabase();
    disposals.push(() => served.dispose());
    const t = await startTestApp({ database: served });
    const writer = new pg.Client({ connectionString: served.url });
    await writer.connect();
    const count = async (client: pg.Client) => Number((await client.query('select count(*) as n from repair_orders')).rows[0].n);
    try {
      const token = await login(t.app, 'admin');
      const atStart = await count(writer);
      const sourceData = join(work, 'served');
      let backingUp = true;
      const backup = runCli(['backup', '--out', join(work, 'under-writes.tar.gz')], installation(sourceData, served.url)).finally(
        () => (backingUp = false),
      );
      let written = 0;
      let answered = 0;
      while (backingUp) {
        // One order per transaction; the tally trigger updates repair_order_daily in the same one.
        await writer.query(
          `insert into repair_orders (residential_id, order_no, title, status)
           select id, $1, 'backup under writes', 'pending' from residentials order by id limit 1`,
          [`BK${written}`],
        );
        written += 1;
        const list = await call(t.app, 'POST', '/api/admin/user/query/page', { token, body: { page: 1, limit: 5 } });
        if (list.status === 200) answered += 1;
      }
      const done = await backup;
      expect(done.code, done.output).toBe(0);
      // This installation's DATA_DIR has none of the seed's files: the backup records them as missing and goes on.
      expect(done.output).toMatch(/missing: [1-9]/);
      expect(written).toBeGreaterThan(5);
      expect(answered).toBe(written);
      const atEnd = await count(writer);

      const target = await emptyPostgres();
      const restore = await runCli(['restore', join(work, 'under-writes.tar.gz')], installation(join(work, 'served-target'), target.url));
      expect(restore.code, restore.output).toBe(0);
      await withClient(target.url, async (client) => {
        const restored = await count(client);
        expect(restored).toBeGreaterThanOrEqual(atStart);
        expect(restored).toBeLessThanOrEqual(atEnd);
        const tally = await client.query('select coalesce(sum(total), 0)::int as n from repair_order_daily');
        expect(tally.rows[0].n).toBe(restored);
      });
    } finally {
      await writer.end();
      await t.close();
    }
  }, 240_000);
});

describe('backup of PGlite while its API runs', () => {
  it('is written by the running API for the key it left in DATA_DIR, and restores whole', async () => {
    const server = startServerProcess(installation(pgliteData));
    try {
      const url = await server.listening(120_000);
      const endpoint = JSON.parse(await readFile(join(pgliteData, 'backup-endpoint.json'), 'utf8')) as { key: string };
      const wrongKey = await fetch(`${url}/api/system/backup`, { method: 'POST', headers: { 'x-cvap-backup-key': 'not-the-key' } });
      expect(((await wrongKey.json()) as { status: number }).status).toBe(41122);

      const archive = join(work, 'from-running-pglite.tar.gz');
      const backup = await runCli(['backup', '--out', archive], installation(pgliteData));
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`the API (process ${server.pid}) holds the PGlite data`);
      expect(endpoint.key.length).toBeGreaterThan(30);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      const target = await emptyPostgres();
      const restore = await runCli(['restore', archive], installation(join(work, 'from-running-target'), target.url));
      expect(restore.code, restore.output).toBe(0);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
    await expect(readFile(join(pgliteData, 'backup-endpoint.json'))).rejects.toThrow(/ENOENT/);
  }, 300_000);
});
