import {
  endpointPath,
  FeeBankEndpoints,
  FeeSettlementEndpoints,
  formatFen,
  parseFen,
  type BankBatch,
  type BankImportResult,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { addLine, addStandard, ledgerViolations, settlementOf } from '../../../../test/helpers/fee-fixtures.js';
import { multipartBody } from '../../../../test/helpers/multipart.js';

let t: TestApp;
let admin: string;
let apartments: { id: number; residentialId: number }[];
let standard: number;
const lines = new Map<number, number[]>();

const as = <T = unknown>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, companyId: '1001', ...options });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table an import could write: a refused file must leave each as it was. */
async function ledgerCounts() {
  return (
    await rows<Record<string, string>>(sql`select
      (select count(*) from fee_payments)::text as payments, (select count(*) from fee_postings)::text as postings,
      (select count(*) from fee_account_postings)::text as account_postings,
      (select count(*) from fee_bank_batch_lines where state <> 1)::text as answered,
      (select count(*) from fee_bank_batches where state = 2)::text as returned`)
  )[0]!;
}

async function upload(name: string, text: string): Promise<string> {
  const { payload, headers } = multipartBody({ bizType: '999' }, [{ name, content: Buffer.from(text, 'utf8') }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: admin, companyid: '1001' },
  });
  const body = response.json() as { status: number; data: string[] };
  expect(body.status).toBe(200);
  return body.data[0]!;
}

