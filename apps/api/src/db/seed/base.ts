import type { Orm } from '../client.js';
import { tenants } from '../schema/index.js';
import { syncCatalogue } from './catalogue.js';
import { syncReferenceData } from './reference.js';
import { seedRoles } from './roles.js';

export interface BaseSeed {
  tenantId: number;
  roleIds: Map<string, number>;
}

/** What every installation starts with: the head-office tenant, the menu catalogue, elements, roles and reference data. */
export async function seedBase(orm: Orm, tenant: { code: string; name: string }): Promise<BaseSeed> {
  const [row] = await orm.insert(tenants).values(tenant).returning({ id: tenants.id });
  await syncCatalogue(orm);
  await syncReferenceData(orm);
  const roleIds = await seedRoles(orm, row!.id);
  return { tenantId: row!.id, roleIds };
}
