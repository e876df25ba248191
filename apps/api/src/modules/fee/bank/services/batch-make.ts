import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { feeBankBatches, feeBankBatchLines, feeBankLineItems } from '../schema.js';
import { fenOf, inScope, rowsOf, yuanOf } from '../../ledger/services/ledger-sql.js';
import { outstandingSql } from '../../ledger/services/sql.js';

export interface PlanRow {
  id: number;
  tenant_id: number;
  residential_id: number;
  name: string;
  standard_ids: number[];
  period_from: string;
  period_to: string;
  debit_date: string;
  retry_date: string;
  state: number;
}

/** The plan, locked: two batches of one plan are made one after the other. */
export async function lockPlan(tx: Orm, scope: ActingScope, planId: number): Promise<PlanRow> {
  const [plan] = await rowsOf<PlanRow>(
    tx,
    sql`select id, tenant_id, residential_id, name, standard_ids, period_from::text, period_to::text, debit_date::text,
          retry_date::text, state
        from fee_bank_plans p where p.id = ${planId} and ${inScope(sql`p.residential_id`, scope)} for update`,
  );
  if (!plan) throw new AppError('NOT_FOUND');
  return plan;
}

interface OwedRow {
  agreement_id: number;
  agreement_no: string;
  apartment_id: number;
  payer_name: string;
  account_masked: string;
  debit_limit: string;
  bill_line_id: number;
  outstanding: string;
}

/**
 * What each active agreement of the plan's community owes on the plan's standards and billing months, oldest
 * first, leaving out bill lines already in a batch line that awaits the bank (they would be debited twice).
 */