async function download(path: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/door/public/download?filePath=${encodeURIComponent(path)}`,
    headers: { authorization: admin, companyid: '1001' },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function agreement(apartmentId: number, accountNo: string, debitLimit: string, payerName: string) {
  const created = await as<{ id: number }>('POST', '/api/property/bankAgreement', {
    body: { apartmentId, payerName, bank: 5, accountNo, debitLimit, signedOn: '2026-06-01', state: 1 },
  });
  expect(created.status, created.message).toBe(200);
  return created.data.id;
}

const batchOf = async (id: number) => (await as<BankBatch>('GET', endpointPath(FeeBankEndpoints.batch, { id }))).data;
const importFile = (batchId: number, filePath: string, language?: 'en') =>
  as<BankImportResult>('POST', endpointPath(FeeBankEndpoints.importResult, { id: batchId }), {
    body: { filePath },
    ...(language ? { language } : {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  // Houses of 1001 without an agreement of the demo data.
  apartments = await rows<{ id: number; residentialId: number }>(
    sql`select a.id, a.residential_id as "residentialId" from apartments a join residentials r on r.id = a.residential_id
        where r.company_id = '1001' and not exists (select 1 from fee_bank_agreements g where g.apartment_id = a.id)
        order by a.id limit 3`,
  );
  standard = await addStandard(t.database.db, apartments[0]!.residentialId, { name: '托收测试物业费' });
  for (const apartment of apartments) {
    const ids = [];
    for (const month of ['2026-09', '2026-10'])
      ids.push(
        await addLine(t.database.db, {
          residentialId: apartment.residentialId,
          standardId: standard,
          apartmentId: apartment.id,
          month,
          amount: '100.00',
        }),
      );
    lines.set(apartment.id, ids);
  }
});
afterAll(() => t?.close());

describe('bank collection agreements', () => {
  it('stores the full account number for the bank file but answers only its masked form', async () => {
    const refused = await as('POST', '/api/property/bankAgreement', {
      body: {
        apartmentId: apartments[0]!.id,
        payerName: '张建国',
        bank: 1,
        accountNo: '6222-0001',
        debitLimit: '100.00',
        signedOn: '2026-06-01',
      },
    });
    expect(refused.status).toBe(41050);
    const id = await agreement(apartments[0]!.id, '6222 0212 3456 7891', '150.00', '张建国');
    const read = await as<Record<string, unknown>>('GET', `/api/property/bankAgreement/${id}`);
    expect(read.data.accountMasked).toBe('6222 **** **** 7891');
    expect(read.data).not.toHaveProperty('accountNo');
    expect(JSON.stringify(read.data)).not.toContain('6222021234567891');
    const page = await as<{ rows: Record<string, unknown>[] }>('POST', '/api/property/bankAgreement/query/page', { body: {} });
    expect(JSON.stringify(page.data.rows)).not.toContain('6222021234567891');
    const [stored] = await rows<{ account_no: string; agreement_no: string }>(
      sql`select account_no, agreement_no from fee_bank_agreements where id = ${id}`,
    );
    expect(stored).toEqual({ account_no: '6222021234567891', agreement_no: `XY${String(id).padStart(8, '0')}` });
    const second = await as('POST', '/api/property/bankAgreement', {
      body: {
        apartmentId: apartments[0]!.id,
        payerName: '张建国',
        bank: 1,
        accountNo: '622202123456789',
        debitLimit: '100.00',
        signedOn: '2026-06-01',
      },
    });
    expect(second.http).toBe(409);
  });
});

describe('a collection cycle: batch, file, simulated bank, result, receipts, retry', () => {
  let planId: number;
  let batchId: number;
  let resultPath: string;
  let batch: BankBatch;

  it('makes a batch of one line per active agreement, capped by its limit, and exports the bank file', async () => {
    await agreement(apartments[1]!.id, '6217000011112224', '500.00', '李秀英');
    await agreement(apartments[2]!.id, '6214830012345677', '500.00', '王建华');
    const refused = await as('POST', '/api/property/bankPlan', {
      body: {
        name: '日期错误',
        standardIds: [standard],
        periodFrom: '2026-09-01',
        periodTo: '2026-10-31',
        debitDate: '2026-11-10',
        retryDate: '2026-11-05',
      },
    });
    expect(refused.status).toBe(41056);
    const plan = await as<{ id: number }>('POST', '/api/property/bankPlan', {
      body: {
        name: '2026年9-10月物业费托收',
        standardIds: [standard],
        periodFrom: '2026-09-01',
        periodTo: '2026-10-31',
        debitDate: '2026-11-05',
        retryDate: '2026-11-10',
        state: 1,
      },
    });
    expect(plan.status, plan.message).toBe(200);
    planId = plan.data.id;

    const made = await as<{ batchId: number }>('POST', FeeBankEndpoints.createBatch.path, { body: { planId } });
    expect(made.status, made.message).toBe(200);
    batchId = made.data.batchId;
    batch = await batchOf(batchId);
    expect(batch).toMatchObject({ kind: 1, state: 1, lineCount: 3, total: '550.00', debitDate: '2026-11-05' });
    expect(batch.lines.map((l) => [l.amount, l.accountMasked])).toEqual([
      ['150.00', '6222 **** **** 7891'],
      ['200.00', '6217 **** **** 2224'],
      ['200.00', '6214 **** **** 5677'],
    ]);
    const again = await as('POST', FeeBankEndpoints.createBatch.path, { body: { planId } });
    expect(again.status).toBe(41054);

    const file = await as<{ filePath: string; fileName: string }>('POST', endpointPath(FeeBankEndpoints.exportFile, { id: batchId }));
    expect(file.status).toBe(200);
    expect(file.data.fileName).toBe(`${batch.batchNo}.csv`);
    const text = await download(file.data.filePath);
    const fileLines = text.split('\r\n');
    expect(fileLines[0]).toBe(`H,${batch.batchNo},20261105,3,550.00`);
    expect(fileLines[1]).toBe(`D,1,${batch.lines[0]!.agreementNo},6222021234567891,张建国,5,150.00`);
    expect((await as<{ filePath: string }>('POST', endpointPath(FeeBankEndpoints.exportFile, { id: batchId }))).data.filePath).toBe(
      file.data.filePath,
    );
  });

  it('refuses a result file with a malformed line, an unknown agreement, a repeated line or another amount, posting nothing', async () => {
    const simulated = await as<{ filePath: string }>('POST', endpointPath(FeeBankEndpoints.simulate, { id: batchId }));
    expect(simulated.status).toBe(200);
    resultPath = simulated.data.filePath;
    const good = await download(resultPath);
    const [header, ...details] = good.trimEnd().split('\r\n');
    expect(details.map((d) => d.split(',')[4])).toEqual(['0000', '3001', '3002']);
    const before = await ledgerCounts();
    const bad = async (name: string, text: string, status: number, line: number, language?: 'en') => {
      const response = await importFile(batchId, await upload(name, text), language);
      expect(response.status, response.message).toBe(status);
      expect(response.message).toContain(String(line));
      expect(await ledgerCounts()).toEqual(before);
      return response.message;
    };
    const swap = (index: number, field: number, value: string) =>
      details.map((d, i) =>
        i === index
          ? d
              .split(',')
              .map((f, j) => (j === field ? value : f))
              .join(',')
          : d,
      );

    expect(await bad('malformed.csv', [header, details[0], 'D,2,XY1', details[2]].join('\r\n'), 41040, 3)).toContain('第 3 行');
    expect(await bad('unknown.csv', [header, ...swap(1, 2, 'XY99999999')].join('\r\n'), 41041, 3)).toContain('XY99999999');
    expect(await bad('duplicate.csv', [header, details[0], details[1], details[1], details[2]].join('\r\n'), 41042, 4)).toContain(
      '第 4 行',
    );
    const english = await bad('amount.csv', [header, ...swap(2, 3, '199.99')].join('\r\n'), 41043, 4, 'en');
    expect(english).toContain('Line 4');
    expect(english).toContain('199.99');
    await bad('wrong-batch.csv', [header!.replace(batch.batchNo, 'TS20991231000001'), ...details].join('\r\n'), 41044, 1);
    await bad('short.csv', [header, details[0], details[1]].join('\r\n'), 41045, 3);
    expect((await batchOf(batchId)).state).toBe(1);
  });

  it('imports the answer: debited lines become receipts paid by bank collection on the debit date, failures stay owed, totals reconcile', async () => {
    const imported = await importFile(batchId, resultPath);
    expect(imported.status, imported.message).toBe(200);
    expect(imported.data).toMatchObject({
      repeated: false,
      successCount: 1,
      successTotal: '150.00',
      failureCount: 2,
      failureTotal: '400.00',
    });
    const returned = await batchOf(batchId);
    expect(returned.state).toBe(2);
    expect(returned.successCount + returned.failureCount).toBe(returned.lineCount);
    expect(returned.lines.map((l) => [l.state, l.resultCode])).toEqual([
      [2, '0000'],
      [3, '3001'],
      [3, '3002'],
    ]);
    const receiptCode = returned.lines[0]!.receiptCode!;
    expect(receiptCode).toMatch(/^\d{10}$/);
    const [first, second] = lines.get(apartments[0]!.id)!;
    expect(await settlementOf(t.database.db, first!)).toMatchObject({ received: '100.00', settled: '100.00' });
    expect(await settlementOf(t.database.db, second!)).toMatchObject({ received: '50.00', settled: '50.00' });
    for (const id of lines.get(apartments[1]!.id)!) expect((await settlementOf(t.database.db, id)).settled).toBe('0.00');
    const [payment] = await rows<{ source: number; methods: number[]; total: string }>(
      sql`select p.source, array_agg(distinct f.method) as methods, p.total::text from fee_payments p
          join fee_postings f on f.payment_id = p.id where p.id = ${returned.lines[0]!.paymentId} group by p.id`,
    );
    expect(payment).toEqual({ source: 5, methods: [7], total: '150.00' });
    // Dated on the debit date, when the money moved, not on the day the result came back; its postings too.
    const dated = await rows<{ day: string }>(
      sql`select distinct to_char(at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day from (
            select paid_at as at from fee_payments where id = ${returned.lines[0]!.paymentId}
            union all select created_at from fee_postings where payment_id = ${returned.lines[0]!.paymentId}) d`,
    );
    expect(dated).toEqual([{ day: '2026-11-05' }]);
    // Batch totals equal the sums of its lines, and the receipts posted by bank equal its successes.
    const [sums] = await rows<Record<string, string>>(
      sql`select (select sum(amount) from fee_bank_batch_lines where batch_id = ${batchId} and state = 2)::text as ok,
            (select sum(amount) from fee_bank_batch_lines where batch_id = ${batchId} and state = 3)::text as failed,
            (select sum(total) from fee_payments where batch_id = ${batchId} and source = 5)::text as receipts`,
    );
    expect(sums).toEqual({ ok: '150.00', failed: '400.00', receipts: '150.00' });
    const listed = await as<{ rows: Record<string, unknown>[] }>('POST', '/api/property/actualReceipt/query/page', {
      body: { receiptCode },
    });
    expect(listed.data.rows.find((row) => row.id === returned.lines[0]!.paymentId)).toMatchObject({
      receiptCode,
      total: '150.00',
      source: 5,
    });
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });

  it('posts nothing twice when the same result file comes again, and refuses another file for a returned batch', async () => {
    const before = await ledgerCounts();
    const again = await importFile(batchId, resultPath);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ repeated: true, successCount: 1, failureCount: 2 });
    const other = await importFile(batchId, await upload('other.csv', (await download(resultPath)).replace('3002', '3001')));
    expect(other.status).toBe(41047);
    expect(await ledgerCounts()).toEqual(before);
  });

  it('retries the failed lines in a retry batch on the retry date; the simulated bank pays one and refuses the closed account', async () => {
    const retry = await as<{ batchId: number }>('POST', endpointPath(FeeBankEndpoints.retry, { id: batchId }));
    expect(retry.status, retry.message).toBe(200);
    const retried = await batchOf(retry.data.batchId);
    expect(retried).toMatchObject({ kind: 2, retryOfId: batchId, lineCount: 2, total: '400.00', debitDate: '2026-11-10' });
    expect((await as('POST', endpointPath(FeeBankEndpoints.retry, { id: batchId }))).status).toBe(41052);
    await as('POST', endpointPath(FeeBankEndpoints.exportFile, { id: retried.id }));
    const answer = await as<{ filePath: string }>('POST', endpointPath(FeeBankEndpoints.simulate, { id: retried.id }));
    const imported = await importFile(retried.id, answer.data.filePath);
    expect(imported.data).toMatchObject({ successCount: 1, successTotal: '200.00', failureCount: 1, failureTotal: '200.00' });
    for (const id of lines.get(apartments[1]!.id)!) expect((await settlementOf(t.database.db, id)).settled).toBe('100.00');
    for (const id of lines.get(apartments[2]!.id)!) expect((await settlementOf(t.database.db, id)).settled).toBe('0.00');
    expect((await batchOf(batchId)).lines.filter((l) => l.retryBatchId === retried.id)).toHaveLength(2);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });

  it('keeps in the house account what the bank took for a line paid at the counter meanwhile', async () => {
    const made = await as<{ batchId: number }>('POST', FeeBankEndpoints.createBatch.path, { body: { planId } });
    expect(made.status, made.message).toBe(200);
    const next = await batchOf(made.data.batchId);
    // House 3 (account closed) and house 1 (its remaining 50.00).
    expect(next.lines.map((l) => l.amount)).toEqual(['50.00', '200.00']);
    const [, second] = lines.get(apartments[0]!.id)!;
    const balance = async () =>
      (
        await rows<{ balance: string }>(
          sql`select coalesce(sum(balance), 0)::text as balance from fee_accounts where apartment_id = ${apartments[0]!.id} and kind = 1`,
        )
      )[0]!.balance;
    const before = await balance();
    const paid = await as('POST', '/api/property/fee/payment/pay', {
      body: { apartmentId: apartments[0]!.id, lines: [{ billLineId: second, amount: '50.00' }], tenders: [{ method: 1, amount: '50.00' }] },
    });
    expect(paid.status).toBe(200);
    await as('POST', endpointPath(FeeBankEndpoints.exportFile, { id: next.id }));
    const answer = await as<{ filePath: string }>('POST', endpointPath(FeeBankEndpoints.simulate, { id: next.id }));
    const imported = await importFile(next.id, answer.data.filePath);
    expect(imported.data).toMatchObject({ successCount: 1, failureCount: 1 });
    expect(await balance()).toBe(formatFen(parseFen(before) + 5000n));
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });
});

describe('a result debited in a closed month', () => {
  it('is refused with 41020 naming the month, in the user language, and posts nothing', async () => {
    // A house of its own with a line owed, signed on an account the simulated bank debits (last digit 1).
    const [apartment] = await rows<{ id: number; residentialId: number }>(
      sql`select a.id, a.residential_id as "residentialId" from apartments a join residentials r on r.id = a.residential_id
          where r.company_id = '1001' and not exists (select 1 from fee_bank_agreements g where g.apartment_id = a.id)
          order by a.id limit 1`,
    );
    const closedStandard = await addStandard(t.database.db, apartment!.residentialId, { name: '托收关账测试费' });
    await addLine(t.database.db, {
      residentialId: apartment!.residentialId,
      standardId: closedStandard,
      apartmentId: apartment!.id,
      month: '2026-09',
      amount: '80.00',
    });
    await agreement(apartment!.id, '6217000011119991', '500.00', '陈国栋');
    // The debit date lies in a month long ended, closed here (nothing of this community is dated in it).
    const closed = await as('POST', FeeSettlementEndpoints.close.path, {
      body: { residentialId: apartment!.residentialId, month: '2001-04' },
    });
    expect(closed.status, closed.message).toBe(200);
    const plan = await as<{ id: number }>('POST', '/api/property/bankPlan', {
      body: {
        name: '关账月托收',
        standardIds: [closedStandard],
        periodFrom: '2026-09-01',
        periodTo: '2026-09-30',
        debitDate: '2001-04-05',
        retryDate: '2001-04-10',
        state: 1,
      },
    });
    expect(plan.status, plan.message).toBe(200);
    const made = await as<{ batchId: number }>('POST', FeeBankEndpoints.createBatch.path, { body: { planId: plan.data.id } });
    expect(made.status, made.message).toBe(200);
    await as('POST', endpointPath(FeeBankEndpoints.exportFile, { id: made.data.batchId }));
    const answer = await as<{ filePath: string }>('POST', endpointPath(FeeBankEndpoints.simulate, { id: made.data.batchId }));
    const before = await ledgerCounts();
    const refused = await importFile(made.data.batchId, answer.data.filePath, 'en');
    expect(refused.status).toBe(41020);
    expect(refused.message).toContain('2001-04');
    expect(await ledgerCounts()).toEqual(before);
    expect((await batchOf(made.data.batchId)).state).toBe(1);
  });
});

describe('the demo data', () => {
  it('has agreements in every community with houses and a returned batch whose receipts equal its successes', async () => {
    const perResidential = await rows<{ n: number }>(
      sql`select (select count(*) from fee_bank_agreements g where g.residential_id = r.id and g.payer_name in ('刘德明', '赵雅琴', '孙志远', '周丽华'))::int as n
          from residentials r where exists (select 1 from apartments a where a.residential_id = r.id)`,
    );
    expect(perResidential.map((c) => c.n)).toEqual(perResidential.map(() => 4));
    const [demo] = await rows<Record<string, string | number>>(
      sql`select b.line_count, b.success_count, b.failure_count, b.success_total::text,
            (select sum(total) from fee_payments p where p.batch_id = b.id and p.source = 5)::text as receipts
          from fee_bank_batches b join fee_bank_plans p on p.id = b.plan_id where p.name = '物业费托收（已回盘样例）'`,
    );
    expect(demo).toMatchObject({ line_count: 4, success_count: 2, failure_count: 2 });
    expect(demo!.receipts).toBe(demo!.success_total);
  });
});
