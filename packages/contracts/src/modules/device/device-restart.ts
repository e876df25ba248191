import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { PROCESS_STATUS_OPTIONS, RESERVE_TYPE_OPTIONS, RESTART_TYPE_OPTIONS, WEEK_DAY_OPTIONS } from './options.js';

const run = { form: 'readonly', list: true } as const;

/**
 * Scheduled restarts (spec section 3): once at reserveDatetime, or daily / weekly on weekDay / monthly on
 * monthDay at reserveDatetime's time of day. A monthDay the month lacks (31 in April, 30 in February) runs on
 * the month's last day. The scheduler runs due plans; each run sets executeCount, processStatus, executeRes
 * and executeTime, and the next run time.
 */
export const deviceRestartResource = defineResource({
  name: 'deviceRestart',
  module: 'property',
  basePath: '/api/property/deviceRestart',
  menu: 'deviceManager:deviceRestartMng',
  label: { zh: '定时重启', en: 'Scheduled restart' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true }),
    name: f.text('计划名称', 'Plan name', { required: true, maxLength: 50, list: true, search: 'like' }),
    deviceId: f.reference('设备', 'Device', { required: true, ref: { resource: 'device' }, list: true, search: 'eq' }),
    restartType: f.enumOf(RESTART_TYPE_OPTIONS, '重启方式', 'Restart type', { required: true, default: 1, list: true }),
    reserveType: f.enumOf(RESERVE_TYPE_OPTIONS, '执行周期', 'Repeat', { required: true, default: 1, list: true, search: 'eq' }),
    reserveDatetime: f.datetime('预约时间', 'Reserved time', { required: true, list: true }),
    weekDay: f.enumOf(WEEK_DAY_OPTIONS, '每周几', 'Day of week', { list: true }),
    monthDay: f.integer('每月几号', 'Day of month', { min: 1, max: 31, list: true }),
    nextRunAt: f.datetime('下次执行', 'Next run', { ...run, sortable: true }),
    executeCount: f.integer('执行次数', 'Runs', { ...run }),
    processStatus: f.enumOf(PROCESS_STATUS_OPTIONS, '执行状态', 'Run status', { ...run, search: 'eq' }),
    executeRes: f.text('执行结果', 'Result', { ...run, maxLength: 200 }),
    executeTime: f.datetime('执行时间', 'Run at', { ...run }),
    createdAt: f.createdAt(),
  },
});
