import {
  FeeDepositEndpoints,
  FeeLedgerEndpoints,
  FEE_LIMITS,
  FeeSettlementEndpoints,
  type Counter,
  type MonthCheck,
} from '@cvap/contracts';
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
import { chinaMonth } from '../settlement/services/booking.js';

// What every posting is dated at (docs/decisions/0034, 0047): never in or before its community's last closed month,
// never before the posting it reverses or the money it takes out of an account; and what an account may take in.
// Every date is fixed far in the past (2003), long ended whatever day the test runs.
const CLOSED = '2003-11';
const BEFORE_CLOSED = '2003-10-10';
const PAID_ON = '2003-05-20';
const FUNDED_ON = '2003-05-01';

let t: TestApp;
let cashier: string;
let reviewer: string;
let apartment: { id: number; residentialId: number };
let batchApartment: { id: number; residentialId: number };
let standard: number;
let paid: { paymentId: number; lineId: number };
let prepayment: number;
let deposit: number;
let lateFeeLine: number;

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['pgcashier', 'pgreviewer']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  cashier = await login(t.app, 'pgcashier', 'Cashier@2026');
  reviewer = await login(t.app, 'pgreviewer', 'Cashier@2026');
  [apartment, batchApartment] = (await apartmentsOf(t.database.db, '1001', 2)) as [typeof apartment, typeof apartment];
  standard = await addStandard(t.database.db, apartment.residentialId, { accountPayable: true });
  const lineId = await line('2003-05');
  const payment = await pay(lineId, '100.00', PAID_ON);
  expect(payment.status).toBe(200);
  paid = { paymentId: payment.data.paymentId, lineId };
  prepayment = await openAccount(1, '500.00', FUNDED_ON);
  deposit = await openAccount(2, '2000.00', FUNDED_ON);
});
afterAll(() => t?.close());

const as = <T = unknown>(token: string, method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token, companyId: '1001', ...options });

/** A line of the house for a month, each of its own standard (one line per standard and month). */
const line = async (month: string, amount = '100.00', options: { apartmentId?: number; lineKind?: number } = {}) =>
  addLine(t.database.db, {
    residentialId: apartment.residentialId,
    standardId: await addStandard(t.database.db, apartment.residentialId),
    apartmentId: options.apartmentId ?? apartment.id,
    month,
    amount,
    lineKind: options.lineKind,
  });

const ledgerCounts = () => ledgerCountsOf(t.database.db);

const pay = (lineId: number, amount: string, bookedOn?: string, tender: { method: number; accountId?: number } = { method: 1 }) =>
  as<{ paymentId: number }>(cashier, 'POST', FeeLedgerEndpoints.pay.path, {
    body: { apartmentId: apartment.id, lines: [{ billLineId: lineId, amount }], tenders: [{ ...tender, amount }], bookedOn },
  });

const topUp = (accountId: number, amount: string, bookedOn?: string) =>
  as<string>(cashier, 'POST', FeeLedgerEndpoints.accountTopUp.path, { body: { accountId, amount, method: 1, bookedOn } });

async function openAccount(kind: 1 | 2 | 3, amount?: string, bookedOn?: string): Promise<number> {
  const opened = await as<{ accountId: number }>(cashier, 'POST', FeeLedgerEndpoints.accountOpen.path, {
    body: { kind, apartmentId: apartment.id, ownerName: '赵立新', item: kind === 1 ? undefined : '装修押金' },
  });
  expect(opened.status).toBe(200);
  if (amount !== undefined) expect((await topUp(opened.data.accountId, amount, bookedOn)).status).toBe(200);
  return opened.data.accountId;
}

async function request(body: Record<string, unknown>): Promise<number> {
  const made = await as<{ requestId: number }>(cashier, 'POST', FeeLedgerEndpoints.request.path, { body });
  expect(made.status).toBe(200);
  return made.data.requestId;
}

const approve = (requestId: number, bookedOn?: string) =>
  as(reviewer, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), { body: { verdict: 'approve', bookedOn } });
const reject = (requestId: number) =>
  as(reviewer, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), { body: { verdict: 'reject', reason: '改期' } });
