import { z } from 'zod';
import { endpoint } from '../../endpoint-decl.js';
import { permissionCode } from '../../resource/derive.js';
import { AttendanceExcuseResultSchema, AttendanceExcuseSchema, AttendanceSettleResultSchema } from './anomaly.js';
import { ATTENDANCE_DAILY_ELEMENTS, AttendanceDailyQuerySchema, AttendanceDailyReportSchema } from './daily-report.js';
import { ATTENDANCE_ELEMENTS } from './elements.js';
import {
  ATTENDANCE_MONTH_ELEMENTS,
  AttendanceMonthCloseSchema,
  AttendanceMonthReopenSchema,
  AttendanceMonthStateSchema,
} from './month-close.js';
import { AttendanceReportQuerySchema, AttendanceReportSchema } from './monthly-report.js';
import { ATTENDANCE_MY_CLOCK_ELEMENTS, AttendanceMyClockSchema } from './my-clock.js';
import { attendanceRosterResource } from './resources.js';
import { RosterOverlapQuerySchema, RosterOverlapSchema } from './roster-overlap.js';
import { ATTENDANCE_GRID_ACCESS, AttendanceGridQuerySchema, AttendanceGridSchema } from './schedule-grid.js';
import { ATTENDANCE_SWAP_ELEMENTS, AttendanceSwapResultSchema, AttendanceSwapSchema } from './swap.js';

/** Every endpoint below acts for one community: the head office acting for none is told to choose one. */
const COMMUNITY = 'ATTENDANCE_COMMUNITY_REQUIRED';
const MONTH_CLOSED = 'ATTENDANCE_MONTH_CLOSED';
const MONTH = '/api/attendance/report/monthly';
const DAILY = '/api/attendance/report/daily';
const MY_CLOCK = '/api/attendance/myClock';
/** The month's close, reopen and recompute: each logged with the month. */
const monthOpLog = (action: string) => ({ resource: 'attendanceAnomaly', action });

/**
 * The attendance endpoints beside the engine's generic ones, declared once (docs/decisions/0054): excusing an
 * anomaly, settling now, the monthly report and its .xlsx, closing and reopening a month, the daily report, the
 * schedule grid, swapping shifts, the phone clock-in, a rotation's overlap check.
 */
