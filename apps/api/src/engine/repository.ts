import { labelIn, type Language } from '@cvap/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/errors.js';
import type { Orm } from '../db/client.js';
import { checkUnique, inUse, mapConstraintError } from './conflicts.js';
import { assertPickable } from './lookup.js';
import { assertWritable, residentialOfWrite, scopeCondition, scopeValues } from './scope.js';
import type { ResolvedResource, ResourceContext, Row } from './types.js';
import { toColumnValues } from './values.js';
import { presentedFrom, rowsJson } from './selection.js';
import { inTransaction } from './transaction.js';

/** Which rows to read, in which order, how many from where. */
export interface RowsQuery {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/** Fills the virtual fields a hook reads in JavaScript (users' roles, people's reviewers) into presented rows. */
export async function withVirtualFields(orm: Orm, resource: ResolvedResource, rows: Row[]): Promise<Row[]> {
  if (rows.length && resource.hooks.loadVirtual) await resource.hooks.loadVirtual(orm, rows);
  return rows;
}

/** Rows of the resource's table as the API returns them: presented by the database (selection.ts), parsed once. */
export async function readRows(orm: Orm, resource: ResolvedResource, query: RowsQuery): Promise<Row[]> {
  let stored = orm
    .select()
    .from(resource.table)
    .where(query.where)
    .orderBy(...(query.orderBy ?? []))
    .$dynamic();
  if (query.limit !== undefined) stored = stored.limit(query.limit);
  if (query.offset) stored = stored.offset(query.offset);
  const [answer] = await orm.select({ json: rowsJson() }).from(presentedFrom(resource, stored));
  return withVirtualFields(orm, resource, JSON.parse(answer!.json) as Row[]);
}

/** A stored value as a JSON value PostgreSQL reads back into its column (json_populate_recordset). */
function storedJson(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Rows held in memory, as a table select returned them (keyed by field name), as the API returns them: a write
 * answers the row as it left it (a bill run as started, before its task moves it on). The database presents them
 * exactly as it presents the table's rows, from the same selection over the rows sent back as a record set.
 */
export async function presentRows(orm: Orm, resource: ResolvedResource, stored: Record<string, unknown>[]): Promise<Row[]> {
  if (stored.length === 0) return [];
  const columns = Object.entries(getTableColumns(resource.table) as Record<string, PgColumn>);
  const records = stored.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, storedJson(row[key])])));
  const held = sql`select * from json_populate_recordset(null::${resource.table}, ${JSON.stringify(records)}::json)`;
  const [answer] = await orm.select({ json: rowsJson() }).from(presentedFrom(resource, held));
  return withVirtualFields(orm, resource, JSON.parse(answer!.json) as Row[]);
}

/** One row the scope may see, or 404: another community's or tenant's record looks exactly like none. */
export async function findVisible(ctx: Pick<ResourceContext, 'orm' | 'scope'>, resource: ResolvedResource, id: number): Promise<Row> {
  const [row] = await readRows(ctx.orm, resource, {
    where: and(eq(resource.id, id), scopeCondition(ctx.orm, resource, ctx.scope)),
    limit: 1,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function listVisible(orm: Orm, resource: ResolvedResource, scope: SQL | undefined, orderBy: SQL[]): Promise<Row[]> {
  return readRows(orm, resource, { where: scope, orderBy });
}

function language(ctx: ResourceContext): Language {
  return ctx.request.language;
}

/** A tree parent must be visible in the scope, and neither the row itself nor one of its descendants. */
async function checkParent(ctx: ResourceContext, resource: ResolvedResource, parentId: unknown, selfId: number | null): Promise<void> {
  if (typeof parentId !== 'number') return;
  const parentField = resource.decl.tree!.parentField;
  let current: number | null = parentId;
  for (let depth = 0; current !== null && depth < 100; depth++) {
    if (current === selfId) throw new AppError('INVALID_PARENT');
    const row: Row = await findVisible(ctx, resource, current).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? new AppError('INVALID_PARENT') : error;
    });
    current = typeof row[parentField] === 'number' ? (row[parentField] as number) : null;
  }
}

async function prepareWrite(
  ctx: ResourceContext,
  resource: ResolvedResource,
  input: Record<string, unknown>,
  existing: Row | null,
): Promise<Record<string, unknown>> {
  const values = toColumnValues(resource, input);
  delete values.id;
  if (resource.decl.tree)
    await checkParent(ctx, resource, values[resource.decl.tree.parentField], existing ? (existing.id as number) : null);
  await resource.hooks.beforeWrite?.(ctx, values, input, existing);
  // After the module's own checks, which name a record of another community in their own words.
  await assertPickable(ctx.orm, resource, input, residentialOfWrite(ctx, { ...values, ...input }, existing), language(ctx));
  await checkUnique(ctx.orm, resource, values, language(ctx), existing ? (existing.id as number) : undefined);
  return values;
}

async function writeInTransaction<T>(
  ctx: ResourceContext,
  resource: ResolvedResource,
  operation: 'write' | 'delete',
  work: (tx: ResourceContext) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx.orm, (tx) => work({ ...ctx, orm: tx }));
  } catch (error) {
    throw mapConstraintError(error, resource, language(ctx), operation);
  }
}

export function createRow(ctx: ResourceContext, resource: ResolvedResource, input: Record<string, unknown>): Promise<Row> {
  assertWritable(resource, ctx.scope);
  return writeInTransaction(ctx, resource, 'write', async (tx) => {
    const prepared = await prepareWrite(tx, resource, input, null);
    const values = { ...prepared, ...(await scopeValues(tx.orm, resource, tx.scope, prepared, tx.lookups)) };
    const [created] = await tx.orm.insert(resource.table).values(values).returning({ id: resource.id });
    const id = Number(created!.id);
    await resource.hooks.afterWrite?.(tx, id, input, null);
    return findVisible(tx, resource, id);
  });
}

export function updateRow(ctx: ResourceContext, resource: ResolvedResource, id: number, input: Record<string, unknown>): Promise<Row> {
  assertWritable(resource, ctx.scope);
  return writeInTransaction(ctx, resource, 'write', async (tx) => {
    const existing = await findVisible(tx, resource, id);
    const values = await prepareWrite(tx, resource, input, existing);
    if (resource.hasUpdatedAt) values.updatedAt = new Date();
    if (Object.keys(values).length) await tx.orm.update(resource.table).set(values).where(eq(resource.id, id));
    await resource.hooks.afterWrite?.(tx, id, input, existing);
    return findVisible(tx, resource, id);
  });
}

export function deleteRow(ctx: ResourceContext, resource: ResolvedResource, id: number): Promise<void> {
  assertWritable(resource, ctx.scope);
  return writeInTransaction(ctx, resource, 'delete', async (tx) => {
    const existing = await findVisible(tx, resource, id);
    const tree = resource.decl.tree;
    if (tree) {
      const [child] = await tx.orm
        .select({ id: resource.id })
        .from(resource.table)
        .where(eq(resource.columns.get(tree.parentField)!, id))
        .limit(1);
      const label = resource.decl.label;
      if (child) throw inUse(labelIn({ zh: `存在下级${label.zh}`, en: `it has child ${label.en.toLowerCase()} entries` }, language(tx)));
    }
    await resource.hooks.beforeDelete?.(tx, existing);
    await tx.orm.delete(resource.table).where(eq(resource.id, id));
  });
}
