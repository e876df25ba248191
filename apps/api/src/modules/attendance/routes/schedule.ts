import {
  ATTENDANCE_GRID_ACCESS,
  ATTENDANCE_SWAP_ELEMENTS,
  AttendanceGridPaths,
  AttendanceGridQuerySchema,
  AttendanceGridSchema,
  AttendanceSwapPaths,
  AttendanceSwapResultSchema,
  AttendanceSwapSchema,
  envelopeSchema,
  type AttendanceGridQuery,
  type AttendanceSwap,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { scheduleGrid } from '../services/schedule-grid.js';
import { swapShifts } from '../services/swap.js';

/** The schedule screen's own endpoints: the month grid, and two staff members swapping their shifts of a day. */
export async function attendanceScheduleRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    AttendanceGridPaths.grid,
    {
      config: { access: ATTENDANCE_GRID_ACCESS as RouteAccess, community: 'required' },
      schema: {
        tags: ['attendanceSchedule'],
        summary: "A month of the community's schedules as a grid: staff by department, the days, the shifts",
        querystring: AttendanceGridQuerySchema,
        response: { 200: envelopeSchema(AttendanceGridSchema) },
      },
    },
    async (request) => ok(request.language, await scheduleGrid(serviceContext(request), request.query as AttendanceGridQuery)),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    AttendanceSwapPaths.swap,
    {
      config: {
        access: ATTENDANCE_SWAP_ELEMENTS.swap.code as RouteAccess,
        community: 'required',
        opLog: { resource: 'attendanceSchedule', action: 'swap' },
      },
      schema: {
        tags: ['attendanceSchedule'],
        summary: 'Swap two staff members’ shifts of a day, with the reason',
        body: AttendanceSwapSchema,
        response: { 200: envelopeSchema(AttendanceSwapResultSchema) },
      },
    },
    async (request) => {
      const body = request.body as AttendanceSwap;
      request.opLogNote = { recordId: `${body.day}:${body.staffA}:${body.staffB}` };
      const ctx = serviceContext(request);
      return ok(request.language, await inTransaction(ctx.orm, (tx) => swapShifts({ ...ctx, orm: tx }, body)));
    },
  );
}
