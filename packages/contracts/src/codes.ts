/**
 * The one catalogue of response codes. `status` goes in the envelope, `http` is the real HTTP status sent
 * beside it, and the messages are what the console shows in the user's language. The platform's codes are here;
 * a module's own codes are in its folder (`modules/<m>/codes.ts`, its manifest's `codes`).
 */
import type { CodeDecl } from './code-decl.js';
import { CONTRACT_MODULES } from './modules/index.js';
import { labelIn } from './resource/fields.js';

export type { CodeDecl } from './code-decl.js';

export const SESSION_END_CODES = [40101, 40102, 7101, 7102, 7103] as const;

export const PLATFORM_CODES = {
  OK: { status: 200, http: 200, zh: '操作成功', en: 'Success' },
  TASK_RUNNING: { status: 205, http: 200, zh: '任务进行中', en: 'Task in progress' },

  VALIDATION_FAILED: { status: 40001, http: 422, zh: '提交的数据不正确', en: 'The submitted data is not valid' },
  BAD_REQUEST: { status: 40002, http: 400, zh: '请求格式不正确', en: 'The request is malformed' },
  INVALID_JSON: { status: 40010, http: 400, zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  UNKNOWN_FIELDS: {
    status: 40003,
    http: 422,
    zh: '请求包含不允许的字段：{fields}',
    en: 'The request contains fields that are not allowed: {fields}',
  },
  PASSWORD_POLICY: {
    status: 40004,
    http: 422,
    zh: '密码需为8到64位，且同时包含字母和数字',
    en: 'The password must be 8 to 64 characters and contain both letters and digits',
  },
  PASSWORD_CONFIRM_MISMATCH: { status: 40005, http: 422, zh: '两次输入的密码不一致', en: 'The two passwords entered do not match' },
  CURRENT_PASSWORD_WRONG: { status: 40006, http: 422, zh: '当前密码不正确', en: 'The current password is incorrect' },
  PASSWORD_REUSED: { status: 40007, http: 422, zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  UPLOAD_NO_FILE: { status: 40020, http: 422, zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  UPLOAD_TOO_MANY_FILES: { status: 40021, http: 413, zh: '一次最多上传{limit}个文件', en: 'At most {limit} files can be uploaded at once' },
  UPLOAD_TOO_LARGE: {
    status: 40022,
    http: 413,
    zh: '文件“{name}”超过大小限制（{limit}）',
    en: 'The file "{name}" exceeds the size limit ({limit})',
  },
  UPLOAD_TYPE_REFUSED: {
    status: 40023,
    http: 422,
    zh: '文件“{name}”的类型不允许上传，允许的类型：{allowed}',
    en: 'The file "{name}" is of a type that may not be uploaded; allowed: {allowed}',
  },
  UPLOAD_CONTENT_MISMATCH: {
    status: 40024,
    http: 422,
    zh: '文件“{name}”的内容与其扩展名不符',
    en: 'The content of the file "{name}" does not match its extension',
  },
  UPLOAD_BIZ_TYPE_UNKNOWN: {
    status: 40025,
    http: 422,
    zh: '业务类型 {bizType} 未配置可上传的文件类型',
    en: 'No file types are configured for business type {bizType}',
  },
  IMPORT_ARCHIVE_REFUSED: {
    status: 40026,
    http: 422,
    zh: '导入包已拒绝，未导入任何数据：{reason}',
    en: 'The import archive was refused and nothing was imported: {reason}',
  },

  TOKEN_INVALID: { status: 40101, http: 401, zh: '登录异常，请重新登录', en: 'Login exception, please log in again' },
  TOKEN_EXPIRED: { status: 40102, http: 401, zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  PASSWORD_CHANGED: {
    status: 7101,
    http: 401,
    zh: '当前密码已修改，请重新登录',
    en: 'The current password has been changed, please log in again',
  },
  ACCOUNT_DISABLED: {
    status: 7102,
    http: 401,
    zh: '账号已被冻结或停用，请联系管理员',
    en: 'This account has been frozen or disabled, please contact the administrator',
  },
  SESSION_REVOKED: { status: 7103, http: 401, zh: '会话已失效，请重新登录', en: 'This session has ended, please log in again' },
  LOGIN_FAILED: { status: 40103, http: 401, zh: '用户名或密码错误', en: 'Incorrect username or password' },
  ACCOUNT_LOCKED: {
    status: 40104,
    http: 423,
    zh: '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
  },
  ACCOUNT_NOT_USABLE: {
    status: 40105,
    http: 401,
    zh: '账号已冻结、停用或过期，无法登录',
    en: 'This account is frozen, disabled or expired and cannot log in',
  },

  FORBIDDEN: { status: 40301, http: 403, zh: '没有执行此操作的权限', en: 'You do not have permission for this action' },
  COMMUNITY_FORBIDDEN: { status: 40302, http: 403, zh: '无权以该社区身份操作', en: 'You may not act for this community' },
  HEAD_OFFICE_FORBIDDEN: {
    status: 40303,
    http: 403,
    zh: '只有总部用户可以以总部身份操作，请先选择社区',
    en: 'Only head-office users may act for the head office; choose a community first',
  },
  COMMUNITY_HEADER_INVALID: { status: 40304, http: 400, zh: '社区标识 CompanyId 格式不正确', en: 'The CompanyId header is malformed' },
  ORIGIN_FORBIDDEN: { status: 40305, http: 403, zh: '不允许的来源', en: 'This origin is not allowed' },
  PRIVILEGE_EXCEEDED: {
    status: 40306,
    http: 403,
    zh: '不能授予自己没有的权限，也不能操作权限多于自己的账号或角色',
    en: 'You cannot grant permissions you do not hold, or act on an account or role with more permissions than yours',
  },
  HEAD_OFFICE_ONLY: {
    status: 40307,
    http: 403,
    zh: '该功能仅在总部身份下可用，请先返回总部',
    en: 'This is available only when acting for the head office: return to head office first',
  },

  NOT_FOUND: { status: 40401, http: 404, zh: '记录不存在或无权访问', en: 'The record does not exist or is not accessible' },
  ROUTE_NOT_FOUND: { status: 40402, http: 404, zh: '接口不存在', en: 'No such API' },
  METHOD_NOT_ALLOWED: { status: 40501, http: 405, zh: '不支持该请求方法', en: 'This request method is not allowed here' },
  CONFLICT: { status: 40901, http: 409, zh: '数据已存在或已被修改', en: 'The data already exists or has been changed' },
  RECORD_IN_USE: {
    status: 40902,
    http: 409,
    zh: '该数据仍被使用（{what}），不能删除',
    en: 'This record is still in use ({what}) and cannot be deleted',
  },
  NOT_ON_SELF: { status: 40903, http: 409, zh: '不能对当前登录的账号执行此操作', en: 'This action cannot be applied to your own account' },
  INVALID_PARENT: {
    status: 40904,
    http: 422,
    zh: '上级不能是自身或其下级',
    en: 'The parent cannot be the record itself or one of its descendants',
  },
  PLAN_CYCLE_NEVER_FIRES: {
    status: 40028,
    http: 422,
    zh: '计划的周期不会产生任何任务，请检查周期、开始和结束日期',
    en: "The plan's cycle never fires: check its cycle, start and end dates",
  },
  OTHER_COMMUNITY_PARENT: {
    status: 40908,
    http: 422,
    zh: '所选{what}不存在或不属于该社区',
    en: 'The chosen {what} does not exist or does not belong to this community',
  },
  COMMUNITY_REQUIRED: {
    status: 40009,
    http: 422,
    zh: '请选择所属社区',
    en: 'Choose the community this record belongs to',
  },
  CURSOR_INVALID: {
    status: 40008,
    http: 422,
    zh: '分页位置已失效，请从第一页重新查询',
    en: 'The paging position is no longer valid; query again from the first page',
  },
  BUSINESS_TOKEN_INVALID: {
    status: 40934,
    http: 409,
    zh: '业务令牌无效或已使用，请刷新后重试',
    en: 'The business token is invalid or already used; refresh and try again',
  },
  PAYLOAD_TOO_LARGE: { status: 41301, http: 413, zh: '提交的内容过大', en: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 41501,
    http: 415,
    zh: '此处不接受该请求内容类型（Content-Type）',
    en: 'This content type (Content-Type) is not accepted here',
  },
  RATE_LIMITED: { status: 42901, http: 429, zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },

  INTERNAL_ERROR: { status: 50001, http: 500, zh: '服务器内部错误，请稍后再试', en: 'Internal server error, please try again later' },
  DATABASE_UNAVAILABLE: {
    status: 50301,
    http: 503,
    zh: '数据库暂不可用，请稍后再试',
    en: 'The database is temporarily unavailable, please try again later',
  },
  DATABASE_BUSY: {
    status: 50310,
    http: 503,
    zh: '数据库繁忙，本次操作未执行，请稍后再试',
    en: 'The database is busy and this was not done; please try again shortly',
  },
  FILE_STORE_UNAVAILABLE: {
    status: 50306,
    http: 503,
    zh: '文件存储暂不可用，请稍后再试',
    en: 'File storage is unavailable, please try again later',
  },
  DEVICE_FAILED: {
    status: 50302,
    http: 503,
    zh: '设备读取失败，请检查设备连接或联系管理员',
    en: 'The device could not be read; check its connection or contact the administrator',
  },
  DEVICE_NO_CARD: {
    status: 50303,
    http: 503,
    zh: '读卡器上没有卡，请放好卡片后重试',
    en: 'There is no card on the reader; place the card and try again',
  },
  DEVICE_BUSY: {
    status: 50304,
    http: 503,
    zh: '设备正忙，请稍后重试',
    en: 'The device is busy with another request; try again in a moment',
  },
  DEVICE_UNPLUGGED: {
    status: 50305,
    http: 503,
    zh: '未检测到设备，请检查设备是否已连接',
    en: 'The device is not connected; check that it is plugged in',
  },
  BACKUP_REFUSED: {
    status: 41122,
    http: 403,
    zh: '备份只能由本机的备份命令发起',
    en: 'A backup can only be asked for by the backup command on this machine',
  },
  BACKUP_RUNNING: {
    status: 41123,
    http: 409,
    zh: '已有备份正在进行，请稍后再试',
    en: 'A backup is already running; try again when it ends',
  },
} as const satisfies Record<string, CodeDecl>;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type ModuleCodes = UnionToIntersection<(typeof CONTRACT_MODULES)[number]['codes']>;

/** Every response code: the platform's and each module's (CONTRACT_MODULES), by name. */
export const Codes = Object.assign({}, PLATFORM_CODES, ...CONTRACT_MODULES.map((module) => module.codes)) as typeof PLATFORM_CODES &
  ModuleCodes;

export type CodeName = keyof typeof Codes;
export type Language = 'zh_cn' | 'en';
export const LANGUAGES: readonly Language[] = ['zh_cn', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh_cn';

const byStatus = new Map<number, CodeName>((Object.keys(Codes) as CodeName[]).map((name) => [Codes[name].status, name]));

export function codeByStatus(status: number): CodeName | undefined {
  return byStatus.get(status);
}

export function isSessionEndStatus(status: number): boolean {
  return (SESSION_END_CODES as readonly number[]).includes(status);
}

/** Fills `{name}` placeholders of a catalogue message in the given language. */
export function codeMessage(name: CodeName, language: Language, params: Record<string, string | number> = {}): string {
  const template = labelIn(Codes[name], language);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Maps an Accept-Language header (or a stored preference) to one of the console's languages. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}
