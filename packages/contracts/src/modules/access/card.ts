import { z } from 'zod';
import { calendarDateTime } from '../../resource/derive.js';
import type { ElementDecl } from '../../permissions.js';
import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { CARD_EVENT_OPTIONS, CARD_HOLDER_OPTIONS, CARD_STATUS_OPTIONS, CARD_TYPE_OPTIONS } from './card-options.js';

/**
 * An access card issued to a resident, a member of staff or a visitor. Card numbers are 10-digit decimals (spec
 * ReadCardInfo), unique among the property company's cards that are not cancelled. Issued through the add form
 * (validity with the spec's presets, never in the past); then reported lost, returned, renewed, frozen or
 * unfrozen by its own routes, each a card record.
 */
export const cardResource = defineResource({
  name: 'card',
  module: 'door',
  basePath: '/api/door/card',
  menu: 'cardManager:cardMng',
  label: { zh: '门禁卡', en: 'Access card' },
  scope: 'community',
  titleField: 'cardNo',
  actions: ['view', 'add', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    // Named on create: a visitor's card has no holder record to take it from (the head office acting for itself
    // was refused 40009 with no field to fill); a resident's or staff card must name the holder's.
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' } }),
    cardNo: f.text('卡号', 'Card number', { required: true, maxLength: 10, list: true, search: 'eq', form: 'create' }),
    cardType: f.enumOf(CARD_TYPE_OPTIONS, '卡类型', 'Card type', { required: true, list: true, search: 'eq', form: 'create', default: 1 }),
    holderType: f.enumOf(CARD_HOLDER_OPTIONS, '持卡人类型', 'Holder type', {
      required: true,
      list: true,
      search: 'eq',
      form: 'create',
      default: 1,
    }),
    holderName: f.text('持卡人', 'Holder', { required: true, maxLength: 50, list: true, search: 'like', form: 'create' }),
    holderPhone: f.phone('联系电话', 'Phone', { form: 'create' }),
    personId: f.reference('住户', 'Resident', {
      ref: { resource: 'person', sameResidential: true, fills: { holderName: 'name', holderPhone: 'phone' } },
      form: 'create',
    }),
    staffId: f.reference('物业人员', 'Property staff', { ref: { resource: 'staff', sameResidential: true }, form: 'create' }),
    apartmentId: f.reference('房屋', 'House', { ref: { resource: 'apartment', sameResidential: true }, search: 'eq', form: 'create' }),
    status: f.enumOf(CARD_STATUS_OPTIONS, '状态', 'Status', { list: true, search: 'eq', form: 'readonly' }),
    validFrom: f.datetime('生效时间', 'Valid from', { list: true, form: 'readonly' }),
    validUntil: f.datetime('失效时间', 'Valid until', { required: true, list: true, form: 'create' }),
    createdAt: f.createdAt(),
  },
});

/** The card operations beside issuing (POST {base}/{id}/{operation}). */
export const CARD_OPERATIONS = ['lost', 'return', 'renew', 'freeze', 'unfreeze'] as const;
export type CardOperation = (typeof CARD_OPERATIONS)[number];

export const CARD_ELEMENTS = {
  lost: { code: 'door:card:lost', menu: 'cardManager:cardMng', zh: '挂失门禁卡', en: 'Report a card lost' },
  return: { code: 'door:card:return', menu: 'cardManager:cardMng', zh: '退卡', en: 'Return a card' },
  renew: { code: 'door:card:renew', menu: 'cardManager:cardMng', zh: '门禁卡续期', en: 'Renew a card' },
  freeze: { code: 'door:card:freeze', menu: 'cardManager:cardMng', zh: '冻结/解冻门禁卡', en: 'Freeze or unfreeze a card' },
} as const satisfies Record<string, ElementDecl>;

/** Which statuses (CARD_STATUS_OPTIONS) each operation applies to, and the status it leaves. */
export const CARD_TRANSITIONS: Record<CardOperation, { from: readonly number[]; to: number }> = {
  lost: { from: [1, 4], to: 2 },
  return: { from: [1, 2, 4], to: 3 },
  renew: { from: [1], to: 1 },
  freeze: { from: [1], to: 4 },
  unfreeze: { from: [4], to: 1 },
};

export const CardRenewSchema = z.strictObject({ validUntil: calendarDateTime() });
export const CardOperationResultSchema = z.object({ id: z.number().int(), status: z.number().int(), taskId: z.string().nullable() });
export type CardOperationResult = z.infer<typeof CardOperationResultSchema>;

/** Every card event: issue, loss, return, renewal, freezing, and each device write's result. */
export const cardRecordResource = defineResource({
  name: 'cardRecord',
  module: 'door',
  basePath: '/api/door/cardRecord',
  menu: 'cardManager:recordMng',
  label: { zh: '卡片记录', en: 'Card record' },
  scope: 'community',
  titleField: 'cardNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    cardId: f.reference('门禁卡', 'Card', { form: 'readonly', ref: { resource: 'card' } }),
    cardNo: f.text('卡号', 'Card number', { list: true, search: 'eq', form: 'readonly' }),
    holderName: f.text('持卡人', 'Holder', { list: true, search: 'like', form: 'readonly' }),
    event: f.enumOf(CARD_EVENT_OPTIONS, '事件', 'Event', { list: true, search: 'eq', form: 'readonly' }),
    ok: f.boolean('结果', 'Succeeded', { list: true, search: 'eq', form: 'readonly' }),
    deviceName: f.text('设备', 'Device', { list: true, form: 'readonly' }),
    detail: f.text('说明', 'Detail', { list: true, form: 'readonly' }),
    operator: f.text('操作人', 'Operator', { list: true, form: 'readonly' }),
    createdAt: f.createdAt(),
  },
});
