import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Orm } from '../db/client.js';
import { BackupError } from './errors.js';
import { rowsOf } from './sql.js';

export interface MigrationLevel {
  tag: string;
  when: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function codeJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The last migration a database has run (drizzle records each one's journal timestamp), read in its transaction. */
export async function migrationLevel(orm: Orm): Promise<MigrationLevel> {
  const [last] = await rowsOf<{ when: string }>(
    orm,
    `select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) throw new BackupError('the database has no migrations recorded: there is nothing to back up');
  const when = Number(last.when);
  const entry = codeJournal().find((candidate) => candidate.when === when);
  return { tag: entry?.tag ?? `unknown (${when})`, when };
}

/** The code's migrations split at an archive's level: those to run before loading its rows, and those after. */
export function migrationsAround(level: MigrationLevel): { upTo: MigrationMeta[]; after: MigrationMeta[] } {
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const latest = codeJournal().at(-1);
  if (!latest || level.when > latest.when)
    throw new BackupError(
      `the archive comes from a newer version (its database is at migration ${level.tag}, this code's last is ${latest?.tag ?? 'none'}): ` +
        'restore it with that version or a later one',
    );
  if (!all.some((migration) => migration.folderMillis === level.when))
    throw new BackupError(`the archive's migration level ${level.tag} is not one of this code's migrations`);
  return { upTo: all.filter((m) => m.folderMillis <= level.when), after: all.filter((m) => m.folderMillis > level.when) };
}

/** Runs migrations inside the caller's transaction and records them as drizzle's migrator does. */
export async function runMigrations(tx: Orm, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Whether any migration was ever recorded (a database the API started on once is not empty). */
export async function hasMigrationsRecorded(orm: Orm): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(orm, `select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!row?.present) return false;
  const [count] = await rowsOf<{ n: number }>(orm, `select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (count?.n ?? 0) > 0;
}
