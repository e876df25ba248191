import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActingScope } from '../auth/types.js';
import { residentials, userResidentials, users } from '../db/schema/index.js';
import type { Orm } from '../db/client.js';
import { lookupOnce, type Lookups } from './lookups.js';
import { AppError } from '../lib/errors.js';
import type { ResolvedResource } from './types.js';

/**
 * The acting scope of a route whose `community` setting is 'required' (the default), which the community-scope
 * plugin (plugins/residential-scope.ts) set before the route ran.
 */
export function actingScope(request: FastifyRequest): ActingScope {
  if (!request.scope) throw new Error(`No acting scope on ${request.routeOptions.url}: is the route marked community 'optional'?`);
  return request.scope;
}

/**
 * The rows a scope may see. headOffice resources: only a head-office acting scope, its tenant's rows (a
 * `communityRead` catalogue: any scope of the tenant; writes stay the head office's, see assertWritable).
 * community: a community sees its own rows; the head office every community's of its tenant. both: the same,
 * and head-office rows (no community) are visible to the head office only.
 */
export function scopeCondition(orm: Orm, resource: ResolvedResource, scope: ActingScope): SQL | undefined {
  const scoped = scopeOnly(orm, resource, scope);
  // One table can serve several resources, each its own rows (hooks.rows): accounts by kind, requests by kind.
  return resource.hooks.rows ? and(resource.hooks.rows, scoped) : scoped;
}

function scopeOnly(orm: Orm, resource: ResolvedResource, scope: ActingScope): SQL | undefined {
  const { decl, tenantColumn, residentialColumn } = resource;
  if (decl.scope === 'headOffice' && scope.kind !== 'headOffice' && !decl.communityRead) throw new AppError('HEAD_OFFICE_ONLY');
  const tenant = tenantColumn ? eq(tenantColumn, scope.tenantId) : undefined;
  if (decl.scope === 'headOffice' || !residentialColumn) return tenant;
  if (scope.kind === 'residential') return and(tenant, eq(residentialColumn, scope.residentialId));
  if (decl.scope === 'both') return tenant;
  return and(
    tenant,
    inArray(residentialColumn, orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, scope.tenantId))),
  );
}

/** A head-office resource is written by the head office only, even a catalogue communities may read. */
export function assertWritable(resource: ResolvedResource, scope: ActingScope): void {
  if (resource.decl.scope === 'headOffice' && scope.kind !== 'headOffice') throw new AppError('HEAD_OFFICE_ONLY');
}

/**
 * Columns a new row takes from the acting scope, never from the body unchecked. A community user's rows go to
 * their community: a `residentialId` naming another one (from the body, or derived by a hook from a parent
 * such as a floor) is refused as not found. A head-office user creating a community record names the
 * community (body or parent); it must be one of the tenant's.
 */
export async function scopeValues(
  orm: Orm,
  resource: ResolvedResource,
  scope: ActingScope,
  values: Record<string, unknown> = {},
  lookups?: Lookups,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  if (resource.tenantColumn) result.tenantId = scope.tenantId;
  if (resource.decl.scope === 'headOffice' || !resource.residentialColumn) return result;
  const named = typeof values.residentialId === 'number' ? values.residentialId : null;
  if (scope.kind === 'residential') {
    if (named !== null && named !== scope.residentialId) throw new AppError('NOT_FOUND');
    result.residentialId = scope.residentialId;
    return result;
  }
  if (named === null) {
    // The head office writes a community's record for a community it names (the form's 所属社区).
    if (resource.decl.scope === 'community')
      throw new AppError('COMMUNITY_REQUIRED', { data: { fields: [{ field: 'residentialId', message: 'required' }] } });
    result.residentialId = null;
    return result;
  }
  const [own] = await lookupOnce(lookups, `residential:${scope.tenantId}:${named}`, () =>
    orm
      .select({ id: residentials.id })
      .from(residentials)
      .where(and(eq(residentials.id, named), eq(residentials.tenantId, scope.tenantId)))
      .limit(1),
  );
  if (!own) throw new AppError('NOT_FOUND');
  result.residentialId = named;
  return result;
}

/** The community a write goes to: the acting one, else the row's, else the body's. */
export function residentialOfWrite(
  ctx: { scope: ActingScope },
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): number | null {
  if (ctx.scope.kind === 'residential') return ctx.scope.residentialId;
  const named = existing?.residentialId ?? values.residentialId;
  return typeof named === 'number' ? named : null;
}

/**
 * Whether every user named is an enabled, unfrozen account of the tenant that works for the community: linked to
 * it, or of the head office. Each module refuses the others with its own code (patrol staff, a maintenance
 * plan's assignee).
 */
export async function usersOfCommunity(orm: Orm, tenantId: number, userIds: readonly number[], residentialId: number): Promise<boolean> {
  if (userIds.length === 0) return true;
  const found = await orm
    .select({ id: users.id, headOffice: users.headOffice, linked: userResidentials.residentialId })
    .from(users)
    .leftJoin(userResidentials, and(eq(userResidentials.userId, users.id), eq(userResidentials.residentialId, residentialId)))
    .where(and(inArray(users.id, [...userIds]), eq(users.tenantId, tenantId), eq(users.enabled, 1), eq(users.frozen, 0)));
  return found.filter((user) => user.headOffice || user.linked !== null).length === new Set(userIds).size;
}
