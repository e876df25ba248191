import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import { attendanceElement } from './elements.js';

/** A staff member's own day and clock-in from the phone view (GET the day, POST to clock in now). */
export const ATTENDANCE_MY_CLOCK_ELEMENTS = {
  clockIn: attendanceElement('attendanceClockIn:mine', 'myClock', '手机打卡', 'Clock in from the phone'),
} as const satisfies Record<string, ElementDecl>;

export const AttendanceMyClockSchema = z.object({
  staffName: z.string(),
  staffNo: z.string(),
  /** Today in China time (YYYY-MM-DD). */
  day: z.string(),
  /** Today's shift, or null on a day off. */
  shiftName: z.string().nullable(),
  periods: z.array(z.object({ signIn: z.string(), signOut: z.string(), nextDay: z.number() })),
  /** Today's clock-ins, earliest first. */
  clocks: z.array(z.object({ clockedAt: z.string(), source: z.string(), doorName: z.string().nullable() })),
  /** Set by a clock-in: false when one of the last seconds already counted (the same clock, not a second one). */
  recorded: z.boolean().optional(),
});
export type AttendanceMyClock = z.infer<typeof AttendanceMyClockSchema>;
