import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ActingScope } from '../../auth/types.js';
import { residentials } from '../../db/schema/index.js';
import type { Orm } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedResource } from './types.js';

/**
 * The rows a scope may see. headOffice resources: only a head-office acting scope, its tenant's rows.
 * community: a community sees its own rows; the head office every community's of its tenant. both: the same,
 * and head-office rows (no community) are visible to the head office only.
 */
export function scopeCondition(orm: Orm, resource: ResolvedResource, scope: ActingScope): SQL | undefined {
  const { decl, tenantColumn, residentialColumn } = resource;
  if (decl.scope === 'headOffice' && scope.kind !== 'headOffice') throw new AppError('FORBIDDEN');
  const tenant = tenantColumn ? eq(tenantColumn, scope.tenantId) : undefined;
  if (decl.scope === 'headOffice' || !residentialColumn) return tenant;
  if (scope.kind === 'community') return and(tenant, eq(residentialColumn, scope.residentialId));
  if (decl.scope === 'both') return tenant;
  return and(tenant, inArray(residentialColumn, orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.tenantId, scope.tenantId))));
}

/** Columns a new row takes from the acting scope, never from the body. */
export function scopeValues(resource: ResolvedResource, scope: ActingScope): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (resource.tenantColumn) values.tenantId = scope.tenantId;
  if (resource.decl.scope !== 'headOffice' && resource.residentialColumn) {
    if (scope.kind === 'community') values.residentialId = scope.residentialId;
    else if (resource.decl.scope === 'community') throw new AppError('HEAD_OFFICE_FORBIDDEN');
    else values.residentialId = null;
  }
  return values;
}
