import { deviceModelResource, VERIFY_METHOD_OPTIONS } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { manufacturers } from './schema.js';
import type { ResourceHooks } from '../../engine/index.js';
import { otherResidentialParent } from '../door/index.js';
import { fieldError } from './field-error.js';

const METHODS = new Set(VERIFY_METHOD_OPTIONS.map((o) => o.value));

export const manufacturerHooks: ResourceHooks = {
  uniqueConstraints: { manufacturers_tenant_code_uq: ['manufacturerCode'] },
};

/** A model belongs to one of the tenant's manufacturers and supports at least one known method, each once. */
export const deviceModelHooks: ResourceHooks = {
  uniqueConstraints: { device_models_tenant_code_uq: ['modelCode'] },
  async beforeWrite(ctx, values) {
    if (typeof values.manufacturerId === 'number') {
      const [found] = await ctx.orm
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(and(eq(manufacturers.id, values.manufacturerId), eq(manufacturers.tenantId, ctx.scope.tenantId)))
        .limit(1);
      if (!found) throw otherResidentialParent(ctx, deviceModelResource, 'manufacturerId');
    }
    if (Array.isArray(values.verifyMethods)) {
      const methods = values.verifyMethods as string[];
      if (methods.length === 0 || methods.some((m) => !METHODS.has(m)))
        throw fieldError(ctx, deviceModelResource, 'verifyMethods', '请至少选择一种验证方式', 'choose at least one method');
      values.verifyMethods = [...new Set(methods)];
    }
  },
};
