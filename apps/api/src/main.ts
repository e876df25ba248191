import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/migrate.js';
import { API_MODULES } from './modules/index.js';
import { FirstStartError } from './db/seed/index.js';
import { openFileStore } from './files/create-store.js';
import { installProcessFaultHandlers } from './lib/process-faults.js';
import { newBackupKey, publishBackupEndpoint, withdrawBackupEndpoint } from './backup/running-api.js';

const SHUTDOWN_GRACE_MS = 10_000;
/** Requests still running this long after the signal are cut, so the database can close within the grace. */
const REQUEST_GRACE_MS = 7_000;

// First, so nothing that runs later can end the process on an unhandled rejection (lib/process-faults.ts).
const faults = installProcessFaultHandlers();

function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({
        kind: 'postgres',
        url: config.databaseUrl,
        onError: (error: Error) => console.error(`database connection error: ${error.message}`),
      } as const)
    : ({ kind: 'pglite', dir: config.pgliteDir } as const);
}

/** Where a command on this machine reaches the API (the backup route answers loopback callers only). */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  let db: Database | null = await openDatabase(databaseOptions(config));
  try {
    const files = await openFileStore(config);
    const prepared = await prepareDatabase(db, { ...config, fileStore: files.store }, API_MODULES);
    // PGlite: this process alone may open the data folder, so `pnpm backup` asks it for the archive (decision 0042).
    const backupKey = db.kind === 'pglite' ? newBackupKey() : undefined;
    const app = await buildApp({ config, db, files: files.store, backupKey });
    faults.useLogger(app.log);
    if (prepared.seeded !== 'existing') app.log.info({ seed: prepared.seeded }, 'empty database seeded');
    if (prepared.catalogueAdded.menus.length || prepared.catalogueAdded.elements.length)
      app.log.info(prepared.catalogueAdded, 'catalogue entries added');
    if (prepared.brought.length) app.log.info({ brought: prepared.brought }, 'declared grants and option lists added');

    let stopping = false;
    const stop = async (signal: string, exitCode = 0) => {
      if (stopping) {
        if (exitCode !== 0) return;
        app.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      const force = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      // A request that has not finished by then is cut (its client sees the connection close), so that the
      // database is still closed cleanly within the grace: on PGlite an unclosed data directory must be
      // recovered at the next start.
      const cut = setTimeout(() => {
        app.log.warn('requests still running after the request grace: closing their connections');
        app.server.closeAllConnections();
      }, REQUEST_GRACE_MS);
      cut.unref();
      try {
        if (backupKey) withdrawBackupEndpoint(config.dataDir, backupKey);
        await app.close();
        files.close();
        clearTimeout(cut);
        await db?.close();
        db = null;
        app.log.info('stopped: requests finished, database closed');
        process.exitCode = exitCode;
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        process.exitCode = 1;
      }
    };
    // A second signal while stopping forces the exit.
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    faults.onFatal(() => void stop('uncaughtException', 1));

    const address = await app.listen({ port: config.port, host: config.host });
    if (backupKey) publishBackupEndpoint(config.dataDir, { url: loopbackUrl(app), pid: process.pid, key: backupKey });
    app.log.info(
      { address, mode: config.mode, database: db.kind, startupMs: Math.round(performance.now() - started) },
      'CVAP API listening',
    );
  } catch (error) {
    await db?.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FirstStartError) {
    console.error(`Refusing to start: ${error.message}`);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
