import {
  ATTENDANCE_SWAP_ELEMENTS,
  AttendanceSwapPaths,
  AttendanceSwapResultSchema,
  AttendanceSwapSchema,
  envelopeSchema,
  type AttendanceSwap,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { swapShifts } from '../services/swap.js';

/** Two staff members swap their shifts of a day (logged with its reason). */
export async function attendanceSwapRoutes(app: FastifyInstance): Promise<void> {
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
