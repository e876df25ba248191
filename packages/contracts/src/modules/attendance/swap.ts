import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import { attendanceElement } from './elements.js';
import { calendarDate } from '../../resource/derive.js';

export const ATTENDANCE_SWAP_ELEMENTS = {
  swap: attendanceElement('attendanceSchedule:swap', 'schedule', '调班', 'Swap two staff members’ shifts'),
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

/** Two staff members exchange their shifts of one day (one of them may be off: the shift moves). */
export const AttendanceSwapSchema = z.strictObject({
  day: calendarDate(),
  staffA: id,
  staffB: id,
  reason: z.string().trim().max(200).default(''),
});
export type AttendanceSwap = z.infer<typeof AttendanceSwapSchema>;

export const AttendanceSwapResultSchema = z.object({ day: z.string(), schedules: z.number() });
export type AttendanceSwapResult = z.infer<typeof AttendanceSwapResultSchema>;
