import { AttendanceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, inTransaction, serviceContext } from '../../../engine/index.js';
import { scheduleGrid } from '../services/schedule-grid.js';
import { swapShifts } from '../services/swap.js';

/** The schedule screen's own endpoints: the month grid, and two staff members swapping their shifts of a day. */
export async function attendanceScheduleRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AttendanceEndpoints.grid, async (request) => scheduleGrid(serviceContext(request), request.query));

  endpointRoute(app, AttendanceEndpoints.swap, async (request) => {
    const { body } = request;
    request.opLogNote = { recordId: `${body.day}:${body.staffA}:${body.staffB}` };
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => swapShifts({ ...ctx, orm: tx }, body));
  });
}
