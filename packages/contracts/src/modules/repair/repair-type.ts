import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';

/**
 * Repair types (报修类型), a tree kept by the head office for the whole property company, e.g. 水电维修 → 下水道堵塞.
 * Each type carries its SLA: minutes allowed until a worker receives the order (response) and until it is
 * completed; an order copies both deadlines when it is created.
 */
export const repairTypeResource = defineResource({
  name: 'repairType',
  module: 'property',
  basePath: '/api/property/repairType',
  menu: 'repairManager:repairType',
  label: { zh: '报修类型', en: 'Repair type' },
  scope: 'headOffice',
  // Communities pick types when reporting and read the tree; only the head office changes it.
  communityRead: true,
  titleField: 'typeName',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'pid' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    pid: f.reference('上级类型', 'Parent type', { ref: { resource: 'repairType', tree: true } }),
    typeName: f.text('类型名称', 'Type name', { required: true, maxLength: 50, list: true, search: 'like' }),
    responseMinutes: f.integer('响应时限(分钟)', 'Response time (minutes)', {
      required: true,
      min: 1,
      max: 43_200,
      list: true,
      default: 30,
    }),
    completeMinutes: f.integer('完成时限(分钟)', 'Completion time (minutes)', {
      required: true,
      min: 1,
      max: 525_600,
      list: true,
      default: 1440,
    }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true, default: 0 }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});
