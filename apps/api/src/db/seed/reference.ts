import { count } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { dictItems, dictTypes, regions, systemParams } from '../schema/index.js';
import { BASE_DICTIONARIES, BASE_REGIONS, BASE_SYSTEM_PARAMS } from './reference-data.js';

/**
 * Adds the reference data (option lists, regions, parameters) to a database that has none of it yet, so a
 * database seeded before these tables existed gets them too. Never touches what administrators changed.
 */
export async function syncReferenceData(orm: Orm): Promise<void> {
  const [types] = await orm.select({ n: count() }).from(dictTypes);
  if ((types?.n ?? 0) === 0) {
    for (const dict of BASE_DICTIONARIES) {
      const [row] = await orm
        .insert(dictTypes)
        .values({ code: dict.code, name: dict.name, description: dict.description })
        .returning({ id: dictTypes.id });
      await orm.insert(dictItems).values(
        dict.items.map(([value, labelZh, labelEn], index) => ({
          dictTypeId: row!.id,
          value,
          labelZh,
          labelEn,
          sortNo: (index + 1) * 10,
        })),
      );
    }
  }
  await orm
    .insert(regions)
    .values(BASE_REGIONS.map(([code, parentCode, name, nameEn], index) => ({ code, parentCode, name, nameEn, sortNo: index })))
    .onConflictDoNothing();
  await orm.insert(systemParams).values(BASE_SYSTEM_PARAMS).onConflictDoNothing();
}
