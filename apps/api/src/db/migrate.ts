import type { Database } from './client.js';
import {
  seedOnFirstStart,
  syncCatalogue,
  syncReferenceData,
  type FirstStartOptions,
  type FirstStartOutcome,
  type SeededModule,
} from './seed/index.js';

export interface PreparedDatabase {
  seeded: FirstStartOutcome;
  catalogueAdded: { menus: number; elements: number };
}

/**
 * Brings a database up to date at start: runs the migrations folder, seeds an empty database, and adds catalogue
 * entries and reference data that the code gained since. Two instances starting together do this one after the other.
 * The first start grants the base roles the modules' grants and the demo seed runs their seeds (their manifests,
 * passed in: db/ imports no module).
 */
export function prepareDatabase(db: Database, options: FirstStartOptions, modules: readonly SeededModule[]): Promise<PreparedDatabase> {
  return db.exclusiveSetup(async (orm, migrate) => {
    await migrate();
    const seeded = await seedOnFirstStart(orm, options, modules);
    const catalogueAdded = seeded === 'existing' ? await syncCatalogue(orm) : { menus: 0, elements: 0 };
    if (seeded === 'existing') await syncReferenceData(orm);
    return { seeded, catalogueAdded };
  });
}
