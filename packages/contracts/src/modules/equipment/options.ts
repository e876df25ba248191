import type { EnumOption } from '../../resource/types.js';

/**
 * Documents of a piece of equipment (manuals, warranty certificates, acceptance reports): at most ten, each a
 * PDF, Word, Excel or picture file of at most 20 MB, uploaded through /api/fdfs (decision 0045).
 */
export const EQUIPMENT_DOCUMENT_LIMITS = {
  count: 10,
  bytes: 20 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'],
} as const;

export const EQUIPMENT_STATUS_OPTIONS = [
  { value: 1, zh: '正常', en: 'In service', color: 'green' },
  { value: 2, zh: '故障', en: 'Faulty', color: 'red' },
  { value: 3, zh: '维修中', en: 'Under repair', color: 'orange' },
  { value: 4, zh: '停用', en: 'Out of service', color: 'default' },
  { value: 5, zh: '报废', en: 'Scrapped', color: 'default' },
] as const satisfies readonly EnumOption[];

export const PLAN_CYCLE_KIND_OPTIONS = [
  { value: 'daily', zh: '每天', en: 'Daily' },
  { value: 'weekly', zh: '每周', en: 'Weekly' },
  { value: 'monthly', zh: '每月', en: 'Monthly' },
  { value: 'yearly', zh: '每年', en: 'Yearly' },
  { value: 'everyNDays', zh: '每 N 天', en: 'Every N days' },
] as const satisfies readonly EnumOption[];

export const MAINTAIN_STATUS_OPTIONS = [
  { value: 0, zh: '待保养', en: 'To do', color: 'blue' },
  { value: 1, zh: '已完成', en: 'Done', color: 'green' },
] as const satisfies readonly EnumOption[];

export const FAILURE_LEVEL_OPTIONS = [
  { value: 1, zh: '一般', en: 'Minor', color: 'default' },
  { value: 2, zh: '严重', en: 'Major', color: 'orange' },
  { value: 3, zh: '紧急', en: 'Critical', color: 'red' },
] as const satisfies readonly EnumOption[];

export const FAILURE_STATUS_OPTIONS = [
  { value: 'reported', zh: '已上报', en: 'Reported', color: 'blue' },
  { value: 'confirmed', zh: '已确认', en: 'Confirmed', color: 'cyan' },
  { value: 'repairing', zh: '维修中', en: 'Being repaired', color: 'orange' },
  { value: 'repaired', zh: '已修复', en: 'Repaired', color: 'green' },
  { value: 'closed', zh: '已关闭', en: 'Closed', color: 'default' },
] as const satisfies readonly EnumOption[];
export type FailureStatus = (typeof FAILURE_STATUS_OPTIONS)[number]['value'];
