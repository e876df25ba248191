import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { DEVICE_STATE_OPTIONS, PLATFORM_PROTOCOL_OPTIONS, VERIFY_METHOD_OPTIONS } from './options.js';

const ro = { form: 'readonly', list: true } as const;

/**
 * Door-access devices of a community (spec section 3). Code and ip are unique within the community. The
 * platform password, the device's own password and the authKey are write-only (secret): never returned after
 * save. They are another system's credentials, so our own password policy does not apply to them.
 * `status` is computed from the last heartbeat on every read (offline after missed heartbeats).
 */
export const deviceResource = defineResource({
  name: 'device',
  module: 'property',
  basePath: '/api/property/device',
  menu: 'deviceManager:deviceMng',
  label: { zh: '门禁设备', en: 'Device' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    code: f.text('设备编码', 'Device code', { required: true, maxLength: 32, list: true, search: 'like', sortable: true }),
    name: f.text('设备名称', 'Device name', { required: true, maxLength: 50, list: true, search: 'like' }),
    ip: f.text('IP地址', 'IP address', {
      required: true,
      maxLength: 15,
      list: true,
      search: 'eq',
      placeholder: { zh: '如 192.168.1.20', en: 'e.g. 192.168.1.20' },
    }),
    status: f.enumOf(DEVICE_STATE_OPTIONS, '状态', 'Status', { ...ro, virtual: true, search: 'eq' }),
    deviceTypeId: f.reference('设备类型', 'Device type', { ref: { resource: 'deviceType', tree: true }, list: true }),
    modelId: f.reference('设备型号', 'Model', { required: true, ref: { resource: 'deviceModel' }, list: true, search: 'eq' }),
    manufacturerId: f.reference('厂商', 'Manufacturer', { form: 'readonly', ref: { resource: 'manufacturer' }, list: true }),
    verifyMethods: f.enumOf(VERIFY_METHOD_OPTIONS, '验证方式', 'Verification methods', { multiple: true, list: true }),
    buildingId: f.reference('楼栋', 'Building', { ref: { resource: 'building', tree: true, sameResidential: true }, list: true }),
    doorNo: f.integer('门编号', 'Door number', { min: 1, max: 64, default: 1 }),
    doorName: f.text('门名称', 'Door name', { required: true, maxLength: 50, list: true }),
    isRemote: f.boolean('允许远程开门', 'Remote opening', { default: true }),
    platformProtocolType: f.enumOf(PLATFORM_PROTOCOL_OPTIONS, '平台协议', 'Platform protocol', { default: 'http' }),
    platformUrl: f.text('平台地址', 'Platform URL', { maxLength: 200 }),
    // The platform drives the device only with its login: a device saved without it stayed 登录异常 for good.
    platformAccount: f.text('平台账号', 'Platform account', { required: true, maxLength: 50 }),
    platformPassword: f.text('平台密码', 'Platform password', { required: true, maxLength: 64, secret: true }),
    authKey: f.text('授权密钥', 'Auth key', { maxLength: 128, secret: true }),
    userName: f.text('设备账号', 'Device user name', { maxLength: 50 }),
    userPassword: f.text('设备密码', 'Device password', { maxLength: 64, secret: true }),
    firmwareVersion: f.text('固件版本', 'Firmware', { form: 'readonly', maxLength: 30 }),
    lastHeartbeatAt: f.datetime('最后心跳', 'Last heartbeat', { ...ro }),
    createdAt: f.createdAt(),
  },
});
