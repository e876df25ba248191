import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';

/** Option lists (spec "baseParam"): a dictionary type and its items, each item labelled in zh and en. */
export const dictTypeResource = defineResource({
  name: 'dictType',
  module: 'sys',
  basePath: '/api/admin/dictType',
  menu: 'systemManager:baseParam',
  label: { zh: '字典类型', en: 'Option list' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    id: f.id(),
    code: f.text('字典编码', 'List code', {
      required: true,
      maxLength: 50,
      list: true,
      search: 'like',
      sortable: true,
      form: 'create',
      unique: true,
    }),
    name: f.text('字典名称', 'List name', { required: true, maxLength: 50, list: true, search: 'like' }),
    description: f.textarea('描述', 'Description', { maxLength: 200, list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});

export const dictItemResource = defineResource({
  name: 'dictItem',
  module: 'sys',
  basePath: '/api/admin/dictItem',
  menu: 'systemManager:baseParam',
  label: { zh: '字典项', en: 'Option' },
  scope: 'headOffice',
  titleField: 'labelZh',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    dictTypeId: f.reference('字典类型', 'Option list', { required: true, ref: { resource: 'dictType' }, list: true, search: 'eq' }),
    value: f.text('值', 'Value', { required: true, maxLength: 50, list: true, search: 'eq' }),
    labelZh: f.text('中文名称', 'Chinese label', { required: true, maxLength: 50, list: true, search: 'like' }),
    labelEn: f.text('英文名称', 'English label', { required: true, maxLength: 100, list: true, search: 'like' }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});
