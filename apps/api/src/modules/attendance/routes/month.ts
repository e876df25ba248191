import {
  ATTENDANCE_ELEMENTS,
  ATTENDANCE_MONTH_ELEMENTS,
  AttendanceMonthCloseSchema,
  AttendanceMonthPaths,
  AttendanceMonthReopenSchema,
  AttendanceMonthStateSchema,
  AttendanceSettleResultSchema,
  envelopeSchema,
  type AttendanceMonthClose,
  type AttendanceMonthReopen,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { closeMonth, recomputeMonth, reopenMonth } from '../month/close.js';

const access = (element: { code: string }) => element.code as RouteAccess;

/** Closing a month (its figures frozen), reopening it with a reason, recomputing an open month: each logged. */
export async function attendanceMonthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const month = (path: string, element: { code: string }, action: string, summary: string) => ({
    path,
    options: {
      config: { access: access(element), community: 'required' as const, opLog: { resource: 'attendanceAnomaly', action } },
      schema: { tags: ['attendanceReport'], summary },
    },
  });

  const close = month(
    AttendanceMonthPaths.close,
    ATTENDANCE_MONTH_ELEMENTS.close,
    'close',
    "Close a finished month: its report's figures are frozen",
  );
  routes.post(
    close.path,
    {
      ...close.options,
      schema: { ...close.options.schema, body: AttendanceMonthCloseSchema, response: { 200: envelopeSchema(AttendanceMonthStateSchema) } },
    },
    async (request) => {
      const body = request.body as AttendanceMonthClose;
      request.opLogNote = { recordId: body.month };
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => closeMonth({ ...ctx, orm: tx }, body.month)));
    },
  );

  const reopen = month(AttendanceMonthPaths.reopen, ATTENDANCE_MONTH_ELEMENTS.reopen, 'reopen', 'Reopen a closed month, with the reason');
  routes.post(
    reopen.path,
    {
      ...reopen.options,
      schema: {
        ...reopen.options.schema,
        body: AttendanceMonthReopenSchema,
        response: { 200: envelopeSchema(AttendanceMonthStateSchema) },
      },
    },
    async (request) => {
      const body = request.body as AttendanceMonthReopen;
      request.opLogNote = { recordId: body.month };
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => reopenMonth({ ...ctx, orm: tx }, body.month, body.reason)));
    },
  );

  const recompute = month(AttendanceMonthPaths.recompute, ATTENDANCE_ELEMENTS.settle, 'compute', 'Recompute every day of an open month');
  routes.post(
    recompute.path,
    {
      ...recompute.options,
      schema: {
        ...recompute.options.schema,
        body: AttendanceMonthCloseSchema,
        response: { 200: envelopeSchema(AttendanceSettleResultSchema) },
      },
    },
    async (request) => {
      const body = request.body as AttendanceMonthClose;
      request.opLogNote = { recordId: body.month };
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => recomputeMonth({ ...ctx, orm: tx }, body.month)));
    },
  );
}
