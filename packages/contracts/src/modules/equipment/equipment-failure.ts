import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { REPAIR_STATUS_OPTIONS } from '../repair/workflow.js';
import { FAILURE_LEVEL_OPTIONS, FAILURE_STATUS_OPTIONS } from './options.js';

const ro = { form: 'readonly' } as const;

/**
 * Equipment failures (设备故障): reported → confirmed → being repaired (optionally as a repair work order) →
 * repaired → closed (endpoints.ts FAILURE_STEPS; not closed while its order is open, decision 0049). Downtime is
 * from the report to the repair, in minutes (computed); the order's state is read beside its number.
 */
export const equipmentFailureResource = defineResource({
  name: 'equipmentFailure',
  module: 'property',
  basePath: '/api/property/equipmentFailure',
  menu: 'equipmentManager:equipmentFailure',
  label: { zh: '设备故障', en: 'Equipment failure' },
  scope: 'community',
  titleField: 'failureNo',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'reportedAt', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', list: true, ref: { resource: 'residential' } }),
    failureNo: f.text('故障编号', 'Failure no.', { ...ro, maxLength: 40, list: true, search: 'like' }),
    equipmentId: f.reference('设备', 'Equipment', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'equipment', sameResidential: true },
    }),
    title: f.text('故障现象', 'Symptom', { required: true, maxLength: 100, list: true, search: 'like' }),
    description: f.textarea('故障描述', 'Description', { maxLength: 1000 }),
    level: f.enumOf(FAILURE_LEVEL_OPTIONS, '故障等级', 'Severity', { required: true, list: true, search: 'eq', default: 1 }),
    status: f.enumOf(FAILURE_STATUS_OPTIONS, '状态', 'Status', { ...ro, list: true, search: 'eq' }),
    reportedAt: f.datetime('上报时间', 'Reported at', { ...ro, list: true, sortable: true }),
    confirmedAt: f.datetime('确认时间', 'Confirmed at', ro),
    repairStartedAt: f.datetime('开始维修', 'Repair started', ro),
    repairedAt: f.datetime('修复时间', 'Repaired at', { ...ro, list: true }),
    closedAt: f.datetime('关闭时间', 'Closed at', ro),
    repairOrderId: f.reference('报修工单', 'Repair order', { ...ro, list: true, ref: { resource: 'repairOrder' } }),
    repairOrderStatus: f.enumOf(REPAIR_STATUS_OPTIONS, '工单状态', 'Order status', { ...ro, list: true, virtual: true }),
    downtimeMinutes: f.integer('停机时长(分钟)', 'Downtime (minutes)', { ...ro, list: true, virtual: true }),
    photo: f.image('故障照片', 'Photo'),
    createdAt: f.createdAt(),
  },
});
