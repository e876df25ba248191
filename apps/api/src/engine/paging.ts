import { COUNT_CAP, PAGE_SIZE_OPTIONS, type PageResult } from '@cvap/contracts';
import { asc, desc, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';
import { perHandle } from '../db/per-handle.js';
import { AppError } from '../lib/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { allOf, searchConditions } from './filters.js';
import type { ResolvedResource } from './types.js';
import { toColumnValue } from './values.js';
import { presentedFrom, rowsJson } from './selection.js';
import { totalOf } from './totals.js';
import { scopeCondition } from './scope.js';
import type { ActingScope } from '../auth/types.js';

export interface PageQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  cursor?: string;
  [filter: string]: unknown;
}

interface Sort {
  field: string;
  column: PgColumn;
  order: 'asc' | 'desc';
  /** The field's order expressions (hooks.sortBy) instead of its column. */
  expressions?: SQL[];
}

function sortOf(resource: ResolvedResource, query: PageQuery): Sort {
  const fallback = resource.decl.defaultSort;
  const field = query.sort ?? fallback?.field ?? 'id';
  const order = query.order ?? (query.sort ? 'asc' : (fallback?.order ?? 'asc'));
  const column = field === 'id' ? resource.id : resource.columns.get(field);
  if (!column) throw new Error(`resource ${resource.decl.name}: sort field ${field} is not a column`);
  const expressions = resource.hooks.sortBy?.[field];
  return { field, column, order, ...(expressions ? { expressions } : {}) };
}

/** The sort column, then the id in the same direction: equal values never swap between pages. */
function orderBy(resource: ResolvedResource, sort: Sort): SQL[] {
  const by = sort.order === 'asc' ? asc : desc;
  if (sort.expressions) return [...sort.expressions.map((expression) => by(sql`${expression}`)), by(resource.id)];
  return sort.column === resource.id ? [by(resource.id)] : [by(sort.column), by(resource.id)];
}

function cursorCondition(resource: ResolvedResource, sort: Sort, cursor: string): SQL {
  const position = decodeCursor(cursor);
  if (!position || position.field !== sort.field || position.order !== sort.order) throw new AppError('CURSOR_INVALID');
  const op = sort.order === 'asc' ? sql`>` : sql`<`;
  const id = sql.param(position.id, resource.id);
  if (sort.column === resource.id) return sql`${resource.id} ${op} ${id}`;
  return sql`(${sort.column}, ${resource.id}) ${op} (${sql.param(position.value, sort.column)}, ${id})`;
}

/**
 * Whether rows can be continued from a keyset position: the sort column never holds null, and is not a
 * timestamp (JavaScript keeps milliseconds, PostgreSQL microseconds: a rounded position would skip rows).
 */
