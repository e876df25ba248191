import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.js';

/** One Drizzle handle type for both drivers (PgTransaction is assignable to it too). */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PostgreSQL LISTEN/NOTIFY, used to relay task progress between API instances. */
export interface Notifications {
  /** Resolves once listening; `onLost` is called if that connection dies, so the caller can listen again. */
  listen(channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Present on PostgreSQL only: PGlite lives inside one process, so there is nobody to notify. */
  readonly notifications: Notifications | null;
  /** Runs migrations and first-start seeding so that two instances starting at once do it once. */
  exclusiveSetup<T>(work: (orm: Orm, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (tests load copies of a seeded template from it). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onError?: (error: Error) => void }
  | { kind: 'pglite'; dir: string | 'memory'; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: { dir: string | 'memory'; loadDataDir?: Blob }): Promise<Database> {
  if (options.dir !== 'memory') mkdirSync(options.dir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dir === 'memory' ? {} : { dataDir: options.dir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const orm = drizzlePglite({ client, schema });
  let closed = false;
  return {
    kind: 'pglite',
    orm,
    notifications: null,
    exclusiveSetup: (work) => work(orm, () => migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER })),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Advisory-lock key for migrations and seeding ("cvap" in ASCII). */
const SETUP_LOCK_KEY = 0x63766170;

async function openPostgres(options: { url: string; poolSize?: number; onError?: (error: Error) => void }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A dead database must fail requests fast (50301) instead of queueing them.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    application_name: 'cvap-api',
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onError?.(error));
  const orm = drizzlePg({ client: pool, schema });
  let closed = false;
  const listeners = new Set<pg.PoolClient>();

  const notifications: Notifications = {
    async listen(channel, onMessage, onLost) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      // A checked-out client's connection error is emitted here; unhandled it would crash the process.
      client.on('error', (error) => {
        if (!listeners.delete(client)) return;
        client.release(error);
        if (!closed) onLost(error);
      });
      try {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        if (listeners.delete(client)) client.release(error as Error);
        throw error;
      }
      return async () => {
        if (!listeners.delete(client)) return;
        try {
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
          client.release();
        } catch (error) {
          client.release(error as Error);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };

  return {
    kind: 'postgres',
    orm,
    notifications,
    async exclusiveSetup(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        const locked = drizzlePg({ client, schema });
        return await work(locked, () => migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}
