import { FeeDepositEndpoints, FeeLedgerEndpoints, FeeSettlementEndpoints, type MonthCheck, type MonthRow } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import {
  addLine,
  addStandard,
  apartmentsOf,
  ledgerCounts as ledgerCountsOf,
  ledgerViolations,
} from '../../../../test/helpers/fee-fixtures.js';
import { addUser } from '../../../../test/helpers/users.js';

// Month settlement (docs/decisions/0034). Every date is fixed: the closed month is 2001-03, long ended whatever day
// the test runs; postings land in it through `bookedOn`, the late entry's day, which every posting route takes.
const CLOSED = '2001-03';
const IN_CLOSED = '2001-03-25';

let t: TestApp;
let cashier1: string;
let cashier2: string;
let apartment: { id: number; residentialId: number };
let batchApartment: { id: number; residentialId: number };
let standard: number;

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['mscashier1', 'mscashier2']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  cashier1 = await login(t.app, 'mscashier1', 'Cashier@2026');
  cashier2 = await login(t.app, 'mscashier2', 'Cashier@2026');
  [apartment, batchApartment] = (await apartmentsOf(t.database.db, '1001', 6)).slice(4) as [typeof apartment, typeof apartment];
  standard = await addStandard(t.database.db, apartment.residentialId, { accountPayable: true });
});
afterAll(() => t?.close());

const as = <T = unknown>(token: string, method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token, companyId: '1001', ...options });

/** A line of the house for a month; each of a month's lines is of its own standard (one line per standard and month). */
const line = async (month: string, amount = '100.00', options: { apartmentId?: number; lineKind?: number } = {}) =>
  addLine(t.database.db, {
    residentialId: apartment.residentialId,
    standardId: (linesOf.get(month) ?? 0) === 0 ? standard : await addStandard(t.database.db, apartment.residentialId),
    apartmentId: options.apartmentId ?? apartment.id,
    month,
    amount,
    lineKind: options.lineKind,
  }).finally(() => linesOf.set(month, (linesOf.get(month) ?? 0) + 1));
const linesOf = new Map<string, number>();

const ledgerCounts = () => ledgerCountsOf(t.database.db);

async function pay(lineId: number, amount: string, bookedOn?: string) {
  return as<{ paymentId: number; receiptCode: string }>(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
    body: { apartmentId: apartment.id, lines: [{ billLineId: lineId, amount }], tenders: [{ method: 1, amount }], bookedOn },
  });
}

async function openAccount(kind: 1 | 2 | 3, amount: string, bookedOn?: string): Promise<number> {
  const opened = await as<{ accountId: number }>(cashier1, 'POST', FeeLedgerEndpoints.accountOpen.path, {
    body: { kind, apartmentId: apartment.id, ownerName: '刘振华', item: kind === 1 ? undefined : '装修押金' },
  });
  expect(opened.status).toBe(200);
  const topUp = await as(cashier1, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
    body: { accountId: opened.data.accountId, amount, method: 1, bookedOn },
  });
  expect(topUp.status).toBe(200);
  return opened.data.accountId;
}

async function request(body: Record<string, unknown>): Promise<number> {
  const made = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, { body });
  expect(made.status).toBe(200);
  return made.data.requestId;
}

/** A refusal through one route: 41020 naming the month, in the caller's language, and nothing changed. */
async function expectRefused(post: () => Promise<{ status: number; message: string }>): Promise<void> {
  const before = await ledgerCounts();
  const refused = await post();
  expect(refused.status).toBe(41020);
  expect(refused.message).toContain(CLOSED);
  expect(await ledgerCounts()).toEqual(before);
}

const close = (month: string, token = cashier1) =>
  as<MonthCheck>(token, 'POST', FeeSettlementEndpoints.close.path, { body: { residentialId: apartment.residentialId, month } });
const reopen = (month: string, reason?: string) =>
  as(cashier1, 'POST', FeeSettlementEndpoints.reopen.path, { body: { residentialId: apartment.residentialId, month, reason } });

let paidInClosed: { paymentId: number };
let prepayment: number;
let deposit: number;
let lateFeeLine: number;

