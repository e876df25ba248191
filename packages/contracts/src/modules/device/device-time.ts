import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { WEEK_DAY_OPTIONS } from './options.js';

/**
 * Named weekly time periods (e.g. 工作日白天: Monday–Friday 07:00–20:00) that access levels use: a door lets a
 * credential through only inside the period of its access level. Times are HH:mm; start before end.
 */
export const deviceTimeResource = defineResource({
  name: 'deviceTime',
  module: 'property',
  basePath: '/api/property/deviceTime',
  menu: 'deviceManager:deviceTimeMng',
  label: { zh: '时间段', en: 'Time period' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true }),
    name: f.text('时间段名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    weekDays: f.enumOf(WEEK_DAY_OPTIONS, '适用星期', 'Weekdays', { required: true, multiple: true, list: true }),
    startTime: f.text('开始时间', 'Start time', { required: true, maxLength: 5, list: true, placeholder: { zh: 'HH:mm', en: 'HH:mm' } }),
    endTime: f.text('结束时间', 'End time', { required: true, maxLength: 5, list: true, placeholder: { zh: 'HH:mm', en: 'HH:mm' } }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});
