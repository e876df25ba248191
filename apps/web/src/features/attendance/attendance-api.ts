import { AttendancePaths, type AttendanceReport, type AttendanceSettleResult } from '@cvap/contracts';
import { http } from '../../request/client.js';
import { downloadFile } from '../../request/transfer.js';

export const attendanceApi = {
  excuse: (id: number, reason: string) => http.post<{ id: number; excused: number }>(AttendancePaths.excuse, { id, reason }),
  settle: () => http.post<AttendanceSettleResult>(AttendancePaths.settle),
  report: (month: string) => http.get<AttendanceReport>(AttendancePaths.report, { params: { month } }),
  exportReport: (month: string, fallbackName: string) =>
    downloadFile({ url: AttendancePaths.reportExport, method: 'GET', params: { month }, fallbackName }),
};
