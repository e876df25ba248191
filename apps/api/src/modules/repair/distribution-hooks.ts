import { and, eq } from 'drizzle-orm';
import { repairTypes } from './schema.js';
import { AppError, byLanguage, type ResourceHooks } from '../../engine/index.js';
import { assertWorker } from './services/worker-check.js';

/**
 * A rule's worker must be one of its community's workers (40932) and its type one of the company's (40908),
 * checked as the write leaves the row.
 */
export const distributionHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    const residentialId = (values.residentialId ??
      existing?.residentialId ??
      (ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined)) as number | undefined;
    const workerId = (values.workerUserId ?? existing?.workerUserId) as number | undefined;
    if (residentialId === undefined || workerId === undefined) throw new AppError('REPAIR_WORKER_NOT_IN_COMMUNITY');
    await assertWorker(ctx.orm, residentialId, ctx.scope.tenantId, workerId);
    if (typeof values.typeId === 'number') {
      const [type] = await ctx.orm
        .select({ id: repairTypes.id })
        .from(repairTypes)
        .where(and(eq(repairTypes.id, values.typeId), eq(repairTypes.tenantId, ctx.scope.tenantId)));
      if (!type) throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: byLanguage(ctx, '报修类型', 'repair type') } });
    }
  },
};
