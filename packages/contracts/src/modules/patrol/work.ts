import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import {
  PATROL_PROBLEM_STATUS_OPTIONS,
  PATROL_RECORD_STATUS_OPTIONS,
  PATROL_RESULT_OPTIONS,
  PATROL_TASK_STATUS_OPTIONS,
} from './options.js';

const ro = { form: 'readonly' } as const;
const residential = f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' }, list: true, search: 'eq' });

/**
 * Patrol tasks, made by the plans (one per plan, day and shift: the slot). A task's window runs from its `slot` to
 * `dueAt`; its points are its records. Read-only: the check-in, not a form, changes them.
 */
export const patrolTaskResource = defineResource({
  name: 'patrolTask',
  module: 'property',
  basePath: '/api/property/patrolTask',
  menu: 'patrolManager:patrolTask',
  label: { zh: '巡更任务', en: 'Patrol task' },
  scope: 'community',
  titleField: 'taskName',
  actions: ['view', 'export'],
  defaultSort: { field: 'slot', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    taskName: f.text('任务', 'Task', { ...ro, maxLength: 80, list: true, search: 'like' }),
    planId: f.reference('巡更计划', 'Plan', { ...ro, list: true, search: 'eq', ref: { resource: 'patrolPlan' } }),
    routeId: f.reference('巡更路线', 'Route', { ...ro, search: 'eq', ref: { resource: 'patrolRoute' } }),
    slot: f.datetime('开始时间', 'Starts at', { ...ro, list: true, sortable: true, search: 'range' }),
    dueAt: f.datetime('截止时间', 'Due at', { ...ro, list: true, sortable: true }),
    status: f.enumOf(PATROL_TASK_STATUS_OPTIONS, '状态', 'Status', { ...ro, list: true, search: 'eq' }),
    pointCount: f.integer('巡更点数', 'Points', { ...ro, list: true }),
    checkedCount: f.integer('已签到', 'Checked in', { ...ro, list: true }),
    finishedAt: f.datetime('完成时间', 'Finished at', { ...ro, list: true }),
    createdAt: f.createdAt(),
  },
});

/** Check-in records: one per point of a task, checked in (when, by whom, what was found) or missed. */
export const patrolRecordResource = defineResource({
  name: 'patrolRecord',
  module: 'property',
  basePath: '/api/property/patrolRecord',
  menu: 'patrolManager:patrolRecord',
  label: { zh: '巡更记录', en: 'Patrol record' },
  scope: 'community',
  titleField: 'pointName',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    taskId: f.reference('巡更任务', 'Task', { ...ro, list: true, search: 'eq', ref: { resource: 'patrolTask' } }),
    pointId: f.reference('巡更点', 'Point', { ...ro, search: 'eq', ref: { resource: 'patrolPoint' } }),
    pointName: f.text('巡更点名称', 'Point name', { ...ro, maxLength: 50, list: true, search: 'like' }),
    seq: f.integer('顺序', 'Order', { ...ro, list: true }),
    status: f.enumOf(PATROL_RECORD_STATUS_OPTIONS, '状态', 'Status', { ...ro, list: true, search: 'eq' }),
    result: f.enumOf(PATROL_RESULT_OPTIONS, '结果', 'Result', { ...ro, list: true, search: 'eq' }),
    checkedAt: f.datetime('签到时间', 'Checked in at', { ...ro, list: true, sortable: true, search: 'range' }),
    checkedBy: f.reference('巡更人员', 'Checked in by', { ...ro, list: true, ref: { resource: 'user' } }),
    remark: f.text('备注', 'Remark', { ...ro, maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});

/** Problems found on patrol, at a point during a task: tracked to closure, or handed to repair as a work order. */
export const patrolProblemResource = defineResource({
  name: 'patrolProblem',
  module: 'property',
  basePath: '/api/property/patrolProblem',
  menu: 'patrolManager:patrolProblem',
  label: { zh: '巡更问题', en: 'Patrol problem' },
  scope: 'community',
  titleField: 'title',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    title: f.text('问题', 'Problem', { ...ro, maxLength: 100, list: true, search: 'like' }),
    description: f.text('描述', 'Description', { ...ro, maxLength: 500 }),
    photos: f.image('现场照片', 'Photos', { ...ro, multiple: true, list: true }),
    pointId: f.reference('巡更点', 'Point', { ...ro, list: true, search: 'eq', ref: { resource: 'patrolPoint' } }),
    taskId: f.reference('巡更任务', 'Task', { ...ro, search: 'eq', ref: { resource: 'patrolTask' } }),
    status: f.enumOf(PATROL_PROBLEM_STATUS_OPTIONS, '状态', 'Status', { ...ro, list: true, search: 'eq' }),
    reportedBy: f.reference('发现人', 'Found by', { ...ro, list: true, ref: { resource: 'user' } }),
    reportedAt: f.datetime('发现时间', 'Found at', { ...ro, list: true, sortable: true, search: 'range' }),
    repairOrderNo: f.text('报修单号', 'Repair order', { ...ro, maxLength: 30, list: true }),
    closedAt: f.datetime('关闭时间', 'Closed at', { ...ro, list: true }),
    closeNote: f.text('处理说明', 'Resolution', { ...ro, maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});
