import type { EnumOption } from '../../resource/types.js';

/** Where a clock-in came from: a supervisor's correction in the console, the phone view, a door passage. */
export const CLOCK_SOURCE_OPTIONS = [
  { value: 'console', zh: '后台补卡', en: 'Console correction', color: 'orange' },
  { value: 'phone', zh: '手机打卡', en: 'Phone', color: 'blue' },
  { value: 'door', zh: '门禁通行', en: 'Door passage', color: 'green' },
] as const satisfies readonly EnumOption[];
export type ClockSource = (typeof CLOCK_SOURCE_OPTIONS)[number]['value'];

/** What an attendance day found wrong. */
export const ANOMALY_TYPE_OPTIONS = [
  { value: 'late', zh: '迟到', en: 'Late', color: 'orange' },
  { value: 'early', zh: '早退', en: 'Left early', color: 'orange' },
  { value: 'absent', zh: '旷工', en: 'Absent', color: 'red' },
  { value: 'missingIn', zh: '缺签到', en: 'No clock-in', color: 'volcano' },
  { value: 'missingOut', zh: '缺签退', en: 'No clock-out', color: 'volcano' },
  { value: 'overtime', zh: '加班', en: 'Overtime', color: 'blue' },
] as const satisfies readonly EnumOption[];
export type AnomalyType = (typeof ANOMALY_TYPE_OPTIONS)[number]['value'];

/** How a rotation repeats: its pattern day by day from its start, or one entry per weekday (Monday first). */
export const ROSTER_MODE_OPTIONS = [
  { value: 'rotation', zh: '轮班', en: 'Rotation' },
  { value: 'weekly', zh: '按周', en: 'Weekly' },
] as const satisfies readonly EnumOption[];
export type RosterMode = (typeof ROSTER_MODE_OPTIONS)[number]['value'];

/** A schedule day: waiting for its end, settled (its anomalies computed). */
export const SCHEDULE_STATUS_OPTIONS = [
  { value: 0, zh: '未结算', en: 'Open', color: 'default' },
  { value: 1, zh: '已结算', en: 'Settled', color: 'green' },
] as const satisfies readonly EnumOption[];

export const EXCUSED_OPTIONS = [
  { value: 0, zh: '未核销', en: 'Not excused', color: 'red' },
  { value: 1, zh: '已核销', en: 'Excused', color: 'green' },
] as const satisfies readonly EnumOption[];

export const NIGHT_OPTIONS = [
  { value: 0, zh: '否', en: 'No' },
  { value: 1, zh: '是', en: 'Yes' },
] as const satisfies readonly EnumOption[];

/** A day of the community's calendar: a holiday (nobody is absent on it) or a swapped working day (调休上班). */
export const HOLIDAY_KIND_OPTIONS = [
  { value: 'holiday', zh: '节假日', en: 'Holiday', color: 'green' },
  { value: 'workday', zh: '调休上班', en: 'Swapped working day', color: 'orange' },
] as const satisfies readonly EnumOption[];
export type HolidayKind = (typeof HOLIDAY_KIND_OPTIONS)[number]['value'];
