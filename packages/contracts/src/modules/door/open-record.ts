import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { DIRECTION_OPTIONS, OPEN_RESULT_OPTIONS, OPEN_TYPE_OPTIONS } from './options.js';

const ro = { form: 'readonly', list: true } as const;

/** Door passage records: append-only, written by the devices (read only here). */
export const openRecordResource = defineResource({
  name: 'openRecord',
  module: 'door',
  basePath: '/api/door/openRecord',
  menu: 'deviceManager:openRecord',
  label: { zh: '通行记录', en: 'Door passage record' },
  scope: 'community',
  titleField: 'personName',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  defaultRange: { field: 'openedAt', days: 7 },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    apartmentId: f.reference('房屋', 'House', { form: 'readonly', ref: { resource: 'apartment' }, search: 'eq' }),
    personId: f.reference('住户', 'Resident', { form: 'readonly', ref: { resource: 'person' } }),
    personName: f.text('通行人', 'Person', { ...ro, maxLength: 50, search: 'like' }),
    cardNo: f.text('卡号', 'Card number', { ...ro, maxLength: 10, search: 'eq' }),
    deviceName: f.text('设备名称', 'Device', { ...ro, maxLength: 50 }),
    doorName: f.text('门名称', 'Door', { ...ro, maxLength: 50 }),
    openType: f.enumOf(OPEN_TYPE_OPTIONS, '开门方式', 'Method', { ...ro, search: 'eq' }),
    direction: f.enumOf(DIRECTION_OPTIONS, '方向', 'Direction', { ...ro, search: 'eq' }),
    result: f.enumOf(OPEN_RESULT_OPTIONS, '结果', 'Result', { ...ro, search: 'eq' }),
    openedAt: f.datetime('通行时间', 'Passed at', { ...ro, sortable: true, search: 'range' }),
    captureUrl: f.image('抓拍图片', 'Capture', { ...ro }),
  },
});
