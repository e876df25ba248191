import {
  endpointPath,
  FeeStatementEndpoints,
  RECEIPT_SOURCES_WITHOUT_LINES,
  STATEMENT_REPORTS,
  type StatementLines,
  type StatementResult,
} from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { prng, randomLedger } from '../../../../test/helpers/fee-random.js';
import { addUser } from '../../../../test/helpers/users.js';
import { foldStatements } from '../statements/services/fold.js';

const SEED = Number(process.env.FEE_PROPERTY_SEED ?? 20261128);

let t: TestApp;
let tokens: string[];
let admin: string;
/** The months the database's clock is in, and the 35 before it (the widest period a statement takes). */
let current: string;
let wide: { periodFrom: string; periodTo: string };

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['feestmt1', 'feestmt2']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  tokens = [await login(t.app, 'feestmt1', 'Cashier@2026'), await login(t.app, 'feestmt2', 'Cashier@2026')];
  admin = await login(t.app, 'admin');
  const [row] = await rows<{ now: string; from: string }>(sql`
    select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as now,
      to_char((now() at time zone 'Asia/Shanghai') - interval '35 months', 'YYYY-MM') as from`);
  current = row!.now;
  wide = { periodFrom: row!.from, periodTo: current };
});
afterAll(() => t?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Exact yuan text ("-12.30") → integer fen. */
const fen = (text: string | undefined) => {
  expect(text, 'an amount').toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(text!.replace('.', ''));
};
/** part / whole as percent with two places, half away from zero (both ≥ 0 here). */
const percent = (part: bigint, whole: bigint) => {
  if (whole === 0n) return '0.00';
  const hundredths = (part * 20000n + whole) / (2n * whole);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

async function report(name: string, body: Record<string, unknown>, token = tokens[0]!, companyId: string | undefined = '1001') {
  const response = await call<StatementResult>(t.app, 'POST', endpointPath(FeeStatementEndpoints.report, { report: name }), {
    token,
    companyId,
    body,
  });
  expect(response.http, JSON.stringify(response.data ?? response.message)).toBe(200);
  return response.data;
}

async function allLines(name: string, body: Record<string, unknown>, limit = 200) {
  const out: Record<string, string>[] = [];
  let after: number | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const response = await call<StatementLines>(t.app, 'POST', endpointPath(FeeStatementEndpoints.lines, { report: name }), {
      token: tokens[0],
      companyId: '1001',
      body: { ...body, limit, ...(after ? { after } : {}) },
    });
    expect(response.http, response.message).toBe(200);
    out.push(...response.data.rows);
    if (response.data.nextAfter === null) return out;
    after = response.data.nextAfter;
  }
  throw new Error('more than 1000 pages');
}

/**
 * The posting drill-downs, three rows a page, give exactly the ledger's postings of the period, newest first: an
 * original of a payment by the payment's time, any other by its own (the two branches of the query), with the fee
 * type and building filters; and the same rows as one long page.
 */
async function expectPostingPages(period: { periodFrom: string; periodTo: string }) {
  const [residential] = await rows<{ id: number }>(sql`select id from residentials where company_id = '1001'`);
  const residentialId = residential!.id;
  const [sample] = await rows<{ feeType: string; buildingId: number }>(sql`
    select l.fee_type as "feeType", a.building_id as "buildingId" from fee_postings p join fee_bill_lines l on l.id = p.bill_line_id
      join apartments a on a.id = l.object_id and l.object_type = 1
    where p.residential_id = ${residentialId} and p.kind = 2 order by p.id desc limit 1`);
  expect(sample, 'a refunded posting').toBeDefined();
  const withoutLines = sql.raw(RECEIPT_SOURCES_WITHOUT_LINES.join(', '));
  const conditions: Record<string, SQL> = {
    actualReceipt: sql`p.category in (1, 3) and pay.source not in (${withoutLines})`,
    receiptDetail: sql`p.kind = 1 and p.category in (1, 3) and pay.source not in (${withoutLines})`,
    refund: sql`p.kind = 2`,
    discount: sql`p.category = 2`,
    bankCollection: sql`p.category = 1 and p.method = 7`,
  };
  const bookedAt = sql`(case when p.kind = 1 and p.payment_id is not null then pay.paid_at else p.created_at end)`;
  const filters: { feeType?: string; buildingId?: number }[] = [{}, { feeType: sample!.feeType }, { buildingId: sample!.buildingId }];
  for (const filter of filters) {
    const feeType = filter.feeType ?? null;
    const buildingId = filter.buildingId ?? null;
    for (const [name, condition] of Object.entries(conditions)) {
      const expected = await rows<{ id: string; original: boolean }>(sql`
        select p.id::text as id, p.kind = 1 and p.payment_id is not null as original
        from fee_postings p join fee_bill_lines l on l.id = p.bill_line_id left join fee_payments pay on pay.id = p.payment_id
        where p.residential_id = ${residentialId} and ${condition}
          and ${bookedAt} >= (${`${period.periodFrom}-01`}::date::timestamp at time zone 'Asia/Shanghai')
          and ${bookedAt} < ((${`${period.periodTo}-01`}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')
          and (${feeType}::text is null or l.fee_type = ${feeType})
          and (${buildingId}::int is null
            or (l.object_type in (1, 2) and exists (select 1 from apartments a where a.id = l.object_id and a.building_id = ${buildingId}))
            or (l.object_type = 3 and exists (select 1 from companies c where c.id = l.object_id and c.building_id = ${buildingId})))
        order by p.id desc`);
      const body = { ...period, ...filter };
      const paged = await allLines(name, body, 3);
      expect(
        paged.map((line) => line.id),
        `${name} ${JSON.stringify(filter)}`,
      ).toEqual(expected.map((row) => row.id));
      expect(await allLines(name, body, 200)).toEqual(paged);
      if (name === 'actualReceipt' && feeType === null && buildingId === null) {
        expect(new Set(expected.map((row) => row.original))).toEqual(new Set([true, false]));
        expect(expected.length).toBeGreaterThan(4);
      }
    }
  }
}

/** Every identity of issue 26, through HTTP, for one period and community; returns the statements read. */
async function expectIdentities(period: { periodFrom: string; periodTo: string }, lines: { periodFrom: string; periodTo: string }) {
  const [residential] = await rows<{ id: number }>(sql`select id from residentials where company_id = '1001'`);
  const residentialId = residential!.id;

  // Receivable of the lines' periods = received + discount + offset + arrears; collection rate = collected / receivable.
  const receivable = await report('receivable', lines);
  const r = receivable.totals;
  expect(fen(r.receivable)).toBe(fen(r.received) + fen(r.discount) + fen(r.offset) + fen(r.arrears));
  expect(r.collectionRate).toBe(percent(fen(r.received) + fen(r.offset), fen(r.receivable)));
  for (const row of receivable.rows)
    expect(fen(row.receivable)).toBe(fen(row.received) + fen(row.discount) + fen(row.offset) + fen(row.arrears));
  // … and equal to the ledger recomputed from its raw lines and postings (the triggers kept the summary exact).
  const [raw] = await rows<{ receivable: string; received: string; discount: string; offset: string; lines: number }>(sql`
    select coalesce(sum(l.amount), 0)::numeric(16,2)::text as receivable, count(*)::int as lines,
      coalesce(sum(s.received), 0)::numeric(16,2)::text as received, coalesce(sum(s.discount), 0)::numeric(16,2)::text as discount,
      coalesce(sum(s.offset_amount), 0)::numeric(16,2)::text as offset
    from fee_bill_lines l cross join lateral (select sum(amount) filter (where category = 1) as received,
        sum(amount) filter (where category = 2) as discount, sum(amount) filter (where category = 3) as offset_amount
        from fee_postings where bill_line_id = l.id) s
    where l.residential_id = ${residentialId} and l.status = 1
      and l.period_start >= ${`${lines.periodFrom}-01`}::date and l.period_start < (${`${lines.periodTo}-01`}::date + interval '1 month')`);
  expect({ receivable: r.receivable, received: r.received, discount: r.discount, offset: r.offset, lines: r.lines }).toEqual({
    ...raw!,
    lines: String(raw!.lines),
  });
  const charge = await report('charge', lines);
  expect(charge.totals.receivable).toBe(r.receivable);
  for (const row of charge.rows) expect(row.collectionRate).toBe(percent(fen(row.received) + fen(row.offset), fen(row.receivable)));

  // Receipt details = receipts = actual receipts taken, and = the payments' totals in the ledger.
  const receipts = await report('receipt', period);
  const details = await report('receiptDetail', period);
  const actual = await report('actualReceipt', period);
  expect(details.totals.amount).toBe(receipts.totals.total);
  expect(actual.totals.gross).toBe(receipts.totals.total);
  expect(fen(actual.totals.net)).toBe(fen(actual.totals.gross) - fen(actual.totals.reversed));
  const [paid] = await rows<{ total: string }>(sql`
    select coalesce(sum(total), 0)::numeric(16,2)::text as total from fee_payments
    where residential_id = ${residentialId} and source not in (${sql.raw(RECEIPT_SOURCES_WITHOUT_LINES.join(', '))})
      and paid_at >= (${`${period.periodFrom}-01`}::date::timestamp at time zone 'Asia/Shanghai')
      and paid_at < ((${`${period.periodTo}-01`}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')`);
  expect(receipts.totals.total).toBe(paid!.total);

  // Prepayment ledger: closing = opening + top-ups − offsets − refunds ± transfers; to this month = the balances.
  const prestore = await report('prestoreRefund', { periodFrom: period.periodFrom, periodTo: current });
  const p = prestore.extras;
  expect(fen(p.closing)).toBe(fen(p.opening) + fen(p.topUp) - fen(p.offset) - fen(p.refund) + fen(p.transfer));
  const [balances] = await rows<{ total: string }>(
    sql`select coalesce(sum(balance), 0)::numeric(16,2)::text as total from fee_accounts where residential_id = ${residentialId} and kind = 1`,
  );
  expect(p.closing).toBe(balances!.total);
  const offsets = await report('prestoreOffset', period);
  const [lineOffsets] = await rows<{ total: string }>(sql`
    select coalesce(sum(p.amount), 0)::numeric(16,2)::text as total from fee_postings p
    where p.residential_id = ${residentialId} and p.category = 3
      and p.created_at >= (${`${period.periodFrom}-01`}::date::timestamp at time zone 'Asia/Shanghai')
      and p.created_at < ((${`${period.periodTo}-01`}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')`);
  expect(offsets.totals.net).toBe(lineOffsets!.total);

  // Bank collection successes = the receipts posted by bank (method 7).
  const bank = await report('bankCollection', period);
  const [byBank] = await rows<{ total: string }>(sql`
    select coalesce(sum(p.amount), 0)::numeric(16,2)::text as total from fee_postings p join fee_payments pay on pay.id = p.payment_id
    where p.residential_id = ${residentialId} and p.method = 7 and p.kind = 1 and pay.source not in (${sql.raw(RECEIPT_SOURCES_WITHOUT_LINES.join(', '))})
      and pay.paid_at >= (${`${period.periodFrom}-01`}::date::timestamp at time zone 'Asia/Shanghai')
      and pay.paid_at < ((${`${period.periodTo}-01`}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')`);
  expect(bank.totals.gross).toBe(byBank!.total);

  // Clearance rate = arrears recovered / (arrears recovered + earlier arrears still owed).
  const arrears = await report('arrearage', period);
  const c = arrears.extras;
  expect(c.clearanceRate).toBe(percent(fen(c.recovered), fen(c.recovered) + fen(c.earlierArrears)));

  // Drill-down: the lines behind the receivable add up to it.
  const month = { periodFrom: lines.periodTo, periodTo: lines.periodTo };
  const ofMonth = (await report('receivable', month)).totals;
  const behind = await allLines('receivable', month);
  expect(String(behind.length)).toBe(ofMonth.lines);
  expect(behind.reduce((sum, line) => sum + fen(line.receivable), 0n)).toBe(fen(ofMonth.receivable));
  const owed = await allLines('arrearage', month);
  expect(owed.reduce((sum, line) => sum + fen(line.arrears), 0n)).toBe(fen(ofMonth.arrears));
  expect(new Set(behind.map((line) => line.id)).size).toBe(behind.length);
  const thisMonth = { periodFrom: period.periodTo, periodTo: period.periodTo };
  const taken = await allLines('actualReceipt', thisMonth);
  expect(taken.reduce((sum, line) => sum + fen(line.amount), 0n)).toBe(fen((await report('actualReceipt', thisMonth)).totals.net));

  const all: Record<string, StatementResult> = {};
  for (const name of STATEMENT_REPORTS) all[name] = await report(name, name.startsWith('receivable') || name === 'charge' ? lines : period);
  return all;
}

describe('fee statements', () => {
  it('reconcile on the demo data, by construction, and read the same after the summaries are folded', { timeout: 180_000 }, async () => {
    const lastYear = { periodFrom: wide.periodFrom, periodTo: current };
    const before = await expectIdentities(lastYear, lastYear);
    expect(fen(before.receivable!.totals.receivable)).toBeGreaterThan(0n);
    expect(fen(before.receipt!.totals.total)).toBeGreaterThan(0n);
    await foldStatements(t.database.db.orm, null);
    expect(await expectIdentities(lastYear, lastYear)).toEqual(before);
  });

  it(
    `reconcile after random payments, refunds, cancellations, transfers and waivers, bank receipts and a cancelled line (seed ${SEED})`,
    { timeout: 180_000 },
    async () => {
      const run = await randomLedger(t, tokens, prng(SEED), { apartmentCount: 5, steps: 250, skipApartments: 40 });
      expect(run.worst.http, JSON.stringify(run.worst.data)).toBeLessThan(500);
      expect(run.counts['200']).toBeGreaterThan(50);
      // Receipts posted by the bank (what the bank collection's import writes): a payment of source 5, method 7.
      await t.database.db.orm.execute(sql`
      with line as (select l.id, l.residential_id, l.object_id, l.amount from fee_bill_lines l
          where l.residential_id = ${run.residentialId} and l.status = 1 and l.object_type = 1
            and not exists (select 1 from fee_postings p where p.bill_line_id = l.id) order by l.id limit 3),
        counter as (insert into fee_receipt_counters as c (residential_id, year, last_no)
          values (${run.residentialId}, extract(year from now() at time zone 'Asia/Shanghai')::int, 1)
          on conflict (residential_id, year) do update set last_no = c.last_no + 1 returning year, last_no),
        pay as (insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, total, source, cashier_id)
          select r.tenant_id, r.id, (select object_id from line limit 1), counter.year, counter.last_no, 'BANK' || counter.last_no,
            (select sum(amount) from line), 5, (select id from users order by id limit 1)
          from residentials r, counter where r.id = ${run.residentialId} returning id, tenant_id)
      insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount)
      select pay.tenant_id, line.residential_id, line.id, pay.id, 1, 1, 7, line.amount from line, pay`);
      // A line cancelled after the fact leaves the receivable (and what settled it) of its period.
      const [cancelled] = await rows<{ amount: string; month: string }>(sql`
      update fee_bill_lines set status = 2 where id = (select id from fee_bill_lines where residential_id = ${run.residentialId}
        and status = 1 and period_start = '2025-03-01' order by id limit 1) returning amount::text as amount, to_char(period_start, 'YYYY-MM') as month`);
      expect(cancelled).toBeDefined();
      const lines = { periodFrom: '2025-01', periodTo: '2025-08' };
      const after = await expectIdentities(wide, lines);
      await expectPostingPages({ periodFrom: current, periodTo: current });
      expect(fen(after.bankCollection!.totals.gross)).toBeGreaterThan(0n);
      expect(fen(after.refund!.totals.amount)).toBeGreaterThan(0n);
      expect(fen(after.discount!.totals.net)).toBeGreaterThan(0n);
      await foldStatements(t.database.db.orm, null);
      expect(await expectIdentities(wide, lines)).toEqual(after);
    },
  );

  it('reads one month of every community for the head office, exports an .xlsx, and refuses bad input', { timeout: 60_000 }, async () => {
    const headOffice = await report('receivable', {}, admin, undefined);
    expect(headOffice.periodFrom).toBe(headOffice.periodTo);
    const everywhere = await report('receivableDetail', wide, admin, undefined);
    const here = await report('receivableDetail', wide);
    expect(fen(everywhere.totals.receivable)).toBeGreaterThanOrEqual(fen(here.totals.receivable));
    expect(everywhere.rows.every((row) => row.community !== '' && row.building !== '')).toBe(true);

    const exported = await t.app.inject({
      method: 'POST',
      url: endpointPath(FeeStatementEndpoints.export, { report: 'charge' }),
      headers: { authorization: tokens[0]!, companyid: '1001', 'accept-language': 'en' },
      payload: wide,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const summary = book.worksheets[0]!;
    expect(summary.getRow(1).getCell(1).value).toBe('Fee type');
    const charge = await report('charge', wide);
    const totalRow = summary.getRow(charge.rows.length + 2);
    expect(totalRow.getCell(1).value).toBe('Total');
    expect(totalRow.getCell(3).value).toBe(charge.totals.receivable);
    expect(book.worksheets[1]!.rowCount).toBeGreaterThan(1);

    const backwards = await call(t.app, 'POST', endpointPath(FeeStatementEndpoints.report, { report: 'receivable' }), {
      token: tokens[0],
      companyId: '1001',
      body: { periodFrom: '2025-05', periodTo: '2025-01' },
    });
    expect([backwards.http, backwards.status]).toEqual([422, 41010]);
    const tooLong = await call(t.app, 'POST', endpointPath(FeeStatementEndpoints.report, { report: 'receivable' }), {
      token: tokens[0],
      companyId: '1001',
      language: 'en',
      body: { periodFrom: '2020-01', periodTo: '2025-01' },
    });
    expect([tooLong.http, tooLong.status]).toEqual([422, 41010]);
    expect(tooLong.message).toContain('36 months');
    const unknown = await call(t.app, 'POST', endpointPath(FeeStatementEndpoints.report, { report: 'nonsense' }), {
      token: tokens[0],
      companyId: '1001',
      body: {},
    });
    expect([unknown.http, unknown.status]).toEqual([404, 41011]);
    const repairer = await login(t.app, 'wangqiang');
    const denied = await call(t.app, 'POST', endpointPath(FeeStatementEndpoints.report, { report: 'receivable' }), {
      token: repairer,
      companyId: '1001',
      body: {},
    });
    expect(denied.http).toBe(403);
  });
});
