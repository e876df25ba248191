import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { inTransaction, type Orm } from '../../../engine/index.js';
import { maskAccount } from './hooks.js';
import { resultFile, simulatedAnswer } from './services/bank-files.js';
import { importResult } from './services/batch-import.js';
import { makeBatch } from './services/batch-make.js';

const PAYERS = ['刘德明', '赵雅琴', '孙志远', '周丽华'];
/** 中国工商银行, 招商银行, 中国建设银行, 交通银行; the last digits make the simulated bank pay, refuse (3001) and close (3002). */
const BANKS = [1, 5, 2, 6];
const ACCOUNTS = ['6222020200112233451', '6225880112345674', '6217000010002223337', '6222600110008889'];

const monthStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
const monthEnd = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0)).toISOString().slice(0, 10);
const day = (now: Date, back: number, dayOfMonth: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, dayOfMonth)).toISOString().slice(0, 10);

/**
 * Bank collection's demo (docs/decisions/0035), after the ledger's: four agreements in every community (houses
 * that pay, with 中国工商银行, 招商银行, …); in the first community three plans of its property fee — two months ago
 * (its batch made, answered by the simulated bank with two failures and imported: receipts posted, failures owed),
 * last month and this month (left for the console, and for the e2e spec, to run). Dates follow the demo clock.
 */
export async function seedFeeBankDemo(orm: Orm, refs: { tenantId: number; userId: number; now: Date }): Promise<void> {
  const { tenantId, userId, now } = refs;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
  const residentials = await rows<{ id: number; company_id: string }>(
    sql`select id, company_id from residentials where tenant_id = ${tenantId} order by id`,
  );
  for (const residential of residentials) {
    const apartments = await rows<{ id: number }>(
      sql`select a.id from apartments a where a.residential_id = ${residential.id} and a.id % 8 <> 0 order by a.id desc limit 4`,
    );
    for (const [i, apartment] of apartments.entries()) {
      const accountNo = ACCOUNTS[i]!;
      await orm.execute(sql`insert into fee_bank_agreements (tenant_id, residential_id, apartment_id, payer_name, bank, account_no,
          account_masked, debit_limit, signed_on, state)
        values (${tenantId}, ${residential.id}, ${apartment.id}, ${PAYERS[i]!}, ${BANKS[i]!}, ${accountNo}, ${maskAccount(accountNo)},
          '2000.00', ${day(now, 10, 12)}, 1)`);
    }
  }
  const first = residentials[0];
  if (!first) return;
  const [standard] = await rows<{ id: number }>(
    sql`select id from fee_standards where residential_id = ${first.id} and fee_type = 'property' order by id limit 1`,
  );
  if (!standard) return;
  const plan = async (name: string, back: number) =>
    (
      await rows<{ id: number }>(sql`insert into fee_bank_plans (tenant_id, residential_id, name, standard_ids, period_from, period_to,
          debit_date, retry_date, state)
        values (${tenantId}, ${first.id}, ${name}, ${sql.raw(`'{${standard.id}}'::int[]`)}, ${monthStart(now, back)}, ${monthEnd(now, back)},
          ${day(now, back - 1, 5)}, ${day(now, back - 1, 15)}, 1) returning id`)
    )[0]!.id;
  const done = await plan('物业费托收（已回盘样例）', 2);
  await plan('上月物业费托收', 1);
  await plan('本月物业费托收', 0);

  const scope = { kind: 'residential' as const, tenantId, residentialId: first.id, companyId: first.company_id };
  await inTransaction(orm, async (tx) => {
    const made = await makeBatch(tx, scope, userId, done, null);
    const sent = (
      (await tx.execute(sql`select l.seq, l.agreement_no, l.amount::text, a.account_no, b.total::text from fee_bank_batch_lines l
          join fee_bank_agreements a on a.id = l.agreement_id join fee_bank_batches b on b.id = l.batch_id
          where l.batch_id = ${made.batchId} order by l.seq`)) as unknown as {
        rows: { seq: number; agreement_no: string; amount: string; account_no: string; total: string }[];
      }
    ).rows;
    const bytes = resultFile(
      { batchNo: made.batchNo, total: sent[0]?.total ?? '0.00' },
      sent.map((line) => ({
        seq: line.seq,
        agreementNo: line.agreement_no,
        amount: line.amount,
        ...simulatedAnswer(line.account_no, false),
      })),
    );
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await importResult(tx, scope, userId, { batchId: made.batchId, bytes, sha256, filePath: '', now });
  });
}
