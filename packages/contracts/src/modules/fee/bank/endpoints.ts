import { endpoint, IdParams } from '../../../endpoint-decl.js';
import { permissionCode } from '../../../resource/derive.js';
import {
  BANK_COLLECTION_ELEMENTS,
  BankBatchCreateSchema,
  BankBatchSchema,
  bankBatchResource,
  BankFileSchema,
  BankImportResultSchema,
  BankImportSchema,
  BankStartedSchema,
} from './bank-collection.js';

const base = '/api/property/fee/bankCollection';
const tag = bankBatchResource.name;
const { batch, simulate, importResult } = BANK_COLLECTION_ELEMENTS;

/** Bank collection's endpoints (docs/decisions/0035): batches, their files, the simulated bank, result imports. */
export const FeeBankEndpoints = {
  /** Make a batch of a plan (one line per active agreement with something owed). */
  createBatch: endpoint({
    id: 'bankBatch.create',
    method: 'POST',
    path: `${base}/batch`,
    tag,
    summary: 'Make a batch of a plan',
    access: batch.code,
    body: BankBatchCreateSchema,
    answer: BankStartedSchema,
    opLog: { resource: 'bankBatch', action: 'create' },
  }),
  batch: endpoint({
    id: 'bankBatch.detail',
    method: 'GET',
    path: `${base}/batch/{id}`,
    tag,
    summary: 'A batch with its lines',
    access: permissionCode(bankBatchResource, 'view'),
    params: IdParams,
    answer: BankBatchSchema,
  }),
  /** Store the file the bank expects (once; again answers the same file). */
  exportFile: endpoint({
    id: 'bankBatch.exportFile',
    method: 'POST',
    path: `${base}/batch/{id}/export`,
    tag,
    summary: 'The file the bank expects (stored once)',
    access: batch.code,
    params: IdParams,
    answer: BankFileSchema,
    opLog: { resource: 'bankBatch', action: 'export' },
  }),
  /** The simulated bank answers the batch's file with a result file. */
  simulate: endpoint({
    id: 'bankBatch.simulate',
    method: 'POST',
    path: `${base}/batch/{id}/simulate`,
    tag,
    summary: "The simulated bank answers the batch's file with a result file",
    access: simulate.code,
    params: IdParams,
    answer: BankFileSchema,
    opLog: { resource: 'bankBatch', action: 'run' },
  }),
  /** Import the bank's result file: matched line by line, all or nothing, idempotent. */
  importResult: endpoint({
    id: 'bankBatch.importResult',
    method: 'POST',
    path: `${base}/batch/{id}/import`,
    tag,
    summary: "Import the bank's result file (all or nothing; the same file twice posts nothing twice)",
    access: importResult.code,
    params: IdParams,
    body: BankImportSchema,
    answer: BankImportResultSchema,
    opLog: { resource: 'bankBatch', action: 'import' },
  }),
  /** A retry batch of the failed lines still owed. */
  retry: endpoint({
    id: 'bankBatch.retry',
    method: 'POST',
    path: `${base}/batch/{id}/retry`,
    tag,
    summary: "A retry batch of a returned batch's failed lines",
    access: batch.code,
    params: IdParams,
    answer: BankStartedSchema,
    opLog: { resource: 'bankBatch', action: 'retry' },
  }),
} as const;
