import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { HOLIDAY_KIND_OPTIONS } from './options.js';

/**
 * The holiday calendar (节假日) of a community: a holiday is not a working day (a weekly rotation schedules nobody on
 * it and nobody scheduled is absent on it); a swapped working day (调休上班) is one, even on a weekend.
 */
export const attendanceHolidayResource = defineResource({
  name: 'attendanceHoliday',
  module: 'attendance',
  basePath: '/api/attendance/holiday',
  menu: 'attendanceManager:holiday',
  label: { zh: '节假日', en: 'Holiday' },
  scope: 'community',
  titleField: 'day',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'day', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    day: f.date('日期', 'Day', { required: true, list: true, sortable: true, search: 'range' }),
    kind: f.enumOf(HOLIDAY_KIND_OPTIONS, '类型', 'Kind', { required: true, default: 'holiday', list: true, search: 'eq' }),
    holidayName: f.text('名称', 'Name', { required: true, maxLength: 30, list: true, search: 'like' }),
    createdAt: f.createdAt(),
  },
});
