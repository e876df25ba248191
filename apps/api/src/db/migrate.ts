import type { Database } from './client.js';
import {
  bringBaseRoleGrants,
  seedOnFirstStart,
  syncCatalogue,
  syncReferenceData,
  type FirstStartOptions,
  type CatalogueAdded,
  type FirstStartOutcome,
  type SeededModule,
} from './seed/index.js';

export interface PreparedDatabase {
  seeded: FirstStartOutcome;
  catalogueAdded: CatalogueAdded;
  /** What the code declares that this start added: base roles, their grants, option lists (decision 0050). */
  brought: string[];
}

/**
 * Brings a database up to date at start: runs the migrations folder, seeds an empty database, and adds catalogue
 * entries, reference data, base roles and their grants that the code gained since, so an upgrade is starting the new
 * version on the old database (decision 0050). Two instances starting together do this one after the other.
 * The first start grants the base roles the modules' grants and the demo seed runs their seeds (their manifests,
 * passed in: db/ imports no module).
 */
export function prepareDatabase(db: Database, options: FirstStartOptions, modules: readonly SeededModule[]): Promise<PreparedDatabase> {
  return db.exclusiveSetup(async (orm, migrate) => {
    await migrate();
    const seeded = await seedOnFirstStart(orm, options, modules);
    // One transaction: a grant is never added without its ledger row.
    return orm.transaction(async (tx) => {
      const catalogueAdded = seeded === 'existing' ? await syncCatalogue(tx) : { menus: [], elements: [] };
      const brought = seeded === 'existing' ? await syncReferenceData(tx) : [];
      brought.push(...(await bringBaseRoleGrants(tx, modules, catalogueAdded)));
      return { seeded, catalogueAdded, brought };
    });
  });
}
