import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { COMPANY_LEVEL_OPTIONS } from './options.js';

/** A company renting space on a floor of a campus building (spec "Building or company": company fields). */
export const companyResource = defineResource({
  name: 'company',
  module: 'door',
  basePath: '/api/door/company',
  menu: 'areaManager:areaManager',
  label: { zh: '企业', en: 'Company' },
  scope: 'community',
  titleField: 'companyName',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  paths: { create: { method: 'POST', path: '/api/door/company' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    buildingId: f.reference('楼栋', 'Building', { form: 'readonly', ref: { resource: 'building' }, list: true, search: 'eq' }),
    floorId: f.reference('楼层', 'Floor', { required: true, ref: { resource: 'buildingFloor' }, list: true, search: 'eq' }),
    companyName: f.text('企业名称', 'Company name', { required: true, maxLength: 100, list: true, search: 'like' }),
    level: f.enumOf(COMPANY_LEVEL_OPTIONS, '企业级别', 'Level', { required: true, list: true, search: 'eq' }),
    address: f.text('地址', 'Address', { maxLength: 200, list: true }),
    contact: f.text('联系人', 'Contact', { maxLength: 50, list: true, search: 'like' }),
    contactPhone: f.phone('联系人电话', 'Contact phone', { list: true }),
    companyPhone: f.text('企业电话', 'Company phone', { maxLength: 20, list: true }),
    createdAt: f.createdAt(),
  },
});
