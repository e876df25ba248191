import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import { calendarDate } from '../../resource/derive.js';
import { attendanceElement } from './elements.js';

export const ATTENDANCE_DAILY_ELEMENTS = {
  report: attendanceElement('attendanceDailyReport:view', 'dailyReport', '查看考勤日报', 'View the daily attendance report'),
  reportExport: attendanceElement('attendanceDailyReport:export', 'dailyReport', '导出考勤日报', 'Export the daily attendance report'),
} as const satisfies Record<string, ElementDecl>;

/** A China day (YYYY-MM-DD), optionally one department. */
export const AttendanceDailyQuerySchema = z.strictObject({
  day: calendarDate(),
  departmentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AttendanceDailyQuery = z.infer<typeof AttendanceDailyQuerySchema>;

/** One scheduled person's day: excused anomalies are not counted (they are counted apart). */
export const AttendanceDailyRowSchema = z.object({
  staffId: z.number(),
  staffName: z.string(),
  staffNo: z.string(),
  departmentName: z.string(),
  shiftName: z.string(),
  firstClock: z.string(),
  lastClock: z.string(),
  worked: z.number(),
  lateCount: z.number(),
  lateMinutes: z.number(),
  earlyCount: z.number(),
  earlyMinutes: z.number(),
  absent: z.number(),
  missingCount: z.number(),
  overtimeMinutes: z.number(),
  excusedCount: z.number(),
});
export type AttendanceDailyRow = z.infer<typeof AttendanceDailyRowSchema>;

export const AttendanceDailyReportSchema = z.object({ day: z.string(), rows: z.array(AttendanceDailyRowSchema) });
export type AttendanceDailyReport = z.infer<typeof AttendanceDailyReportSchema>;

/** The daily report's columns, in order, as the screen and the .xlsx name them. */
export const ATTENDANCE_DAILY_COLUMNS = [
  { key: 'departmentName', zh: '部门', en: 'Department' },
  { key: 'staffName', zh: '姓名', en: 'Name' },
  { key: 'staffNo', zh: '工号', en: 'Staff ID' },
  { key: 'shiftName', zh: '班次', en: 'Shift' },
  { key: 'firstClock', zh: '首次打卡', en: 'First clock' },
  { key: 'lastClock', zh: '末次打卡', en: 'Last clock' },
  { key: 'worked', zh: '出勤', en: 'Worked' },
  { key: 'lateCount', zh: '迟到次数', en: 'Late' },
  { key: 'lateMinutes', zh: '迟到分钟', en: 'Late minutes' },
  { key: 'earlyCount', zh: '早退次数', en: 'Left early' },
  { key: 'earlyMinutes', zh: '早退分钟', en: 'Early minutes' },
  { key: 'absent', zh: '旷工', en: 'Absent' },
  { key: 'missingCount', zh: '缺卡次数', en: 'Missing clocks' },
  { key: 'overtimeMinutes', zh: '加班分钟', en: 'Overtime minutes' },
  { key: 'excusedCount', zh: '已核销', en: 'Excused' },
] as const satisfies readonly { key: keyof AttendanceDailyRow; zh: string; en: string }[];
