import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/migrate.js';
import { FirstStartError } from './db/seed/index.js';

const SHUTDOWN_GRACE_MS = 10_000;

function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({
        kind: 'postgres',
        url: config.databaseUrl,
        onError: (error: Error) => console.error(`database connection error: ${error.message}`),
      } as const)
    : ({ kind: 'pglite', dir: config.pgliteDir } as const);
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  let db: Database | null = await openDatabase(databaseOptions(config));
  try {
    const prepared = await prepareDatabase(db, config);
    const app = await buildApp({ config, db });
    if (prepared.seeded !== 'existing') app.log.info({ seed: prepared.seeded }, 'empty database seeded');
    if (prepared.catalogueAdded.menus || prepared.catalogueAdded.elements) app.log.info(prepared.catalogueAdded, 'catalogue entries added');

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) {
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
      try {
        await app.close();
        await db?.close();
        db = null;
        app.log.info('stopped: requests finished, database closed');
        process.exitCode = 0;
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        process.exitCode = 1;
      }
    };
    // A second signal while stopping forces the exit.
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    const address = await app.listen({ port: config.port, host: config.host });
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
