import { bankBatchResource, FeeBankEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import {
  batchDetail,
  batchLineCount,
  createBatch,
  exportBatchFile,
  importBatchResult,
  retryBatch,
  simulateBank,
} from '../services/bank-collection.js';

/** Above this many lines a result file is imported as a background task (progress pushed; all or nothing). */
export const BANK_DIRECT_IMPORT_MAX_LINES = 1000;
const TITLE = { zh_cn: (no: string) => `导入回盘 ${no}`, en: (no: string) => `Import the bank's result for ${no}` };

/** Bank collection's endpoints (docs/decisions/0035): batches, their files, the simulated bank, result imports. */
export async function bankCollectionRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeBankEndpoints.createBatch, async (request) => {
    const made = await createBatch(serviceContext(request), request.body.planId);
    request.opLogNote = { recordId: String(made.batchId) };
    return { batchId: made.batchId, taskId: null };
  });

  endpointRoute(app, FeeBankEndpoints.batch, async (request) => batchDetail(serviceContext(request), request.params.id));

  endpointRoute(app, FeeBankEndpoints.exportFile, async (request) => {
    request.opLogNote = { recordId: String(request.params.id) };
    return exportBatchFile(serviceContext(request), request.params.id, app.files);
  });

  endpointRoute(app, FeeBankEndpoints.simulate, async (request) => {
    request.opLogNote = { recordId: String(request.params.id) };
    return simulateBank(serviceContext(request), request.params.id, app.files);
  });

  endpointRoute(app, FeeBankEndpoints.importResult, async (request) => {
    const ctx = serviceContext(request);
    const { id } = request.params;
    const { filePath } = request.body;
    request.opLogNote = { recordId: String(id) };
    if ((await batchLineCount(ctx, id)) <= BANK_DIRECT_IMPORT_MAX_LINES) {
      return importBatchResult(ctx, id, filePath, app.files);
    }
    const detail = await batchDetail(ctx, id);
    const task = await app.tasks.start(
      {
        userId: ctx.user.id,
        language: ctx.language,
        type: 'bankImport',
        source: bankBatchResource.menu,
        title: TITLE[ctx.language](detail.batchNo),
      },
      async (context) => {
        const result = await importBatchResult(ctx, id, filePath, app.files, (done, of) =>
          context.progress(Math.min(99, (done * 100 - ((done * 100) % of)) / of)),
        );
        return { message: `${result.successCount} / ${result.failureCount}`, result: null };
      },
    );
    return {
      taskId: task.id,
      repeated: false,
      successCount: 0,
      successTotal: '0.00',
      failureCount: 0,
      failureTotal: '0.00',
    };
  });

  endpointRoute(app, FeeBankEndpoints.retry, async (request) => {
    const made = await retryBatch(serviceContext(request), request.params.id);
    request.opLogNote = { recordId: String(made.batchId) };
    return { batchId: made.batchId, taskId: null };
  });
}
