import type { EnumOption } from '../../resource/types.js';

/** Who a notice is for: everyone of the property company, the chosen communities, or the chosen buildings. */
export const NOTICE_AUDIENCE_OPTIONS: readonly EnumOption[] = [
  { value: 'company', zh: '全公司', en: 'Whole company', color: 'blue' },
  { value: 'communities', zh: '指定社区', en: 'Communities', color: 'cyan' },
  { value: 'buildings', zh: '指定楼栋', en: 'Buildings', color: 'geekblue' },
];

export const NOTICE_TOP_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '置顶', en: 'Pinned', color: 'red' },
  { value: 0, zh: '不置顶', en: 'Not pinned', color: 'default' },
];

/** A notice body's HTML, before and after sanitising (characters). */
export const NOTICE_BODY_MAX_LENGTH = 100_000;
