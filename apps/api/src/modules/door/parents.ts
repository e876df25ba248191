import { labelIn, type ResourceDecl } from '@cvap/contracts';
import { and, eq, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { residentials } from '../../db/schema/index.js';
import { AppError, lookupOnce, rememberLookup, type ResourceContext } from '../../engine/index.js';

/** The communities the acting scope reaches: its own, or every one of the head office's tenant. */
export function residentialCondition(ctx: Pick<ResourceContext, 'orm' | 'scope'>, column: PgColumn): SQL {
  if (ctx.scope.kind === 'residential') return eq(column, ctx.scope.residentialId);
  return inArray(column, ctx.orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, ctx.scope.tenantId)));
}

export interface ParentRef<C extends Record<string, PgColumn>> {
  table: PgTable;
  id: PgColumn;
  residentialId: PgColumn;
  /** The parent's columns the caller needs (always include residentialId). */
  columns: C;
}

type Selected<C extends Record<string, PgColumn>> = { [K in keyof C]: C[K]['_']['data'] };

/**
 * A parent record (building, floor, apartment, company) named by field `field` of a write: it must exist in a
 * community the scope reaches and, when the row already belongs to a community, in that very one. Otherwise
 * the write is refused naming the field: an id from another community reads exactly like a missing one.
 */
export async function parentInScope<C extends Record<string, PgColumn>>(
  ctx: ResourceContext,
  decl: ResourceDecl,
  field: string,
  parent: ParentRef<C>,
  id: number,
  sameResidentialAs?: unknown,
): Promise<Selected<C>> {
  const row = await lookupOnce(ctx.lookups, parentKey(parent, id), async () => {
    const [found] = await ctx.orm
      .select(parent.columns as Record<string, PgColumn>)
      .from(parent.table)
      .where(and(eq(parent.id, id), residentialCondition(ctx, parent.residentialId)))
      .limit(1);
    return found;
  });
  if (!row || (typeof sameResidentialAs === 'number' && row.residentialId !== sameResidentialAs))
    throw otherResidentialParent(ctx, decl, field);
  return row as Selected<C>;
}

/** The memo key of a parent read: its table, the columns read, its id (the scope is the import's own). */
function parentKey(parent: ParentRef<Record<string, PgColumn>>, id: number): string {
  return `parent:${getTableName(parent.table)}:${Object.keys(parent.columns).join(',')}:${id}`;
}

/**
 * Reads the parents a chunk of import rows names in one statement (in the scope, as parentInScope does), so
 * each row's parentInScope finds its answer in `ctx.lookups`; an id not found is remembered as missing.
 */
export async function prefetchParents<C extends Record<string, PgColumn>>(
  ctx: ResourceContext,
  parent: ParentRef<C>,
  ids: readonly unknown[],
): Promise<void> {
  if (!ctx.lookups) return;
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const rows = await ctx.orm
    .select({ ...(parent.columns as Record<string, PgColumn>), __id: parent.id })
    .from(parent.table)
    .where(and(inArray(parent.id, wanted), residentialCondition(ctx, parent.residentialId)));
  const byId = new Map(rows.map(({ __id, ...row }) => [Number(__id), row]));
  for (const id of wanted) rememberLookup(ctx.lookups, parentKey(parent, id), byId.get(id));
}

/** 40908 naming field `field`: the record it names is not one the write may attach to (missing or another community's). */
export function otherResidentialParent(ctx: Pick<ResourceContext, 'request'>, decl: ResourceDecl, field: string): AppError {
  const label = decl.fields[field]?.label ?? { zh: field, en: field };
  return new AppError('OTHER_COMMUNITY_PARENT', {
    params: { what: labelIn(label, ctx.request.language) },
    data: { fields: [{ field, message: 'community' }] },
  });
}
