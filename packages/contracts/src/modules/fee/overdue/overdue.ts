import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import { OBJECT_TYPE_OPTIONS, RATE_KIND_OPTIONS } from '../billing/options.js';

/** Late-fee standards (spec overdueDefault/overdueStandard): grace days, a daily or monthly rate, a cap. */
export const overdueStandardResource = defineResource({
  name: 'overdueStandard',
  module: 'property',
  basePath: '/api/property/overdueStandard',
  menu: 'propertyPayment:overdueDefault:overdueStandard',
  label: { zh: '违约金标准', en: 'Late-fee standard' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    name: f.text('名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    standardId: f.reference('收费标准', 'Charge standard', {
      required: true,
      ref: { resource: 'chargeStandard' },
      list: true,
      search: 'eq',
    }),
    graceDays: f.integer('宽限天数', 'Grace days', { required: true, min: 0, max: 365, list: true, default: 0 }),
    rateKind: f.enumOf(RATE_KIND_OPTIONS, '计费方式', 'Rate per', { required: true, list: true, default: 1 }),
    ratePercent: f.money('费率（%）', 'Rate (%)', { required: true, min: 0, scale: 4, list: true }),
    capPercent: f.money('封顶（应收的%）', 'Cap (% of the line)', { min: 0, scale: 4, list: true }),
    enabled: f.boolean('启用', 'Enabled', { list: true, default: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/** Late-fee records (spec overdueDefault/overdueRecord): one per late line and day range, written by the job. */
export const overdueRecordResource = defineResource({
  name: 'overdueRecord',
  module: 'property',
  basePath: '/api/property/overdueRecord',
  menu: 'propertyPayment:overdueDefault:overdueRecord',
  label: { zh: '违约金记录', en: 'Late-fee record' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    overdueStandardId: f.reference('违约金标准', 'Late-fee standard', {
      form: 'readonly',
      ref: { resource: 'overdueStandard' },
      list: true,
    }),
    // Issue 23: the arrear line by its fee and period, the house by community, building and room, not their ids.
    lineName: f.text('欠费账单', 'Overdue line', { form: 'readonly', list: true, virtual: true, maxLength: 200 }),
    objectName: f.text('收费对象', 'Charged object', { form: 'readonly', list: true, virtual: true, maxLength: 200 }),
    lineId: f.integer('欠费账单编号', 'Overdue line id', { form: 'readonly', list: false, search: 'eq' }),
    lateLineId: f.integer('违约金账单编号', 'Late-fee line id', { form: 'readonly', list: false }),
    objectType: f.enumOf(OBJECT_TYPE_OPTIONS, '对象类型', 'Object type', { form: 'readonly', list: true }),
    objectId: f.integer('对象编号', 'Object id', { form: 'readonly', list: false, search: 'eq' }),
    fromDate: f.date('起始日', 'From', { form: 'readonly', list: true, search: 'range', sortable: true }),
    toDate: f.date('截止日', 'To', { form: 'readonly', list: true }),
    days: f.integer('天数', 'Days', { form: 'readonly', list: true }),
    principal: f.money('欠费本金', 'Principal', { form: 'readonly', list: true }),
    ratePercent: f.money('费率（%）', 'Rate (%)', { form: 'readonly', scale: 4, list: true }),
    computedAmount: f.money('计算金额', 'Computed', { form: 'readonly', scale: 4, list: true }),
    amount: f.money('违约金', 'Late fee', { form: 'readonly', list: true }),
    capped: f.boolean('已封顶', 'Capped', { form: 'readonly', list: true }),
    createdAt: f.createdAt(),
  },
});
