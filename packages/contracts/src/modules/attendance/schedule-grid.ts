import { z } from 'zod';
import { permissionCode } from '../../resource/derive.js';
import { AttendanceReportQuerySchema } from './monthly-report.js';
import { attendanceScheduleResource } from './resources.js';

/**
 * The month grid of the schedule screen: staff by department down, the month's days across. Reading the grid is
 * reading schedules; its cells are changed through the schedule's own create, update and delete.
 */
export const ATTENDANCE_GRID_ACCESS = permissionCode(attendanceScheduleResource, 'view');

/** A month (YYYY-MM, China time), optionally one department. */
export const AttendanceGridQuerySchema = AttendanceReportQuerySchema;
export type AttendanceGridQuery = z.infer<typeof AttendanceGridQuerySchema>;

export const AttendanceGridCellSchema = z.object({ day: z.string(), scheduleId: z.number(), shiftId: z.number(), settled: z.number() });
export type AttendanceGridCell = z.infer<typeof AttendanceGridCellSchema>;

export const AttendanceGridSchema = z.object({
  /** Every day of the month, YYYY-MM-DD. */
  days: z.array(z.string()),
  /** The community's enabled shifts, for the cells' choice. */
  shifts: z.array(z.object({ id: z.number(), shiftName: z.string() })),
  /** The departments of the community's staff, for the filter. */
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Each approved staff member of the community (of the department), with the month's schedules. */
  rows: z.array(
    z.object({
      staffId: z.number(),
      staffName: z.string(),
      staffNo: z.string(),
      departmentName: z.string(),
      cells: z.array(AttendanceGridCellSchema),
    }),
  ),
});
export type AttendanceGrid = z.infer<typeof AttendanceGridSchema>;
