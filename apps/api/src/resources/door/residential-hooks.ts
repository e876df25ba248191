import { count, eq } from 'drizzle-orm';
import { buildings } from '../../db/schema/index.js';
import { inUse } from '../engine/conflicts.js';
import type { ResourceHooks } from '../engine/types.js';

/** A community with buildings is not deleted: everything else hangs off them. */
export const residentialHooks: ResourceHooks = {
  async beforeDelete(ctx, existing) {
    const [row] = await ctx.orm.select({ n: count() }).from(buildings).where(eq(buildings.residentialId, existing.id as number));
    if ((row?.n ?? 0) > 0) throw inUse(ctx.request.language === 'en' ? 'it still has buildings' : '社区下仍有楼栋');
  },
};
