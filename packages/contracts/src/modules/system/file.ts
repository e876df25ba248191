import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';
import { FILE_USE_TYPE_OPTIONS } from './file-type.js';

/** Spec section 4: file status 0 normal, 1 delete failed. */
export const FILE_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '正常', en: 'Normal', color: 'green' },
  { value: 1, zh: '删除失败', en: 'Delete failed', color: 'red' },
];

/** Stored files: written only by uploads, imports and exports; the screen lists and deletes them. */
export const fileResource = defineResource({
  name: 'file',
  module: 'sys',
  basePath: '/api/admin/file',
  menu: 'systemManager:fileMng',
  label: { zh: '文件', en: 'File' },
  scope: 'both',
  titleField: 'originalName',
  actions: ['view', 'delete', 'export'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  defaultRange: { field: 'createdAt', days: 7 },
  fields: {
    id: f.id(),
    originalName: f.text('文件名', 'File name', { maxLength: 255, form: 'readonly', list: true, search: 'like' }),
    storedPath: f.text('存储路径', 'Stored path', { maxLength: 300, form: 'readonly', list: true }),
    size: f.integer('大小（字节）', 'Size (bytes)', { form: 'readonly', list: true, sortable: true }),
    mime: f.text('内容类型', 'Content type', { maxLength: 100, form: 'readonly' }),
    sha256: f.text('SHA-256', 'SHA-256', { maxLength: 64, form: 'readonly' }),
    bizType: f.text('业务类型', 'Business type', { maxLength: 20, form: 'readonly', list: true, search: 'eq' }),
    useType: f.enumOf(FILE_USE_TYPE_OPTIONS, '使用类型', 'Use type', { form: 'readonly', list: true, search: 'eq' }),
    status: f.enumOf(FILE_STATUS_OPTIONS, '状态', 'Status', { form: 'readonly', list: true, search: 'eq' }),
    createdAt: { ...f.createdAt(), search: 'range' },
  },
});
