import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { CARD_STATUS_OPTIONS, CARD_TYPE_OPTIONS } from './options.js';

/** An access card issued to a person of an apartment. Card numbers are 10-digit decimals (spec ReadCardInfo). */
export const cardResource = defineResource({
  name: 'card',
  module: 'door',
  basePath: '/api/door/card',
  menu: 'cardManager:cardMng',
  label: { zh: '门禁卡', en: 'Access card' },
  scope: 'community',
  titleField: 'cardNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    cardNo: f.text('卡号', 'Card number', { required: true, maxLength: 10, list: true, search: 'eq' }),
    cardType: f.enumOf(CARD_TYPE_OPTIONS, '卡类型', 'Card type', { required: true, list: true, search: 'eq' }),
    holderName: f.text('持卡人', 'Holder', { required: true, maxLength: 50, list: true, search: 'like' }),
    personId: f.reference('住户', 'Resident', { ref: { resource: 'person' } }),
    apartmentId: f.reference('房屋', 'House', { ref: { resource: 'apartment' }, search: 'eq' }),
    status: f.enumOf(CARD_STATUS_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq' }),
    validFrom: f.datetime('生效时间', 'Valid from', { list: true }),
    validUntil: f.datetime('失效时间', 'Valid until', { list: true }),
    createdAt: f.createdAt(),
  },
});
