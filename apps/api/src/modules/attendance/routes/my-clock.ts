import { ATTENDANCE_MY_CLOCK_ELEMENTS, AttendanceMyClockPaths, AttendanceMyClockSchema, envelopeSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { clockInFromPhone, myClockDay } from '../services/my-clock.js';

const access = ATTENDANCE_MY_CLOCK_ELEMENTS.clockIn.code as RouteAccess;

/** The phone view: a staff member's own day, and clocking in now. */
export async function attendanceMyClockRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    AttendanceMyClockPaths.mine,
    {
      config: { access, community: 'required' },
      schema: {
        tags: ['attendanceClockIn'],
        summary: "The signed-in staff member's today: shift, periods and clock-ins",
        response: { 200: envelopeSchema(AttendanceMyClockSchema) },
      },
    },
    async (request) => ok(request.language, await myClockDay(serviceContext(request))),
  );
  routes.post(
    AttendanceMyClockPaths.mine,
    {
      config: { access, community: 'required', opLog: { resource: 'attendanceClockIn', action: 'create' } },
      schema: {
        tags: ['attendanceClockIn'],
        summary: "Clock in now from the phone (the server's time; a second tap within a minute is the same clock-in)",
        response: { 200: envelopeSchema(AttendanceMyClockSchema) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => clockInFromPhone({ ...ctx, orm: tx })));
    },
  );
}
