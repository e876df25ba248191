import type { EnumOption } from '../../resource/types.js';

/** How a plan repeats (the flat form of the work-plan cycle: the days are written in `cycleDays`). */
export const PATROL_CYCLE_OPTIONS = [
  { value: 'daily', zh: '每天', en: 'Daily' },
  { value: 'weekly', zh: '每周', en: 'Weekly' },
  { value: 'monthly', zh: '每月', en: 'Monthly' },
  { value: 'yearly', zh: '每年', en: 'Yearly' },
  { value: 'everyNDays', zh: '每隔N天', en: 'Every N days' },
] as const satisfies readonly EnumOption[];
export type PatrolCycleKind = (typeof PATROL_CYCLE_OPTIONS)[number]['value'];

/** Whether a task's points must be checked in in the route's order. */
export const PATROL_ORDER_OPTIONS = [
  { value: 'inOrder', zh: '按顺序', en: 'In order', color: 'blue' },
  { value: 'anyOrder', zh: '不限顺序', en: 'Any order', color: 'default' },
] as const satisfies readonly EnumOption[];

/**
 * A task: waiting for its window, open (in its window), done (every point checked in), missed (its window closed
 * with points not checked in; those points are missed).
 */
export const PATROL_TASK_STATUS_OPTIONS = [
  { value: 'waiting', zh: '未开始', en: 'Not started', color: 'default' },
  { value: 'open', zh: '进行中', en: 'In progress', color: 'blue' },
  { value: 'done', zh: '已完成', en: 'Done', color: 'green' },
  { value: 'missed', zh: '有漏检', en: 'Points missed', color: 'red' },
] as const satisfies readonly EnumOption[];
export type PatrolTaskStatus = (typeof PATROL_TASK_STATUS_OPTIONS)[number]['value'];

/** One point of a task: not yet checked in, checked in, or missed (the task's window closed first). */
export const PATROL_RECORD_STATUS_OPTIONS = [
  { value: 'pending', zh: '待巡检', en: 'To check', color: 'default' },
  { value: 'checked', zh: '已签到', en: 'Checked in', color: 'green' },
  { value: 'missed', zh: '漏检', en: 'Missed', color: 'red' },
] as const satisfies readonly EnumOption[];

/** What the patroller found at a point. */
export const PATROL_RESULT_OPTIONS = [
  { value: 'normal', zh: '正常', en: 'Normal', color: 'green' },
  { value: 'abnormal', zh: '异常', en: 'Abnormal', color: 'orange' },
] as const satisfies readonly EnumOption[];

/** A problem: open, handed to repair as a work order, closed (with how it was resolved). */
export const PATROL_PROBLEM_STATUS_OPTIONS = [
  { value: 'open', zh: '待处理', en: 'Open', color: 'orange' },
  { value: 'repair', zh: '已转报修', en: 'Sent to repair', color: 'blue' },
  { value: 'closed', zh: '已关闭', en: 'Closed', color: 'green' },
] as const satisfies readonly EnumOption[];
export type PatrolProblemStatus = (typeof PATROL_PROBLEM_STATUS_OPTIONS)[number]['value'];
