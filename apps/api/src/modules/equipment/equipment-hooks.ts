import { and, eq } from 'drizzle-orm';
import { buildings } from '../../db/schema/index.js';
import { AppError, byLanguage, type ResourceHooks } from '../../engine/index.js';
import { equipmentTypes } from './schema.js';
import { checkDocuments, residentialOfEquipment } from './services/documents.js';

/**
 * A piece of equipment: its type the company's, its building its community's; its code unique in the community;
 * its documents uploads it may hold (services/documents.ts).
 */
export const equipmentHooks: ResourceHooks = {
  uniqueConstraints: { equipment_residential_code_key: ['code'] },
  async beforeWrite(ctx, values, _input, existing) {
    if (typeof values.typeId === 'number') {
      const [type] = await ctx.orm
        .select({ id: equipmentTypes.id })
        .from(equipmentTypes)
        .where(and(eq(equipmentTypes.id, values.typeId), eq(equipmentTypes.tenantId, ctx.scope.tenantId)));
      if (!type) throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: byLanguage(ctx, '设备类型', 'equipment type') } });
    }
    const residentialId = residentialOfEquipment(ctx, values, existing);
    if (typeof values.buildingId === 'number') {
      const [building] = await ctx.orm
        .select({ residentialId: buildings.residentialId })
        .from(buildings)
        .where(eq(buildings.id, values.buildingId));
      if (!building || building.residentialId !== residentialId)
        throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: byLanguage(ctx, '楼栋', 'building') } });
    }
    if ('documents' in values) values.documents = await checkDocuments(ctx, values.documents, residentialId, existing?.documents);
  },
};
