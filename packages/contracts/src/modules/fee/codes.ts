import type { CodeDecl } from '../../code-decl.js';
import { BANK_COLLECTION_CODES } from './bank-collection-codes.js';

/** The fee module's response codes (merged into the one catalogue, contracts `Codes`). */
export const FEE_CODES = {
  ...BANK_COLLECTION_CODES,
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
  FEE_REFUND_LINE_NOT_ON_RECEIPT: {
    status: 40975,
    http: 422,
    zh: '所选账单不在收据 {receipt} 上，或已全部退回，未做任何更改',
    en: 'A chosen line is not on receipt {receipt} or has nothing left to refund; nothing was changed',
  },
  FEE_REFUND_LINE_TOO_LARGE: {
    status: 40976,
    http: 409,
    zh: '{line} 退款 {amount} 元超过其可退金额 {remaining} 元',
    en: '{line}: the refund of {amount} yuan exceeds the {remaining} yuan it can still refund',
  },
} as const satisfies Record<string, CodeDecl>;
