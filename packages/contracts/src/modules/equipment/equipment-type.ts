import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/** Equipment types (设备类型), a tree kept by the head office, e.g. 给排水设备 → 生活水泵. */
export const equipmentTypeResource = defineResource({
  name: 'equipmentType',
  module: 'property',
  basePath: '/api/property/equipmentType',
  menu: 'equipmentManager:equipmentType',
  label: { zh: '设备类型', en: 'Equipment type' },
  scope: 'headOffice',
  communityRead: true,
  titleField: 'typeName',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'pid' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    pid: f.reference('上级类型', 'Parent type', { ref: { resource: 'equipmentType', tree: true } }),
    typeName: f.text('类型名称', 'Type name', { required: true, maxLength: 50, list: true, search: 'like' }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true, default: 0 }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});
