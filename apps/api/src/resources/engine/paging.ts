import { PAGE_SIZE_OPTIONS, type PageResult } from '@cvap/contracts';
import { and, asc, count, desc, getTableName, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { perHandle } from '../../db/per-handle.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { allOf, searchConditions } from './filters.js';
import type { ResolvedResource } from './types.js';
import { toColumnValue } from './values.js';
import { storedSelection } from './selection.js';

/** Above this many matching rows a total is estimated, never counted exactly (docs/decisions/0006). */
export const COUNT_CAP = 100_000;

export interface PageQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  cursor?: string;
  [filter: string]: unknown;
}

type StoredRow = Record<string, unknown>;

interface Sort {
  field: string;
  column: PgColumn;
  order: 'asc' | 'desc';
}

function sortOf(resource: ResolvedResource, query: PageQuery): Sort {
  const fallback = resource.decl.defaultSort;
  const field = query.sort ?? fallback?.field ?? 'id';
  const order = query.order ?? (query.sort ? 'asc' : (fallback?.order ?? 'asc'));
  const column = field === 'id' ? resource.id : resource.columns.get(field);
  if (!column) throw new Error(`resource ${resource.decl.name}: sort field ${field} is not a column`);
  return { field, column, order };
}

/** The sort column, then the id in the same direction: equal values never swap between pages. */
function orderBy(resource: ResolvedResource, sort: Sort): SQL[] {
  const by = sort.order === 'asc' ? asc : desc;
  return sort.column === resource.id ? [by(resource.id)] : [by(sort.column), by(resource.id)];
}

