import {
  BANK_COLLECTION_ELEMENTS,
  BankBatchCreateSchema,
  BankBatchSchema,
  bankBatchResource,
  BankCollectionPaths,
  BankFileSchema,
  BankImportResultSchema,
  BankImportSchema,
  BankStartedSchema,
  envelopeSchema,
  permissionCode,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import {
  batchDetail,
  batchLineCount,
  createBatch,
  exportBatchFile,
  importBatchResult,
  retryBatch,
  simulateBank,
} from '../services/bank-collection.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['bankCollection'];
/** Above this many lines a result file is imported as a background task (progress pushed; all or nothing). */
export const BANK_DIRECT_IMPORT_MAX_LINES = 1000;
const TITLE = { zh_cn: (no: string) => `导入回盘 ${no}`, en: (no: string) => `Import the bank's result for ${no}` };

/** Bank collection's endpoints (docs/decisions/0035): batches, their files, the simulated bank, result imports. */
export async function bankCollectionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    BankCollectionPaths.batches,
    {
      config: { access: BANK_COLLECTION_ELEMENTS.batch.code, opLog: { resource: 'bankBatch', action: 'create' } },
      schema: {
        tags,
        summary: 'Make a batch of a plan',
        body: BankBatchCreateSchema,
        response: { 200: envelopeSchema(BankStartedSchema) },
      },
    },
    async (request) => {
      const made = await createBatch(serviceContext(request), request.body.planId);
      request.opLogNote = { recordId: String(made.batchId) };
      return ok(request.language, { batchId: made.batchId, taskId: null });
    },
  );

  routes.get(
    BankCollectionPaths.batch(':id'),
    {
      config: { access: permissionCode(bankBatchResource, 'view') as RouteAccess },
      schema: { tags, summary: 'A batch with its lines', params: IdParams, response: { 200: envelopeSchema(BankBatchSchema) } },
    },
    async (request) => ok(request.language, await batchDetail(serviceContext(request), request.params.id)),
  );

  routes.post(
    BankCollectionPaths.exportFile(':id'),
    {
      config: { access: BANK_COLLECTION_ELEMENTS.batch.code, opLog: { resource: 'bankBatch', action: 'export' } },
      schema: {
        tags,
        summary: 'The file the bank expects (stored once)',
        params: IdParams,
        response: { 200: envelopeSchema(BankFileSchema) },
      },
    },
    async (request) => {
      request.opLogNote = { recordId: String(request.params.id) };
      return ok(request.language, await exportBatchFile(serviceContext(request), request.params.id, app.files));
    },
  );

  routes.post(
    BankCollectionPaths.simulate(':id'),
    {
      config: { access: BANK_COLLECTION_ELEMENTS.simulate.code, opLog: { resource: 'bankBatch', action: 'run' } },
      schema: {
        tags,
        summary: "The simulated bank answers the batch's file with a result file",
        params: IdParams,
        response: { 200: envelopeSchema(BankFileSchema) },
      },
    },
    async (request) => {
      request.opLogNote = { recordId: String(request.params.id) };
      return ok(request.language, await simulateBank(serviceContext(request), request.params.id, app.files));
    },
  );

  routes.post(
    BankCollectionPaths.importResult(':id'),
    {
      config: { access: BANK_COLLECTION_ELEMENTS.importResult.code, opLog: { resource: 'bankBatch', action: 'import' } },
      schema: {
        tags,
        summary: "Import the bank's result file (all or nothing; the same file twice posts nothing twice)",
        params: IdParams,
        body: BankImportSchema,
        response: { 200: envelopeSchema(BankImportResultSchema) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { id } = request.params;
      request.opLogNote = { recordId: String(id) };
      if ((await batchLineCount(ctx, id)) <= BANK_DIRECT_IMPORT_MAX_LINES) {
        return ok(request.language, await importBatchResult(ctx, id, request.body.filePath, app.files));
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
          const result = await importBatchResult(ctx, id, request.body.filePath, app.files, (done, of) =>
            context.progress(Math.min(99, (done * 100 - ((done * 100) % of)) / of)),
          );
          return { message: `${result.successCount} / ${result.failureCount}`, result: null };
        },
      );
      return ok(request.language, {
        taskId: task.id,
        repeated: false,
        successCount: 0,
        successTotal: '0.00',
        failureCount: 0,
        failureTotal: '0.00',
      });
    },
  );

  routes.post(
    BankCollectionPaths.retry(':id'),
    {
      config: { access: BANK_COLLECTION_ELEMENTS.batch.code, opLog: { resource: 'bankBatch', action: 'retry' } },
      schema: {
        tags,
        summary: "A retry batch of a returned batch's failed lines",
        params: IdParams,
        response: { 200: envelopeSchema(BankStartedSchema) },
      },
    },
    async (request) => {
      const made = await retryBatch(serviceContext(request), request.params.id);
      request.opLogNote = { recordId: String(made.batchId) };
      return ok(request.language, { batchId: made.batchId, taskId: null });
    },
  );
}
