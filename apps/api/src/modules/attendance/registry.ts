import {
  attendanceAnomalyResource,
  attendanceClockInResource,
  attendanceHolidayResource,
  attendancePeriodResource,
  attendanceRosterResource,
  attendanceScheduleResource,
  attendanceShiftResource,
} from '@cvap/contracts';
import type { RegistryEntry } from '../../engine/index.js';
import {
  attendanceClockInHooks,
  attendanceHolidayHooks,
  attendancePeriodHooks,
  attendanceRosterHooks,
  attendanceScheduleHooks,
  attendanceShiftHooks,
} from './hooks.js';
import {
  attendanceAnomalies,
  attendanceClockIns,
  attendanceHolidays,
  attendancePeriods,
  attendanceRosters,
  attendanceSchedules,
  attendanceShifts,
} from './schema.js';

/** Attendance: shifts, periods, rotations, schedules and corrections (written through the engine), anomalies (read). */
export const ATTENDANCE_REGISTRY: readonly RegistryEntry[] = [
  { decl: attendanceShiftResource, table: attendanceShifts, hooks: attendanceShiftHooks },
  { decl: attendancePeriodResource, table: attendancePeriods, hooks: attendancePeriodHooks },
  { decl: attendanceRosterResource, table: attendanceRosters, hooks: attendanceRosterHooks },
  { decl: attendanceScheduleResource, table: attendanceSchedules, hooks: attendanceScheduleHooks },
  { decl: attendanceClockInResource, table: attendanceClockIns, hooks: attendanceClockInHooks },
  { decl: attendanceAnomalyResource, table: attendanceAnomalies },
  { decl: attendanceHolidayResource, table: attendanceHolidays, hooks: attendanceHolidayHooks },
];
