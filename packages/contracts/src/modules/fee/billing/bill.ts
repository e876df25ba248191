import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import {
  BILL_RUN_STATUS_OPTIONS,
  BILL_RUN_TRIGGER_OPTIONS,
  FEE_TYPE_OPTIONS,
  LINE_KIND_OPTIONS,
  LINE_STATUS_OPTIONS,
  OBJECT_TYPE_OPTIONS,
} from './options.js';

const ro = { form: 'readonly' as const, list: true };

/**
 * Bill lines, the receivable (spec charge/receivable): one per standard, object and billing period; written by
 * bill runs, meter readings and the late-fee job only.
 */
export const billLineResource = defineResource({
  name: 'receivable',
  module: 'property',
  basePath: '/api/property/receivable',
  menu: 'propertyPayment:charge:receivable',
  label: { zh: '应收账单', en: 'Bill line' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' }, search: 'eq' }),
    objectType: f.enumOf(OBJECT_TYPE_OPTIONS, '收费对象类型', 'Object type', { ...ro, search: 'eq' }),
    objectId: f.integer('对象编号', 'Object id', { ...ro, search: 'eq' }),
    objectName: f.text('收费对象', 'Charged object', { ...ro, virtual: true, maxLength: 200 }),
    standardId: f.reference('收费标准', 'Charge standard', { ...ro, ref: { resource: 'chargeStandard' }, search: 'eq' }),
    feeType: f.enumOf(FEE_TYPE_OPTIONS, '费用类型', 'Fee type', { ...ro, search: 'eq' }),
    lineKind: f.enumOf(LINE_KIND_OPTIONS, '账单类型', 'Line kind', { ...ro, search: 'eq' }),
    periodStart: f.date('账期开始', 'Period from', { ...ro, search: 'range', sortable: true }),
    periodEnd: f.date('账期结束', 'Period to', ro),
    quantity: f.money('面积/用量', 'Area or usage', { ...ro, scale: 4 }),
    unitPrice: f.money('单价', 'Unit price', { ...ro, scale: 4 }),
    computedAmount: f.money('计算金额（四位小数）', 'Computed (4 places)', { ...ro, scale: 4 }),
    amount: f.money('应收金额', 'Receivable', ro),
    outstanding: f.money('欠费金额', 'Outstanding', { ...ro, virtual: true }),
    dueDate: f.date('到期日', 'Due date', { ...ro, search: 'range' }),
    status: f.enumOf(LINE_STATUS_OPTIONS, '状态', 'Status', { ...ro, search: 'eq' }),
    lateOfLineId: f.integer('违约金所属账单', 'Late fee of line', { form: 'readonly' }),
    billRunId: f.integer('生成任务', 'Bill run', { form: 'readonly' }),
    createdAt: f.createdAt(),
  },
});

/** Monthly bill runs (spec charge/generateTask), started, paused, resumed and terminated by their own endpoints. */
export const billRunResource = defineResource({
  name: 'generateTask',
  module: 'property',
  basePath: '/api/property/generateTask',
  menu: 'propertyPayment:charge:generateTask',
  label: { zh: '账单生成任务', en: 'Bill run' },
  scope: 'both',
  titleField: 'id',
  actions: ['view'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('社区', 'Community', { ...ro, ref: { resource: 'residential' }, search: 'eq' }),
    periodStart: f.date('账期', 'Billing month', { ...ro, search: 'range', sortable: true }),
    status: f.enumOf(BILL_RUN_STATUS_OPTIONS, '状态', 'Status', { ...ro, search: 'eq' }),
    communityCount: f.integer('社区数', 'Communities', ro),
    communitiesDone: f.integer('已完成社区', 'Communities done', ro),
    lineCount: f.integer('生成账单数', 'Lines created', ro),
    errorCount: f.integer('错误数', 'Errors', ro),
    message: f.textarea('说明', 'Message', { ...ro, maxLength: 2000 }),
    trigger: f.enumOf(BILL_RUN_TRIGGER_OPTIONS, '触发方式', 'Trigger', ro),
    taskId: f.text('后台任务', 'Task', { form: 'hidden', maxLength: 36 }),
    finishedAt: f.datetime('结束时间', 'Finished at', ro),
    createdAt: f.createdAt(),
  },
});
