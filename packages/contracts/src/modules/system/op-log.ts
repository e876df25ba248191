import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { OP_ACTION_CODES, OP_RESULT_OPTIONS } from './options.js';

const ro = { form: 'readonly', list: true } as const;

/** The operation log, read only: every mutation with who, when, from where, what, result and duration. */
export const opLogResource = defineResource({
  name: 'opLog',
  module: 'sys',
  basePath: '/api/admin/opLog',
  menu: 'systemManager:opLog',
  label: { zh: '操作日志', en: 'Operation log' },
  scope: 'headOffice',
  titleField: 'path',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  defaultRange: { field: 'createdAt', days: 7 },
  fields: {
    id: f.id(),
    userId: f.integer('用户编号', 'User ID', { form: 'readonly', search: 'eq' }),
    username: f.text('操作人', 'User', { ...ro, maxLength: 64, search: 'eq' }),
    ip: f.text('来源地址', 'Address', { ...ro, maxLength: 64 }),
    method: f.text('请求方法', 'Method', { ...ro, maxLength: 8 }),
    path: f.text('请求路径', 'Path', { ...ro, maxLength: 300 }),
    resource: f.text('资源', 'Resource', { ...ro, maxLength: 100, search: 'eq', codes: 'resource' }),
    action: f.text('操作', 'Action', { ...ro, maxLength: 50, search: 'eq', codes: OP_ACTION_CODES }),
    recordId: f.text('记录编号', 'Record', { ...ro, maxLength: 64, search: 'eq' }),
    result: f.enumOf(OP_RESULT_OPTIONS, '结果', 'Result', { ...ro, virtual: true, search: 'eq' }),
    status: f.integer('返回码', 'Status', { ...ro }),
    durationMs: f.integer('耗时（毫秒）', 'Duration (ms)', { ...ro }),
    createdAt: { ...f.createdAt(), search: 'range' },
  },
});