function cursorable(resource: ResolvedResource, sort: Sort): boolean {
  if (sort.expressions) return false;
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
 * `to` are placeholders, or null for an open end.
 */
function denseEdges(orm: Orm, resource: ResolvedResource, timeColumn: PgColumn, from: Placeholder | null, to: Placeholder | null) {
  const id = resource.id;
  const edge = (by: typeof asc, bound: SQL | undefined) =>
    orm
      .select({ id })
      .from(resource.table)
      .where(bound)
      .orderBy(...(bound ? [by(timeColumn), by(id)] : [by(id)]))
      .limit(literalLimit(1));
  return {
    first: edge(asc, from === null ? undefined : gte(timeColumn, from)),
    last: edge(desc, to === null ? undefined : lte(timeColumn, to)),
  };
}

/**
 * What a dense page statement is built from besides its resource, and all of it: the statement depends on
 * nothing else (the resource gives the table, time column and selection; the range's values and the skip are
 * placeholders), so this shape is a complete name for it. `limit` is a pager size written into the text (see
 * literalLimit), or null for any other size, then a placeholder.
 */
interface DenseShape {
  order: 'asc' | 'desc';
  hasFrom: boolean;
  hasTo: boolean;
  limit: number | null;
}

/**
 * The dense-log page statement of one shape, with placeholders `from`, `to`, `skip` (and `limit`). It answers
 * one row: the interval's ends and, only when the interval holds more than COUNT_CAP rows (when the dense page is
 * the answer), the page's JSON array; a smaller interval is counted and paged exactly by the general path, so its
 * rows are not read here (the gate is a one-time filter on the probes' results).
 */
function denseStatement(orm: Orm, resource: ResolvedResource, shape: DenseShape) {
  const { order, hasFrom, hasTo, limit } = shape;
  const dense = resource.hooks.denseLog!;
  const timeColumn = resource.columns.get(dense.timeField)!;
  const { first, last } = denseEdges(
    orm,
    resource,
    timeColumn,
    hasFrom ? sql.placeholder('from') : null,
    hasTo ? sql.placeholder('to') : null,
  );
  const id = resource.id;
  const skip = sql.placeholder('skip');
  // Scalar subqueries, so PostgreSQL runs each probe once (an InitPlan) and the window is an index condition
  // at any depth; a CTE holding them instead made the generic plan filter its way down to a deep page.
  const lo = sql<string | number | null>`(${first})`;
  const hi = sql<string | number | null>`(${last})`;
  const large = sql`${hi} - ${lo} + 1 > ${sql.raw(String(COUNT_CAP))}`;
  const window = order === 'desc' ? sql`${id} <= ${hi} - ${skip} and ${id} >= ${lo}` : sql`${id} >= ${lo} + ${skip} and ${id} <= ${hi}`;
  const stored = orm
    .select()
    .from(resource.table)
    .where(sql`${large} and ${window}`)
    .orderBy(order === 'desc' ? desc(id) : asc(id))
    .limit(limit === null ? sql.placeholder('limit') : literalLimit(limit));
  return orm
    .select({ json: rowsJson(), lo, hi })
    .from(presentedFrom(resource, stored))
    .prepare(`cvap_dense_${resource.decl.name}_${order}_${hasFrom ? 'f' : ''}${hasTo ? 't' : ''}_${limit ?? 'n'}_json`);
}

/** Dense-page statements by database handle, resource and shape (prepared once each; the shape names all of it). */
const denseStatements = perHandle(() => new WeakMap<ResolvedResource, Map<string, ReturnType<typeof denseStatement>>>());

/** Page sizes written into a dense statement's text: the pager's sizes, so their number stays bounded. */
const LITERAL_PAGE_SIZES: ReadonlySet<number> = new Set(PAGE_SIZE_OPTIONS);

function preparedDense(orm: Orm, resource: ResolvedResource, shape: DenseShape) {
  const byResource = denseStatements(orm);
  let byShape = byResource.get(resource);
  if (!byShape) byResource.set(resource, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = denseStatement(orm, resource, shape)));
  return statement;
}

function onlyDenseFilters(resource: ResolvedResource, query: PageQuery, timeField: string): boolean {
  const { decl } = resource;
  for (const [name, value] of Object.entries(query)) {
    if (['page', 'limit', 'sort', 'order'].includes(name) || value === undefined || value === null) continue;
    if (name !== timeField || !decl.fields[name]) return false;
  }
  return true;
}

/**
 * A page of an append-only log whose ids are dense and grow with its time field, in one statement: the time
 * range becomes an id interval [lo, hi] by two index probes, and page p is the `limit` ids ending p × limit ids
 * from the interval's end. It applies to a log the scope does not narrow (a scoped log's rows are not dense within
 * the scope, and the window would show other scopes' rows), sorted by id, no cursor, no filter but the time range,
 * and more rows in the interval than COUNT_CAP (a small interval is counted and paged exactly by the general path;
 * its rows are not read here).
 */
