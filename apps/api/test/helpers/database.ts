import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import '../setup/provided.js';
import { databaseUrl } from '../setup/postgres-template.js';

export interface TestDatabase {
  db: Database;
  /** PostgreSQL only: the database's URL. */
  url?: string;
  /** PostgreSQL only: a second, independent connection pool to the same database (a second API instance). */
  openAnother?: () => Promise<Database>;
  /** Closes the handle and, on PostgreSQL, drops the file's database. */
  dispose(): Promise<void>;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(template: string | null): Promise<TestDatabase> {
  const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(`create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`),
  );
  const url = databaseUrl(inject('pgAdminUrl'), name);
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const others: Database[] = [];
  return {
    db,
    url,
    async openAnother() {
      const other = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([db, ...others].map((d) => d.close()));
      await withAdmin((admin) => admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`));
    },
  };
}

/** A private copy of the migrated, demo-seeded database for one test file. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'postgres') return createPostgresDatabase(inject('pgTemplate'));
  const db = await openDatabase({ kind: 'pglite', dir: 'memory', loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
  return { db, dispose: () => db.close() };
}

/** A database with nothing in it (not even migrations), for first-start behaviour. */
export async function openEmptyDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'postgres') return createPostgresDatabase(null);
  const db = await openDatabase({ kind: 'pglite', dir: 'memory' });
  return { db, dispose: () => db.close() };
}
