import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/**
 * Departments: head-office departments (no community) and each community's own (its service centre). A
 * community user sees its community's departments; the head office sees all of the tenant's.
 */
export const departmentResource = defineResource({
  name: 'department',
  module: 'sys',
  basePath: '/api/admin/department',
  menu: 'systemManager:userMng',
  label: { zh: '部门', en: 'Department' },
  scope: 'both',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  paths: { tree: { method: 'GET', path: '/api/admin/department/tree' } },
  fields: {
    id: f.id(),
    parentId: f.reference('上级部门', 'Parent department', { ref: { resource: 'department', tree: true } }),
    name: f.text('部门名称', 'Department name', { required: true, maxLength: 100, list: true, search: 'like' }),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true }),
    createdAt: f.createdAt(),
  },
});
