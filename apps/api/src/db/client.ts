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
import { guardPoolMethods, refuseInsideTransaction, runAsTransaction } from './transaction-guard.js';

/** One Drizzle handle type for both drivers (PgTransaction is assignable to it too). */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PostgreSQL LISTEN/NOTIFY, used to relay task progress between API instances. */
export interface Notifications {
  /** Resolves once listening; `onLost` is called if that connection dies, so the caller can listen again. */
  listen(channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

/** Channel and notice text of migration 0005's triggers on sessions, users, roles, grants and communities. */
export const AUTH_CHANGE_CHANNEL = 'cvap_auth';
export const AUTH_CHANGE_NOTICE = 'cvap_auth_changed';

/** Signals that authentication data changed (read by the per-instance auth cache, auth/auth-cache.ts). */
export interface AuthSignals {
  /**
   * Committed changes made by any instance: LISTEN on PostgreSQL (`onLost` if that connection dies), the
   * database's own notifications on PGlite (delivered before the committing statement returns).
   */
  listen(onChange: (table: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL: `changing(connection)` as soon as a statement on one of this process's connections changes
   * authentication data (before its transaction commits), `settled(connection)` when that connection is back
   * in the pool or gone. PGlite runs one transaction at a time, so it has nothing to report here.
   */
  watchWriters(changing: (connection: object) => void, settled: (connection: object) => void): () => void;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly authSignals: AuthSignals;
  readonly orm: Orm;
  /** Present on PostgreSQL only: PGlite lives inside one process, so there is nobody to notify. */
  readonly notifications: Notifications | null;
  /** Runs migrations and first-start seeding so that two instances starting at once do it once. */
  exclusiveSetup<T>(work: (orm: Orm, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (tests load copies of a seeded template from it). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PostgreSQL session limits, in milliseconds, set on every pooled connection: a query waiting on a lock, a
 * statement running, or a transaction left open while its code awaits something else is ended by the server
 * after this long, so a mistake costs one request instead of holding connections (and rows) for good.
 */
export interface SessionTimeouts {
  lockMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/** Bill runs, imports and exports work community by community or in batches: no statement comes near a minute. */
export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = { lockMs: 10_000, statementMs: 60_000, idleInTransactionMs: 30_000 };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onError?: (error: Error) => void; timeouts?: Partial<SessionTimeouts> }
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
  guardPoolMethods(client, ['query', 'exec', 'transaction']);
  const orm = markTransactions(drizzlePglite({ client, schema }));
  let closed = false;
  return {
    kind: 'pglite',
    orm,
    notifications: null,
    authSignals: {
      async listen(onChange) {
        const stop = await client.listen(AUTH_CHANGE_CHANNEL, onChange);
        // Closing the database ends the listening with it.
        return async () => {
          if (!client.closed) await stop();
        };
      },
      watchWriters: () => () => {},
    },
    exclusiveSetup: (work) => work(orm, () => migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER })),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * The root handle's transactions run their callback marked as inside a transaction, so that the pool refuses
 * queries from it (db/transaction-guard.ts); a transaction begun from inside another is refused the same way.
 */
function markTransactions<T extends Orm>(orm: T): T {
  const transaction = orm.transaction.bind(orm);
  orm.transaction = (async (callback, config) => {
    refuseInsideTransaction('a new transaction');
    return transaction((tx) => runAsTransaction(() => callback(tx)), config);
  }) as typeof orm.transaction;
  return orm;
}

/** Advisory-lock key for migrations and seeding ("cvap" in ASCII). */
const SETUP_LOCK_KEY = 0x63766170;

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const timeouts = { ...DEFAULT_SESSION_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    lock_timeout: timeouts.lockMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A dead database must fail requests fast (50301) instead of queueing them.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    application_name: 'cvap-api',
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onError?.(error));
  guardPoolMethods(pool, ['query', 'connect']);
  const orm = markTransactions(drizzlePg({ client: pool, schema }));
  let closed = false;
  const listening = sharedListener(options.url, () => closed);

  const notifications: Notifications = {
    listen: (channel, onMessage, onLost) => listening.listen(channel, onMessage, onLost),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };

  type WriterWatch = { changing: (connection: object) => void; settled: (connection: object) => void };
  const writerWatches = new Set<WriterWatch>();
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      if (notice.message === AUTH_CHANGE_NOTICE) for (const watch of writerWatches) watch.changing(client);
    });
  });
  const settle = (client: object) => {
    for (const watch of writerWatches) watch.settled(client);
  };
  pool.on('release', (_error, client) => settle(client));
  pool.on('remove', settle);
  const authSignals: AuthSignals = {
    listen: (onChange, onLost) => notifications.listen(AUTH_CHANGE_CHANNEL, onChange, onLost),
    watchWriters(changing, settled) {
      const watch = { changing, settled };
      writerWatches.add(watch);
      return () => writerWatches.delete(watch);
    },
  };

  return {
    kind: 'postgres',
    orm,
    notifications,
    authSignals,
    async exclusiveSetup(work) {
      const client = await pool.connect();
      try {
        // Another instance may hold the lock for the whole of its migrations and seed, which may take long.
        await client.query('SET lock_timeout = 0; SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        const locked = drizzlePg({ client, schema });
        return await work(locked, () => migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
        await client.query('RESET lock_timeout; RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await listening.close();
      await pool.end();
    },
  };
}

type Subscriber = { onMessage: (payload: string) => void; onLost: (error: Error) => void };

/**
 * One LISTEN connection per database handle, outside the pool (it would hold a pooled connection for good),
 * shared by every channel. When it dies, every subscriber hears `onLost` and listens again (db/keep-listening.ts),
 * which opens a new one.
 */
function sharedListener(url: string, isClosed: () => boolean) {
  let current: Promise<pg.Client> | null = null;
  const channels = new Map<string, { subscribers: Set<Subscriber>; listening: Promise<void> }>();

  const lose = (client: pg.Client, error: Error) => {
    // A connection that failed while connecting ends too: then `current` is that failed attempt, whose
    // rejection its caller handles; here it must not become a second, unhandled one.
    void current?.then(
      (active) => {
        if (active !== client) return;
        current = null;
        const lost = [...channels.values()].flatMap((channel) => [...channel.subscribers]);
        channels.clear();
        client.end().catch(() => undefined);
        if (!isClosed()) for (const subscriber of lost) subscriber.onLost(error);
      },
      () => undefined,
    );
  };

  const connection = (): Promise<pg.Client> => {
    current ??= (async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, application_name: 'cvap-api-listen' });
      client.on('notification', (message) => {
        if (message.payload === undefined) return;
        for (const subscriber of channels.get(message.channel)?.subscribers ?? []) subscriber.onMessage(message.payload);
      });
      client.on('error', (error) => lose(client, error));
      client.on('end', () => lose(client, new Error('the LISTEN connection ended')));
      await client.connect();
      return client;
    })();
    const attempt = current;
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    return attempt;
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>> {
      const client = await connection();
      const subscriber = { onMessage, onLost };
      let entry = channels.get(channel);
      if (!entry) {
        entry = { subscribers: new Set(), listening: client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(() => undefined) };
        channels.set(channel, entry);
      }
      entry.subscribers.add(subscriber);
      try {
        await entry.listening;
      } catch (error) {
        entry.subscribers.delete(subscriber);
        if (channels.get(channel) === entry && entry.subscribers.size === 0) channels.delete(channel);
        throw error;
      }
      const subscribed = entry;
      return async () => {
        subscribed.subscribers.delete(subscriber);
        if (subscribed.subscribers.size > 0 || channels.get(channel) !== subscribed) return;
        channels.delete(channel);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      const active = current;
      current = null;
      channels.clear();
      if (active) await (await active.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
