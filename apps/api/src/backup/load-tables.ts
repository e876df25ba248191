import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { foreignKeys, insertableColumns, ownedSequences, publicTables, type ForeignKey } from './catalog.js';
import { BackupError } from './errors.js';
import { tableEntry, type Manifest } from './manifest.js';
import { ident, rowsOf } from './sql.js';

/** Rows, or bytes of JSON, per INSERT: one statement stays small however wide the rows are. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Inserts the NDJSON rows as they are: json_populate_recordset reads each value with its column's own type. */
async function loadTable(tx: Orm, table: string, file: string): Promise<number> {
  const columns = (await insertableColumns(tx, table)).map(ident).join(', ');
  const target = ident(table);
  const insert = (lines: string[]) =>
    tx.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${lines.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    rows += 1;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return rows;
}

async function setTriggers(tx: Orm, tables: string[], state: 'enable' | 'disable'): Promise<void> {
  for (const table of tables) await tx.execute(sql.raw(`alter table ${ident(table)} ${state} trigger user`));
}

async function dropForeignKeys(tx: Orm): Promise<ForeignKey[]> {
  const keys = await foreignKeys(tx);
  for (const key of keys) await tx.execute(sql.raw(`alter table ${ident(key.table)} drop constraint ${ident(key.name)}`));
  return keys;
}

async function addForeignKeys(tx: Orm, keys: ForeignKey[]): Promise<void> {
  for (const key of keys) await tx.execute(sql.raw(`alter table ${ident(key.table)} add constraint ${ident(key.name)} ${key.definition}`));
}

/** Every sequence where the archive left it, and never at or below the highest value its column holds. */
async function resetSequences(tx: Orm, manifest: Manifest): Promise<void> {
  const owners = new Map((await ownedSequences(tx)).map((owned) => [owned.sequence, owned]));
  for (const state of manifest.sequences) {
    const owner = owners.get(state.name);
    const [highest] = owner
      ? await rowsOf<{ value: string | null }>(tx, `select max(${ident(owner.column)})::text as value from ${ident(owner.table)}`)
      : [];
    const aboveRows = highest?.value != null && BigInt(highest.value) >= BigInt(state.lastValue);
    const [value, isCalled] = aboveRows ? [highest.value!, true] : [state.lastValue, state.isCalled];
    await tx.execute(sql`select setval(${ident(state.name)}::regclass, ${value}::bigint, ${isCalled})`);
  }
}

async function verifyCounts(tx: Orm, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const [row] = await rowsOf<{ n: number }>(tx, `select count(*)::int as n from ${ident(table.name)}`);
    if (row?.n !== table.rows) throw new BackupError(`${table.name} has ${row?.n} rows after loading, the archive ${table.rows}`);
  }
}

/**
 * Loads every table of the archive into the freshly migrated schema, inside the caller's transaction. Rows the
 * migrations themselves insert are replaced by the archive's; foreign keys are dropped while loading and added
 * again after (checking every row, in whatever order the tables came), and user triggers are off, so that
 * tallies and immutability guards see the archive's rows as they were, not as new writes.
 */
export async function loadTables(tx: Orm, manifest: Manifest, staging: string, progress: (message: string) => void): Promise<void> {
  const present = new Set(await publicTables(tx));
  const unknown = manifest.tables.find((table) => !present.has(table.name));
  if (unknown) throw new BackupError(`the archive has a table ${unknown.name} that its migration level does not create`);
  const tables = [...present];
  await setTriggers(tx, tables, 'disable');
  const keys = await dropForeignKeys(tx);
  await tx.execute(sql.raw(`truncate ${tables.map(ident).join(', ')}`));
  let loaded = 0;
  for (const table of manifest.tables) {
    loaded += await loadTable(tx, table.name, join(staging, tableEntry(table.name)));
  }
  progress(`rows loaded: ${loaded} in ${manifest.tables.length} tables; checking foreign keys`);
  await addForeignKeys(tx, keys);
  await setTriggers(tx, tables, 'enable');
  await resetSequences(tx, manifest);
  await verifyCounts(tx, manifest);
}
