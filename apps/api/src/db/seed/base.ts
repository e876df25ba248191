import type { Orm } from '../client.js';
import { tenants } from '../schema/index.js';
import { syncCatalogue } from './catalogue.js';
import { syncReferenceData } from './reference.js';
import type { DemoSeed } from './demo-context.js';
import { seedRoles, type BaseRoleDecl, type ModuleGrants } from './roles.js';

/** What the first start takes from a module's manifest (ApiModule): its base roles and grants, its demo data. */
export interface SeededModule {
  roles?: readonly BaseRoleDecl[];
  grants?: ModuleGrants;
  seed?: DemoSeed;
}

export interface BaseSeed {
  tenantId: number;
  roleIds: Map<string, number>;
}

/**
 * What every installation starts with: the head-office tenant, the menu catalogue, elements, reference data and
 * the base roles with the modules' grants.
 */
export async function seedBase(orm: Orm, tenant: { code: string; name: string }, modules: readonly SeededModule[]): Promise<BaseSeed> {
  const [row] = await orm.insert(tenants).values(tenant).returning({ id: tenants.id });
  await syncCatalogue(orm);
  await syncReferenceData(orm);
  const roleIds = await seedRoles(orm, row!.id, modules);
  return { tenantId: row!.id, roleIds };
}
