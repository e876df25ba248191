import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import {
  CYCLE_KIND_OPTIONS,
  FEE_TYPE_OPTIONS,
  FORMULA_OPTIONS,
  OBJECT_TYPE_OPTIONS as OBJECT_TYPE,
  PAYMENT_TIMING_OPTIONS,
  PRECISION_OPTIONS,
  ROUNDING_OPTIONS,
  RULE_TARGET_OPTIONS as RULE_TARGET,
} from './options.js';

const money = (zh: string, en: string, list = false) => f.money(zh, en, { min: 0, default: '0', list });

/** Fee standards (spec chargeSetting/chargeStandard): what a fee is and how one bill line is computed. */
export const chargeStandardResource = defineResource({
  name: 'chargeStandard',
  module: 'property',
  basePath: '/api/property/chargeStandard',
  menu: 'propertyPayment:chargeSetting:chargeStandard',
  label: { zh: '收费标准', en: 'Charge standard' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    feeType: f.enumOf(FEE_TYPE_OPTIONS, '费用类型', 'Fee type', { required: true, list: true, search: 'eq' }),
    name: f.text('收费项名称', 'Fee name', { required: true, maxLength: 50, list: true, search: 'like' }),
    cycleKind: f.enumOf(CYCLE_KIND_OPTIONS, '计费周期', 'Cycle', { required: true, list: true, default: 1 }),
    cycleMonths: f.integer('周期月数', 'Months per cycle', { min: 1, max: 12, default: 1 }),
    paymentTiming: f.enumOf(PAYMENT_TIMING_OPTIONS, '付费方式', 'Payment timing', { required: true, list: true, default: 2 }),
    prepayDays: f.integer('预付期（天）', 'Prepayment period (days)', { min: 0, max: 90, default: 0 }),
    formula: f.enumOf(FORMULA_OPTIONS, '计算公式', 'Formula', { required: true, list: true, search: 'eq' }),
    unitPrice: f.money('单价（元）', 'Unit price (yuan)', { min: 0, scale: 4, default: '0', list: true }),
    extraAmount: money('附加费（元）', 'Extra (yuan)'),
    fixedAmount: money('固定金额（元）', 'Fixed amount (yuan)', true),
    tiers: f.json('阶梯单价', 'Tiered prices', {
      maxLength: 1000,
      placeholder: {
        zh: '{"tiers":[{"upTo":"230","price":"0.5283"},{"upTo":null,"price":"0.8783"}]}',
        en: '{"tiers":[{"upTo":"230","price":"0.5283"},{"upTo":null,"price":"0.8783"}]}',
      },
    }),
    precision: f.enumOf(PRECISION_OPTIONS, '金额精度', 'Precision', { required: true, list: true, default: 3 }),
    roundingMode: f.enumOf(ROUNDING_OPTIONS, '舍入方式', 'Rounding', { required: true, list: true, default: 1 }),
    accountPayable: f.boolean('允许账户抵扣', 'Payable from an account', { list: true, default: false }),
    validFrom: f.date('生效日期', 'Valid from', { required: true, list: true }),
    validTo: f.date('失效日期', 'Valid to', { list: true }),
    enabled: f.boolean('启用', 'Enabled', { list: true, default: true, search: 'eq' }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/** Which standard applies to which houses, parking spaces or companies (spec chargeSetting/chargeRule). */
export const chargeRuleResource = defineResource({
  name: 'chargeRule',
  module: 'property',
  basePath: '/api/property/chargeRule',
  menu: 'propertyPayment:chargeSetting:chargeRule',
  label: { zh: '收费规则', en: 'Charge rule' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    standardId: f.reference('收费标准', 'Charge standard', {
      required: true,
      ref: { resource: 'chargeStandard' },
      list: true,
      search: 'eq',
    }),
    objectType: f.enumOf(OBJECT_TYPE, '收费对象', 'Charged objects', { required: true, list: true, search: 'eq', default: 1 }),
    targetKind: f.enumOf(RULE_TARGET, '适用范围', 'Applies to', { required: true, list: true, default: 1 }),
    buildingId: f.reference('楼栋', 'Building', { ref: { resource: 'building', sameResidential: true }, list: true }),
    floorId: f.reference('楼层', 'Floor', { ref: { resource: 'buildingFloor' }, list: true }),
    objectIds: f.json('指定对象编号', 'Listed object ids', {
      maxLength: 2000,
      placeholder: { zh: '{"ids":[101,102]}', en: '{"ids":[101,102]}' },
    }),
    validFrom: f.date('开始日期', 'From', { required: true, list: true }),
    validTo: f.date('结束日期', 'To', { list: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
