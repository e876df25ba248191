import { labelIn, type ResourceDecl } from '@cvap/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { residentials } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ResourceContext } from '../engine/types.js';

/** The communities the acting scope reaches: its own, or every one of the head office's tenant. */
export function communityCondition(ctx: Pick<ResourceContext, 'orm' | 'scope'>, column: PgColumn): SQL {
  if (ctx.scope.kind === 'community') return eq(column, ctx.scope.residentialId);
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
  sameCommunityAs?: unknown,
): Promise<Selected<C>> {
  const [row] = await ctx.orm
    .select(parent.columns as Record<string, PgColumn>)
    .from(parent.table)
    .where(and(eq(parent.id, id), communityCondition(ctx, parent.residentialId)))
    .limit(1);
  if (!row || (typeof sameCommunityAs === 'number' && row.residentialId !== sameCommunityAs)) throw otherCommunityParent(ctx, decl, field);
  return row as Selected<C>;
}

/** 40908 naming field `field`: the record it names is not one the write may attach to (missing or another community's). */
export function otherCommunityParent(ctx: Pick<ResourceContext, 'request'>, decl: ResourceDecl, field: string): AppError {
  const label = decl.fields[field]?.label ?? { zh: field, en: field };
  return new AppError('OTHER_COMMUNITY_PARENT', { params: { what: labelIn(label, ctx.request.language) }, data: { fields: [{ field, message: 'community' }] } });
}
