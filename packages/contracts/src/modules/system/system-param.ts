import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { PARAM_VALUE_TYPE_OPTIONS } from './options.js';

/** Typed key/value settings; the value is checked against its type on save. */
export const systemParamResource = defineResource({
  name: 'systemParam',
  module: 'sys',
  basePath: '/api/admin/systemParam',
  menu: 'systemManager:systemParam',
  label: { zh: '系统参数', en: 'System parameter' },
  scope: 'headOffice',
  titleField: 'paramKey',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'paramKey', order: 'asc' },
  fields: {
    id: f.id(),
    paramKey: f.text('参数键', 'Key', {
      required: true,
      maxLength: 100,
      list: true,
      search: 'like',
      sortable: true,
      form: 'create',
      unique: true,
    }),
    paramValue: f.textarea('参数值', 'Value', { required: true, maxLength: 2000, list: true }),
    valueType: f.enumOf(PARAM_VALUE_TYPE_OPTIONS, '值类型', 'Value type', { required: true, list: true, search: 'eq' }),
    description: f.textarea('描述', 'Description', { maxLength: 200, list: true }),
    updatedAt: f.updatedAt(),
    createdAt: f.createdAt(),
  },
});
