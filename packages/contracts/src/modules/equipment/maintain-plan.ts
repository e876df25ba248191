import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';
import { PLAN_CYCLE_KIND_OPTIONS } from './options.js';

/**
 * Maintenance plans (保养计划): one piece of equipment, what to check (one checklist item per line), the cycle
 * (the shared plan-to-work cycle, docs/decisions/0030: kind plus its values, e.g. weekly "1,4" = Mondays and
 * Thursdays, monthly "1,15", yearly "03-15,09-15", every N days "10"), who does it and how far ahead records are
 * made. The plan-to-work machinery makes its maintenance records.
 */
export const maintainPlanResource = defineResource({
  name: 'maintainPlan',
  module: 'property',
  basePath: '/api/property/maintainPlan',
  menu: 'equipmentManager:maintainPlan',
  label: { zh: '保养计划', en: 'Maintenance plan' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', list: true, ref: { resource: 'residential' } }),
    name: f.text('计划名称', 'Plan name', { required: true, maxLength: 50, list: true, search: 'like' }),
    equipmentId: f.reference('设备', 'Equipment', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'equipment', sameResidential: true },
    }),
    checklist: f.textarea('检查清单(每行一项)', 'Checklist (one item per line)', { required: true, maxLength: 2000 }),
    cycleKind: f.enumOf(PLAN_CYCLE_KIND_OPTIONS, '周期', 'Cycle', { required: true, list: true, search: 'eq', default: 'daily' }),
    cycleValues: f.text('周期取值', 'Cycle values', {
      maxLength: 200,
      list: true,
      placeholder: { zh: '每周 1,4；每月 1,15；每年 03-15；每 N 天 10', en: 'weekly 1,4; monthly 1,15; yearly 03-15; every N days 10' },
    }),
    startsOn: f.date('开始日期', 'Starts on', { required: true, list: true }),
    endsOn: f.date('结束日期', 'Ends on'),
    timeOfDay: f.text('开始时间', 'Time of day', {
      required: true,
      maxLength: 5,
      default: '09:00',
      placeholder: { zh: 'HH:mm', en: 'HH:mm' },
    }),
    windowMinutes: f.integer('完成时限(分钟)', 'Time allowed (minutes)', {
      required: true,
      min: 1,
      max: 527_040,
      default: 1440,
      list: true,
    }),
    leadDays: f.integer('提前生成(天)', 'Lead time (days)', { required: true, min: 0, max: 90, default: 1 }),
    assigneeUserId: f.reference('保养人员', 'Assignee', {
      required: true,
      list: true,
      search: 'eq',
      // Who is given the plan's records must be able to fill them, in the plan's community.
      ref: { resource: 'user', holding: 'property:maintainRecord:fill' },
    }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, list: true, search: 'eq', default: 1 }),
    generatedUntil: f.datetime('已生成至', 'Generated until', { form: 'readonly' }),
    createdAt: f.createdAt(),
  },
});
