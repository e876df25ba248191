import { BANK_COLLECTION_ELEMENTS, type BankBatch, type BankImportResult } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  AppError,
  type FileStore,
  inTransaction,
  mayDownload,
  type Orm,
  type ServiceContext,
  storeBytes,
} from '../../../../engine/index.js';
import { files } from '../../../../db/schema/index.js';
import { feeBankBatches } from '../schema.js';
import { inScope, rowsOf } from '../../ledger/services/ledger-sql.js';
import { apartmentAddressSql } from '../../ledger/services/sql.js';
import { batchFile, parseBatchFile, resultFile, simulatedAnswer } from './bank-files.js';
import { importResult } from './batch-import.js';
import { failedLinesOf, makeBatch } from './batch-make.js';

// Bank collection's services (docs/decisions/0035), the one entry its routes call. Files go through the stored-file
// machinery (decision 0007): `root` is the uploads folder the route hands in.

/** A batch of a plan: one line per active agreement owing something on the plan's fees and months. */
export function createBatch({ orm, scope, user }: ServiceContext, planId: number) {
  return inTransaction(orm, (tx) => makeBatch(tx, scope, user.id, planId, null));
}

/** A retry batch of a returned batch's failed lines (their agreements, on the plan's retry date). */
export function retryBatch({ orm, scope, user }: ServiceContext, batchId: number) {
  return inTransaction(orm, async (tx) => {
    const { planId, retry } = await failedLinesOf(tx, scope, batchId);
    return makeBatch(tx, scope, user.id, planId, retry);
  });
}

interface BatchHead {
  id: number;
  batch_no: string;
  residential_id: number;
  tenant_id: number;
  plan_id: number;
  plan_name: string;
  kind: number;
  state: number;
  debit_date: string;
  line_count: number;
  total: string;
  success_count: number;
  success_total: string;
  failure_count: number;
  failure_total: string;
  file_path: string | null;
  result_path: string | null;
  retry_of_id: number | null;
}

async function batchHead(orm: Orm, ctx: Pick<ServiceContext, 'scope'>, batchId: number): Promise<BatchHead> {
  const [head] = await rowsOf<BatchHead>(
    orm,
    sql`select b.id, b.batch_no, b.residential_id, b.tenant_id, b.plan_id, p.name as plan_name, b.kind, b.state,
          b.debit_date::text, b.line_count, b.total::text, b.success_count, b.success_total::text, b.failure_count,
          b.failure_total::text, b.file_path, b.result_path, b.retry_of_id
        from fee_bank_batches b join fee_bank_plans p on p.id = b.plan_id
        where b.id = ${batchId} and ${inScope(sql`b.residential_id`, ctx.scope)}`,
  );
  if (!head) throw new AppError('NOT_FOUND');
  return head;
}

/** A batch with its lines (the account masked, as everywhere). */
export async function batchDetail(ctx: ServiceContext, batchId: number): Promise<BankBatch> {
  const head = await batchHead(ctx.orm, ctx, batchId);
  const lines = await rowsOf<{
    id: number;
    seq: number;
    agreement_no: string;
    house: string;
    payer_name: string;
    account_masked: string;
    amount: string;
    state: number;
    result_code: string | null;
    receipt_code: string | null;
    payment_id: number | null;
    retry_batch_id: number | null;
  }>(
    ctx.orm,
    sql`select l.id, l.seq, l.agreement_no, ${apartmentAddressSql(sql`l.apartment_id`)} as house, l.payer_name, l.account_masked,
          l.amount::text, l.state, l.result_code, p.receipt_code, l.payment_id, l.retry_batch_id
        from fee_bank_batch_lines l left join fee_payments p on p.id = l.payment_id
        where l.batch_id = ${batchId} order by l.seq`,
  );
  return {
    id: head.id,
    batchNo: head.batch_no,
    residentialId: head.residential_id,
    planId: head.plan_id,
    planName: head.plan_name,
    kind: head.kind,
    state: head.state,
    debitDate: head.debit_date,
    lineCount: head.line_count,
    total: head.total,
    successCount: head.success_count,
    successTotal: head.success_total,
    failureCount: head.failure_count,
    failureTotal: head.failure_total,
    filePath: head.file_path,
    resultPath: head.result_path,
    retryOfId: head.retry_of_id,
    lines: lines.map((l) => ({
      id: l.id,
      seq: l.seq,
      agreementNo: l.agreement_no,
      house: l.house,
      payerName: l.payer_name,
      accountMasked: l.account_masked,
      amount: l.amount,
      state: l.state,
      resultCode: l.result_code,
      receiptCode: l.receipt_code,
      paymentId: l.payment_id,
      retryBatchId: l.retry_batch_id,
    })),
  };
}

