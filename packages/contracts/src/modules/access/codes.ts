import type { CodeDecl } from '../../code-decl.js';

/** The access module's response codes (merged into the one catalogue, contracts `Codes`). */
export const ACCESS_CODES = {
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
  RALID_UNREACHABLE: {
    status: 50320,
    http: 503,
    zh: '门禁平台访问失败：{reason}',
    en: 'The access-control platform failed: {reason}',
  },
} as const satisfies Record<string, CodeDecl>;
