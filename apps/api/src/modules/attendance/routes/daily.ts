import { AttendanceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { dailyReport, dailyReportXlsx } from '../services/daily.js';
import { sendXlsx } from './xlsx-reply.js';

const REPORT_NAME = { zh: '考勤日报', en: 'Attendance' };

/** The daily report per department and person, and its .xlsx. */
export async function attendanceDailyRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AttendanceEndpoints.dailyReport, async (request) => dailyReport(serviceContext(request), request.query));

  endpointRoute(app, AttendanceEndpoints.dailyReportExport, async (request, reply) => {
    const bytes = await dailyReportXlsx(serviceContext(request), request.query);
    return sendXlsx(reply, REPORT_NAME, request.query.day, request.language, bytes);
  });
}
