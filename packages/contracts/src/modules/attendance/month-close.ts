import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import { calendarMonth } from '../../resource/derive.js';
import { attendanceElement } from './elements.js';

/** Closing and reopening a month of a community's attendance (the report's figures frozen meanwhile). */
export const ATTENDANCE_MONTH_ELEMENTS = {
  close: attendanceElement('attendanceReport:close', 'report', '考勤月报关账', 'Close an attendance month'),
  reopen: attendanceElement('attendanceReport:reopen', 'report', '重新开放考勤月报', 'Reopen a closed attendance month'),
} as const satisfies Record<string, ElementDecl>;

const month = calendarMonth();

export const AttendanceMonthCloseSchema = z.strictObject({ month });
export type AttendanceMonthClose = z.infer<typeof AttendanceMonthCloseSchema>;

/** The reason is required (checked by the service, so an empty one is answered with its own code). */
export const AttendanceMonthReopenSchema = z.strictObject({ month, reason: z.string().trim().max(200).default('') });
export type AttendanceMonthReopen = z.infer<typeof AttendanceMonthReopenSchema>;

export const AttendanceMonthStateSchema = z.object({ month: z.string(), state: z.enum(['open', 'closed']) });
export type AttendanceMonthState = z.infer<typeof AttendanceMonthStateSchema>;
