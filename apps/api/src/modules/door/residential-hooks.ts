import { eq } from 'drizzle-orm';
import { buildings } from '../../db/schema/index.js';
import { inUse } from '../../engine/conflicts.js';
import { byLanguage } from '../../engine/language.js';
import type { ResourceHooks } from '../../engine/types.js';
import { countWhere } from './counts.js';

/** A community with buildings is not deleted: everything else hangs off them. */
export const residentialHooks: ResourceHooks = {
  async beforeDelete(ctx, existing) {
    if ((await countWhere(ctx, buildings, eq(buildings.residentialId, existing.id as number))) > 0)
      throw inUse(byLanguage(ctx, '社区下仍有楼栋', 'it still has buildings'));
  },
};