const settle = (accountId: number, action: 'refund' | 'forfeit', bookedOn?: string) =>
  as(cashier, 'POST', FeeDepositEndpoints.settle.path, { body: { accountId, action, method: 1, reason: '装修验收', bookedOn } });
const check = (month: string) =>
  as<MonthCheck>(cashier, 'GET', FeeSettlementEndpoints.check.path, { query: `residentialId=${apartment.residentialId}&month=${month}` });

/** A refusal with the given code and a message naming `named`, in both languages, that changed nothing. */
async function expectRefused(
  post: (language: 'zh-CN' | 'en') => Promise<{ status: number; http: number; message: string }>,
  status: number,
  named: string,
): Promise<void> {
  const before = await ledgerCounts();
  for (const language of ['zh-CN', 'en'] as const) {
    const refused = await post(language);
    expect(refused.status).toBe(status);
    expect(refused.message).toContain(named);
  }
  expect(await ledgerCounts()).toEqual(before);
}

/** Approving the request dated `bookedOn` is refused with `status`, naming `named`, and changes nothing. */
const expectApprovalRefused = (requestId: number, bookedOn: string, status: number, named: string) =>
  expectRefused(
    (language) =>
      as(reviewer, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(requestId)), {
        body: { verdict: 'approve', bookedOn },
        language,
      }),
    status,
    named,
  );

describe('a posting is never dated before the money it takes back', () => {
  it('a refund and a cancellation dated before their payment are refused', async () => {
    const refund = await request({
      kind: 1,
      paymentId: paid.paymentId,
      lines: [{ billLineId: paid.lineId, amount: '20.00' }],
      reason: '多收',
    });
    const cancellation = await request({ kind: 2, paymentId: paid.paymentId, reason: '收错' });
    for (const [requestId, bookedOn] of [
      [refund, '2003-03-05'],
      [cancellation, '2003-05-19'],
    ] as const) {
      await expectApprovalRefused(requestId, bookedOn, 41027, PAID_ON);
      expect((await reject(requestId)).status).toBe(200);
    }
  });

  it('a deposit forfeiture and a deposit refund dated 1970-01-01 are refused', async () => {
    for (const action of ['forfeit', 'refund'] as const) {
      await expectRefused(
        (language) =>
          as(cashier, 'POST', FeeDepositEndpoints.settle.path, {
            body: { accountId: deposit, action, method: 1, reason: '验收', bookedOn: '1970-01-01' },
            language,
          }),
        41028,
        '1970-01-01',
      );
    }
  });

  it('a transfer and an account payment dated before the account held the money are refused', async () => {
    const other = await openAccount(1);
    const requestId = await request({ kind: 3, fromAccountId: prepayment, toAccountId: other, amount: '10.00', reason: '过户' });
    await expectApprovalRefused(requestId, '2003-04-30', 41028, '2003-04-30');
    expect((await reject(requestId)).status).toBe(200);
    const owed = await line('2003-04');
    await expectRefused(
      (language) =>
        as(cashier, 'POST', FeeLedgerEndpoints.pay.path, {
          body: {
            apartmentId: apartment.id,
            lines: [{ billLineId: owed, amount: '100.00' }],
            tenders: [{ method: 6, amount: '100.00', accountId: prepayment }],
            bookedOn: '2003-04-20',
          },
          language,
        }),
      41028,
      '2003-04-20',
    );
  });

  it('the database itself refuses a reversal dated before the posting it reverses', async () => {
    const refusal = await t.database.db.orm
      .execute(
        sql`insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, reverses_id, created_at)
          select tenant_id, residential_id, bill_line_id, payment_id, category, 2, method, -1, id, '2003-05-01 12:00:00+08'
          from fee_postings where payment_id = ${paid.paymentId} and kind = 1`,
      )
      .then(
        () => null,
        (error: { cause?: { code?: string } }) => error.cause,
      );
    expect(refusal).toMatchObject({ code: 'FM002' });
  });

  it('on or after the money came in, the same postings are taken', async () => {
    const requestId = await request({
      kind: 1,
      paymentId: paid.paymentId,
      lines: [{ billLineId: paid.lineId, amount: '20.00' }],
      reason: '多收',
    });
    expect((await approve(requestId, PAID_ON)).status).toBe(200);
    const owed = await line('2003-06');
    expect((await pay(owed, '100.00', '2003-06-10', { method: 6, accountId: prepayment })).status).toBe(200);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });
});

