import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { BUILDING_TYPE_OPTIONS } from './options.js';

/**
 * Spec "Building or company": a node of a community's area tree, either an institution/region grouping other
 * nodes or a building with floors. Its floors are rows of buildingFloor; its companies rows of company.
 */
export const buildingResource = defineResource({
  name: 'building',
  module: 'door',
  basePath: '/api/door/building',
  menu: 'areaManager:areaManager',
  label: { zh: '楼栋/区域', en: 'Building or region' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  paths: { create: { method: 'POST', path: '/api/door/building' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    type: f.enumOf(BUILDING_TYPE_OPTIONS, '类型', 'Type', { required: true, list: true, search: 'eq' }),
    parentId: f.reference('上级区域', 'Parent group', { ref: { resource: 'building', tree: true } }),
    name: f.text('名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    floorCount: f.integer('楼层数', 'Floors', { min: 0, max: 200, list: true }),
    address: f.text('地址', 'Address', { maxLength: 200, list: true }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true }),
    createdAt: f.createdAt(),
  },
});

export const buildingFloorResource = defineResource({
  name: 'buildingFloor',
  module: 'door',
  basePath: '/api/door/buildingFloor',
  menu: 'areaManager:areaManager',
  label: { zh: '楼层', en: 'Floor' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'floorNo', order: 'asc' },
  paths: { create: { method: 'POST', path: '/api/door/buildingFloor' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    buildingId: f.reference('所属楼栋', 'Building', {
      required: true,
      form: 'create',
      ref: { resource: 'building', tree: true, leafOnly: true },
      list: true,
      search: 'eq',
    }),
    floorNo: f.integer('楼层号', 'Floor number', { required: true, min: -10, max: 200, list: true, sortable: true }),
    name: f.text('楼层名称', 'Floor name', { required: true, maxLength: 20, list: true, search: 'like' }),
    createdAt: f.createdAt(),
  },
});
