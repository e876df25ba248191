import type { Orm } from '../db/client.js';
import { ident, rowsOf } from './sql.js';

/** Every table of the application's schema (public), partitions excepted (their parent holds their rows). */
export async function publicTables(orm: Orm): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    orm,
    `select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace
       and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Whether the schema holds anything at all: tables, views or sequences. */
export async function publicSchemaIsEmpty(orm: Orm): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    orm,
    `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return row?.n === 0;
}

/** The columns an INSERT may set: generated ones are computed by the database. */
export async function insertableColumns(orm: Orm, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    orm,
    `select attname as name from pg_attribute where attrelid = '${ident(table)}'::regclass
       and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return rows.map((row) => row.name);
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function sequenceNames(orm: Orm): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    orm,
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  return rows.map((row) => row.name);
}

export async function sequenceStates(orm: Orm): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of await sequenceNames(orm)) {
    const [row] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      orm,
      `select last_value::text as "lastValue", is_called as "isCalled" from ${ident(name)}`,
    );
    states.push({ name, lastValue: row!.lastValue, isCalled: row!.isCalled });
  }
  return states;
}

/** Sequences that number a column (serial or identity), with that column. */
export async function ownedSequences(orm: Orm): Promise<{ sequence: string; table: string; column: string }[]> {
  return rowsOf(
    orm,
    `select s.relname as sequence, t.relname as "table", a.attname as "column"
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace and d.deptype in ('a', 'i')`,
  );
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function foreignKeys(orm: Orm): Promise<ForeignKey[]> {
  return rowsOf(
    orm,
    `select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace order by c.relname, k.conname`,
  );
}