/** The planner's row estimate of the whole table, or null when the table was never analysed. */
async function estimatedRows(orm: Orm, resource: ResolvedResource): Promise<number | null> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await orm.execute(sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${getTableName(resource.table)})`)) as unknown as {
    rows: { n: string | number }[];
  };
  const n = Number(result.rows[0]?.n ?? -1);
  return n >= 0 ? n : null;
}

/** Counts up to COUNT_CAP + 1 matching rows: bounded work whatever the table's size. */
export async function cappedCount(orm: Orm, resource: ResolvedResource, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
  const limited = orm.select({ one: sql`1` }).from(resource.table).where(where).limit(COUNT_CAP + 1).as('limited');
  const [row] = await orm.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return { total: n, exact: n <= COUNT_CAP };
}

async function totalOf(orm: Orm, resource: ResolvedResource, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
  if (where === undefined) {
    const estimate = await estimatedRows(orm, resource);
    if (estimate !== null && estimate > COUNT_CAP) return { total: estimate, exact: false };
  }
  return cappedCount(orm, resource, where);
}

function cursorCondition(resource: ResolvedResource, sort: Sort, cursor: string): SQL {
  const position = decodeCursor(cursor);
  if (!position || position.field !== sort.field || position.order !== sort.order) throw new AppError('CURSOR_INVALID');
  const value = position.value;
  const op = sort.order === 'asc' ? sql`>` : sql`<`;
  if (sort.column === resource.id) return sql`${resource.id} ${op} ${position.id}`;
  return sql`(${sort.column}, ${resource.id}) ${op} (${value}, ${position.id})`;
}

/**
 * Whether rows can be continued from a keyset position: the sort column never holds null, and is not a
 * timestamp (JavaScript keeps milliseconds, PostgreSQL microseconds: a rounded position would skip rows).
 */
function cursorable(resource: ResolvedResource, sort: Sort): boolean {
  return sort.column === resource.id || (sort.column.notNull && sort.column.dataType !== 'date');
}

/**
 * A LIMIT written into the statement's text. Drizzle sends every `.limit(n)` as a parameter, and PostgreSQL
 * cannot cost a generic plan whose LIMIT is a parameter: it then re-plans a prepared statement on every
 * execution, which tripled the dense page's database CPU (docs/decisions/0006). Only ever a small integer.
 */
function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`literal limit ${n}`);
  // The dialect writes an object given to `.limit()` into the text as it is (a number would become a parameter).
  return sql.raw(String(n)) as unknown as number;
}

/**
 * The two index probes bounding a dense log's id interval: first and last id inside the time range. `from` and
 * `to` are values, placeholders, or null for an open end.
 */
function denseEdges(orm: Orm, resource: ResolvedResource, timeColumn: PgColumn, from: unknown, to: unknown) {
  const id = resource.id;
  const edge = (by: typeof asc, bound: SQL | undefined) =>
    orm
      .select({ id })
      .from(resource.table)
      .where(bound)
      .orderBy(...(bound ? [by(timeColumn), by(id)] : [by(id)]))
      .limit(literalLimit(1));
  return { first: edge(asc, from === null ? undefined : gte(timeColumn, from)), last: edge(desc, to === null ? undefined : lte(timeColumn, to)) };
}

type RawRows = { rows: Record<string, unknown>[] };

/**
 * The dense-log page statement of one shape (resource, order, which range ends are set, page size), with
 * placeholders for the range and the skip: `from`, `to`, `skip`. The page size is part of the text (see
 * literalLimit), so there is one statement per pager size; any other size is a placeholder `limit`.
 */
function denseStatement(orm: Orm, resource: ResolvedResource, timeColumn: PgColumn, order: 'asc' | 'desc', hasFrom: boolean, hasTo: boolean, limit: number | null) {
  const { first, last } = denseEdges(orm, resource, timeColumn, hasFrom ? sql.placeholder('from') : null, hasTo ? sql.placeholder('to') : null);
  const id = resource.id;
  const skip = sql.placeholder('skip');
  const window = order === 'desc' ? sql`${id} <= bounds.hi - ${skip} and ${id} >= bounds.lo` : sql`${id} >= bounds.lo + ${skip} and ${id} <= bounds.hi`;
  const name = `cvap_dense_${resource.decl.name}_${order}_${hasFrom ? 'f' : ''}${hasTo ? 't' : ''}_${limit ?? 'n'}`;
  return orm
    .select({ ...storedSelection(resource), __lo: sql<string | number>`bounds.lo`, __hi: sql<string | number>`bounds.hi` })
    .from(resource.table)
    .crossJoin(sql`(select (${first}) as lo, (${last}) as hi) as bounds`)
    .where(window)
    .orderBy(order === 'desc' ? desc(id) : asc(id))
    .limit(limit === null ? sql.placeholder('limit') : literalLimit(limit))
    .prepare(name);
}

/** Dense-page statements by database handle and shape (prepared once each). */
const denseStatements = perHandle(() => new Map<string, ReturnType<typeof denseStatement>>());

/** Page sizes written into a dense statement's text: the pager's sizes, so their number stays bounded. */
const LITERAL_PAGE_SIZES: ReadonlySet<number> = new Set(PAGE_SIZE_OPTIONS);

function preparedDense(orm: Orm, resource: ResolvedResource, timeColumn: PgColumn, order: 'asc' | 'desc', hasFrom: boolean, hasTo: boolean, pageSize: number) {
  const byShape = denseStatements(orm);
  const limit = LITERAL_PAGE_SIZES.has(pageSize) ? pageSize : null;
  const key = `${resource.decl.name}:${order}:${hasFrom}:${hasTo}:${limit ?? 'n'}`;
  let statement = byShape.get(key);
  if (!statement) {
    statement = denseStatement(orm, resource, timeColumn, order, hasFrom, hasTo, limit);
    byShape.set(key, statement);
  }
  return statement;
}

/**
 * A page of an append-only log whose ids are dense and grow with `timeField`, in one statement: the time range
 * becomes an id interval [lo, hi] by two index probes, and page p is the `limit` ids ending p × limit ids from
 * the interval's end. Only when that page is empty does a second query fetch the interval for the total.
 */
async function denseWindow(orm: Orm, resource: ResolvedResource, timeColumn: PgColumn, range: [unknown, unknown] | undefined, query: PageQuery, order: 'asc' | 'desc') {
  const from = range?.[0] ?? null;
  const to = range?.[1] ?? null;
  const statement = preparedDense(orm, resource, timeColumn, order, from !== null, to !== null, query.limit);
  // Placeholders skip the column's encoder: encode the range as the column would.
  const rows = await statement.execute({
    from: from === null ? null : timeColumn.mapToDriverValue(from),
    to: to === null ? null : timeColumn.mapToDriverValue(to),
    skip: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  let interval = rows[0] ? { lo: Number(rows[0].__lo), hi: Number(rows[0].__hi) } : null;
  if (!interval) {
    const { first, last } = denseEdges(orm, resource, timeColumn, from, to);
    const probe = (await orm.execute(sql`select (${first}) as lo, (${last}) as hi`)) as unknown as RawRows;
    const row = probe.rows[0];
    interval = row && row.lo !== null && row.hi !== null ? { lo: Number(row.lo), hi: Number(row.hi) } : null;
  }
  const page = rows.map(({ __lo: _lo, __hi: _hi, ...row }) => row as StoredRow);
  return { rows: page, total: interval && interval.hi >= interval.lo ? interval.hi - interval.lo + 1 : 0 };
}

function onlyDenseFilters(resource: ResolvedResource, query: PageQuery, timeField: string): boolean {
  const { decl } = resource;
  for (const [name, value] of Object.entries(query)) {
    if (['page', 'limit', 'sort', 'order'].includes(name) || value === undefined || value === null) continue;
    if (name !== timeField || !decl.fields[name]) return false;
  }
  return true;
}

async function densePage(orm: Orm, resource: ResolvedResource, query: PageQuery, sort: Sort, scope: SQL | undefined): Promise<{ rows: StoredRow[]; total: number } | 'not-applicable'> {
  const dense = resource.hooks.denseLog;
  // Id arithmetic counts every row of the interval: only for a log the scope does not narrow (a scoped log's
  // rows are not dense within the scope, and the window would show other scopes' rows).
  if (!dense || scope !== undefined || sort.column !== resource.id || query.cursor || !onlyDenseFilters(resource, query, dense.timeField)) return 'not-applicable';
  const field = resource.decl.fields[dense.timeField]!;
  const timeColumn = resource.columns.get(dense.timeField)!;
  const rawRange = query[dense.timeField] as [unknown, unknown] | undefined;
  const range = rawRange ? ([toColumnValue(field, rawRange[0]), toColumnValue(field, rawRange[1])] as [unknown, unknown]) : undefined;
  const page = await denseWindow(orm, resource, timeColumn, range, query, sort.order);
  // A small interval is counted and paged exactly by the general path instead.
  return page.total <= COUNT_CAP ? 'not-applicable' : page;
}

/**
 * One page: filters and scope, an allowlisted sort with the id as tie-break, and a position that stays cheap at
 * any depth — the previous page's keyset cursor when sent, id arithmetic for dense logs, OFFSET otherwise (small
 * results). Totals above COUNT_CAP are estimates (`totalExact: false`).
 */
export async function readPage(orm: Orm, resource: ResolvedResource, query: PageQuery, scope: SQL | undefined): Promise<PageResult<StoredRow>> {
  const sort = sortOf(resource, query);
  const base = { page: query.page, limit: query.limit };
  const dense = await densePage(orm, resource, query, sort, scope);
  if (dense !== 'not-applicable') return { ...base, rows: dense.rows, total: dense.total, totalExact: false, nextCursor: null };

  const where = allOf([scope, ...searchConditions(resource, query)]);
  const { total, exact } = await totalOf(orm, resource, where);
  const canContinue = cursorable(resource, sort);
  const position = query.cursor && canContinue ? cursorCondition(resource, sort, query.cursor) : undefined;
  let statement = orm.select(storedSelection(resource)).from(resource.table).where(allOf([where, position])).orderBy(...orderBy(resource, sort)).limit(query.limit).$dynamic();
  if (!position) statement = statement.offset((query.page - 1) * query.limit);
  const rows = await statement;
  const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
  const nextCursor = last && canContinue ? encodeCursor({ field: sort.field, order: sort.order, value: last[sort.field], id: Number(last.id) }) : null;
  return { ...base, rows, total, totalExact: exact, nextCursor };
}