describe('closing a month', () => {
  it('refuses a month that does not reconcile, naming the mismatch, and closes it once it does', async () => {
    const paid = await pay(await line('2001-02'), '100.00', '2001-02-20');
    expect(paid.status).toBe(200);
    const account = await openAccount(1, '50.00', '2001-02-10');
    // A balance changed behind the ledger's back: it no longer equals the sum of its postings.
    await t.database.db.orm.execute(sql`update fee_accounts set balance = balance + 1 where id = ${account}`);
    const check = await as<MonthCheck>(cashier1, 'GET', FeeSettlementEndpoints.check.path, {
      query: `residentialId=${apartment.residentialId}&month=2001-02`,
    });
    expect(check.data.reconciles).toBe(false);
    expect(check.data.problems).toContainEqual({ check: 'account', subject: String(account), detail: '51.00 / 50.00 / 50.00' });
    const refused = await close('2001-02');
    expect(refused.status).toBe(41021);
    const english = await as(cashier1, 'POST', FeeSettlementEndpoints.close.path, {
      body: { residentialId: apartment.residentialId, month: '2001-02' },
      language: 'en',
    });
    expect(english.message).toContain('does not reconcile');
    const [logs] = (
      (await t.database.db.orm.execute(sql`select count(*)::int as n from fee_month_closes`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(logs!.n).toBe(0);

    await t.database.db.orm.execute(sql`update fee_accounts set balance = balance - 1 where id = ${account}`);
    const closed = await close('2001-02');
    expect(closed.status).toBe(200);
    expect(closed.data.totals).toMatchObject({
      lineCount: 1,
      receivable: '100.00',
      received: '100.00',
      outstanding: '0.00',
      collected: '100.00',
    });
    expect((await close('2001-02')).status).toBe(41022);
  });

  it('refuses a month that has not ended, and a user without the element', async () => {
    expect((await close('2999-01')).status).toBe(41024);
    const manager = await login(t.app, 'lihua');
    expect((await close('2001-01', manager)).http).toBe(403);
  });

  it('freezes the closed month: its figures, state and closer read back from the record', async () => {
    const unpaid = await line(CLOSED, '80.00');
    const paid = await line(CLOSED, '120.00');
    const payment = await pay(paid, '120.00', '2001-03-20');
    expect(payment.status).toBe(200);
    paidInClosed = payment.data;
    lateFeeLine = await line(CLOSED, '5.00', { lineKind: 3 });
    prepayment = await openAccount(1, '300.00', '2001-03-02');
    deposit = await openAccount(2, '2000.00', '2001-03-03');
    expect(unpaid).toBeGreaterThan(0);
    const closed = await close(CLOSED);
    expect(closed.status).toBe(200);
    expect(closed.data.totals).toMatchObject({
      lineCount: 3,
      receivable: '205.00',
      received: '120.00',
      outstanding: '85.00',
      collected: '120.00',
      accountIn: '2300.00',
      prepaymentBalance: '350.00',
      depositBalance: '2000.00',
    });
    const months = await as<MonthRow[]>(cashier1, 'GET', FeeSettlementEndpoints.months.path, {
      query: `residentialId=${apartment.residentialId}&year=2001`,
    });
    expect(months.data.map((m) => m.state)).toEqual([0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(months.data[2]!.totals?.receivable).toBe('205.00');
  });
});

describe('a posting dated in a closed month is refused through every route that posts', () => {
  it('pay at the counter', async () => {
    const owed = await line('2001-05');
    await expectRefused(() => pay(owed, '100.00', IN_CLOSED));
  });

  it('pay at the counter in English', async () => {
    const owed = await line('2001-06');
    const refused = await as(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
      body: {
        apartmentId: apartment.id,
        lines: [{ billLineId: owed, amount: '100.00' }],
        tenders: [{ method: 1, amount: '100.00' }],
        bookedOn: IN_CLOSED,
      },
      language: 'en',
    });
    expect(refused.message).toBe(
      `${CLOSED} is closed: nothing more can be posted in it or in a month before it; post the correction as a reversal in an open month. Nothing was changed`,
    );
  });

  it('batch collection', async () => {
    await addLine(t.database.db, {
      residentialId: apartment.residentialId,
      standardId: standard,
      apartmentId: batchApartment.id,
      month: '2001-07',
      amount: '60.00',
    });
    await expectRefused(() =>
      as(cashier1, 'POST', FeeLedgerEndpoints.payBatch.path, {
        body: { apartmentIds: [batchApartment.id], method: 1, bookedOn: IN_CLOSED },
      }),
    );
  });

  it('paying from the prepayment account (an offset)', async () => {
    const owed = await line('2001-08');
    await expectRefused(() =>
      as(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
        body: {
          apartmentId: apartment.id,
          lines: [{ billLineId: owed, amount: '100.00' }],
          tenders: [{ method: 6, amount: '100.00', accountId: prepayment }],
          bookedOn: IN_CLOSED,
        },
      }),
    );
  });

  it('account top-up', async () => {
    await expectRefused(() =>
      as(cashier1, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
        body: { accountId: prepayment, amount: '10.00', method: 3, bookedOn: IN_CLOSED },
      }),
    );
  });

  it('deposit received', async () => {
    await expectRefused(() =>
      as(cashier1, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
        body: { accountId: deposit, amount: '10.00', method: 1, bookedOn: IN_CLOSED },
      }),
    );
  });

  it('deposit refunded and deposit forfeited', async () => {
    for (const action of ['refund', 'forfeit'] as const) {
      await expectRefused(() =>
        as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
          body: { accountId: deposit, action, method: 1, reason: '验收', bookedOn: IN_CLOSED },
        }),
      );
    }
  });

  it('refund approval', async () => {
    const requestId = await request({
      kind: 1,
      paymentId: paidInClosed.paymentId,
      lines: [{ billLineId: (await paidLine()).id, amount: '20.00' }],
      reason: '多收',
    });
    await expectRefused(() =>
      as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
        body: { verdict: 'approve', bookedOn: IN_CLOSED },
      }),
    );
    await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
      body: { verdict: 'reject', reason: '改在本月冲正' },
    });
  });

  it('cancellation approval', async () => {
    const requestId = await request({ kind: 2, paymentId: paidInClosed.paymentId, reason: '收错' });
    await expectRefused(() =>
      as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
        body: { verdict: 'approve', bookedOn: IN_CLOSED },
      }),
    );
    await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
      body: { verdict: 'reject', reason: '不作废' },
    });
  });

  it('account transfer approval', async () => {
    const other = await openAccount(1, '1.00');
    const requestId = await request({ kind: 3, fromAccountId: prepayment, toAccountId: other, amount: '10.00', reason: '过户' });
    await expectRefused(() =>
      as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
        body: { verdict: 'approve', bookedOn: IN_CLOSED },
      }),
    );
  });

  it('late-fee waiver approval', async () => {
    const requestId = await request({ kind: 4, billLineId: lateFeeLine, amount: '5.00', reason: '首次逾期' });
    await expectRefused(() =>
      as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
        body: { verdict: 'approve', bookedOn: IN_CLOSED },
      }),
    );
  });

  it('anything else that writes a posting: the database itself refuses it', async () => {
    const before = await ledgerCounts();
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.orm.execute(query).then(
        () => null,
        (error: { cause?: { code?: string; detail?: string } }) => error.cause,
      );
    expect(
      await refusal(sql`insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, created_at)
        select tenant_id, residential_id, id, 1, 1, balance + 1, '2001-03-31 23:59:59+08' from fee_accounts where id = ${prepayment}`),
    ).toMatchObject({ code: 'FM001', detail: CLOSED });
    expect(
      await refusal(sql`insert into fee_postings (tenant_id, residential_id, bill_line_id, category, kind, method, amount, created_at)
        select 1, residential_id, id, 1, 1, 1, 1, '2001-03-01 00:00:00+08' from fee_bill_lines where id = ${lateFeeLine}`),
    ).toMatchObject({ code: 'FM001', detail: CLOSED });
    expect(await ledgerCounts()).toEqual(before);
  });

  it('a posting dated after today is refused before anything is written', async () => {
    const owed = await line('2001-09');
    const refused = await pay(owed, '100.00', '2999-01-01');
    expect(refused.status).toBe(41025);
  });
});