export const AttendanceEndpoints = {
  rosterOverlap: endpoint({
    id: 'attendanceRoster.overlap',
    method: 'POST',
    path: '/api/attendance/roster/overlap',
    summary: 'The days other rotations already cover for the staff of a rotation about to be saved',
    tag: 'attendanceRoster',
    access: [permissionCode(attendanceRosterResource, 'add'), permissionCode(attendanceRosterResource, 'edit')],
    body: RosterOverlapQuerySchema,
    answer: RosterOverlapSchema,
  }),
  excuse: endpoint({
    id: 'attendanceAnomaly.excuse',
    method: 'POST',
    path: '/api/attendance/anomaly/excuse',
    tag: 'attendanceAnomaly',
    summary: 'Excuse an anomaly with its reason (leave, a business trip)',
    access: ATTENDANCE_ELEMENTS.excuse.code,
    opLog: { resource: 'attendanceAnomaly', action: 'excuse' },
    body: AttendanceExcuseSchema,
    answer: AttendanceExcuseResultSchema,
    errors: [COMMUNITY, 'ATTENDANCE_REASON_REQUIRED', 'NOT_FOUND', MONTH_CLOSED, 'ATTENDANCE_ANOMALY_EXCUSED'],
  }),
  settle: endpoint({
    id: 'attendanceAnomaly.settle',
    method: 'POST',
    path: '/api/attendance/settle',
    tag: 'attendanceAnomaly',
    summary: "Read new door passages into clock-ins and compute the community's finished days now",
    access: ATTENDANCE_ELEMENTS.settle.code,
    answer: AttendanceSettleResultSchema,
    errors: [COMMUNITY],
  }),
  report: endpoint({
    id: 'attendanceReport.monthly',
    method: 'GET',
    path: MONTH,
    tag: 'attendanceReport',
    summary: 'The monthly report per department and person',
    access: ATTENDANCE_ELEMENTS.report.code,
    query: AttendanceReportQuerySchema,
    answer: AttendanceReportSchema,
    errors: [COMMUNITY],
  }),
  reportExport: endpoint({
    id: 'attendanceReport.monthlyExport',
    method: 'GET',
    path: `${MONTH}/export`,
    tag: 'attendanceReport',
    summary: 'The monthly report as an .xlsx (binary)',
    access: ATTENDANCE_ELEMENTS.reportExport.code,
    opLog: { resource: 'attendanceAnomaly', action: 'export' },
    query: AttendanceReportQuerySchema,
    answer: z.void(),
    file: true,
    errors: [COMMUNITY],
  }),
  close: endpoint({
    id: 'attendanceReport.close',
    method: 'POST',
    path: `${MONTH}/close`,
    tag: 'attendanceReport',
    summary: "Close a finished month: its report's figures are frozen",
    access: ATTENDANCE_MONTH_ELEMENTS.close.code,
    opLog: monthOpLog('close'),
    body: AttendanceMonthCloseSchema,
    answer: AttendanceMonthStateSchema,
    errors: [COMMUNITY, 'ATTENDANCE_MONTH_NOT_OVER', 'ATTENDANCE_MONTH_ALREADY_CLOSED'],
  }),
  reopen: endpoint({
    id: 'attendanceReport.reopen',
    method: 'POST',
    path: `${MONTH}/reopen`,
    tag: 'attendanceReport',
    summary: 'Reopen a closed month, with the reason',
    access: ATTENDANCE_MONTH_ELEMENTS.reopen.code,
    opLog: monthOpLog('reopen'),
    body: AttendanceMonthReopenSchema,
    answer: AttendanceMonthStateSchema,
    errors: [COMMUNITY, 'ATTENDANCE_REOPEN_REASON_REQUIRED', 'ATTENDANCE_MONTH_NOT_CLOSED'],
  }),
  recompute: endpoint({
    id: 'attendanceReport.recompute',
    method: 'POST',
    path: `${MONTH}/recompute`,
    tag: 'attendanceReport',
    summary: 'Recompute every day of an open month',
    access: ATTENDANCE_ELEMENTS.settle.code,
    opLog: monthOpLog('compute'),
    body: AttendanceMonthCloseSchema,
    answer: AttendanceSettleResultSchema,
    errors: [COMMUNITY, MONTH_CLOSED],
  }),
  dailyReport: endpoint({
    id: 'attendanceReport.daily',
    method: 'GET',
    path: DAILY,
    tag: 'attendanceReport',
    summary: 'The daily report per department and person',
    access: ATTENDANCE_DAILY_ELEMENTS.report.code,
    query: AttendanceDailyQuerySchema,
    answer: AttendanceDailyReportSchema,
    errors: [COMMUNITY],
  }),
  dailyReportExport: endpoint({
    id: 'attendanceReport.dailyExport',
    method: 'GET',
    path: `${DAILY}/export`,
    tag: 'attendanceReport',
    summary: 'The daily report as an .xlsx (binary)',
    access: ATTENDANCE_DAILY_ELEMENTS.reportExport.code,
    opLog: { resource: 'attendanceAnomaly', action: 'export' },
    query: AttendanceDailyQuerySchema,
    answer: z.void(),
    file: true,
    errors: [COMMUNITY],
  }),
  grid: endpoint({
    id: 'attendanceSchedule.grid',
    method: 'GET',
    path: '/api/attendance/schedule/grid',
    tag: 'attendanceSchedule',
    summary: "A month of the community's schedules as a grid: staff by department, the days, the shifts",
    access: ATTENDANCE_GRID_ACCESS,
    query: AttendanceGridQuerySchema,
    answer: AttendanceGridSchema,
    errors: [COMMUNITY],
  }),
  swap: endpoint({
    id: 'attendanceSchedule.swap',
    method: 'POST',
    path: '/api/attendance/schedule/swap',
    tag: 'attendanceSchedule',
    summary: 'Swap two staff members’ shifts of a day, with the reason',
    access: ATTENDANCE_SWAP_ELEMENTS.swap.code,
    opLog: { resource: 'attendanceSchedule', action: 'swap' },
    body: AttendanceSwapSchema,
    answer: AttendanceSwapResultSchema,
    errors: [
      COMMUNITY,
      'ATTENDANCE_SWAP_SAME_STAFF',
      'ATTENDANCE_SWAP_REASON_REQUIRED',
      'ATTENDANCE_STAFF_NOT_IN_COMMUNITY',
      MONTH_CLOSED,
      'ATTENDANCE_SWAP_NOTHING',
    ],
  }),
  myClock: endpoint({
    id: 'attendanceClockIn.mine',
    method: 'GET',
    path: MY_CLOCK,
    tag: 'attendanceClockIn',
    summary: "The signed-in staff member's today: shift, periods and clock-ins",
    access: ATTENDANCE_MY_CLOCK_ELEMENTS.clockIn.code,
    answer: AttendanceMyClockSchema,
    errors: [COMMUNITY, 'ATTENDANCE_NO_STAFF_PROFILE'],
  }),
  clockIn: endpoint({
    id: 'attendanceClockIn.clockInMine',
    method: 'POST',
    path: MY_CLOCK,
    tag: 'attendanceClockIn',
    summary: "Clock in now from the phone (the server's time; a second tap within a minute is the same clock-in)",
    access: ATTENDANCE_MY_CLOCK_ELEMENTS.clockIn.code,
    opLog: { resource: 'attendanceClockIn', action: 'create' },
    answer: AttendanceMyClockSchema,
    errors: [COMMUNITY, 'ATTENDANCE_NO_STAFF_PROFILE', MONTH_CLOSED],
  }),
} as const;
