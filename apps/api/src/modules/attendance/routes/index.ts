import { AttendanceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, inTransaction, serviceContext } from '../../../engine/index.js';
import { excuseAnomaly } from '../services/excuse.js';
import { monthlyReportXlsx, monthReport } from '../month/report.js';
import { settleNow } from '../services/report.js';
import { rosterOverlap } from '../services/roster-overlap.js';
import { attendanceDailyRoutes } from './daily.js';
import { attendanceMonthRoutes } from './month.js';
import { attendanceMyClockRoutes } from './my-clock.js';
import { attendanceScheduleRoutes } from './schedule.js';
import { sendXlsx } from './xlsx-reply.js';

const REPORT_NAME = { zh: '考勤月报', en: 'Attendance' };

/**
 * Attendance's endpoints beside the engine's (contracts: AttendanceEndpoints): excusing an anomaly, settling now,
 * the monthly report and its .xlsx, closing and reopening a month, the daily report, swapping shifts, the phone
 * clock-in, a rotation's overlap check.
 */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  await attendanceMonthRoutes(app);
  await attendanceDailyRoutes(app);
  await attendanceScheduleRoutes(app);
  await attendanceMyClockRoutes(app);

  endpointRoute(app, AttendanceEndpoints.rosterOverlap, async (request) => rosterOverlap(serviceContext(request), request.body));

  endpointRoute(app, AttendanceEndpoints.excuse, async (request) => {
    request.opLogNote = { recordId: String(request.body.id) };
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => excuseAnomaly({ ...ctx, orm: tx }, request.body));
  });

  endpointRoute(app, AttendanceEndpoints.settle, async (request) => {
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => settleNow({ ...ctx, orm: tx }));
  });

  endpointRoute(app, AttendanceEndpoints.report, async (request) => monthReport(serviceContext(request), request.query));

  endpointRoute(app, AttendanceEndpoints.reportExport, async (request, reply) => {
    const bytes = await monthlyReportXlsx(serviceContext(request), request.query);
    return sendXlsx(reply, REPORT_NAME, request.query.month, request.language, bytes);
  });
}
