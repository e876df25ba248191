/**
 * The one catalogue of response codes. `status` goes in the envelope, `http` is the real HTTP status sent
 * beside it, and the messages are what the console shows in the user's language.
 */
import { labelIn } from './resource/fields.js';

export const SESSION_END_CODES = [40101, 40102, 7101, 7102, 7103] as const;

export const Codes = {
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
  AREA_PARENT_NOT_GROUP: { status: 40905, http: 422, zh: '上级只能是机构/区域', en: 'The parent must be an institution or region' },
  FLOORS_ONLY_ON_BUILDINGS: { status: 40906, http: 422, zh: '只有楼栋可以设置楼层', en: 'Only a building can have floors' },
  REVIEW_NOT_ALLOWED: {
    status: 40907,
    http: 409,
    zh: '{name} 当前为“{status}”，不能执行该审核操作',
    en: '{name} is "{status}" and cannot take this review action',
  },
  PORTRAIT_JPG_ONLY: { status: 40027, http: 422, zh: '只能上传 JPG 格式的图片', en: 'Only JPG pictures can be uploaded' },
  OWN_ROLE: {
    status: 40909,
    http: 409,
    zh: '不能修改自己的角色或所拥有角色的权限',
    en: 'You cannot change your own roles, or the grants of a role you hold',
  },
  OTHER_COMMUNITY_PARENT: {
    status: 40908,
    http: 422,
    zh: '所选{what}不存在或不属于该社区',
    en: 'The chosen {what} does not exist or does not belong to this community',
  },
  FEE_STANDARD_INVALID: { status: 40940, http: 422, zh: '收费标准不正确：{reason}', en: 'The charge standard is not valid: {reason}' },
  FEE_READING_LOWER: {
    status: 40941,
    http: 422,
    zh: '本次读数 {current} 低于上次读数 {previous}，仅在换表时允许（请勾选“已换表”）',
    en: 'The reading {current} is lower than the previous reading {previous}; this is allowed only when the meter was replaced (tick "Meter replaced")',
  },
  FEE_READING_PERIOD: {
    status: 40942,
    http: 422,
    zh: '该仪表在 {last} 已有更晚的读数，不能录入更早账期的读数',
    en: 'This meter already has a reading for {last}; an earlier billing month cannot be entered',
  },
  FEE_RUN_ACTIVE: {
    status: 40943,
    http: 409,
    zh: '账期 {period} 已有一个生成中或已暂停的账单生成任务',
    en: 'A bill run for {period} is already generating or paused',
  },
  FEE_RUN_STATE: {
    status: 40944,
    http: 409,
    zh: '账单生成任务当前为“{status}”，不能执行该操作',
    en: 'The bill run is "{status}" and cannot take this action',
  },
  FEE_STANDARD_LIMIT: {
    status: 40946,
    http: 422,
    zh: '{field}不能超过 {max}（{basis}），以保证每条账单不超过 {line} 元',
    en: '{field} may be at most {max} ({basis}), so that no bill line exceeds {line} yuan',
  },
  FEE_RUN_MISSING_AREA: {
    status: 40947,
    http: 422,
    zh: '{count} 个收费对象缺少面积，未生成账单',
    en: '{count} charged objects have no area and were not billed',
  },
  FEE_RUN_AMOUNT_OVERFLOW: {
    status: 40948,
    http: 422,
    zh: '生成失败：有账单金额超出账本可记录的范围，未生成本社区的任何账单；请检查本社区收费标准的单价、附加费、固定金额及房屋面积，改正后可继续生成',
    en: "Failed: a bill line's amount is larger than the ledger can hold, so no line of this community was created; check the unit prices, extras, fixed amounts and house areas of this community's standards, then resume",
  },
  FEE_RUN_COMMUNITY_FAILED: {
    status: 50010,
    http: 500,
    zh: '生成失败：处理本社区时出错，未生成本社区的任何账单（详情已记入服务器日志，编号 {ref}），可继续生成重试',
    en: 'Failed: an error occurred while billing this community and none of its lines were created (the details are in the server log, reference {ref}); resume to retry',
  },
  FEE_PREVIEW_NEEDS: {
    status: 40945,
    http: 422,
    zh: '预览需要{what}',
    en: 'The preview needs {what}',
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
  BUSINESS_TOKEN_INVALID: {
    status: 40934,
    http: 409,
    zh: '业务令牌无效或已使用，请刷新后重试',
    en: 'The business token is invalid or already used; refresh and try again',
  },
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
  ACCESS_SYNC_RUNNING: {
    status: 40950,
    http: 409,
    zh: '门禁平台同步正在进行中，请等待本次同步结束后再试',
    en: 'An access-control sync is already running; wait for it to end and try again',
  },
  CARD_NO_TAKEN: { status: 40951, http: 409, zh: '卡号 {cardNo} 已发放，不能重复发卡', en: 'Card number {cardNo} has already been issued' },
  CARD_VALIDITY_PAST: {
    status: 40033,
    http: 422,
    zh: '卡片有效期不能早于当前时间',
    en: 'The card validity cannot end in the past',
  },
  CARD_ACTION_NOT_ALLOWED: {
    status: 40952,
    http: 409,
    zh: '卡片当前为“{status}”，不能{action}',
    en: 'The card is "{status}" and cannot be {action}',
  },
  VISITOR_BARRED: {
    status: 40980,
    http: 409,
    zh: '该访客在禁止来访名单中，不能登记，请联系安保人员',
    en: 'This visitor is barred by the watchlist and cannot be registered; contact security',
  },
  VISIT_ACTION_NOT_ALLOWED: {
    status: 40981,
    http: 409,
    zh: '该来访当前为“{status}”，不能{action}',
    en: 'The visit is "{status}" and cannot be {action}',
  },
  VISIT_PHOTO_NOT_JPG: { status: 40982, http: 422, zh: '照片只能是JPG格式', en: 'Only JPG photos are accepted' },
  VISIT_PHOTO_REQUIRED: { status: 40983, http: 422, zh: '请先拍摄现场照片', en: 'Captured image is required' },
  VISIT_NO_VISITOR: { status: 40984, http: 422, zh: '至少需要一位访客', en: 'At least one visitor' },
  VISIT_LEAVE_BEFORE_ARRIVAL: {
    status: 40985,
    http: 422,
    zh: '离开时间不能早于到访时间',
    en: 'The leave time cannot be before the arrival time',
  },
  VISIT_EXPECTED_IN_PAST: {
    status: 40988,
    http: 422,
    zh: '预约到访时间不能早于今天',
    en: 'The expected arrival cannot be before today',
  },
  VISIT_HOST_NOT_IN_COMMUNITY: {
    status: 40986,
    http: 422,
    zh: '被访企业或被访人不存在或不属于本社区',
    en: 'The company or host visited does not exist or does not belong to this community',
  },
  VISIT_PLACE_REQUIRED: {
    status: 40987,
    http: 422,
    zh: '请选择被访企业，或选择被访住户（业主、家属或租户）作为被访人',
    en: 'Pick the company visited, or a resident (owner, family member or tenant) as the host',
  },
  RALID_UNREACHABLE: {
    status: 50320,
    http: 503,
    zh: '门禁平台访问失败：{reason}',
    en: 'The access-control platform failed: {reason}',
  },
  FEE_OVERPAY: {
    status: 40961,
    http: 409,
    zh: '账单 {line} 待缴 {outstanding} 元，不能收取 {amount} 元（可能已被其他收银员收取），未做任何更改',
    en: 'Bill line {line} has {outstanding} yuan outstanding and cannot take {amount} yuan (another cashier may have taken it); nothing was changed',
  },
  FEE_REFUND_TOO_LARGE: {
    status: 40962,
    http: 409,
    zh: '退款 {amount} 元超过该收据可退金额 {remaining} 元',
    en: 'The refund of {amount} yuan exceeds the {remaining} yuan this receipt can still refund',
  },
  FEE_OWN_REQUEST: {
    status: 40963,
    http: 409,
    zh: '不能审核自己提交的申请，请由其他人审核',
    en: 'You cannot review your own request; someone else must',
  },
  FEE_OTHER_COMMUNITY_ACCOUNT: {
    status: 40964,
    http: 422,
    zh: '转入账户不存在或不属于本社区',
    en: 'The receiving account does not exist or does not belong to this community',
  },
  FEE_LINE_CANCELLED: {
    status: 40965,
    http: 409,
    zh: '账单 {line} 已作废，不能收费',
    en: 'Bill line {line} is cancelled and cannot be paid',
  },
  FEE_INSUFFICIENT_BALANCE: {
    status: 40966,
    http: 409,
    zh: '账户余额 {balance} 元，不足 {amount} 元',
    en: 'The account balance of {balance} yuan is less than {amount} yuan',
  },
  FEE_TENDER_MISMATCH: {
    status: 40967,
    http: 422,
    zh: '支付方式合计 {tenders} 元与收费合计 {lines} 元不一致',
    en: 'The payment methods add up to {tenders} yuan but the lines to {lines} yuan',
  },
  FEE_REQUEST_NOT_PENDING: { status: 40968, http: 409, zh: '该申请已审核，不能再次审核', en: 'This request has already been reviewed' },
  FEE_PAYMENT_CANCELLED: { status: 40969, http: 409, zh: '收据 {receipt} 已作废', en: 'Receipt {receipt} has been cancelled' },
  FEE_ACCOUNT_NOT_ALLOWED: {
    status: 40970,
    http: 422,
    zh: '账单 {line} 的收费标准不允许预存抵扣',
    en: "Bill line {line}'s fee standard does not allow paying from an account",
  },
  FEE_ACCOUNT_KIND: { status: 40971, http: 422, zh: '账户 {account} 不是{kind}账户', en: 'Account {account} is not a {kind} account' },
  FEE_WAIVER_NOT_LATE_FEE: { status: 40972, http: 422, zh: '只能减免违约金账单', en: 'Only a late-fee line can be waived' },
  FEE_TRANSFER_SAME_ACCOUNT: { status: 40973, http: 422, zh: '转出与转入账户不能相同', en: 'The two accounts of a transfer must differ' },
  FEE_ACCOUNT_NOT_OWN: {
    status: 40974,
    http: 422,
    zh: '账户 {account} 不是本住户的预存账户，不能用于本次收费；如需动用其他账户的余额，请先在“转账管理”中申请转账（需他人审核），未做任何更改',
    en: "Account {account} is not this house's own prepayment account and cannot pay here; to use another account's balance, request a transfer under Transfers first (someone else reviews it); nothing was changed",
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
  DEVICE_FAILED: {
    status: 50302,
    http: 503,
    zh: '设备读取失败，请检查设备连接或联系管理员',
    en: 'The device could not be read; check its connection or contact the administrator',
  },
  DEVICE_COMMAND_FAILED: {
    status: 50350,
    http: 502,
    zh: '设备未能执行：{reason}',
    en: 'The device did not do it: {reason}',
  },
  DEVICE_REMOTE_DISABLED: { status: 40050, http: 422, zh: '该设备未允许远程开门', en: 'Remote opening is not enabled on this device' },
  GATEWAY_TOKEN_INVALID: {
    status: 40150,
    http: 401,
    zh: '设备网关凭据缺失或不正确',
    en: 'The device gateway token is missing or wrong',
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
} as const satisfies Record<string, { status: number; http: number; zh: string; en: string }>;

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
