import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { EQUIPMENT_DOCUMENT_LIMITS, EQUIPMENT_STATUS_OPTIONS } from './options.js';

/**
 * The equipment ledger (设备台账) of a community: each lift, pump, switchboard, hydrant or camera with where it is,
 * who supplied it, when it was installed, its warranty and its state. Its code is unique in the community and is
 * what its QR label carries. Its documents are stored paths of uploaded files (EQUIPMENT_DOCUMENT_LIMITS); the
 * detail page lists them with their names, sizes and upload times (EquipmentEndpoints.documents.path).
 */
export const equipmentResource = defineResource({
  name: 'equipment',
  module: 'property',
  basePath: '/api/property/equipment',
  menu: 'equipmentManager:equipmentRecord',
  label: { zh: '设备', en: 'Equipment' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', list: true, ref: { resource: 'residential' } }),
    code: f.text('设备编号', 'Equipment code', { required: true, maxLength: 32, list: true, search: 'like', sortable: true }),
    name: f.text('设备名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    typeId: f.reference('设备类型', 'Type', { required: true, list: true, search: 'eq', ref: { resource: 'equipmentType', tree: true } }),
    model: f.text('规格型号', 'Model', { maxLength: 50, list: true }),
    buildingId: f.reference('所在楼栋', 'Building', { list: true, search: 'eq', ref: { resource: 'building', sameResidential: true } }),
    location: f.text('安装位置', 'Location', { maxLength: 100, list: true }),
    supplier: f.text('供应商', 'Supplier', { maxLength: 100, list: true, search: 'like' }),
    installedOn: f.date('安装日期', 'Installed on', { list: true, sortable: true }),
    warrantyUntil: f.date('保修截止', 'Warranty until', { list: true, sortable: true }),
    serviceLifeYears: f.integer('使用年限(年)', 'Service life (years)', { min: 1, max: 100 }),
    status: f.enumOf(EQUIPMENT_STATUS_OPTIONS, '设备状态', 'Status', { required: true, list: true, search: 'eq', default: 1 }),
    photo: f.image('设备照片', 'Photo', { list: true }),
    documents: f.file('设备文档', 'Documents', { multiple: true, max: EQUIPMENT_DOCUMENT_LIMITS.count }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
