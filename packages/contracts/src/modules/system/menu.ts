import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { MENU_FUNCTION_TYPE_OPTIONS, MENU_TYPE_OPTIONS } from './options.js';

/** Spec "Menu": the navigation tree; a role's grants pick entries of it (roleMng, menuBatchMng). */
export const menuResource = defineResource({
  name: 'menu',
  module: 'sys',
  basePath: '/api/admin/menu',
  menu: 'systemManager:menuMng',
  label: { zh: '菜单', en: 'Menu' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    parentId: f.reference('上级菜单', 'Parent menu', { ref: { resource: 'menu', tree: true } }),
    name: f.text('菜单名称', 'Menu name', { required: true, maxLength: 50, list: true, search: 'like' }),
    nameEn: f.text('英文名称', 'English name', { required: true, maxLength: 100, list: true }),
    code: f.text('路径编码', 'Path code', { required: true, maxLength: 100, list: true, search: 'eq', form: 'create', unique: true }),
    type: f.enumOf(MENU_TYPE_OPTIONS, '类型', 'Type', { required: true, list: true, search: 'eq' }),
    functionType: f.enumOf(MENU_FUNCTION_TYPE_OPTIONS, '功能类型', 'Function type', {
      required: true,
      list: true,
      search: 'eq',
      default: 'route',
    }),
    href: f.text('链接地址', 'Link', { maxLength: 200, list: true }),
    icon: f.text('图标', 'Icon', { maxLength: 50 }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true }),
    tagCode: f.text('标签编码', 'Tag code', { maxLength: 50 }),
    countKey: f.text('计数键', 'Count key', { maxLength: 50 }),
    attributes: f.json('属性', 'Attributes', { maxLength: 2_000 }),
    enabled: f.boolean('启用', 'Enabled', { list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});
