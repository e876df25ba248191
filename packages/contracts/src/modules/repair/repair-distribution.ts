import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';

/**
 * Distribution rules (派单规则) of one community: orders of this repair type (and its subtypes), in this building
 * when one is named, go to this worker as soon as they are created. The enabled rule with the lowest sort number
 * that matches wins (a rule naming the building before one that does not); no match leaves the order pending.
 */
export const repairDistributionResource = defineResource({
  name: 'repairDistribution',
  module: 'property',
  basePath: '/api/property/repairDistribution',
  menu: 'repairManager:assignRepair',
  label: { zh: '派单规则', en: 'Distribution rule' },
  scope: 'community',
  titleField: 'ruleName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' } }),
    ruleName: f.text('规则名称', 'Rule name', { required: true, maxLength: 50, list: true, search: 'like' }),
    typeId: f.reference('报修类型', 'Repair type', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'repairType', tree: true },
    }),
    buildingId: f.reference('楼栋', 'Building', { list: true, search: 'eq', ref: { resource: 'building', sameResidential: true } }),
    workerUserId: f.reference('维修人员', 'Worker', { required: true, list: true, search: 'eq', ref: { resource: 'user' } }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq', default: 1 }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true, default: 0 }),
    createdAt: f.createdAt(),
  },
});
