import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { VERIFY_METHOD_OPTIONS } from './options.js';

/** Device models: each belongs to a manufacturer and supports a set of verification methods. */
export const deviceModelResource = defineResource({
  name: 'deviceModel',
  module: 'property',
  basePath: '/api/property/deviceModel',
  menu: 'deviceManager:deviceModelMng',
  label: { zh: '设备型号', en: 'Device model' },
  scope: 'headOffice',
  communityRead: true,
  titleField: 'modelName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    modelCode: f.text('型号编码', 'Model code', { required: true, maxLength: 32, list: true, search: 'eq' }),
    modelName: f.text('型号名称', 'Model name', { required: true, maxLength: 50, list: true, search: 'like' }),
    manufacturerId: f.reference('厂商', 'Manufacturer', { required: true, ref: { resource: 'manufacturer' }, list: true, search: 'eq' }),
    verifyMethods: f.enumOf(VERIFY_METHOD_OPTIONS, '支持的验证方式', 'Verification methods', {
      required: true,
      multiple: true,
      list: true,
    }),
    needsAuthFile: f.boolean('需要授权文件', 'Needs authorization file', { list: true, default: false }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
