import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';
import { WHITE_LIST_TYPE_OPTIONS } from './options.js';

/** A community's allow-list (docs/decisions/0006): visitor mobile numbers and vehicle plates let through. */
export const whiteListResource = defineResource({
  name: 'whiteList',
  module: 'sys',
  basePath: '/api/admin/whiteList',
  menu: 'systemManager:whiteListMng',
  label: { zh: '白名单', en: 'Allow-list entry' },
  scope: 'both',
  titleField: 'value',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    id: f.id(),
    type: f.enumOf(WHITE_LIST_TYPE_OPTIONS, '类型', 'Type', { required: true, list: true, search: 'eq' }),
    value: f.text('号码', 'Number', { required: true, maxLength: 20, list: true, search: 'like' }),
    holderName: f.text('姓名', 'Holder', { maxLength: 50, list: true, search: 'like' }),
    validUntil: f.datetime('有效期至', 'Valid until', { list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq' }),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    description: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
