import type { CodeDecl } from '../../code-decl.js';

/** The equipment module's response codes (merged into the one catalogue, contracts `Codes`). */
export const EQUIPMENT_CODES = {
  MAINTAIN_ITEM_NOT_IN_PLAN: {
    status: 40991,
    http: 422,
    zh: '检查项“{item}”不在该保养计划的检查清单中',
    en: 'The check item "{item}" is not on this maintenance plan\'s checklist',
  },
  MAINTAIN_RECORD_DONE: {
    status: 40992,
    http: 409,
    zh: '保养记录 {recordNo} 已完成，不能再次填写',
    en: 'Maintenance record {recordNo} is already done and cannot be filled in again',
  },
  MAINTAIN_ITEMS_MISSING: {
    status: 40993,
    http: 422,
    zh: '还有检查项未填写结果：{items}',
    en: 'Some check items have no result: {items}',
  },
  FAILURE_ACTION_NOT_ALLOWED: {
    status: 40994,
    http: 409,
    zh: '故障 {failureNo} 当前为“{status}”，不能{action}',
    en: 'Failure {failureNo} is "{status}" and cannot take the action "{action}"',
  },
  PLAN_CHECKLIST_EMPTY: {
    status: 40995,
    http: 422,
    zh: '检查清单至少需要一项（每行一项）',
    en: 'The checklist needs at least one item (one per line)',
  },
  PLAN_CYCLE_VALUES_INVALID: {
    status: 40996,
    http: 422,
    zh: '周期取值“{values}”不正确：{hint}',
    en: 'The cycle values "{values}" are not valid: {hint}',
  },
  MAINTAIN_RECORD_TOO_EARLY: {
    status: 41134,
    http: 409,
    zh: '保养记录 {recordNo} 计划于 {slot}，最早可提前{leadDays}天填写',
    en: 'Maintenance record {recordNo} is planned for {slot}; it can be filled in at most {leadDays} day(s) ahead',
  },
  EQUIPMENT_DOCUMENT_UNKNOWN: {
    status: 41130,
    http: 422,
    zh: '文档“{path}”不存在或不可用，请重新上传',
    en: 'The document "{path}" does not exist or is not available; upload it again',
  },
  EQUIPMENT_DOCUMENTS_TOO_MANY: {
    status: 41131,
    http: 422,
    zh: '每台设备最多{limit}个文档，本次为{count}个',
    en: 'A piece of equipment has at most {limit} documents; {count} were given',
  },
  EQUIPMENT_DOCUMENT_TYPE: {
    status: 41132,
    http: 422,
    zh: '文件“{name}”不能作为设备文档，允许的类型：{allowed}',
    en: 'The file "{name}" cannot be an equipment document; allowed types: {allowed}',
  },
  EQUIPMENT_DOCUMENT_TOO_LARGE: {
    status: 41133,
    http: 422,
    zh: '文档“{name}”超过{limit}MB',
    en: 'The document "{name}" is larger than {limit} MB',
  },
  FAILURE_ORDER_ON_START_ONLY: {
    status: 41138,
    http: 422,
    zh: '只有“开始维修”可以生成报修工单，“{action}”不能生成',
    en: 'Only "Start repair" opens a repair work order; "{action}" cannot',
  },
  FAILURE_REPAIR_TYPE_REQUIRED: {
    status: 41139,
    http: 422,
    zh: '生成报修工单时请选择报修类型',
    en: 'Choose the repair type of the repair work order',
  },
  FAILURE_REPAIR_ORDER_OPEN: {
    status: 41140,
    http: 409,
    zh: '故障 {failureNo} 的报修工单 {orderNo} 尚未结束（{status}），请在工单完成或关闭后再关闭故障',
    en: 'Failure {failureNo} cannot be closed while its repair order {orderNo} is open ({status}); complete or close the order first',
  },
  FAILURE_REPAIR_TYPE_WITHOUT_ORDER: {
    status: 41141,
    http: 422,
    zh: '未选择生成报修工单时不能指定报修类型',
    en: 'A repair type is given only with a repair work order (createRepairOrder)',
  },
} as const satisfies Record<string, CodeDecl>;
