import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/** Device manufacturers: the property company's catalogue, kept by the head office, picked from by every community. */
export const manufacturerResource = defineResource({
  name: 'manufacturer',
  module: 'property',
  basePath: '/api/property/manufacturer',
  menu: 'deviceManager:manufacturerMng',
  label: { zh: '设备厂商', en: 'Manufacturer' },
  scope: 'headOffice',
  communityRead: true,
  titleField: 'manufacturerName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    manufacturerCode: f.text('厂商编码', 'Manufacturer code', { required: true, maxLength: 32, list: true, search: 'eq' }),
    manufacturerName: f.text('厂商名称', 'Manufacturer name', { required: true, maxLength: 50, list: true, search: 'like' }),
    contact: f.text('联系人', 'Contact', { maxLength: 20, list: true }),
    contactPhone: f.phone('联系电话', 'Contact phone', { list: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