async function paidLine(): Promise<{ id: number }> {
  const result = await t.database.db.orm.execute(
    sql`select bill_line_id::int as id from fee_postings where payment_id = ${paidInClosed.paymentId} and kind = 1 limit 1`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!;
}

describe('the correction is a reversal in the open month', () => {
  it('refunds a receipt of the closed month, dated today, and leaves the frozen figures as they were', async () => {
    const requestId = await request({
      kind: 1,
      paymentId: paidInClosed.paymentId,
      lines: [{ billLineId: (await paidLine()).id, amount: '20.00' }],
      reason: '多收',
    });
    const approved = await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
      body: { verdict: 'approve' },
    });
    expect(approved.status).toBe(200);
    const months = await as<MonthRow[]>(cashier1, 'GET', FeeSettlementEndpoints.months.path, {
      query: `residentialId=${apartment.residentialId}&year=2001`,
    });
    expect(months.data[2]!.totals?.received).toBe('120.00');
    const now = await as<MonthCheck>(cashier1, 'GET', FeeSettlementEndpoints.check.path, {
      query: `residentialId=${apartment.residentialId}&month=${CLOSED}`,
    });
    expect(now.data.totals.received).toBe('100.00');
  });
});

describe('reopening', () => {
  it('requires a reason, is logged with who and why, and accepts postings in the month again', async () => {
    expect((await reopen(CLOSED)).http).toBe(422);
    expect((await reopen(CLOSED, '   ')).http).toBe(422);
    expect((await reopen('2001-04', '补录')).status).toBe(41023);
    expect((await reopen(CLOSED, '银行回单漏记，补录3月收款')).status).toBe(200);
    const log = await as<{ rows: { month: string; action: number; reason: string | null; userId: number }[] }>(
      cashier1,
      'POST',
      '/api/property/fee/monthSettlementLog/query/page',
      { body: { page: 1, limit: 10, month: CLOSED } },
    );
    expect(log.data.rows.map((r) => [r.action, r.reason])).toEqual([
      [2, '银行回单漏记，补录3月收款'],
      [1, null],
    ]);
    const owed = await line('2001-10');
    expect((await pay(owed, '100.00', IN_CLOSED)).status).toBe(200);
    expect((await close(CLOSED)).status).toBe(200);
  });
});

