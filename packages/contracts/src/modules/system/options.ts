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

/**
 * The actions the operation log records (its `action` codes), by label: the platform's (the engine's generic
 * actions, sessions, the user's own account, uploads, the self-check), then every module's (`opLog.actions` of its
 * manifest, added by modules/index.ts, docs/decisions/0052).
 */
export const PLATFORM_OP_ACTION_CODES: readonly EnumOption[] = [
  { value: 'create', zh: '新增', en: 'Create' },
  { value: 'update', zh: '修改', en: 'Update' },
  { value: 'delete', zh: '删除', en: 'Delete' },
  { value: 'import', zh: '导入', en: 'Import' },
  { value: 'export', zh: '导出', en: 'Export' },
  { value: 'login', zh: '登录', en: 'Log in' },
  { value: 'logout', zh: '退出登录', en: 'Log out' },
  { value: 'changePassword', zh: '修改密码', en: 'Change password' },
  { value: 'preferences', zh: '保存偏好设置', en: 'Save preferences' },
  { value: 'selfCheck', zh: '系统自检', en: 'Self-check' },
  { value: 'upload', zh: '上传', en: 'Upload' },
];

/** Every action the operation log records: the platform's, then the modules' (filled by modules/index.ts). */
export const OP_ACTION_CODES: EnumOption[] = [...PLATFORM_OP_ACTION_CODES];

/** Resource codes of the operation log that are not declared resources: the platform's. */
export const PLATFORM_OP_RESOURCE_CODES: readonly EnumOption[] = [
  { value: 'session', zh: '会话', en: 'Session' },
  { value: 'task', zh: '后台任务', en: 'Background task' },
];

/** Every resource code of the operation log that is not a declared resource: the platform's, then the modules'. */
export const OP_OTHER_RESOURCE_CODES: EnumOption[] = [...PLATFORM_OP_RESOURCE_CODES];

/** Scheduled job groups. */
export const JOB_GROUP_CODES: readonly EnumOption[] = [{ value: 'DEFAULT', zh: '默认', en: 'Default' }];
