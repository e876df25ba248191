import type { Database } from './client.js';
import type { DemoSeed } from './seed/demo-context.js';
import { seedOnFirstStart, syncCatalogue, syncReferenceData, type FirstStartOptions, type FirstStartOutcome } from './seed/index.js';

export interface PreparedDatabase {
  seeded: FirstStartOutcome;
  catalogueAdded: { menus: number; elements: number };
}

/**
 * Brings a database up to date at start: runs the migrations folder, seeds an empty database, and adds catalogue
 * entries and reference data that the code gained since. Two instances starting together do this one after the other.
 * The demo seed runs the modules' seeds (their manifests, passed in: db/ imports no module); a production first
 * start needs none.
 */
export function prepareDatabase(
  db: Database,
  options: FirstStartOptions,
  modules: readonly { seed?: DemoSeed }[] = [],
): Promise<PreparedDatabase> {
  return db.exclusiveSetup(async (orm, migrate) => {
    await migrate();
    const seeded = await seedOnFirstStart(orm, options, modules);
    const catalogueAdded = seeded === 'existing' ? await syncCatalogue(orm) : { menus: 0, elements: 0 };
    if (seeded === 'existing') await syncReferenceData(orm);
    return { seeded, catalogueAdded };
  });
}
