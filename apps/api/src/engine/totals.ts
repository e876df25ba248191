import { COUNT_CAP, COUNT_REMEMBERED_FROM } from '@cvap/contracts';
import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';
import { perHandle } from '../db/per-handle.js';
import type { ResolvedResource } from './types.js';

export interface Total {
  total: number;
  exact: boolean;
}

/**
 * How long a large count (COUNT_REMEMBERED_FROM rows or more) answers for its filter: the count is the dearest
 * part of such a page (up to 100 001 index entries read, 8 ms of database CPU, against 0.1 ms for the rows), and
 * a console pages through one filter, as the staff of one community list its recent records. Meanwhile the total
 * is answered as an estimate; a log only grows, so a remembered "more than 100 000" stays true.
 */
const REMEMBER_MS = 30_000;
/** At most this many remembered counts per database handle (the oldest goes first). */
const REMEMBERED_KEPT = 1_000;
const rememberedCounts = perHandle(() => new Map<string, { total: number; at: number }>());
const dialect = new PgDialect();

/** Counts up to COUNT_CAP + 1 matching rows: bounded work whatever the table's size. */
export async function cappedCount(orm: Orm, resource: ResolvedResource, where: SQL | undefined): Promise<Total> {
  const limited = orm
    .select({ one: sql`1` })
    .from(resource.table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [row] = await orm.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return { total: n, exact: n <= COUNT_CAP };
}

/** The planner's row estimate of the whole table, or null when the table was never analysed. */
async function estimatedRows(orm: Orm, resource: ResolvedResource): Promise<number | null> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await orm.execute(
    sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${getTableName(resource.table)})`,
  )) as unknown as {
    rows: { n: string | number }[];
  };
  const n = Number(result.rows[0]?.n ?? -1);
  return n >= 0 ? n : null;
}

/**
 * The name of a filter's remembered count: the condition itself, as the statement's text and values. Being the
 * condition, it cannot leave one out (a hook's condition, the scope, a tree parent): two filters share a count
 * only when they are the same condition.
 */
export function filterKey(where: SQL | undefined): string {
  if (where === undefined) return '';
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}:${JSON.stringify(params)}`;
}

/**
 * The total of the rows `where` keeps: the table's estimated size when nothing filters a table above COUNT_CAP
 * rows, otherwise a capped count, remembered a while when it is large (REMEMBER_MS) and then answered as an
 * estimate.
 */
export async function totalOf(orm: Orm, resource: ResolvedResource, where: SQL | undefined): Promise<Total> {
  if (where === undefined) {
    const estimate = await estimatedRows(orm, resource);
    if (estimate !== null && estimate > COUNT_CAP) return { total: estimate, exact: false };
  }
  const key = `${getTableName(resource.table)}:${filterKey(where)}`;
  const remembered = rememberedCounts(orm);
  const known = remembered.get(key);
  if (known && Date.now() - known.at < REMEMBER_MS) return { total: known.total, exact: false };
  const counted = await cappedCount(orm, resource, where);
  remembered.delete(key);
  if (counted.total < COUNT_REMEMBERED_FROM) return counted;
  remembered.set(key, { total: counted.total, at: Date.now() });
  if (remembered.size > REMEMBERED_KEPT) remembered.delete(remembered.keys().next().value!);
  return { total: counted.total, exact: false };
}
