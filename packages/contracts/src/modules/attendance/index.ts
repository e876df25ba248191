import type { ContractModule } from '../contract-module.js';
import { ATTENDANCE_CODES } from './codes.js';
import { ATTENDANCE_DAILY_ELEMENTS } from './daily-report.js';
import { ATTENDANCE_ELEMENTS } from './elements.js';
import { attendanceHolidayResource } from './holiday.js';
import { ATTENDANCE_MONTH_ELEMENTS } from './month-close.js';
import { ATTENDANCE_MY_CLOCK_ELEMENTS } from './my-clock.js';
import { ATTENDANCE_SWAP_ELEMENTS } from './swap.js';
import { ATTENDANCE_MENUS } from './menus.js';
import {
  attendanceAnomalyResource,
  attendanceClockInResource,
  attendancePeriodResource,
  attendanceRosterResource,
  attendanceScheduleResource,
  attendanceShiftResource,
} from './resources.js';
import { OP_VERBS } from '../op-log-vocabulary.js';
import { permissionCode } from '../../resource/derive.js';

export * from './anomaly.js';
export * from './daily-report.js';
export * from './elements.js';
export * from './endpoints.js';
export * from './month-close.js';
export * from './monthly-report.js';
export * from './my-clock.js';
export * from './roster-overlap.js';
export * from './schedule-grid.js';
export * from './swap.js';
export * from './options.js';
export {
  attendanceAnomalyResource,
  attendanceClockInResource,
  attendanceHolidayResource,
  attendancePeriodResource,
  attendanceRosterResource,
  attendanceScheduleResource,
  attendanceShiftResource,
};

/** Attendance (/attendanceManager): shifts and their periods, rotations making schedules, clock-ins, anomalies, the report. */
export const attendanceContract = {
  name: 'attendance',
  resources: [
    attendanceShiftResource,
    attendancePeriodResource,
    attendanceRosterResource,
    attendanceScheduleResource,
    attendanceClockInResource,
    attendanceAnomalyResource,
    attendanceHolidayResource,
  ],
  elements: [
    ...Object.values(ATTENDANCE_ELEMENTS),
    ...Object.values(ATTENDANCE_MONTH_ELEMENTS),
    ...Object.values(ATTENDANCE_DAILY_ELEMENTS),
    ...Object.values(ATTENDANCE_SWAP_ELEMENTS),
    ...Object.values(ATTENDANCE_MY_CLOCK_ELEMENTS),
  ],
  codes: ATTENDANCE_CODES,
  // A rotation's form adds a department's staff: it picks from the department tree.
  lookupUses: [
    {
      resource: 'department',
      elements: [permissionCode(attendanceRosterResource, 'add'), permissionCode(attendanceRosterResource, 'edit')],
    },
  ],
  menus: ATTENDANCE_MENUS,
  jobs: [{ value: 'settleAttendance', zh: '考勤结算', en: 'Settle attendance' }] as const,
  opLog: {
    actions: [
      { value: 'excuse', zh: '核销考勤异常', en: 'Excuse an anomaly' },
      OP_VERBS.close,
      { value: 'reopen', zh: '重新开放', en: 'Reopen' },
      OP_VERBS.compute,
      { value: 'swap', zh: '调班', en: 'Swap shifts' },
    ],
  },
} satisfies ContractModule;
