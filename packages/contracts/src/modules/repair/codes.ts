import type { CodeDecl } from '../../code-decl.js';

/** The repair module's response codes (merged into the one catalogue, contracts `Codes`). */
export const REPAIR_CODES = {
  REPAIR_ACTION_NOT_ALLOWED: {
    status: 40930,
    http: 409,
    zh: '工单 {orderNo} 当前为“{status}”，不能{action}',
    en: 'Order {orderNo} is "{status}" and cannot take the action "{action}"',
  },
  REPAIR_NOT_ASSIGNEE: {
    status: 40931,
    http: 403,
    zh: '只有工单 {orderNo} 当前的维修人员才能{action}',
    en: 'Only the current worker of order {orderNo} may take the action "{action}"',
  },
  REPAIR_WORKER_NOT_IN_COMMUNITY: {
    status: 40932,
    http: 422,
    zh: '所选维修人员不存在、已停用或不属于该社区',
    en: 'The chosen worker does not exist, is disabled or does not belong to this community',
  },
  REPAIR_SAME_WORKER: { status: 40933, http: 422, zh: '请选择另一位维修人员', en: 'Choose a different worker' },
  REPAIR_PHOTO_UNKNOWN: {
    status: 40935,
    http: 422,
    zh: '照片 {path} 不存在，请重新上传',
    en: 'The photo {path} does not exist; upload it again',
  },
  REPAIR_EXPORT_TOO_LARGE: {
    status: 40936,
    http: 422,
    zh: '符合条件的工单超过 {limit} 张，请缩小查询范围，或使用带进度的导出',
    en: 'More than {limit} orders match; narrow the search, or use the export with progress',
  },
} as const satisfies Record<string, CodeDecl>;
