import { AttendanceEndpoints, type AttendanceSwap } from '@cvap/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../request/endpoint.js';

/** Attendance's writes and downloads beside the engine's (contracts: modules/attendance/endpoints.ts); reads use `useEndpoint`. */
export const attendanceApi = {
  excuse: (id: number, reason: string) => callEndpoint(AttendanceEndpoints.excuse, { body: { id, reason } }),
  settle: () => callEndpoint(AttendanceEndpoints.settle, {}),
  exportReport: (month: string, fallbackName: string) =>
    downloadEndpoint(AttendanceEndpoints.reportExport, { query: { month } }, fallbackName),
  closeMonth: (month: string) => callEndpoint(AttendanceEndpoints.close, { body: { month } }),
  reopenMonth: (month: string, reason: string) => callEndpoint(AttendanceEndpoints.reopen, { body: { month, reason } }),
  exportDaily: (day: string, fallbackName: string) =>
    downloadEndpoint(AttendanceEndpoints.dailyReportExport, { query: { day } }, fallbackName),
  swap: (body: AttendanceSwap) => callEndpoint(AttendanceEndpoints.swap, { body }),
  clockIn: () => callEndpoint(AttendanceEndpoints.clockIn, {}),
};

/** After an excuse, a close or a reopen: the monthly and daily reports (one group) read again. */
export function attendanceReportsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['resource', AttendanceEndpoints.report.tag] });
}
