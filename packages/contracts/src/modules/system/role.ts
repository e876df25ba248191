import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';

export const roleResource = defineResource({
  name: 'role',
  module: 'sys',
  basePath: '/api/admin/role',
  menu: 'systemManager:roleMng',
  label: { zh: '角色', en: 'Role' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    code: f.text('角色编码', 'Role code', { required: true, maxLength: 50, list: true, search: 'eq', form: 'create', unique: true }),
    name: f.text('角色名称', 'Role name', { required: true, maxLength: 50, list: true, search: 'like' }),
    nameEn: f.text('英文名称', 'English name', { maxLength: 100, list: true }),
    description: f.textarea('描述', 'Description', { maxLength: 200, list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});