async function densePage(orm: Orm, resource: ResolvedResource, query: PageQuery, sort: Sort, scope: SQL | undefined) {
  const dense = resource.hooks.denseLog;
  if (!dense || scope !== undefined || sort.column !== resource.id || query.cursor || !onlyDenseFilters(resource, query, dense.timeField))
    return null;
  const field = resource.decl.fields[dense.timeField]!;
  const timeColumn = resource.columns.get(dense.timeField)!;
  const range = query[dense.timeField] as [unknown, unknown] | undefined;
  const from = range?.[0] == null ? null : toColumnValue(field, range[0]);
  const to = range?.[1] == null ? null : toColumnValue(field, range[1]);
  const shape: DenseShape = {
    order: sort.order,
    hasFrom: from !== null,
    hasTo: to !== null,
    limit: LITERAL_PAGE_SIZES.has(query.limit) ? query.limit : null,
  };
  // Placeholders skip the column's encoder: encode the range as the column would.
  const [answer] = await preparedDense(orm, resource, shape).execute({
    from: from === null ? null : timeColumn.mapToDriverValue(from),
    to: to === null ? null : timeColumn.mapToDriverValue(to),
    skip: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const lo = answer?.lo ?? null;
  const hi = answer?.hi ?? null;
  const total = lo === null || hi === null || Number(hi) < Number(lo) ? 0 : Number(hi) - Number(lo) + 1;
  return total <= COUNT_CAP ? null : { json: answer?.json ?? '[]', total };
}

/** Where a page starts: after the cursor's row, or OFFSET rows in. */
type Position = { kind: 'cursor'; condition: SQL } | { kind: 'offset' };

/**
 * The page's select: filters, position, the allowlisted order, the size. One statement around the page answers
 * the JSON array (in the page's order: an aggregate over an ordered subquery keeps it), the number of rows, and
 * the last row's id and sort value for the next cursor.
 */
function pageQuery(
  orm: Orm,
  resource: ResolvedResource,
  sort: Sort,
  where: SQL | undefined,
  position: Position,
  limit: number,
  offset: number,
) {
  const statement = orm
    .select()
    .from(resource.table)
    .where(allOf([where, position.kind === 'cursor' ? position.condition : undefined]))
    .orderBy(...orderBy(resource, sort))
    .limit(limit)
    .$dynamic();
  const positioned = position.kind === 'offset' ? statement.offset(offset) : statement;
  const lastOf = (field: string) => sql`(array_agg(p.${sql.identifier(field)}))[count(*)]`;
  return orm
    .select({
      json: rowsJson(),
      count: sql<number>`count(*)::int`,
      lastId: lastOf('id'),
      lastValue: sort.column === resource.id ? sql`null` : lastOf(sort.field),
    })
    .from(presentedFrom(resource, positioned));
}

type PageAnswer = { json: string; count: number; lastId: unknown; lastValue: unknown }[];

/** A page's rows' JSON, and the last row's position when the page is full. */
function pageRows(answer: PageAnswer, sort: Sort, limit: number): { json: string; last?: { id: unknown; value: unknown } } {
  const [one] = answer;
  const full = one !== undefined && one.count === limit;
  return {
    json: one?.json ?? '[]',
    ...(full ? { last: { id: one.lastId, value: one.lastValue === null ? null : sort.column.mapFromDriverValue(one.lastValue) } } : {}),
  };
}

/**
 * A page by its filters: a capped count (totals.ts) and the rows, at the cursor's position when one is sent and
 * the sort can continue from it, OFFSET rows in otherwise. The condition is built once, with the values as the
 * statement's parameters, and both statements are built from it.
 */
async function generalPage(orm: Orm, resource: ResolvedResource, query: PageQuery, where: SQL | undefined, sort: Sort) {
  const canContinue = cursorable(resource, sort);
  const position: Position =
    query.cursor && canContinue ? { kind: 'cursor', condition: cursorCondition(resource, sort, query.cursor) } : { kind: 'offset' };
  const total = await totalOf(orm, resource, where);
  const answer = (await pageQuery(orm, resource, sort, where, position, query.limit, (query.page - 1) * query.limit)) as PageAnswer;
  return { total, canContinue, ...pageRows(answer, sort, query.limit) };
}

/**
 * One page: filters and scope, an allowlisted sort with the id as tie-break, and a position that stays cheap at
 * any depth — the previous page's keyset cursor when sent, id arithmetic for dense logs, OFFSET otherwise (small
 * results). Large totals are estimates (`totalExact: false`, totals.ts). Its rows are the API's JSON, written by
 * the database (selection.ts).
 */
export async function readPageJson(
  orm: Orm,
  resource: ResolvedResource,
  query: PageQuery,
  acting: ActingScope,
): Promise<Omit<PageResult<never>, 'rows'> & { rowsJson: string }> {
  const sort = sortOf(resource, query);
  const base = { page: query.page, limit: query.limit };
  const scope = scopeCondition(orm, resource, acting);
  const dense = await densePage(orm, resource, query, sort, scope);
  if (dense) return { ...base, rowsJson: dense.json, total: dense.total, totalExact: false, nextCursor: null };

  const where = allOf([scope, ...searchConditions(resource, query)]);
  const { total, canContinue, json, last } = await generalPage(orm, resource, query, where, sort);
  const nextCursor =
    last && canContinue
      ? encodeCursor({
          field: sort.field,
          order: sort.order,
          value: sort.column === resource.id ? Number(last.id) : last.value,
          id: Number(last.id),
        })
      : null;
  return { ...base, rowsJson: json, total: total.total, totalExact: total.exact, nextCursor };
}
