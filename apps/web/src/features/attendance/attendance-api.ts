import {
  AttendanceDailyPaths,
  AttendanceGridPaths,
  AttendanceMonthPaths,
  AttendanceMyClockPaths,
  AttendancePaths,
  AttendanceSwapPaths,
  type AttendanceDailyReport,
  type AttendanceGrid,
  type AttendanceMonthState,
  type AttendanceMyClock,
  type AttendanceReport,
  type AttendanceSettleResult,
  type AttendanceSwap,
  type AttendanceSwapResult,
} from '@cvap/contracts';
import { http } from '../../request/client.js';
import { downloadFile } from '../../request/transfer.js';

export const attendanceApi = {
  excuse: (id: number, reason: string) => http.post<{ id: number; excused: number }>(AttendancePaths.excuse, { id, reason }),
  settle: () => http.post<AttendanceSettleResult>(AttendancePaths.settle),
  report: (month: string) => http.get<AttendanceReport>(AttendancePaths.report, { params: { month } }),
  exportReport: (month: string, fallbackName: string) =>
    downloadFile({ url: AttendancePaths.reportExport, method: 'GET', params: { month }, fallbackName }),
  closeMonth: (month: string) => http.post<AttendanceMonthState>(AttendanceMonthPaths.close, { month }),
  reopenMonth: (month: string, reason: string) => http.post<AttendanceMonthState>(AttendanceMonthPaths.reopen, { month, reason }),
  daily: (day: string) => http.get<AttendanceDailyReport>(AttendanceDailyPaths.report, { params: { day } }),
  exportDaily: (day: string, fallbackName: string) =>
    downloadFile({ url: AttendanceDailyPaths.reportExport, method: 'GET', params: { day }, fallbackName }),
  grid: (month: string, departmentId?: number) => http.get<AttendanceGrid>(AttendanceGridPaths.grid, { params: { month, departmentId } }),
  swap: (body: AttendanceSwap) => http.post<AttendanceSwapResult>(AttendanceSwapPaths.swap, body),
  /** The page shows a refusal (no staff record for this account) itself. */
  myDay: () => http.get<AttendanceMyClock>(AttendanceMyClockPaths.mine, { customMessage: true }),
  clockIn: () => http.post<AttendanceMyClock>(AttendanceMyClockPaths.mine),
};
