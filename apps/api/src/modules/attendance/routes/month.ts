import { AttendanceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, inTransaction, serviceContext } from '../../../engine/index.js';
import { closeMonth, recomputeMonth, reopenMonth } from '../month/close.js';

/** Closing a month (its figures frozen), reopening it with a reason, recomputing an open month: each logged. */
export async function attendanceMonthRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AttendanceEndpoints.close, async (request) => {
    const { month } = request.body;
    request.opLogNote = { recordId: month };
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => closeMonth({ ...ctx, orm: tx }, month));
  });

  endpointRoute(app, AttendanceEndpoints.reopen, async (request) => {
    const { month, reason } = request.body;
    request.opLogNote = { recordId: month };
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => reopenMonth({ ...ctx, orm: tx }, month, reason));
  });

  endpointRoute(app, AttendanceEndpoints.recompute, async (request) => {
    const { month } = request.body;
    request.opLogNote = { recordId: month };
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => recomputeMonth({ ...ctx, orm: tx }, month));
  });
}