describe('nothing is dated in or before the last closed month', () => {
  let owedInClosed: number;
  let closedCheck: MonthCheck;

  beforeAll(async () => {
    owedInClosed = await line(CLOSED);
    lateFeeLine = await line('2003-09', '5.00', { lineKind: 3 });
    await addLine(t.database.db, {
      residentialId: apartment.residentialId,
      standardId: standard,
      apartmentId: batchApartment.id,
      month: '2003-09',
      amount: '60.00',
    });
    const closed = await as<MonthCheck>(cashier, 'POST', FeeSettlementEndpoints.close.path, {
      body: { residentialId: apartment.residentialId, month: CLOSED },
    });
    expect(closed.status).toBe(200);
    closedCheck = (await check(CLOSED)).data;
    expect(closedCheck.reconciles).toBe(true);
  });

  it('paying a line of the closed month dated in the month before it is refused, and the month still reconciles unchanged', async () => {
    await expectRefused(
      (language) =>
        as(cashier, 'POST', FeeLedgerEndpoints.pay.path, {
          body: {
            apartmentId: apartment.id,
            lines: [{ billLineId: owedInClosed, amount: '100.00' }],
            tenders: [{ method: 1, amount: '100.00' }],
            bookedOn: BEFORE_CLOSED,
          },
          language,
        }),
      41020,
      CLOSED,
    );
    expect((await check(CLOSED)).data).toEqual(closedCheck);
  });

  it("the counter names the community's last closed month, so its date picker offers only later days", async () => {
    const counter = await as<Counter>(cashier, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartment.id)));
    expect(counter.data.lastClosedMonth).toBe(CLOSED);
  });

  it("the top-up and approve dialogs read the community's last closed month, only of a community in scope and only for who may open them", async () => {
    const otherCommunity = (await t.database.db.orm.execute(sql`select id from residentials where company_id = '1002'`)) as unknown as {
      rows: { id: number }[];
    };
    const query = (residentialId: number) => ({ query: `residentialId=${residentialId}` });
    const closed = await as<{ lastClosedMonth: string | null }>(
      cashier,
      'GET',
      FeeLedgerEndpoints.closedMonth.path,
      query(apartment.residentialId),
    );
    expect(closed).toMatchObject({ status: 200, data: { lastClosedMonth: CLOSED } });
    const reviewed = await as<{ lastClosedMonth: string | null }>(
      reviewer,
      'GET',
      FeeLedgerEndpoints.closedMonth.path,
      query(apartment.residentialId),
    );
    expect(reviewed.data.lastClosedMonth).toBe(CLOSED);
    expect((await as(cashier, 'GET', FeeLedgerEndpoints.closedMonth.path, query(otherCommunity.rows[0]!.id))).http).toBe(404);
    const worker = await login(t.app, 'wangqiang');
    expect((await as(worker, 'GET', FeeLedgerEndpoints.closedMonth.path, query(apartment.residentialId))).http).toBe(403);
  });

  it('batch collection', async () => {
    await expectRefused(
      (language) =>
        as(cashier, 'POST', FeeLedgerEndpoints.payBatch.path, {
          body: { apartmentIds: [batchApartment.id], method: 1, bookedOn: BEFORE_CLOSED },
          language,
        }),
      41020,
      CLOSED,
    );
  });

  it('paying from the prepayment account', async () => {
    const owed = await line('2003-08');
    await expectRefused(
      (language) =>
        as(cashier, 'POST', FeeLedgerEndpoints.pay.path, {
          body: {
            apartmentId: apartment.id,
            lines: [{ billLineId: owed, amount: '100.00' }],
            tenders: [{ method: 6, amount: '100.00', accountId: prepayment }],
            bookedOn: BEFORE_CLOSED,
          },
          language,
        }),
      41020,
      CLOSED,
    );
  });

  it('account top-up and deposit received', async () => {
    for (const accountId of [prepayment, deposit]) {
      await expectRefused(
        (language) =>
          as(cashier, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
            body: { accountId, amount: '10.00', method: 1, bookedOn: BEFORE_CLOSED },
            language,
          }),
        41020,
        CLOSED,
      );
    }
  });

  it('deposit refunded and forfeited', async () => {
    for (const action of ['refund', 'forfeit'] as const) {
      await expectRefused(
        (language) =>
          as(cashier, 'POST', FeeDepositEndpoints.settle.path, {
            body: { accountId: deposit, action, method: 1, reason: '验收', bookedOn: BEFORE_CLOSED },
            language,
          }),
        41020,
        CLOSED,
      );
    }
  });

  it('refund, cancellation, transfer and late-fee waiver approvals', async () => {
    const other = await openAccount(1);
    const requests = [
      await request({ kind: 1, paymentId: paid.paymentId, lines: [{ billLineId: paid.lineId, amount: '10.00' }], reason: '多收' }),
      await request({ kind: 2, paymentId: paid.paymentId, reason: '收错' }),
      await request({ kind: 3, fromAccountId: prepayment, toAccountId: other, amount: '10.00', reason: '过户' }),
      await request({ kind: 4, billLineId: lateFeeLine, amount: '5.00', reason: '首次逾期' }),
    ];
    for (const requestId of requests) {
      await expectApprovalRefused(requestId, BEFORE_CLOSED, 41020, CLOSED);
      expect((await reject(requestId)).status).toBe(200);
    }
  });

  it('the database itself refuses a posting dated before the closed month', async () => {
    const before = await ledgerCounts();
    const refusal = await t.database.db.orm
      .execute(
        sql`insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, created_at)
          select tenant_id, residential_id, id, 1, 1, balance + 1, '2003-10-31 23:59:59+08' from fee_accounts where id = ${prepayment}`,
      )
      .then(
        () => null,
        (error: { cause?: { code?: string; detail?: string } }) => error.cause,
      );
    expect(refusal).toMatchObject({ code: 'FM001', detail: CLOSED });
    expect(await ledgerCounts()).toEqual(before);
    expect((await check(CLOSED)).data).toEqual(closedCheck);
  });

  it('after the closed month, the same postings are taken', async () => {
    expect((await pay(owedInClosed, '100.00', '2003-12-01')).status).toBe(200);
    expect((await settle(deposit, 'forfeit', '2003-12-02')).status).toBe(200);
  });
});

