import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { MAINTAIN_STATUS_OPTIONS } from './options.js';

const ro = { form: 'readonly' } as const;

/**
 * Maintenance records (保养记录), made by the plans on schedule (one per plan and slot) and filled in on site with
 * the checklist's results (read with the checklist: EquipmentEndpoints.recordChecklist.path) and photos (services, not the generic form). Open past its due time it is overdue
 * (computed, never stored) and its assignee is reminded once.
 */
export const maintainRecordResource = defineResource({
  name: 'maintainRecord',
  module: 'property',
  basePath: '/api/property/maintainRecord',
  menu: 'equipmentManager:maintainRecord',
  label: { zh: '保养记录', en: 'Maintenance record' },
  scope: 'community',
  titleField: 'recordNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'slot', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { ...ro, list: true, ref: { resource: 'residential' } }),
    recordNo: f.text('记录编号', 'Record no.', { ...ro, maxLength: 40, list: true, search: 'like' }),
    planId: f.reference('保养计划', 'Plan', { ...ro, list: true, search: 'eq', ref: { resource: 'maintainPlan' } }),
    equipmentId: f.reference('设备', 'Equipment', { ...ro, list: true, search: 'eq', ref: { resource: 'equipment' } }),
    slot: f.datetime('计划时间', 'Scheduled at', { ...ro, list: true, sortable: true }),
    dueAt: f.datetime('完成期限', 'Due by', { ...ro, list: true, sortable: true }),
    status: f.enumOf(MAINTAIN_STATUS_OPTIONS, '状态', 'Status', { ...ro, list: true, search: 'eq' }),
    overdue: f.boolean('已超时', 'Overdue', { ...ro, list: true, search: 'eq', virtual: true }),
    assigneeUserId: f.reference('保养人员', 'Assignee', { ...ro, list: true, search: 'eq', ref: { resource: 'user' } }),
    photos: f.image('现场照片', 'Photos', { ...ro, multiple: true }),
    doneAt: f.datetime('完成时间', 'Done at', { ...ro, list: true, sortable: true }),
    doneByUserId: f.reference('完成人', 'Done by', { ...ro, ref: { resource: 'user' } }),
    remark: f.textarea('备注', 'Remark', { ...ro, maxLength: 500 }),
    remindedAt: f.datetime('提醒时间', 'Reminded at', ro),
  },
});
