import {
  ATTENDANCE_DAILY_ELEMENTS,
  AttendanceDailyPaths,
  AttendanceDailyQuerySchema,
  AttendanceDailyReportSchema,
  envelopeSchema,
  type AttendanceDailyQuery,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { dailyReport, dailyReportXlsx } from '../services/daily.js';
import { sendXlsx } from './xlsx-reply.js';

const access = (element: { code: string }) => element.code as RouteAccess;
const REPORT_NAME = { zh: '考勤日报', en: 'Attendance' };

/** The daily report per department and person, and its .xlsx. */
export async function attendanceDailyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    AttendanceDailyPaths.report,
    {
      config: { access: access(ATTENDANCE_DAILY_ELEMENTS.report), community: 'required' },
      schema: {
        tags: ['attendanceReport'],
        summary: 'The daily report per department and person',
        querystring: AttendanceDailyQuerySchema,
        response: { 200: envelopeSchema(AttendanceDailyReportSchema) },
      },
    },
    async (request) => ok(request.language, await dailyReport(serviceContext(request), request.query as AttendanceDailyQuery)),
  );

  routes.get(
    AttendanceDailyPaths.reportExport,
    {
      config: {
        access: access(ATTENDANCE_DAILY_ELEMENTS.reportExport),
        community: 'required',
        opLog: { resource: 'attendanceAnomaly', action: 'export' },
      },
      schema: { tags: ['attendanceReport'], summary: 'The daily report as an .xlsx (binary)', querystring: AttendanceDailyQuerySchema },
    },
    async (request, reply) => {
      const query = request.query as AttendanceDailyQuery;
      const bytes = await dailyReportXlsx(serviceContext(request), query);
      return sendXlsx(reply, REPORT_NAME, query.day, request.language, bytes);
    },
  );
}
