import type { CodeDecl } from '../../code-decl.js';

/** The household module's response codes (merged into the one catalogue, contracts `Codes`). */
export const HOUSEHOLD_CODES = {
  REVIEW_NOT_ALLOWED: {
    status: 40907,
    http: 409,
    zh: '{name} 当前为“{status}”，不能执行该审核操作',
    en: '{name} is "{status}" and cannot take this review action',
  },
  PORTRAIT_JPG_ONLY: { status: 40027, http: 422, zh: '只能上传 JPG 格式的图片', en: 'Only JPG pictures can be uploaded' },
} as const satisfies Record<string, CodeDecl>;
