import { BANK_COLLECTION_METHOD, type BankImportResult } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feeAccounts } from '../../ledger/schema.js';
import { AccountBusiness, postToAccount } from '../../ledger/services/account-post.js';
import { fenOf, inScope, lockAccounts, lockLines, rowsOf, yuanOf } from '../../ledger/services/ledger-sql.js';
import { takePayment } from '../../ledger/services/payment-take.js';
import { bookingTime, chinaDate } from '../../settlement/services/booking.js';
import { parseResultFile, type ResultLine, SUCCESS_CODE } from './bank-files.js';

/** Payments made from a bank debit carry this source (contracts PAYMENT_SOURCES). */
export const BANK_SOURCE = 5;

interface BatchRow {
  id: number;
  batch_no: string;
  state: number;
  line_count: number;
  total: string;
  success_count: number;
  success_total: string;
  failure_count: number;
  failure_total: string;
  result_sha256: string | null;
  /** `YYYY-MM-DD`: the day the bank was asked to debit (a retry batch: its retry date). */
  debit_date: string;
}

interface LineRow {
  id: number;
  seq: number;
  agreement_no: string;
  apartment_id: number;
  payer_name: string;
  amount: string;
}

function summary(batch: BatchRow, repeated: boolean): BankImportResult {
  return {
    taskId: null,
    repeated,
    successCount: batch.success_count,
    successTotal: batch.success_total,
    failureCount: batch.failure_count,
    failureTotal: batch.failure_total,
  };
}

/** The batch, locked: of two imports of one batch, the second waits and then finds it returned. */
export async function lockBatch(tx: Orm, scope: ActingScope, batchId: number): Promise<BatchRow> {
  const [batch] = await rowsOf<BatchRow>(
    tx,
    sql`select id, batch_no, state, line_count, total::text, success_count, success_total::text, failure_count,
          failure_total::text, result_sha256, debit_date::text
        from fee_bank_batches b where b.id = ${batchId} and ${inScope(sql`b.residential_id`, scope)} for update`,
  );
  if (!batch) throw new AppError('NOT_FOUND');
  return batch;
}

/**
 * Checks every line of the result file against the batch before anything is written: the header's batch, each
 * line's batch line and agreement, no line twice, the amount sent, every batch line answered, the header's totals.
 */
function matchLines(batch: BatchRow, lines: readonly LineRow[], file: ReturnType<typeof parseResultFile>): Map<number, ResultLine> {
  if (file.batchNo !== batch.batch_no)
    throw new AppError('BANK_RESULT_WRONG_BATCH', { params: { line: 1, found: file.batchNo, batch: batch.batch_no } });
  const bySeq = new Map(lines.map((line) => [line.seq, line]));
  const answered = new Map<number, ResultLine>();
  for (const result of file.lines) {
    const first = answered.get(result.seq);
    if (first) throw new AppError('BANK_RESULT_DUPLICATE', { params: { line: result.fileLine, first: first.fileLine, seq: result.seq } });
    const line = bySeq.get(result.seq);
    if (!line || line.agreement_no !== result.agreementNo) {
      throw new AppError('BANK_RESULT_UNKNOWN_AGREEMENT', {
        params: { line: result.fileLine, agreement: result.agreementNo, batch: batch.batch_no, seq: result.seq },
      });
    }
    if (fenOf(result.amount) !== fenOf(line.amount)) {
      throw new AppError('BANK_RESULT_AMOUNT', { params: { line: result.fileLine, amount: result.amount, expected: line.amount } });
    }
    answered.set(result.seq, result);
  }
  const missing = lines.filter((line) => !answered.has(line.seq));
  if (missing.length > 0) throw new AppError('BANK_RESULT_INCOMPLETE', { params: { count: missing.length, seq: missing[0]!.seq } });
  const sum = file.lines.reduce((total, r) => total + fenOf(r.amount), 0n);
  if (file.count !== String(file.lines.length) || !/^\d{1,11}\.\d{2}$/.test(file.total) || fenOf(file.total) !== sum) {
    throw new AppError('BANK_RESULT_TOTALS', {
      params: { line: 1, reason: `${file.count} / ${file.total} ≠ ${file.lines.length} / ${yuanOf(sum)}` },
    });
  }
  return answered;
}

/**
 * The house's prepayment account (opened for the payer if it has none): money the bank took for a line that was
 * meanwhile paid at the counter is kept there rather than lost or refused (docs/decisions/0035).
 */
