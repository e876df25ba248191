import { labelIn, RepairEndpoints, repairOrderResource } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import {
  actingScope,
  allOf,
  AppError,
  attachmentDisposition,
  countUpTo,
  DIRECT_EXPORT_MAX_ROWS,
  FILE_KINDS,
  matchingRows,
  endpointRoute,
  resolvedEntry,
  searchConditions,
  writeExport,
} from '../../../engine/index.js';
import { repairOrderEntry } from '../registry.js';
import { orderScope } from '../services/order-scope.js';

/**
 * POST /api/property/repairOrder/exportRepairOrder (spec section 7, "binary response"): the orders matching the
 * list's filters as an .xlsx, always streamed. Above the engine's direct limit it refuses (40936) and points to
 * POST …/export, which runs as a task with progress.
 */
export async function exportOrdersRoute(app: FastifyInstance): Promise<void> {
  const resource = resolvedEntry(repairOrderEntry);
  endpointRoute(app, RepairEndpoints.exportOrders, async (request, reply) => {
    const orm = app.db.orm;
    const where = allOf([orderScope(orm, actingScope(request)), ...searchConditions(resource, request.body)]);
    if ((await countUpTo(orm, resource, where, DIRECT_EXPORT_MAX_ROWS + 1)) > DIRECT_EXPORT_MAX_ROWS)
      throw new AppError('REPAIR_EXPORT_TOO_LARGE', { params: { limit: DIRECT_EXPORT_MAX_ROWS } });
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const stream = new PassThrough();
    writeExport({ stream }, resource, matchingRows(orm, resource, where), request.language).catch((error: unknown) =>
      stream.destroy(error as Error),
    );
    return reply
      .header('content-type', FILE_KINDS.xlsx!.mime)
      .header('content-disposition', attachmentDisposition(`${labelIn(repairOrderResource.label, request.language)}-${day}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream as never);
  });
}
