// `pnpm backup [--out <file>]` and `pnpm restore <file>` (docs/decisions/0042): the same environment as the API
// (DATABASE_URL, PGLITE_DIR, DATA_DIR). A PGlite database an API is running on is backed up by that API.
import { PlatformEndpoints } from '@cvap/contracts';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup/errors.js';
import { restoreBackup } from './backup/restore.js';
import { BACKUP_KEY_HEADER, runningApi, type BackupEndpoint } from './backup/running-api.js';
import { openFileStore, type OpenedFileStore } from './files/create-store.js';
import { backupWorkDir } from './backup/work-dir.js';
import { writeBackup } from './backup/write-archive.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';

const USAGE = 'usage: pnpm backup [--out <file.tar.gz>] | pnpm restore <file.tar.gz>';

function say(message: string): void {
  console.log(`[backup] ${message}`);
}

/** Relative paths are the caller's: pnpm runs the script from the checkout root and says where it was called. */
function callerPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function defaultArchiveName(now = new Date()): string {
  return `cvap-backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;
}

function openTarget(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1, timeouts: { statementMs: 0, idleInTransactionMs: 0 } })
    : openDatabase({ kind: 'pglite', dir: config.pgliteDir });
}

function describe(config: Config): string {
  if (!config.databaseUrl) return `PGlite at ${config.pgliteDir}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openTarget(config);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function backupThroughApi(endpoint: BackupEndpoint, out: string): Promise<void> {
  say(`the API (process ${endpoint.pid}) holds the PGlite data: asking it for the archive`);
  const response = await fetch(`${endpoint.url}${PlatformEndpoints.backup.path}`, {
    method: 'POST',
    headers: { [BACKUP_KEY_HEADER]: endpoint.key },
  });
  if (!response.ok || !response.body)
    throw new BackupError(`the API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const partial = `${out}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body), createWriteStream(partial));
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The store the configuration names (the uploads folder, or S3), closed when the work is done. */
async function withStore<T>(config: Config, work: (store: OpenedFileStore['store']) => Promise<T>): Promise<T> {
  const opened = await openFileStore(config);
  try {
    return await work(opened.store);
  } finally {
    opened.close();
  }
}

async function backup(config: Config, args: string[]): Promise<void> {
  const outIndex = args.indexOf('--out');
  if (outIndex >= 0 && !args[outIndex + 1]) throw new BackupError(USAGE);
  const out = callerPath(outIndex >= 0 ? args[outIndex + 1]! : defaultArchiveName());
  const started = performance.now();
  const api = config.databaseUrl ? null : runningApi(config.dataDir);
  if (api) await backupThroughApi(api, out);
  else {
    const workDir = backupWorkDir(config.dataDir);
    await mkdir(workDir, { recursive: true });
    await withStore(config, (store) => {
      say(`backing up ${describe(config)} and the ${store.driver} file store`);
      return withDatabase(config, (db) => writeBackup({ db, store, workDir, progress: say }, out));
    });
  }
  const size = (await stat(out)).size;
  say(`archive written: ${out} (${(size / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function restore(config: Config, args: string[]): Promise<void> {
  if (args.length !== 1) throw new BackupError(USAGE);
  const archive = callerPath(args[0]!);
  if (!config.databaseUrl && runningApi(config.dataDir))
    throw new BackupError('an API is running on this PGlite data folder: stop it before restoring');
  const started = performance.now();
  const workDir = backupWorkDir(config.dataDir);
  await mkdir(workDir, { recursive: true });
  await withStore(config, (store) => {
    say(`restoring ${archive} into ${describe(config)} and the ${store.driver} file store`);
    return withDatabase(config, (db) => restoreBackup(archive, { db, store, workDir, progress: say }));
  });
  say(`restored in ${((performance.now() - started) / 1000).toFixed(1)} s; start the API on it as usual`);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') await backup(config, args);
  else if (command === 'restore') await restore(config, args);
  else throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(`[backup] refused: ${error.message}`);
  else console.error('[backup] failed:', error);
  process.exit(1);
});
