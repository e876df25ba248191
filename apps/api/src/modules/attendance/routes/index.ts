import {
  ATTENDANCE_ELEMENTS,
  ATTENDANCE_ENDPOINTS,
  AttendanceExcuseSchema,
  AttendancePaths,
  AttendanceReportQuerySchema,
  AttendanceReportSchema,
  AttendanceSettleResultSchema,
  envelopeSchema,
  type AttendanceExcuse,
  type AttendanceReportQuery,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute, inTransaction, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { excuseAnomaly } from '../services/excuse.js';
import { monthlyReportXlsx, monthReport } from '../month/report.js';
import { settleNow } from '../services/report.js';
import { rosterOverlap } from '../services/roster-overlap.js';
import { attendanceDailyRoutes } from './daily.js';
import { attendanceMonthRoutes } from './month.js';
import { attendanceMyClockRoutes } from './my-clock.js';
import { attendanceScheduleRoutes } from './schedule.js';
import { sendXlsx } from './xlsx-reply.js';

const access = (element: { code: string }) => element.code as RouteAccess;
const REPORT_NAME = { zh: '考勤月报', en: 'Attendance' };

/**
 * Attendance's endpoints beside the engine's: excusing an anomaly, settling now, the monthly report and its .xlsx,
 * closing and reopening a month, the daily report, swapping shifts, the phone clock-in, a rotation's overlap check.
 */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await attendanceMonthRoutes(app);
  await attendanceDailyRoutes(app);
  await attendanceScheduleRoutes(app);
  await attendanceMyClockRoutes(app);

  endpointRoute(app, ATTENDANCE_ENDPOINTS.rosterOverlap, async (request) => rosterOverlap(serviceContext(request), request.body));

  routes.post(
    AttendancePaths.excuse,
    {
      config: {
        access: access(ATTENDANCE_ELEMENTS.excuse),
        community: 'required',
        opLog: { resource: 'attendanceAnomaly', action: 'excuse' },
      },
      schema: {
        tags: ['attendanceAnomaly'],
        summary: 'Excuse an anomaly with its reason (leave, a business trip)',
        body: AttendanceExcuseSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number(), excused: z.number() })) },
      },
    },
    async (request) => {
      const body = request.body as AttendanceExcuse;
      request.opLogNote = { recordId: String(body.id) };
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => excuseAnomaly({ ...ctx, orm: tx }, body)));
    },
  );

  routes.post(
    AttendancePaths.settle,
    {
      config: { access: access(ATTENDANCE_ELEMENTS.settle), community: 'required' },
      schema: {
        tags: ['attendanceAnomaly'],
        summary: "Read new door passages into clock-ins and compute the community's finished days now",
        response: { 200: envelopeSchema(AttendanceSettleResultSchema) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => settleNow({ ...ctx, orm: tx })));
    },
  );

  routes.get(
    AttendancePaths.report,
    {
      config: { access: access(ATTENDANCE_ELEMENTS.report), community: 'required' },
      schema: {
        tags: ['attendanceReport'],
        summary: 'The monthly report per department and person',
        querystring: AttendanceReportQuerySchema,
        response: { 200: envelopeSchema(AttendanceReportSchema) },
      },
    },
    async (request) => ok(request.language, await monthReport(serviceContext(request), request.query as AttendanceReportQuery)),
  );

  routes.get(
    AttendancePaths.reportExport,
    {
      config: {
        access: access(ATTENDANCE_ELEMENTS.reportExport),
        community: 'required',
        opLog: { resource: 'attendanceAnomaly', action: 'export' },
      },
      schema: { tags: ['attendanceReport'], summary: 'The monthly report as an .xlsx (binary)', querystring: AttendanceReportQuerySchema },
    },
    async (request, reply) => {
      const query = request.query as AttendanceReportQuery;
      const bytes = await monthlyReportXlsx(serviceContext(request), query);
      return sendXlsx(reply, REPORT_NAME, query.month, request.language, bytes);
    },
  );
}
