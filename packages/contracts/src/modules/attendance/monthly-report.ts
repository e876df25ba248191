import { z } from 'zod';
import { calendarMonth } from '../../resource/derive.js';

/** A month (YYYY-MM, China time), optionally one department. */
export const AttendanceReportQuerySchema = z.strictObject({
  month: calendarMonth(),
  departmentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuerySchema>;

/** One person's month: excused anomalies are not counted (they are counted apart). */
export const AttendanceReportRowSchema = z.object({
  staffId: z.number(),
  staffName: z.string(),
  staffNo: z.string(),
  departmentName: z.string(),
  scheduledDays: z.number(),
  workedDays: z.number(),
  lateCount: z.number(),
  lateMinutes: z.number(),
  earlyCount: z.number(),
  earlyMinutes: z.number(),
  absentDays: z.number(),
  missingCount: z.number(),
  overtimeHours: z.number(),
  excusedCount: z.number(),
});
export type AttendanceReportRow = z.infer<typeof AttendanceReportRowSchema>;

/** A close or a reopen of a month, as the report screen lists them. */
export const AttendanceMonthEventSchema = z.object({
  action: z.enum(['close', 'reopen']),
  reason: z.string().nullable(),
  userName: z.string(),
  at: z.string(),
});
export type AttendanceMonthEvent = z.infer<typeof AttendanceMonthEventSchema>;

/** The month's figures: live while open, the ones stored at closing while closed (`closedAt` set). */
export const AttendanceReportSchema = z.object({
  month: z.string(),
  rows: z.array(AttendanceReportRowSchema),
  state: z.enum(['open', 'closed']),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  history: z.array(AttendanceMonthEventSchema),
});
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;

/** The report's columns, in order, as the screen and the .xlsx name them. */
export const ATTENDANCE_REPORT_COLUMNS = [
  { key: 'departmentName', zh: '部门', en: 'Department' },
  { key: 'staffName', zh: '姓名', en: 'Name' },
  { key: 'staffNo', zh: '工号', en: 'Staff ID' },
  { key: 'scheduledDays', zh: '排班天数', en: 'Scheduled days' },
  { key: 'workedDays', zh: '出勤天数', en: 'Days worked' },
  { key: 'lateCount', zh: '迟到次数', en: 'Late' },
  { key: 'lateMinutes', zh: '迟到分钟', en: 'Late minutes' },
  { key: 'earlyCount', zh: '早退次数', en: 'Left early' },
  { key: 'earlyMinutes', zh: '早退分钟', en: 'Early minutes' },
  { key: 'absentDays', zh: '旷工天数', en: 'Absent days' },
  { key: 'missingCount', zh: '缺卡次数', en: 'Missing clocks' },
  { key: 'overtimeHours', zh: '加班小时', en: 'Overtime hours' },
  { key: 'excusedCount', zh: '已核销', en: 'Excused' },
] as const satisfies readonly { key: keyof AttendanceReportRow; zh: string; en: string }[];