describe('what an account takes in is bounded so every sum fits the ledger', () => {
  it('a top-up or a deposit above the bound is refused with 422 naming it, and nothing changes', async () => {
    const account = await openAccount(1);
    const held = await openAccount(2);
    for (const accountId of [account, held]) {
      const before = await ledgerCounts();
      for (const language of ['zh-CN', 'en'] as const) {
        const refused = await as(cashier, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
          body: { accountId, amount: '99999999999.99', method: 1 },
          language,
        });
        expect(refused).toMatchObject({ http: 422, status: 40977 });
        expect(refused.message).toContain(FEE_LIMITS.accountAmount);
      }
      expect(await ledgerCounts()).toEqual(before);
    }
  });

  it('many large top-ups never answer 500, and the month check keeps answering', async () => {
    const month = chinaMonth(new Date());
    const accounts = [await openAccount(1), await openAccount(2)];
    for (const accountId of accounts) {
      for (let n = 0; n < 12; n += 1) {
        for (const amount of ['99999999999.99', FEE_LIMITS.accountAmount]) {
          const answer = await topUp(accountId, amount);
          expect(answer.http).not.toBe(500);
          expect([200, 40977, 40978]).toContain(answer.status);
        }
      }
      const full = await topUp(accountId, '0.01');
      expect(full).toMatchObject({ http: 422, status: 40978 });
      expect(full.message).toContain(FEE_LIMITS.accountBalance);
    }
    const now = await check(month);
    expect(now.http).toBe(200);
    expect(now.data.reconciles).toBe(true);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });
});
