import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/** Permission elements: the buttons and API actions under a menu, granted to roles. */
export const elementResource = defineResource({
  name: 'element',
  module: 'sys',
  basePath: '/api/admin/element',
  menu: 'systemManager:menuMng',
  label: { zh: '按钮权限', en: 'Element' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    id: f.id(),
    menuId: f.reference('所属菜单', 'Menu', { required: true, ref: { resource: 'menu', tree: true }, list: true, search: 'eq' }),
    code: f.text('权限编码', 'Code', {
      required: true,
      maxLength: 100,
      list: true,
      search: 'like',
      sortable: true,
      form: 'create',
      unique: true,
    }),
    name: f.text('名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    nameEn: f.text('英文名称', 'English name', { required: true, maxLength: 100, list: true }),
    createdAt: f.createdAt(),
  },
});