/**
 * The file the bank expects, stored once (decision 0007's stored files, downloadable only by holders of the batch
 * element in the batch's community: it carries full account numbers); asked again, the same file is answered.
 */
export async function exportBatchFile(ctx: ServiceContext, batchId: number, store: FileStore) {
  const head = await batchHead(ctx.orm, ctx, batchId);
  const fileName = `${head.batch_no}.csv`;
  if (head.file_path) return { filePath: head.file_path, fileName };
  const rows = await rowsOf<{ seq: number; agreement_no: string; account_no: string; payer_name: string; bank: number; amount: string }>(
    ctx.orm,
    sql`select l.seq, l.agreement_no, a.account_no, a.payer_name, a.bank, l.amount::text
        from fee_bank_batch_lines l join fee_bank_agreements a on a.id = l.agreement_id
        where l.batch_id = ${batchId} order by l.seq`,
  );
  const bytes = batchFile(
    { batchNo: head.batch_no, debitDate: head.debit_date, total: head.total },
    rows.map((r) => ({
      seq: r.seq,
      agreementNo: r.agreement_no,
      accountNo: r.account_no,
      accountName: r.payer_name,
      bank: r.bank,
      amount: r.amount,
    })),
  );
  const filePath = await storeBytes(
    ctx.orm,
    store,
    { tenantId: head.tenant_id, residentialId: head.residential_id },
    { extension: 'csv', originalName: fileName, bizType: '999', accessElement: BANK_COLLECTION_ELEMENTS.batch.code },
    bytes,
  );
  // Two exports racing: the first path recorded wins, and both answer it.
  await ctx.orm.execute(sql`update fee_bank_batches set file_path = ${filePath} where id = ${batchId} and file_path is null`);
  const [stored] = await ctx.orm.select({ filePath: feeBankBatches.filePath }).from(feeBankBatches).where(eq(feeBankBatches.id, batchId));
  return { filePath: stored!.filePath!, fileName };
}

async function storedBytes(ctx: ServiceContext, store: FileStore, storedPath: string): Promise<{ bytes: Buffer; sha256: string }> {
  const [row] = await ctx.orm
    .select()
    .from(files)
    .where(and(eq(files.storedPath, storedPath), eq(files.tenantId, ctx.scope.tenantId), eq(files.status, 0)));
  if (!row || !(await mayDownload(ctx.orm, ctx.user, row, true))) throw new AppError('BANK_FILE_MISSING');
  const bytes = await store.read(row.storedPath).catch(() => null);
  if (!bytes) throw new AppError('BANK_FILE_MISSING');
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The simulated bank (the default bank for the demo and the tests): reads the batch's file as a bank would and
 * answers a result file by the documented rule (bank-files.ts `simulatedAnswer`), stored like an upload.
 */
export async function simulateBank(ctx: ServiceContext, batchId: number, store: FileStore) {
  const head = await batchHead(ctx.orm, ctx, batchId);
  if (!head.file_path) throw new AppError('BANK_FILE_NOT_EXPORTED', { params: { batch: head.batch_no } });
  const { bytes } = await storedBytes(ctx, store, head.file_path);
  const sent = parseBatchFile(bytes);
  const answer = resultFile(
    { batchNo: sent.batchNo, total: head.total },
    sent.lines.map((line) => ({
      seq: line.seq,
      agreementNo: line.agreementNo,
      amount: line.amount,
      ...simulatedAnswer(line.accountNo, head.kind === 2),
    })),
  );
  const fileName = `${head.batch_no}-result.csv`;
  const filePath = await storeBytes(
    ctx.orm,
    store,
    { tenantId: head.tenant_id, residentialId: head.residential_id },
    { extension: 'csv', originalName: fileName, bizType: '999', accessElement: BANK_COLLECTION_ELEMENTS.importResult.code },
    answer,
  );
  return { filePath, fileName };
}

/** A batch's lines, to size the work: above the direct limit an import runs as a background task. */
export async function batchLineCount(ctx: ServiceContext, batchId: number): Promise<number> {
  return (await batchHead(ctx.orm, ctx, batchId)).line_count;
}

/**
 * Imports a result file (an upload, or the simulated bank's answer) into its batch: read before the transaction,
 * then matched and posted in one transaction — a bad file changes nothing; the same file twice posts nothing twice.
 */
export async function importBatchResult(
  ctx: ServiceContext,
  batchId: number,
  filePath: string,
  store: FileStore,
  progress?: (done: number, of: number) => Promise<void>,
): Promise<BankImportResult> {
  const { bytes, sha256 } = await storedBytes(ctx, store, filePath);
  return inTransaction(ctx.orm, (tx) =>
    importResult(tx, ctx.scope, ctx.user.id, { batchId, bytes, sha256, filePath, now: ctx.now }, progress),
  );
}
