import { eq } from 'drizzle-orm';
import { buildings } from '../../db/schema/index.js';
import { byLanguage, inUse, type ResourceHooks } from '../../engine/index.js';
import { countWhere } from './counts.js';

/** A community with buildings is not deleted: everything else hangs off them. */
export const residentialHooks: ResourceHooks = {
  async beforeDelete(ctx, existing) {
    if ((await countWhere(ctx, buildings, eq(buildings.residentialId, existing.id as number))) > 0)
      throw inUse(byLanguage(ctx, '社区下仍有楼栋', 'it still has buildings'));
  },
};
