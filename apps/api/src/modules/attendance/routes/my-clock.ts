import { AttendanceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, inTransaction, serviceContext } from '../../../engine/index.js';
import { clockInFromPhone, myClockDay } from '../services/my-clock.js';

/** The phone view: a staff member's own day, and clocking in now. */
export async function attendanceMyClockRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AttendanceEndpoints.myClock, async (request) => myClockDay(serviceContext(request)));

  endpointRoute(app, AttendanceEndpoints.clockIn, async (request) => {
    const ctx = serviceContext(request);
    return inTransaction(ctx.orm, (tx) => clockInFromPhone({ ...ctx, orm: tx }));
  });
}
