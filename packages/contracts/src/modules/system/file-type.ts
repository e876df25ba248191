import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';

/** Spec section 4: file use type 1 long-term, 2 temporary (cleaned by the scheduler). */
export const FILE_USE_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '长期', en: 'Long-term', color: 'blue' },
  { value: 2, zh: '临时', en: 'Temporary', color: 'orange' },
];

/** Spec section 9: default upload bizType 999; imports use 3; device firmware packages 20 (not in the spec). */
export const BIZ_TYPE = { GENERAL: '999', IMPORT: '3', FIRMWARE: '20' } as const;

export const fileTypeResource = defineResource({
  name: 'fileType',
  module: 'sys',
  basePath: '/api/admin/fileType',
  menu: 'systemManager:fileMng',
  label: { zh: '文件类型', en: 'File type' },
  scope: 'headOffice',
  titleField: 'typeName',
  actions: ['view', 'add', 'edit', 'delete', 'export', 'import'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    typeName: f.text('类型名称', 'Type name', { required: true, maxLength: 50, list: true, search: 'like', sortable: true }),
    typeValue: f.text('类型值', 'Type value', { required: true, maxLength: 50, list: true, search: 'eq', unique: true }),
    fileExtension: f.text('文件扩展名', 'File extensions', {
      required: true,
      maxLength: 200,
      list: true,
      placeholder: { zh: '如 jpg,png', en: 'e.g. jpg,png' },
    }),
    maximumFileSize: f.integer('最大文件大小（KB）', 'Maximum file size (KB)', { required: true, min: 1, max: 1_048_576, list: true }),
    businessType: f.text('业务类型', 'Business type', { required: true, maxLength: 20, list: true, search: 'eq' }),
    useType: f.enumOf(FILE_USE_TYPE_OPTIONS, '使用类型', 'Use type', { required: true, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});
