import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { BIZ_TYPE } from '../system/file-type.js';

/**
 * Firmware upgrade packages (spec: upgradeName, upgradeVersion, upgradeUrl). The file is uploaded through
 * /api/fdfs as a firmware package (bizType FIRMWARE: a zip, checked by content); a package of another kind is
 * refused. Pushed to chosen devices as a background task (POST {basePath}/push).
 */
export const deviceUpgradeResource = defineResource({
  name: 'deviceUpgrade',
  module: 'property',
  basePath: '/api/property/deviceUpgrade',
  menu: 'deviceManager:deviceUpgradeMng',
  label: { zh: '升级包', en: 'Upgrade package' },
  scope: 'community',
  titleField: 'upgradeName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true }),
    upgradeName: f.text('升级包名称', 'Package name', { required: true, maxLength: 50, list: true, search: 'like' }),
    upgradeVersion: f.text('版本号', 'Version', { required: true, maxLength: 30, list: true, search: 'eq' }),
    modelId: f.reference('适用型号', 'For model', { ref: { resource: 'deviceModel' }, list: true }),
    upgradeUrl: f.file('升级文件', 'Package file', { required: true, maxLength: 300, bizType: BIZ_TYPE.FIRMWARE }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