async function creditExcess(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  line: LineRow,
  residentialId: number,
  fen: bigint,
  paymentId: number | null,
  at: Date,
) {
  const [existing] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from fee_accounts where apartment_id = ${line.apartment_id} and kind = 1 order by id limit 1`,
  );
  const accountId =
    existing?.id ??
    (
      await tx
        .insert(feeAccounts)
        .values({ tenantId: scope.tenantId, residentialId, apartmentId: line.apartment_id, kind: 1, ownerName: line.payer_name })
        .returning({ id: feeAccounts.id })
    )[0]!.id;
  const account = (await lockAccounts(tx, scope, [accountId])).get(accountId)!;
  await postToAccount(tx, account, fen, {
    businessType: AccountBusiness.topUp,
    method: BANK_COLLECTION_METHOD,
    paymentId: paymentId ?? undefined,
    remark: `银行托收 ${line.agreement_no}`,
    createdBy: userId,
    at,
  });
}

/**
 * Posts a debited line through the ordinary payment path (decision 0019: locks, receipt number, postings), as
 * much of each bill line as it still owes; anything the line no longer owes is credited to the house's account.
 */
async function postDebit(tx: Orm, scope: ActingScope, userId: number, batch: BatchRow, line: LineRow, at: Date): Promise<number | null> {
  const items = await rowsOf<{ bill_line_id: number; amount: string; residential_id: number }>(
    tx,
    sql`select i.bill_line_id::int as bill_line_id, i.amount::text, l.residential_id from fee_bank_line_items i join fee_bill_lines l on l.id = i.bill_line_id
        where i.batch_line_id = ${line.id} order by i.bill_line_id`,
  );
  const locked = await lockLines(
    tx,
    scope,
    items.map((i) => i.bill_line_id),
  );
  const pay = items
    .map((item) => {
      const owed = locked.get(item.bill_line_id)!;
      const want = fenOf(item.amount);
      const fen = owed.status === 2 ? 0n : want < owed.outstanding ? want : owed.outstanding;
      return { billLineId: item.bill_line_id, fen };
    })
    .filter((p) => p.fen > 0n);
  const paid = pay.reduce((sum, p) => sum + p.fen, 0n);
  const excess = fenOf(line.amount) - paid;
  let paymentId: number | null = null;
  if (paid > 0n) {
    const result = await takePayment(tx, scope, userId, {
      apartmentId: line.apartment_id,
      payerName: line.payer_name,
      remark: `银行托收 ${batch.batch_no} #${line.seq}`,
      lines: pay,
      tenders: [{ method: BANK_COLLECTION_METHOD, fen: paid }],
      source: BANK_SOURCE,
      batchId: batch.id,
      at,
    });
    paymentId = result.paymentId;
  }
  if (excess > 0n) await creditExcess(tx, scope, userId, line, items[0]!.residential_id, excess, paymentId, at);
  return paymentId;
}

/**
 * Imports the bank's result file into its batch, all or nothing (the caller's one transaction): the same file
 * again answers the first import's totals and posts nothing; another file for a returned batch is refused.
 */
export async function importResult(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  input: { batchId: number; bytes: Buffer; sha256: string; filePath: string; now: Date },
  progress?: (done: number, of: number) => Promise<void>,
): Promise<BankImportResult> {
  const batch = await lockBatch(tx, scope, input.batchId);
  if (batch.state === 2) {
    if (batch.result_sha256 === input.sha256) return summary(batch, true);
    throw new AppError('BANK_BATCH_RETURNED', { params: { batch: batch.batch_no } });
  }
  const file = parseResultFile(input.bytes);
  const lines = await rowsOf<LineRow>(
    tx,
    sql`select id, seq, agreement_no, apartment_id, payer_name, amount::text from fee_bank_batch_lines where batch_id = ${batch.id} order by seq`,
  );
  const answered = matchLines(batch, lines, file);
  // The money moved on the debit date: receipts and postings are dated then (into a closed month: 41020, nothing
  // posted). A result answered before its debit date (the simulated bank answers at once) is dated at the import.
  const debitedAt = batch.debit_date <= chinaDate(input.now) ? bookingTime(input.now, batch.debit_date) : input.now;
  let successCount = 0;
  let successFen = 0n;
  let done = 0;
  for (const line of lines) {
    const result = answered.get(line.seq)!;
    const success = result.code === SUCCESS_CODE;
    const paymentId = success ? await postDebit(tx, scope, userId, batch, line, debitedAt) : null;
    if (success) {
      successCount += 1;
      successFen += fenOf(line.amount);
    }
    await tx.execute(
      sql`update fee_bank_batch_lines set state = ${success ? 2 : 3}, result_code = ${result.code},
            result_message = ${result.message.slice(0, 100)}, payment_id = ${paymentId}
          where id = ${line.id} and state = 1`,
    );
    done += 1;
    if (progress && done % 200 === 0) await progress(done, lines.length);
  }
  const [returned] = await rowsOf<BatchRow>(
    tx,
    sql`update fee_bank_batches set state = 2, success_count = ${successCount}, success_total = ${yuanOf(successFen)}::numeric,
          failure_count = line_count - ${successCount}, failure_total = total - ${yuanOf(successFen)}::numeric,
          result_sha256 = ${input.sha256}, result_path = ${input.filePath}, returned_at = ${input.now}
        where id = ${batch.id}
        returning id, batch_no, state, line_count, total::text, success_count, success_total::text, failure_count,
          failure_total::text, result_sha256`,
  );
  return summary(returned!, false);
}