describe('deposits and guarantees move through the ledger', () => {
  it('received with a receipt, refunded (part kept back) or forfeited as postings, balances equal to their sums', async () => {
    const held = await openAccount(2, '3000.00');
    const [receipt] = (
      (await t.database.db.orm.execute(sql`select p.source, p.total::text as total, p.receipt_code, ap.business_type
        from fee_account_postings ap join fee_payments p on p.id = ap.payment_id where ap.account_id = ${held}`)) as unknown as {
        rows: { source: number; total: string; receipt_code: string; business_type: number }[];
      }
    ).rows;
    expect(receipt).toMatchObject({ source: 4, total: '3000.00', business_type: 6 });
    expect(receipt!.receipt_code).toMatch(/^\d{10}$/);

    const refunded = await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
      body: { accountId: held, action: 'refund', method: 5, reason: '装修验收合格' },
    });
    expect(refunded.data).toEqual({ accountId: held, amount: '3000.00', deducted: '0.00', depositState: 2 });
    expect(
      (await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, { body: { accountId: held, action: 'forfeit', reason: '重复' } }))
        .status,
    ).toBe(41026);
    expect(
      (await as(cashier1, 'POST', FeeLedgerEndpoints.accountTopUp.path, { body: { accountId: held, amount: '1.00', method: 1 } })).status,
    ).toBe(41026);

    const guarantee = await openAccount(3, '5000.00');
    const forfeited = await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
      body: { accountId: guarantee, action: 'forfeit', reason: '违约施工' },
    });
    expect(forfeited.data).toEqual({ accountId: guarantee, amount: '5000.00', deducted: '0.00', depositState: 3 });
    expect(
      (
        await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
          body: { accountId: prepayment, action: 'refund', method: 1, reason: 'x' },
        })
      ).status,
    ).toBe(41026);

    // A refund keeping part back for damages: more than the balance is refused and changes nothing; then the
    // part is forfeited and the rest refunded.
    const damaged = await openAccount(2, '2000.00');
    const before = await ledgerCounts();
    const tooMuch = await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
      body: { accountId: damaged, action: 'refund', method: 1, deduct: '2000.01', reason: '墙面损坏' },
      language: 'en',
    });
    expect(tooMuch).toMatchObject({ status: 40966, message: expect.stringContaining('2000.00') });
    expect(await ledgerCounts()).toEqual(before);
    const partly = await as(cashier1, 'POST', FeeDepositEndpoints.settle.path, {
      body: { accountId: damaged, action: 'refund', method: 1, deduct: '350.50', reason: '墙面损坏，扣除修复费' },
    });
    expect(partly.data).toEqual({ accountId: damaged, amount: '1649.50', deducted: '350.50', depositState: 2 });

    const postings = (
      (await t.database.db.orm.execute(sql`select account_id, business_type, amount::text as amount, balance_after::text as after
        from fee_account_postings where account_id in (${held}, ${guarantee}, ${damaged}) order by id`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(postings).toEqual([
      { account_id: held, business_type: 6, amount: '3000.00', after: '3000.00' },
      { account_id: held, business_type: 7, amount: '-3000.00', after: '0.00' },
      { account_id: guarantee, business_type: 6, amount: '5000.00', after: '5000.00' },
      { account_id: guarantee, business_type: 8, amount: '-5000.00', after: '0.00' },
      { account_id: damaged, business_type: 6, amount: '2000.00', after: '2000.00' },
      { account_id: damaged, business_type: 8, amount: '-350.50', after: '1649.50' },
      { account_id: damaged, business_type: 7, amount: '-1649.50', after: '0.00' },
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });
});
