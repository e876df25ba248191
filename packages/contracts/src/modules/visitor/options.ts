import { optionValues, type EnumOption } from '../../resource/types.js';

/** Who the visitor is (访客类型). */
export const GUEST_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'business', zh: '商务洽谈', en: 'Business', color: 'blue' },
  { value: 'interview', zh: '面试', en: 'Interview', color: 'cyan' },
  { value: 'delivery', zh: '快递外卖', en: 'Delivery', color: 'orange' },
  { value: 'maintenance', zh: '维修施工', en: 'Maintenance', color: 'gold' },
  { value: 'personal', zh: '亲友来访', en: 'Family or friend', color: 'green' },
  { value: 'official', zh: '政府检查', en: 'Official inspection', color: 'purple' },
  { value: 'other', zh: '其他', en: 'Other', color: 'default' },
];

/** How the visitor passes the doors (通行方式). `none` at the kiosk is stored as `manual` (let in by the guard). */
export const VISIT_PASS_METHOD_OPTIONS = [
  { value: 'card', zh: '门禁卡', en: 'Access card', color: 'blue' },
  { value: 'qr', zh: '二维码', en: 'QR pass', color: 'green' },
  { value: 'face', zh: '人脸', en: 'Face', color: 'purple' },
  { value: 'manual', zh: '保安放行', en: 'Let in by the guard', color: 'default' },
] as const satisfies readonly EnumOption[];
export const VISIT_PASS_METHODS = optionValues(VISIT_PASS_METHOD_OPTIONS);
export type VisitPassMethod = (typeof VISIT_PASS_METHODS)[number];

/** How the visitor came (来访方式). */
export const VISIT_WAY_OPTIONS = [
  { value: 'walk', zh: '步行', en: 'On foot', color: 'green' },
  { value: 'car', zh: '驾车', en: 'By car', color: 'blue' },
  { value: 'bike', zh: '骑行', en: 'By bicycle or scooter', color: 'cyan' },
  { value: 'taxi', zh: '出租车/网约车', en: 'By taxi', color: 'gold' },
  { value: 'other', zh: '其他', en: 'Other', color: 'default' },
] as const satisfies readonly EnumOption[];
export const VISIT_WAYS = optionValues(VISIT_WAY_OPTIONS);
export type VisitWay = (typeof VISIT_WAYS)[number];

/** Where the visit was registered (登记方式). */
export const VISIT_REGISTER_WAY_OPTIONS = [
  { value: 'appointment', zh: '预约', en: 'Appointment', color: 'blue' },
  { value: 'kiosk', zh: '访客机', en: 'Kiosk', color: 'green' },
  { value: 'guard', zh: '保安登记', en: 'Guard desk', color: 'orange' },
] as const satisfies readonly EnumOption[];
export const VISIT_REGISTER_WAYS = optionValues(VISIT_REGISTER_WAY_OPTIONS);
export type VisitRegisterWay = (typeof VISIT_REGISTER_WAYS)[number];

/** Watchlist levels: barred (registration refused) or escort (accepted, flagged, to be escorted). */
export const WATCHLIST_LEVEL_OPTIONS = [
  { value: 'barred', zh: '禁止入内', en: 'Barred', color: 'red' },
  { value: 'escort', zh: '需陪同', en: 'To be escorted', color: 'orange' },
] as const satisfies readonly EnumOption[];
export const WATCHLIST_LEVELS = optionValues(WATCHLIST_LEVEL_OPTIONS);
export type WatchlistLevel = (typeof WATCHLIST_LEVELS)[number];

/** What happened when a watchlisted person registered. */
export const WATCHLIST_OUTCOME_OPTIONS: readonly EnumOption[] = [
  { value: 'refused', zh: '已拦截', en: 'Refused', color: 'red' },
  { value: 'flagged', zh: '已标记', en: 'Flagged', color: 'orange' },
];

export const IS_CALL_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '已通知', en: 'Called', color: 'green' },
  { value: 0, zh: '未通知', en: 'Not called', color: 'default' },
];

/** Companions a visit may list besides the guest. */
export const VISIT_COMPANIONS_MAX = 20;
