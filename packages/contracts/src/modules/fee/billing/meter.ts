import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import type { FieldDecl } from '../../../resource/types.js';
import { METER_SCOPE_OPTIONS, METER_TYPE_OPTIONS, SPLIT_METHOD_OPTIONS } from './options.js';

/** Meters (spec meter/meterList): a house's own meter, or a shared one split over a building's houses. */
export const meterResource = defineResource({
  name: 'meter',
  module: 'property',
  basePath: '/api/property/meter',
  menu: 'propertyPayment:meter:meterList',
  label: { zh: '仪表', en: 'Meter' },
  scope: 'community',
  titleField: 'meterNo',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'meterNo', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    meterNo: f.text('表号', 'Meter number', { required: true, maxLength: 32, list: true, search: 'like', sortable: true }),
    meterType: f.enumOf(METER_TYPE_OPTIONS, '仪表类型', 'Meter type', { required: true, list: true, search: 'eq' }),
    meterScope: f.enumOf(METER_SCOPE_OPTIONS, '仪表范围', 'Meter scope', { required: true, list: true, search: 'eq', default: 1 }),
    apartmentId: f.reference('房屋', 'House', { ref: { resource: 'apartment' }, list: true, search: 'eq' }),
    buildingId: f.reference('楼栋', 'Building', { ref: { resource: 'building' }, list: true }),
    splitMethod: f.enumOf(SPLIT_METHOD_OPTIONS, '分摊方式', 'Split', { list: true }),
    shares: f.json('分摊比例', 'Shares', {
      maxLength: 2000,
      placeholder: { zh: '{"101":"0.5","102":"0.5"}', en: '{"101":"0.5","102":"0.5"}' },
    }),
    standardId: f.reference('计费标准', 'Charge standard', { required: true, ref: { resource: 'chargeStandard' }, list: true }),
    lastReading: f.money('上次读数', 'Last reading', { form: 'readonly', scale: 4, list: true }),
    lastReadOn: f.date('上次抄表日期', 'Last read on', { form: 'readonly', list: true }),
    enabled: f.boolean('启用', 'Enabled', { list: true, default: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

const readingFields = {
  id: f.id(),
  residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
  meterId: f.reference('仪表', 'Meter', { required: true, form: 'create', ref: { resource: 'meter' }, list: true, search: 'eq' }),
  periodStart: f.date('账期（月初）', 'Billing month (first day)', {
    required: true,
    form: 'create',
    list: true,
    search: 'range',
    sortable: true,
  }),
  previousReading: f.money('上次读数', 'Previous reading', { form: 'readonly', scale: 4, list: true }),
  currentReading: f.money('本次读数', 'Current reading', { required: true, form: 'create', min: 0, scale: 4, list: true }),
  usage: f.money('用量', 'Usage', { form: 'readonly', scale: 4, list: true }),
  readOn: f.date('抄表日期', 'Read on', { required: true, form: 'create', list: true }),
  replaced: f.boolean('已换表', 'Meter replaced', { form: 'create', list: true, search: 'eq', default: false }),
  lineCount: f.integer('生成账单数', 'Bill lines', { form: 'readonly', list: true }),
  remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
  createdAt: f.createdAt(),
} satisfies Record<string, FieldDecl>;

/**
 * Meter readings entered or imported (spec charge/meterReading): lower than the previous reading only when the
 * meter was replaced (flagged); each reading produces its usage bill lines.
 */
export const meterReadingResource = defineResource({
  name: 'meterReading',
  module: 'property',
  basePath: '/api/property/meterReading',
  menu: 'propertyPayment:charge:meterReading',
  label: { zh: '抄表录入', en: 'Meter reading' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'add', 'import'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: readingFields,
});

/** Every reading, read-only (spec charge/meterReadingHistory). */
export const meterReadingHistoryResource = defineResource({
  name: 'meterReadingHistory',
  module: 'property',
  basePath: '/api/property/meterReadingHistory',
  menu: 'propertyPayment:charge:meterReadingHistory',
  label: { zh: '抄表记录', en: 'Meter reading history' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'export'],
  defaultSort: { field: 'periodStart', order: 'desc' },
  fields: readingFields,
});