async function owedLines(tx: Orm, plan: PlanRow, agreementIds: readonly number[] | null): Promise<OwedRow[]> {
  const only =
    agreementIds === null
      ? sql``
      : sql`and a.id in (${sql.join(
          agreementIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return rowsOf<OwedRow>(
    tx,
    sql`select * from (
          select a.id as agreement_id, a.agreement_no, a.apartment_id, a.payer_name, a.account_masked, a.debit_limit::text,
            l.id::int as bill_line_id, ${outstandingSql(sql`l.id`, sql`l.amount`)}::text as outstanding, l.period_start, l.id as line_order
          from fee_bank_agreements a
          join fee_bill_lines l on l.object_type in (1, 2) and l.object_id = a.apartment_id and l.residential_id = a.residential_id
          where a.residential_id = ${plan.residential_id} and a.state = 1 ${only}
            and l.status <> 2 and l.standard_id = any(${sql.raw(`'{${plan.standard_ids.join(',')}}'::int[]`)})
            and l.period_start between ${plan.period_from}::date and ${plan.period_to}::date
            and not exists (select 1 from fee_bank_line_items i join fee_bank_batch_lines bl on bl.id = i.batch_line_id
                            where i.bill_line_id = l.id and bl.state = 1)
        ) owed where owed.outstanding::numeric > 0
        order by owed.agreement_id, owed.period_start, owed.line_order`,
  );
}

interface Draft {
  owed: OwedRow;
  items: { billLineId: number; fen: bigint }[];
  fen: bigint;
}

/** One draft line per agreement: its owed lines in order, up to the agreement's limit per debit (the last one in part). */
function draftLines(rows: readonly OwedRow[]): Draft[] {
  const drafts = new Map<number, Draft>();
  for (const row of rows) {
    const draft = drafts.get(row.agreement_id) ?? { owed: row, items: [], fen: 0n };
    drafts.set(row.agreement_id, draft);
    const room = fenOf(row.debit_limit) - draft.fen;
    const owed = fenOf(row.outstanding);
    const take = owed < room ? owed : room;
    if (take <= 0n) continue;
    draft.items.push({ billLineId: row.bill_line_id, fen: take });
    draft.fen += take;
  }
  return [...drafts.values()].filter((d) => d.fen > 0n);
}

export interface MadeBatch {
  batchId: number;
  batchNo: string;
}

/**
 * Makes a batch of a plan in the caller's transaction: a first debit (on the plan's debit date) for every active
 * agreement, or a retry (on its retry date) for the agreements of a returned batch's failed lines, which are then
 * marked as retried. Refused while another batch of the plan awaits the bank (41054), for a disabled plan (41049),
 * and when nothing is owed (41048).
 */
export async function makeBatch(
  tx: Orm,
  scope: ActingScope,
  userId: number,
  planId: number,
  retry: { batchId: number; batchNo: string; agreementIds: number[]; lineIds: number[] } | null,
): Promise<MadeBatch> {
  const plan = await lockPlan(tx, scope, planId);
  if (plan.state !== 1) throw new AppError('BANK_PLAN_DISABLED', { params: { plan: plan.name } });
  const [open] = await rowsOf<{ batch_no: string }>(
    tx,
    sql`select batch_no from fee_bank_batches where plan_id = ${plan.id} and state = 1 limit 1`,
  );
  if (open) throw new AppError('BANK_BATCH_OPEN', { params: { plan: plan.name, batch: open.batch_no } });
  const drafts = draftLines(await owedLines(tx, plan, retry?.agreementIds ?? null));
  if (drafts.length === 0) {
    if (retry) throw new AppError('BANK_NOTHING_TO_RETRY', { params: { batch: retry.batchNo } });
    throw new AppError('BANK_NOTHING_OWED', { params: { plan: plan.name } });
  }
  const total = drafts.reduce((sum, d) => sum + d.fen, 0n);
  const debitDate = retry ? plan.retry_date : plan.debit_date;
  const [batch] = await tx
    .insert(feeBankBatches)
    .values({
      tenantId: plan.tenant_id,
      residentialId: plan.residential_id,
      planId: plan.id,
      kind: retry ? 2 : 1,
      retryOfId: retry?.batchId,
      debitDate,
      lineCount: drafts.length,
      total: yuanOf(total),
      createdBy: userId,
    })
    .returning({ id: feeBankBatches.id });
  const batchNo = `TS${debitDate.replaceAll('-', '')}${String(batch!.id).padStart(6, '0')}`;
  await tx.execute(sql`update fee_bank_batches set batch_no = ${batchNo} where id = ${batch!.id}`);
  // Lines in chunks: one multi-row insert each, so a large batch is a few statements, not one per line.
  for (let start = 0; start < drafts.length; start += 500) {
    const chunk = drafts.slice(start, start + 500);
    const inserted = await tx
      .insert(feeBankBatchLines)
      .values(
        chunk.map((d, i) => ({
          batchId: batch!.id,
          residentialId: plan.residential_id,
          seq: start + i + 1,
          agreementId: d.owed.agreement_id,
          agreementNo: d.owed.agreement_no,
          apartmentId: d.owed.apartment_id,
          payerName: d.owed.payer_name,
          accountMasked: d.owed.account_masked,
          amount: yuanOf(d.fen),
        })),
      )
      .returning({ id: feeBankBatchLines.id, seq: feeBankBatchLines.seq });
    const idOfSeq = new Map(inserted.map((row) => [row.seq, row.id]));
    await tx
      .insert(feeBankLineItems)
      .values(
        chunk.flatMap((d, i) =>
          d.items.map((item) => ({ batchLineId: idOfSeq.get(start + i + 1)!, billLineId: item.billLineId, amount: yuanOf(item.fen) })),
        ),
      );
  }
  if (retry) {
    await tx.execute(
      sql`update fee_bank_batch_lines set retry_batch_id = ${batch!.id} where id in (${sql.join(
        retry.lineIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return { batchId: batch!.id, batchNo };
}

/** A returned batch's failed lines not yet retried: a retry batch is made for their agreements. */
export async function failedLinesOf(tx: Orm, scope: ActingScope, batchId: number) {
  const [batch] = await rowsOf<{ id: number; batch_no: string; plan_id: number; state: number }>(
    tx,
    sql`select id, batch_no, plan_id, state from fee_bank_batches b where b.id = ${batchId} and ${inScope(sql`b.residential_id`, scope)} for update`,
  );
  if (!batch) throw new AppError('NOT_FOUND');
  if (batch.state !== 2) throw new AppError('BANK_BATCH_NOT_RETURNED', { params: { batch: batch.batch_no } });
  const failed = await rowsOf<{ id: number; agreement_id: number }>(
    tx,
    sql`select id, agreement_id from fee_bank_batch_lines where batch_id = ${batchId} and state = 3 and retry_batch_id is null order by seq`,
  );
  if (failed.length === 0) throw new AppError('BANK_NOTHING_TO_RETRY', { params: { batch: batch.batch_no } });
  return {
    planId: batch.plan_id,
    retry: {
      batchId: batch.id,
      batchNo: batch.batch_no,
      agreementIds: failed.map((f) => f.agreement_id),
      lineIds: failed.map((f) => f.id),
    },
  };
}
