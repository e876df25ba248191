import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/**
 * Device types (spec section 3: a tree node with id, pid, deviceName), e.g. 门禁设备 → 人脸识别一体机. One
 * catalogue for the whole property company, kept by the head office; devices pick their type from it.
 */
export const deviceTypeResource = defineResource({
  name: 'deviceType',
  module: 'property',
  basePath: '/api/property/deviceType',
  menu: 'deviceManager:deviceTypeMng',
  label: { zh: '设备类型', en: 'Device type' },
  scope: 'headOffice',
  communityRead: true,
  titleField: 'deviceName',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'pid' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    pid: f.reference('上级类型', 'Parent type', { ref: { resource: 'deviceType', tree: true } }),
    deviceName: f.text('类型名称', 'Type name', { required: true, maxLength: 50, list: true, search: 'like' }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true, default: 0 }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});
