import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';
import { JOB_HANDLER_OPTIONS } from './quartz-job.js';

export const JOB_RUN_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '成功', en: 'Succeeded', color: 'green' },
  { value: 0, zh: '失败', en: 'Failed', color: 'red' },
];

export const JOB_TRIGGER_OPTIONS: readonly EnumOption[] = [
  { value: 'schedule', zh: '定时', en: 'Schedule' },
  { value: 'manual', zh: '手动', en: 'Manual' },
];

/** One row per job run (when the job saves logs); written by the scheduler only. */
export const quartzJobLogResource = defineResource({
  name: 'quartzJobLog',
  module: 'sys',
  basePath: '/api/admin/quartzJobLog',
  menu: 'systemManager:quartzJobLog',
  label: { zh: '任务日志', en: 'Job log' },
  scope: 'headOffice',
  titleField: 'jobName',
  actions: ['view', 'delete', 'export'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  defaultRange: { field: 'startedAt', days: 7 },
  fields: {
    id: f.id(),
    jobCode: f.text('任务编码', 'Job code', { maxLength: 50, form: 'readonly', list: true, search: 'eq' }),
    jobName: f.text('任务名称', 'Job name', { maxLength: 50, form: 'readonly', list: true, search: 'like' }),
    handler: f.enumOf(JOB_HANDLER_OPTIONS, '任务处理器', 'Job handler', { form: 'readonly', list: true, search: 'eq' }),
    trigger: f.enumOf(JOB_TRIGGER_OPTIONS, '触发方式', 'Trigger', { form: 'readonly', list: true, search: 'eq' }),
    startedAt: f.datetime('开始时间', 'Started at', { form: 'readonly', list: true, search: 'range', sortable: true }),
    durationMs: f.integer('耗时（毫秒）', 'Duration (ms)', { form: 'readonly', list: true, sortable: true }),
    status: f.enumOf(JOB_RUN_STATUS_OPTIONS, '结果', 'Outcome', { form: 'readonly', list: true, search: 'eq' }),
    result: f.textarea('执行结果', 'Result', { form: 'readonly', list: true }),
    error: f.textarea('错误信息', 'Error', { form: 'readonly', list: true }),
  },
});
