import type { EnumOption } from '../../resource/types.js';

/** Menu entry types: a section groups screens; a menu is a screen (only menus are routes). */
export const MENU_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'section', zh: '目录', en: 'Section', color: 'blue' },
  { value: 'menu', zh: '菜单', en: 'Menu', color: 'green' },
];

/**
 * How the console opens a menu entry (the spec's "function type", docs/decisions/0006): the console's own page
 * at `href`, or `href` as an external address in a new browser window (only for type menu, http/https only).
 */
export const MENU_FUNCTION_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'route', zh: '页面路由', en: 'Console page', color: 'blue' },
  { value: 'link', zh: '外部链接', en: 'External link', color: 'purple' },
];

/** How a system parameter's value is read: the server checks the value against it on save. */
export const PARAM_VALUE_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'string', zh: '文本', en: 'Text' },
  { value: 'number', zh: '数字', en: 'Number' },
  { value: 'boolean', zh: '布尔', en: 'Boolean' },
  { value: 'json', zh: 'JSON', en: 'JSON' },
];

/**
 * Allow-list entry types (docs/decisions/0006): a visitor's mobile number that passes registration without
 * review, or a vehicle plate that the barrier opens for.
 */
export const WHITE_LIST_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'phone', zh: '访客手机号', en: 'Visitor mobile number', color: 'blue' },
  { value: 'plate', zh: '车牌号', en: 'Vehicle plate', color: 'purple' },
];

export const LANGUAGE_TAG_OPTIONS: readonly EnumOption[] = [
  { value: 'zh_cn', zh: '简体中文', en: 'Simplified Chinese' },
  { value: 'en', zh: '英文', en: 'English' },
];

/** The operation log's result filter: the envelope status was 200, or anything else. */
export const OP_RESULT_OPTIONS: readonly EnumOption[] = [
  { value: 'success', zh: '成功', en: 'Succeeded', color: 'green' },
  { value: 'failure', zh: '失败', en: 'Failed', color: 'red' },
];

/** The actions the operation log records (its `action` codes), by label. */
export const OP_ACTION_CODES: readonly EnumOption[] = [
  { value: 'create', zh: '新增', en: 'Create' },
  { value: 'update', zh: '修改', en: 'Update' },
  { value: 'delete', zh: '删除', en: 'Delete' },
  { value: 'import', zh: '导入', en: 'Import' },
  { value: 'export', zh: '导出', en: 'Export' },
  { value: 'login', zh: '登录', en: 'Log in' },
  { value: 'logout', zh: '退出登录', en: 'Log out' },
  { value: 'changePassword', zh: '修改密码', en: 'Change password' },
  { value: 'resetPassword', zh: '重置密码', en: 'Reset password' },
  { value: 'preferences', zh: '保存偏好设置', en: 'Save preferences' },
  { value: 'freeze', zh: '冻结/解冻', en: 'Freeze or unfreeze' },
  { value: 'grant', zh: '分配权限', en: 'Edit grants' },
  { value: 'menuBatch', zh: '批量授权', en: 'Grant in batch' },
  { value: 'run', zh: '立即执行', en: 'Run now' },
  { value: 'pause', zh: '暂停', en: 'Pause' },
  { value: 'resume', zh: '恢复', en: 'Resume' },
  { value: 'selfCheck', zh: '系统自检', en: 'Self-check' },
  { value: 'upload', zh: '上传', en: 'Upload' },
  { value: 'review', zh: '审核', en: 'Review' },
  { value: 'sync', zh: '同步', en: 'Sync' },
  { value: 'authorise', zh: '门禁授权', en: 'Authorize to doors' },
  { value: 'retry', zh: '重试', en: 'Retry' },
  { value: 'lost', zh: '挂失', en: 'Report lost' },
  { value: 'return', zh: '退回', en: 'Return' },
  { value: 'renew', zh: '续期', en: 'Renew' },
  { value: 'unfreeze', zh: '解冻', en: 'Unfreeze' },
  { value: 'approve', zh: '同意', en: 'Approve' },
  { value: 'reject', zh: '拒绝', en: 'Reject' },
  { value: 'cancel', zh: '取消', en: 'Cancel' },
  { value: 'arrive', zh: '到访', en: 'Arrive' },
  { value: 'signOut', zh: '签离', en: 'Sign out' },
  { value: 'siteRegister', zh: '现场登记', en: 'Register on site' },
  { value: 'distribute', zh: '派单', en: 'Dispatch' },
  { value: 'receive', zh: '接单', en: 'Receive' },
  { value: 'change', zh: '转派', en: 'Reassign' },
  { value: 'feedback', zh: '反馈', en: 'Feedback' },
  { value: 'complete', zh: '完工', en: 'Complete' },
  { value: 'visit', zh: '回访', en: 'Follow-up visit' },
  { value: 'check', zh: '抽检', en: 'Spot check' },
  { value: 'close', zh: '关闭', en: 'Close' },
  { value: 'publish', zh: '发布/撤回', en: 'Publish or withdraw' },
  { value: 'openDoor', zh: '远程开门', en: 'Open the door' },
  { value: 'push', zh: '推送升级', en: 'Push an upgrade' },
  { value: 'pay', zh: '收费', en: 'Take a payment' },
  { value: 'payBatch', zh: '批量收费', en: 'Collect in a batch' },
  { value: 'topUp', zh: '充值', en: 'Top up' },
  { value: 'compute', zh: '计算违约金', en: 'Compute late fees' },
  { value: 'start', zh: '开始生成账单', en: 'Start a bill run' },
  { value: 'terminate', zh: '终止', en: 'Terminate' },
  // patrol
  { value: 'checkIn', zh: '巡更签到', en: 'Check in' },
  { value: 'toRepair', zh: '转报修', en: 'Turn into a repair order' },
  // attendance
  { value: 'excuse', zh: '核销考勤异常', en: 'Excuse an anomaly' },
  // fee e-invoices
  { value: 'issueInvoice', zh: '开具发票', en: 'Issue invoice' },
  { value: 'reverseInvoice', zh: '红冲发票', en: 'Reverse invoice' },
  // attendance month close, shift swaps
  { value: 'reopen', zh: '重新开放', en: 'Reopen' },
  { value: 'swap', zh: '调班', en: 'Swap shifts' },
];

/** Resource codes of the operation log that are not declared resources. */
export const OP_OTHER_RESOURCE_CODES: readonly EnumOption[] = [
  { value: 'session', zh: '会话', en: 'Session' },
  { value: 'task', zh: '后台任务', en: 'Background task' },
  { value: 'accessSync', zh: '门禁平台同步', en: 'Access-control sync' },
  { value: 'accessAuth', zh: '门禁授权', en: 'Door authorization' },
  { value: 'accessAuthFile', zh: '门禁授权文件', en: 'Door authorization file' },
  { value: 'feePayment', zh: '收费收据', en: 'Fee receipt' },
  { value: 'feeAccount', zh: '预存账户', en: 'Prepayment account' },
  { value: 'feeDeposit', zh: '押金', en: 'Deposit' },
  { value: 'feeRequest', zh: '退款、作废与转账申请', en: 'Refund, cancellation and transfer request' },
  { value: 'feeMonthSettlement', zh: '月结', en: 'Month settlement' },
  { value: 'feeStatement', zh: '收费报表', en: 'Fee statement' },
];

/** Scheduled job groups. */
export const JOB_GROUP_CODES: readonly EnumOption[] = [{ value: 'DEFAULT', zh: '默认', en: 'Default' }];
