import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { APARTMENT_STATUS_OPTIONS, APARTMENT_TYPE_OPTIONS } from './options.js';

/**
 * A house (apartment, shop, office or parking space) on a floor. Its community and building follow from the
 * floor: the server derives them, the client never sends them.
 */
export const apartmentResource = defineResource({
  name: 'apartment',
  module: 'door',
  basePath: '/api/door/apartment',
  menu: 'houseManager:houseManager',
  label: { zh: '房屋', en: 'House' },
  scope: 'community',
  titleField: 'roomNo',
  lookupHint: 'buildingId',
  actions: ['view', 'add', 'edit', 'delete', 'export', 'import'],
  defaultSort: { field: 'roomNo', order: 'asc' },
  paths: { create: { method: 'POST', path: '/api/door/apartment' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    buildingId: f.reference('楼栋', 'Building', { form: 'readonly', ref: { resource: 'building' }, list: true, search: 'eq' }),
    floorId: f.reference('楼层', 'Floor', { required: true, ref: { resource: 'buildingFloor' }, list: true, search: 'eq' }),
    roomNo: f.text('房号', 'Room number', { required: true, maxLength: 20, list: true, search: 'like', sortable: true }),
    houseType: f.enumOf(APARTMENT_TYPE_OPTIONS, '房屋类型', 'House type', { required: true, list: true, search: 'eq' }),
    status: f.enumOf(APARTMENT_STATUS_OPTIONS, '房屋状态', 'Status', { required: true, list: true, search: 'eq' }),
    builtArea: f.decimal('建筑面积（㎡）', 'Built-up area (m²)', { min: 0, max: 100_000, scale: 2, list: true, sortable: true }),
    innerArea: f.decimal('套内面积（㎡）', 'Inner area (m²)', { min: 0, max: 100_000, scale: 2, list: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
