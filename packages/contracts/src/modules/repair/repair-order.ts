import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';
import { REPAIR_STATUS_OPTIONS } from './workflow.js';

export const REPAIR_SOURCE_OPTIONS: readonly EnumOption[] = [
  { value: 'serviceCentre', zh: '服务中心', en: 'Service centre' },
  { value: 'phone', zh: '电话报修', en: 'Phone call' },
  { value: 'resident', zh: '业主自报', en: 'Resident' },
  { value: 'patrol', zh: '巡检发现', en: 'Patrol' },
];

export const YES_NO_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '是', en: 'Yes', color: 'red' },
  { value: 0, zh: '否', en: 'No', color: 'default' },
];

export const CHECK_RESULT_OPTIONS: readonly EnumOption[] = [
  { value: 'qualified', zh: '合格', en: 'Qualified', color: 'green' },
  { value: 'unqualified', zh: '不合格', en: 'Unqualified', color: 'red' },
];

/**
 * Repair work orders as the list, the search (repairQuery) and the export read them. Creating, editing and every
 * step of the workflow are the bespoke endpoints of workflow.ts and endpoints.ts (BusinessToken, the machine).
 */
export const repairOrderResource = defineResource({
  name: 'repairOrder',
  module: 'property',
  basePath: '/api/property/repairOrder',
  menu: 'repairManager:repairQuery',
  label: { zh: '报修工单', en: 'Repair order' },
  scope: 'community',
  titleField: 'orderNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    orderNo: f.text('工单号', 'Order number', { maxLength: 32, list: true, search: 'eq', form: 'readonly' }),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    typeId: f.reference('报修类型', 'Repair type', { list: true, search: 'eq', ref: { resource: 'repairType', tree: true } }),
    title: f.text('报修标题', 'Title', { maxLength: 200, list: true, search: 'like' }),
    content: f.textarea('报修内容', 'Description', { maxLength: 1000 }),
    address: f.text('报修位置', 'Location', { maxLength: 200, list: true, search: 'like' }),
    buildingId: f.reference('楼栋', 'Building', { search: 'eq', ref: { resource: 'building' } }),
    reporterName: f.text('报修人', 'Reporter', { maxLength: 50, list: true, search: 'like' }),
    reporterPhone: f.phone('联系电话', 'Phone', { list: true, search: 'eq' }),
    source: f.enumOf(REPAIR_SOURCE_OPTIONS, '来源', 'Source', { list: true, search: 'eq' }),
    status: f.enumOf(REPAIR_STATUS_OPTIONS, '状态', 'Status', { list: true, search: 'in' }),
    assigneeUserId: f.reference('维修人员', 'Worker', { list: true, search: 'eq', ref: { resource: 'user' } }),
    reporterUserId: f.reference('登记人', 'Registered by', { search: 'eq', ref: { resource: 'user' } }),
    responseDeadline: f.datetime('响应期限', 'Respond by', { list: true }),
    completeDeadline: f.datetime('完成期限', 'Complete by', { list: true }),
    overdue: f.enumOf(YES_NO_OPTIONS, '超时', 'Overdue', { list: true, search: 'eq' }),
    receivedAt: f.datetime('接单时间', 'Received at'),
    finishedAt: f.datetime('完成时间', 'Completed at', { search: 'range' }),
    rating: f.integer('满意度', 'Satisfaction', { min: 1, max: 5, list: true }),
    checkResult: f.enumOf(CHECK_RESULT_OPTIONS, '抽查结果', 'Spot check', { search: 'eq' }),
    checkScore: f.integer('抽查得分', 'Check score', { min: 0, max: 100 }),
    createdAt: { ...f.createdAt(), search: 'range' },
    updatedAt: f.updatedAt(),
  },
});
