import type { CodeDecl } from '../../../code-decl.js';

/** Bank collection's response codes (41040–41059, docs/decisions/0035); each names the file line it refuses. */
export const BANK_COLLECTION_CODES = {
  BANK_RESULT_MALFORMED: {
    status: 41040,
    http: 422,
    zh: '回盘文件第 {line} 行格式不正确：{reason}；未做任何更改',
    en: 'Line {line} of the result file is malformed: {reason}; nothing was changed',
  },
  BANK_RESULT_UNKNOWN_AGREEMENT: {
    status: 41041,
    http: 422,
    zh: '回盘文件第 {line} 行的协议号 {agreement} 不在批次 {batch} 的第 {seq} 笔中；未做任何更改',
    en: 'Line {line} of the result file names agreement {agreement}, which is not line {seq} of batch {batch}; nothing was changed',
  },
  BANK_RESULT_DUPLICATE: {
    status: 41042,
    http: 422,
    zh: '回盘文件第 {line} 行重复了第 {first} 行（第 {seq} 笔）；未做任何更改',
    en: 'Line {line} of the result file repeats line {first} (batch line {seq}); nothing was changed',
  },
  BANK_RESULT_AMOUNT: {
    status: 41043,
    http: 422,
    zh: '回盘文件第 {line} 行金额 {amount} 元与批次中的 {expected} 元不一致；未做任何更改',
    en: 'Line {line} of the result file says {amount} yuan where the batch sent {expected} yuan; nothing was changed',
  },
  BANK_RESULT_WRONG_BATCH: {
    status: 41044,
    http: 422,
    zh: '回盘文件第 {line} 行属于批次 {found}，不是批次 {batch}；未做任何更改',
    en: 'Line {line} of the result file belongs to batch {found}, not batch {batch}; nothing was changed',
  },
  BANK_RESULT_INCOMPLETE: {
    status: 41045,
    http: 422,
    zh: '回盘文件缺少批次的 {count} 笔明细（如第 {seq} 笔）；未做任何更改',
    en: 'The result file lacks {count} of the batch lines (e.g. line {seq}); nothing was changed',
  },
  BANK_RESULT_TOTALS: {
    status: 41046,
    http: 422,
    zh: '回盘文件第 {line} 行（文件头）的笔数或金额与明细不符：{reason}；未做任何更改',
    en: 'Line {line} of the result file (the header) does not add up: {reason}; nothing was changed',
  },
  BANK_BATCH_RETURNED: {
    status: 41047,
    http: 409,
    zh: '批次 {batch} 已导入另一份回盘文件，不能再导入',
    en: 'Batch {batch} already has another result file imported',
  },
  BANK_NOTHING_OWED: {
    status: 41048,
    http: 422,
    zh: '计划“{plan}”的有效协议在账期内没有可托收的欠费',
    en: 'No active agreement of plan "{plan}" owes anything for its billing months',
  },
  BANK_PLAN_DISABLED: { status: 41049, http: 409, zh: '计划“{plan}”已停用', en: 'Plan "{plan}" is disabled' },
  BANK_ACCOUNT_INVALID: {
    status: 41050,
    http: 422,
    zh: '银行账号须为 12 至 30 位数字',
    en: 'The account number must be 12 to 30 digits',
  },
  BANK_BATCH_NOT_RETURNED: {
    status: 41051,
    http: 409,
    zh: '批次 {batch} 尚未回盘',
    en: 'Batch {batch} has no result yet',
  },
  BANK_NOTHING_TO_RETRY: {
    status: 41052,
    http: 422,
    zh: '批次 {batch} 没有仍欠费且未重试的失败明细',
    en: 'Batch {batch} has no failed line still owed and not yet retried',
  },
  BANK_FILE_MISSING: {
    status: 41053,
    http: 404,
    zh: '找不到回盘文件（请重新上传）',
    en: 'The result file cannot be found (upload it again)',
  },
  BANK_BATCH_OPEN: {
    status: 41054,
    http: 409,
    zh: '计划“{plan}”的批次 {batch} 还在等待回盘，回盘前不能再生成批次（避免重复扣款）',
    en: 'Batch {batch} of plan "{plan}" is still awaiting the bank; no new batch until it returns (no double debit)',
  },
  BANK_AGREEMENT_DUPLICATE: {
    status: 41055,
    http: 409,
    zh: '该房屋已有有效的托收协议 {agreement}',
    en: 'This house already has the active agreement {agreement}',
  },
  BANK_PLAN_DATES: {
    status: 41056,
    http: 422,
    zh: '日期不正确：{reason}',
    en: 'The dates are not valid: {reason}',
  },
  BANK_FILE_NOT_EXPORTED: {
    status: 41057,
    http: 409,
    zh: '批次 {batch} 尚未生成托收文件',
    en: 'Batch {batch} has no bank file yet',
  },
} as const satisfies Record<string, CodeDecl>;
