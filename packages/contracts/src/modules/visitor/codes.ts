import type { CodeDecl } from '../../code-decl.js';

/** The visitor module's response codes (merged into the one catalogue, contracts `Codes`). */
export const VISITOR_CODES = {
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
} as const satisfies Record<string, CodeDecl>;
