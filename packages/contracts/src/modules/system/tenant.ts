import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/** Property companies (head offices). A tenant with communities or users cannot be deleted. */
export const tenantResource = defineResource({
  name: 'tenant',
  module: 'sys',
  basePath: '/api/admin/tenant',
  menu: 'systemManager:tenantMng',
  label: { zh: '租户', en: 'Tenant' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    code: f.text('租户编码', 'Tenant code', { required: true, maxLength: 32, list: true, search: 'eq', form: 'create', unique: true }),
    name: f.text('租户名称', 'Tenant name', { required: true, maxLength: 100, list: true, search: 'like' }),
    createdAt: f.createdAt(),
  },
});
