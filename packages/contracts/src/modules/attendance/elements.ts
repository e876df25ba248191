import type { ElementDecl } from '../../permissions.js';

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
