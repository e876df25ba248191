import { z } from 'zod';
import { endpoint } from '../../endpoint-decl.js';
import type { ElementDecl } from '../../permissions.js';
import { calendarDate, calendarMonth, permissionCode } from '../../resource/derive.js';
import { ROSTER_MODE_OPTIONS } from './options.js';
import { attendanceRosterResource } from './resources.js';

/** The attendance endpoints beside the engine's generic ones. */
export const AttendancePaths = {
  excuse: '/api/attendance/anomaly/excuse',
  settle: '/api/attendance/settle',
  report: '/api/attendance/report/monthly',
  reportExport: '/api/attendance/report/monthly/export',
} as const;

export const attendanceElement = (code: string, menu: string, zh: string, en: string): ElementDecl => ({
  code: `attendance:${code}`,
  menu: `attendanceManager:${menu}`,
  zh,
  en,
});

/** The attendance actions that are not a resource's generic ones. */
export const ATTENDANCE_ELEMENTS = {
  excuse: attendanceElement('attendanceAnomaly:excuse', 'anomaly', '核销考勤异常', 'Excuse an attendance anomaly'),
  settle: attendanceElement('attendanceAnomaly:settle', 'anomaly', '重新计算考勤', 'Recompute attendance'),
  report: attendanceElement('attendanceReport:view', 'report', '查看考勤月报', 'View the monthly attendance report'),
  reportExport: attendanceElement('attendanceReport:export', 'report', '导出考勤月报', 'Export the monthly attendance report'),
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

/** Excusing an anomaly (leave, business trip): the reason is required. */
export const AttendanceExcuseSchema = z.strictObject({ id, reason: z.string().trim().max(200) });
export type AttendanceExcuse = z.infer<typeof AttendanceExcuseSchema>;

export const AttendanceSettleResultSchema = z.object({ clockIns: z.number(), settled: z.number() });
export type AttendanceSettleResult = z.infer<typeof AttendanceSettleResultSchema>;

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

/** A rotation lists at most this many days per person and other rotation; the counts say how many in all. */
export const ROSTER_OVERLAP_DAYS_SHOWN = 10;
/** The days a check looks at from the rotation's first one (an open-ended rotation: the year ahead). */
export const ROSTER_OVERLAP_SPAN_DAYS = 366;

/**
 * A rotation as it is about to be saved: its id when editing (so it is not its own overlap), its community when the
 * head office names it, its staff and what decides their working days.
 */
export const RosterOverlapQuerySchema = z.strictObject({
  id: id.optional(),
  residentialId: id.optional(),
  staffIds: z.array(id).min(1).max(500),
  mode: z.enum(ROSTER_MODE_OPTIONS.map((o) => o.value) as ['rotation', 'weekly']),
  pattern: z.string().trim().min(1).max(300),
  staggered: z.number().int().min(0).max(1).default(1),
  startsOn: calendarDate(),
  endsOn: calendarDate().nullish(),
});
export type RosterOverlapQuery = z.infer<typeof RosterOverlapQuerySchema>;

/** Per person, the other rotations already giving them a shift on days this one would work (those days keep theirs). */
export const RosterOverlapSchema = z.object({
  people: z.array(
    z.object({
      staffId: z.number(),
      staffName: z.string(),
      rosters: z.array(
        z.object({
          rosterId: z.number(),
          rosterName: z.string(),
          /** The first ROSTER_OVERLAP_DAYS_SHOWN days, YYYY-MM-DD in order. */
          days: z.array(z.string()),
          count: z.number(),
        }),
      ),
    }),
  ),
  /** The days looked at (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
});
export type RosterOverlap = z.infer<typeof RosterOverlapSchema>;

/** The attendance endpoints declared once (docs/decisions/0054). */
export const ATTENDANCE_ENDPOINTS = {
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
} as const;
