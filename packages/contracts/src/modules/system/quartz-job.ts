import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';
import { JOB_GROUP_CODES } from './options.js';

/**
 * The platform's own job handlers (apps/api/src/scheduler/handlers, its registry is typed against these names). A
 * module's are in its manifest (ContractModule.jobs).
 */
export const PLATFORM_JOB_HANDLER_OPTIONS = [
  { value: 'cleanTemporaryFiles', zh: '清理临时文件', en: 'Clean temporary files' },
  { value: 'purgeOpLogs', zh: '清理操作日志', en: 'Purge operation log' },
  { value: 'expireFinishedTasks', zh: '清理已结束的后台任务', en: 'Expire finished tasks' },
  { value: 'disableExpiredAccounts', zh: '停用过期账号', en: 'Disable expired accounts' },
  // The plan-to-work machinery's (work-plans/, docs/decisions/0030): every module's work sources, one job.
  { value: 'generatePlannedWork', zh: '按计划生成任务', en: 'Generate planned work' },
] as const satisfies readonly EnumOption[];

export type PlatformJobHandlerName = (typeof PLATFORM_JOB_HANDLER_OPTIONS)[number]['value'];

/**
 * Every job handler a scheduled job may pick; anything else is refused by the create/update schema. The platform's
 * here; `modules/index.ts` adds the modules' (ContractModule.jobs) in CONTRACT_MODULES order when it lists them,
 * before anything outside contracts can read it (this declaration is one of the modules it lists). The names are
 * typed by `JobHandlerName` there.
 */
export const JOB_HANDLER_OPTIONS: EnumOption[] = [...PLATFORM_JOB_HANDLER_OPTIONS];

export const JOB_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '运行中', en: 'Running', color: 'green' },
  { value: 0, zh: '已暂停', en: 'Paused', color: 'default' },
];

export const JOB_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '定时执行', en: 'Scheduled' },
  { value: 2, zh: '仅手动执行', en: 'Manual only' },
];

/** Element codes of the job actions that are not plain CRUD. */
export const QUARTZ_JOB_ELEMENTS = {
  run: { code: 'sys:quartzJob:run', menu: 'systemManager:quartzJob', zh: '立即执行', en: 'Run now' },
  pause: { code: 'sys:quartzJob:pause', menu: 'systemManager:quartzJob', zh: '暂停', en: 'Pause' },
  resume: { code: 'sys:quartzJob:resume', menu: 'systemManager:quartzJob', zh: '恢复', en: 'Resume' },
} as const;

export const quartzJobResource = defineResource({
  name: 'quartzJob',
  module: 'sys',
  basePath: '/api/admin/quartzJob',
  menu: 'systemManager:quartzJob',
  label: { zh: '定时任务', en: 'Scheduled job' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    id: f.id(),
    code: f.text('任务编码', 'Job code', { required: true, maxLength: 50, list: true, search: 'eq', form: 'create', unique: true }),
    name: f.text('任务名称', 'Job name', { required: true, maxLength: 50, list: true, search: 'like' }),
    type: f.enumOf(JOB_TYPE_OPTIONS, '任务类型', 'Job type', { required: true, list: true, search: 'eq' }),
    handler: f.enumOf(JOB_HANDLER_OPTIONS, '任务处理器', 'Job handler', { required: true, list: true, search: 'eq' }),
    status: f.enumOf(JOB_STATUS_OPTIONS, '状态', 'Status', { form: 'readonly', list: true, search: 'eq' }),
    cronExpression: f.text('Cron 表达式', 'Cron expression', { required: true, maxLength: 100, list: true }),
    priority: f.integer('优先级', 'Priority', { required: true, min: 1, max: 10, list: true, sortable: true }),
    saveLogs: f.boolean('保存日志', 'Save logs', { required: true, list: true }),
    jobGroup: f.text('任务分组', 'Job group', { maxLength: 50, list: true, search: 'eq', codes: JOB_GROUP_CODES }),
    parameter: f.textarea('参数（JSON）', 'Parameters (JSON)', { maxLength: 1000 }),
    lastFireAt: f.datetime('上次执行时间', 'Last run', { form: 'readonly', list: true }),
    createdAt: f.createdAt(),
  },
});
