import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { publicTables, sequenceStates, type SequenceState } from './catalog.js';
import type { Manifest } from './manifest.js';
import { tableEntry } from './manifest.js';
import { migrationLevel, type MigrationLevel } from './migration-level.js';
import { ident, rowsOf } from './sql.js';

/** Rows fetched per round trip: the cursor never holds more than this in memory. */
const PAGE_ROWS = 1000;

export interface Snapshot {
  migration: MigrationLevel;
  tables: Manifest['tables'];
  sequences: SequenceState[];
  /** The files table's rows: the stored objects this snapshot refers to. */
  storedFiles: { id: string; path: string }[];
}

/** Writes one table as NDJSON (one row_to_json per line, exact for every type), page by page through a cursor. */
async function dumpTable(tx: Orm, table: string, file: string): Promise<Manifest['tables'][number]> {
  await mkdir(dirname(file), { recursive: true });
  const out = await open(file, 'w');
  const hash = createHash('sha256');
  let rows = 0;
  try {
    await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${ident(table)} t`));
    for (;;) {
      const page = await rowsOf<{ line: string }>(tx, `fetch ${PAGE_ROWS} from backup_rows`);
      if (page.length === 0) break;
      const chunk = page.map((row) => `${row.line}\n`).join('');
      hash.update(chunk);
      await out.write(chunk);
      rows += page.length;
    }
    await tx.execute(sql.raw('close backup_rows'));
  } finally {
    await out.close();
  }
  return { name: table, rows, sha256: hash.digest('hex') };
}

/**
 * Reads the whole database in one REPEATABLE READ, read-only transaction: every table as of one instant, while
 * writers go on (PostgreSQL); on PGlite requests that need the database wait until it ends (one connection).
 */
export function readSnapshot(orm: Orm, staging: string, progress: (message: string) => void): Promise<Snapshot> {
  return orm.transaction(
    async (tx) => {
      const migration = await migrationLevel(tx);
      const tables: Manifest['tables'] = [];
      for (const table of await publicTables(tx)) tables.push(await dumpTable(tx, table, join(staging, tableEntry(table))));
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      progress(`database read: ${tables.length} tables, ${rows} rows (migration ${migration.tag})`);
      const sequences = await sequenceStates(tx);
      const storedFiles = await rowsOf<{ id: string; path: string }>(
        tx,
        'select id::text as id, stored_path as path from files order by files.id',
      );
      return { migration, tables, sequences, storedFiles };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
