import type { Orm } from '../client.js';
import { regions, systemParams } from '../schema/index.js';
import { bringDictionaries } from './bring.js';
import { BASE_REGIONS, BASE_SYSTEM_PARAMS } from './reference-data.js';

/**
 * Adds the reference data (option lists and their items, regions, parameters) that the database lacks, so a
 * database seeded by an earlier version gets what the code gained since. Never touches what administrators changed
 * and never brings back an option an administrator deleted (decision 0050). Returns what it added.
 */
export async function syncReferenceData(orm: Orm): Promise<string[]> {
  const brought = await bringDictionaries(orm);
  await orm
    .insert(regions)
    .values(BASE_REGIONS.map(([code, parentCode, name, nameEn], index) => ({ code, parentCode, name, nameEn, sortNo: index })))
    .onConflictDoNothing();
  await orm.insert(systemParams).values(BASE_SYSTEM_PARAMS).onConflictDoNothing();
  return brought;
}
