import { FeeLedgerEndpoints, type BatchPaymentResult, type Counter, type Receipt } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeAccounts, feePayments, feePostings, feeRequests } from '../ledger/schema.js';
import { offsetNewLines } from '../index.js';
import { inTransaction } from '../../../engine/transaction.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { addLine, addStandard, apartmentsOf, ledgerViolations, settlementOf } from '../../../../test/helpers/fee-fixtures.js';
import { addUser } from '../../../../test/helpers/users.js';

let t: TestApp;
let cashier1: string;
let cashier2: string;
let admin: string;
let apartment: { id: number; residentialId: number };
let otherApartment: { id: number; residentialId: number };
let standard: number;
let noAccountStandard: number;
let month = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['feecashier1', 'feecashier2']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  cashier1 = await login(t.app, 'feecashier1', 'Cashier@2026');
  cashier2 = await login(t.app, 'feecashier2', 'Cashier@2026');
  admin = await login(t.app, 'admin');
  apartment = (await apartmentsOf(t.database.db, '1001', 1))[0]!;
  otherApartment = (await apartmentsOf(t.database.db, '1002', 1))[0]!;
  standard = await addStandard(t.database.db, apartment!.residentialId, { accountPayable: true });
  noAccountStandard = await addStandard(t.database.db, apartment!.residentialId, { accountPayable: false });
});
afterAll(() => t?.close());

const as = <T = unknown>(token: string, method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token, companyId: '1001', ...options });

/** A fresh line of the house, each in its own month so lines never collide. */
async function newLine(amount: string, options: { standardId?: number; lineKind?: number; status?: number; apartmentId?: number } = {}) {
  month += 1;
  const year = 2000 + Math.floor(month / 12);
  const mm = String((month % 12) + 1).padStart(2, '0');
  return addLine(t.database.db, {
    residentialId: apartment.residentialId,
    standardId: options.standardId ?? standard,
    apartmentId: options.apartmentId ?? apartment.id,
    month: `${year}-${mm}`,
    amount,
    lineKind: options.lineKind,
    status: options.status,
  });
}

async function openAccount(token: string, balance: string, apartmentId = apartment.id, companyId = '1001'): Promise<number> {
  const opened = await as<{ accountId: number }>(token, 'POST', FeeLedgerEndpoints.accountOpen.path, {
    companyId,
    body: { kind: 1, apartmentId, ownerName: '张建国', phone: '13812345678' },
  });
  expect(opened.status).toBe(200);
  const topUp = await as(token, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
    companyId,
    body: { accountId: opened.data.accountId, amount: balance, method: 1 },
  });
  expect(topUp.data).toEqual({ balance });
  return opened.data.accountId;
}

async function balanceOf(accountId: number): Promise<string> {
  const [row] = await t.database.db.orm.select({ balance: feeAccounts.balance }).from(feeAccounts).where(eq(feeAccounts.id, accountId));
  return row!.balance;
}

/** Rows of every ledger table: a refused request must leave all of them as they were. */
async function ledgerCounts(): Promise<Record<string, number>> {
  const result = await t.database.db.orm.execute(sql`select
      (select count(*) from fee_payments)::int as payments, (select count(*) from fee_postings)::int as postings,
      (select count(*) from fee_account_postings)::int as account_postings,
      (select coalesce(sum(balance), 0)::text from fee_accounts) as balances`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

async function pay(token: string, body: unknown) {
  return as<{ paymentId: number; receiptCode: string; total: string }>(token, 'POST', FeeLedgerEndpoints.pay.path, { body });
}

describe('the cashier counter (charge/propertyReceipt)', () => {
  it('takes one payment mixing cash and a prepayment account, settles the lines exactly and prints a receipt that can be reprinted', async () => {
    const a = await newLine('100.10');
    const b = await newLine('444.20');
    const account = await openAccount(cashier1, '300.00');
    const counter = await as<Counter>(cashier1, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartment.id)));
    expect(counter.status).toBe(200);
    expect(counter.data.lines.map((l) => l.billLineId)).toEqual(expect.arrayContaining([a, b]));
    expect(counter.data.accounts.find((x) => x.id === account)?.balance).toBe('300.00');

    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      payerName: '张建国',
      lines: [
        { billLineId: a, amount: '100.10' },
        { billLineId: b, amount: '444.20' },
      ],
      tenders: [
        { method: 1, amount: '244.30' },
        { method: 6, amount: '300.00', accountId: account },
      ],
    });
    expect(paid.status).toBe(200);
    expect(paid.data.total).toBe('544.30');
    expect(paid.data.receiptCode).toMatch(/^\d{4}\d{6}$/);
    expect(await balanceOf(account)).toBe('0.00');
    const sa = await settlementOf(t.database.db, a);
    const sb = await settlementOf(t.database.db, b);
    expect(sa).toEqual({ received: '0.00', discount: '0.00', offset: '100.10', settled: '100.10' });
    expect(sb).toEqual({ received: '244.30', discount: '0.00', offset: '199.90', settled: '444.20' });

    const receipt = await as<Receipt>(cashier2, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(paid.data.paymentId)));
    expect(receipt.data).toMatchObject({
      receiptCode: paid.data.receiptCode,
      total: '544.30',
      state: 1,
      reversed: '0.00',
      payerName: '张建国',
    });
    expect(receipt.data.methods).toEqual([
      { method: 1, amount: '244.30' },
      { method: 6, amount: '300.00' },
    ]);
    const again = await as<Receipt>(cashier1, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(paid.data.paymentId)));
    expect(again.data).toEqual(receipt.data);
    const after = await as<Counter>(cashier1, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartment.id)));
    expect(after.data.lines.map((l) => l.billLineId)).not.toContain(a);
  });

  it('of two cashiers paying the same line at once, one succeeds and the other is refused with nothing written', async () => {
    const line = await newLine('88.00');
    const body = { apartmentId: apartment.id, lines: [{ billLineId: line, amount: '88.00' }], tenders: [{ method: 1, amount: '88.00' }] };
    const [first, second] = await Promise.all([pay(cashier1, body), pay(cashier2, body)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 40961]);
    expect((await settlementOf(t.database.db, line)).settled).toBe('88.00');
    const rows = await t.database.db.orm.select().from(feePostings).where(eq(feePostings.billLineId, line));
    expect(rows).toHaveLength(1);
  });

  it('numbers receipts per community and year without repeating or skipping, even when a payment fails', async () => {
    const line = await newLine('10.00');
    const before = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '5.00' }],
      tenders: [{ method: 3, amount: '5.00' }],
    });
    const refused = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '6.00' }],
      tenders: [{ method: 3, amount: '6.00' }],
    });
    expect(refused.status).toBe(40961);
    const next = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '5.00' }],
      tenders: [{ method: 4, amount: '5.00' }],
    });
    expect(BigInt(next.data.receiptCode) - BigInt(before.data.receiptCode)).toBe(1n);
    const numbers = (await t.database.db.orm.execute(
      sql`select receipt_no from fee_payments where residential_id = ${apartment.residentialId} and receipt_year = ${next.data.receiptCode.slice(0, 4)}::int
          order by receipt_no`,
    )) as unknown as { rows: { receipt_no: number }[] };
    expect(numbers.rows.map((r) => r.receipt_no)).toEqual(numbers.rows.map((_, i) => i + 1));
  });
});

describe('bad input changes nothing', () => {
  it('refuses a negative, zero or fractional-fen amount in the user’s language', async () => {
    const line = await newLine('50.00');
    for (const amount of ['-1.00', '0.00', '0.005', '12.345', '1e3', 'abc']) {
      const response = await pay(cashier1, {
        apartmentId: apartment.id,
        lines: [{ billLineId: line, amount }],
        tenders: [{ method: 1, amount }],
      });
      expect(response).toMatchObject({ http: 422, status: 40001 });
    }
    const en = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '0.001' }],
      tenders: [{ method: 1, amount: '1' }],
    });
    expect(en.message).toContain('须为大于0、最多两位小数的金额');
    const english = await as(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
      language: 'en',
      body: { apartmentId: apartment.id, lines: [{ billLineId: line, amount: '0.001' }], tenders: [{ method: 1, amount: '1' }] },
    });
    expect(english.message).toContain('at most two decimals');
    expect((await settlementOf(t.database.db, line)).settled).toBe('0.00');
  });

  it('refuses a payment on a cancelled bill line', async () => {
    const line = await newLine('30.00', { status: 2 });
    const response = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '30.00' }],
      tenders: [{ method: 1, amount: '30.00' }],
    });
    expect(response).toMatchObject({ http: 409, status: 40965 });
    const english = await as(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
      language: 'en',
      body: { apartmentId: apartment.id, lines: [{ billLineId: line, amount: '30.00' }], tenders: [{ method: 1, amount: '30.00' }] },
    });
    expect(english.message).toContain('is cancelled and cannot be paid');
  });

  it('refuses methods that do not add up to the lines, an account on a standard that does not allow it, and an overdraft', async () => {
    const line = await newLine('40.00', { standardId: noAccountStandard });
    const account = await openAccount(cashier1, '10.00');
    const mismatch = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '40.00' }],
      tenders: [{ method: 1, amount: '39.99' }],
    });
    expect(mismatch.status).toBe(40967);
    const notAllowed = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '40.00' }],
      tenders: [
        { method: 6, amount: '10.00', accountId: account },
        { method: 1, amount: '30.00' },
      ],
    });
    expect(notAllowed.status).toBe(40970);
    const allowed = await newLine('40.00');
    const overdraft = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: allowed, amount: '40.00' }],
      tenders: [{ method: 6, amount: '40.00', accountId: account }],
    });
    expect(overdraft.status).toBe(40966);
    expect(await balanceOf(account)).toBe('10.00');
  });

  it('answers 404 for another community’s house and line', async () => {
    const otherStandard = await addStandard(t.database.db, otherApartment.residentialId);
    const otherLine = await addLine(t.database.db, {
      residentialId: otherApartment.residentialId,
      standardId: otherStandard,
      apartmentId: otherApartment.id,
      month: '2024-01',
      amount: '10.00',
    });
    expect((await as(cashier1, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(otherApartment.id)))).http).toBe(404);
    const response = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: otherLine, amount: '10.00' }],
      tenders: [{ method: 1, amount: '10.00' }],
    });
    expect(response.http).toBe(404);
  });

  it('refuses a tender from another household’s prepayment account with the transfer code (40974), moving nothing', async () => {
    const [, neighbour] = await apartmentsOf(t.database.db, '1001', 2);
    const neighbourAccount = await openAccount(cashier1, '500.00', neighbour!.id);
    const line = await newLine('120.00');
    const before = await ledgerCounts();
    for (const tenders of [
      [{ method: 6, amount: '120.00', accountId: neighbourAccount }],
      [
        { method: 1, amount: '20.00' },
        { method: 6, amount: '100.00', accountId: neighbourAccount },
      ],
    ]) {
      const zh = await pay(cashier1, { apartmentId: apartment.id, lines: [{ billLineId: line, amount: '120.00' }], tenders });
      expect(zh).toMatchObject({ http: 422, status: 40974 });
      expect(zh.message).toContain('转账管理');
      expect(zh.message).toContain(String(neighbourAccount));
    }
    const en = await as(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
      language: 'en',
      body: {
        apartmentId: apartment.id,
        lines: [{ billLineId: line, amount: '120.00' }],
        tenders: [{ method: 6, amount: '120.00', accountId: neighbourAccount }],
      },
    });
    expect(en).toMatchObject({ status: 40974, message: expect.stringContaining('Transfers') });
    expect(await balanceOf(neighbourAccount)).toBe('500.00');
    expect(await settlementOf(t.database.db, line)).toEqual({ received: '0.00', discount: '0.00', offset: '0.00', settled: '0.00' });
    expect(await ledgerCounts()).toEqual(before);
    // The neighbour's own line takes it (the account is fine; only its household may use it).
    const own = await addLine(t.database.db, {
      residentialId: neighbour!.residentialId,
      standardId: standard,
      apartmentId: neighbour!.id,
      month: '2031-01',
      amount: '120.00',
    });
    const paid = await pay(cashier1, {
      apartmentId: neighbour!.id,
      lines: [{ billLineId: own, amount: '120.00' }],
      tenders: [{ method: 6, amount: '120.00', accountId: neighbourAccount }],
    });
    expect(paid.status).toBe(200);
    expect(await balanceOf(neighbourAccount)).toBe('380.00');
  });

  it('refuses a prepayment account as the method of a batch collection (it names no account): 40001, nothing paid', async () => {
    const line = await newLine('15.00');
    const before = await ledgerCounts();
    const answer = await as(cashier1, 'POST', FeeLedgerEndpoints.payBatch.path, { body: { apartmentIds: [apartment.id], method: 6 } });
    expect(answer.status).toBe(40001);
    expect(answer.message).toContain('method');
    expect(await ledgerCounts()).toEqual(before);
    expect((await settlementOf(t.database.db, line)).settled).toBe('0.00');
  });
});

describe('refunds, cancellations, transfers and waivers are reviewed by someone else, then posted as reversals', () => {
  it('refunds part of a payment after another user approves; the requester cannot approve; more than remains is refused', async () => {
    const line = await newLine('200.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '200.00' }],
      tenders: [{ method: 1, amount: '200.00' }],
    });
    const tooLarge = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount: '200.01' }], reason: '多收' },
    });
    expect(tooLarge.status).toBe(40976);
    const request = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount: '80.00' }], reason: '多收' },
    });
    expect(request.status).toBe(200);
    const own = await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(own.status).toBe(40963);
    expect((await settlementOf(t.database.db, line)).settled).toBe('200.00');
    // A second request that fits now but not after the first is approved.
    const second = await as<{ requestId: number }>(cashier2, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount: '150.00' }], reason: '重复' },
    });
    const approved = await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(approved.data).toEqual({ requestId: request.data.requestId, state: 2 });
    expect((await settlementOf(t.database.db, line)).received).toBe('120.00');
    const over = await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(second.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(over.status).toBe(40976);
    expect((await settlementOf(t.database.db, line)).received).toBe('120.00');
    const again = await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(again.status).toBe(40968);
    const noReason = await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(second.data.requestId)), {
      body: { verdict: 'reject' },
    });
    expect(noReason.http).toBe(422);
    const rejected = await as<{ state: number }>(
      cashier1,
      'POST',
      FeeLedgerEndpoints.review.path.replace('{id}', String(second.data.requestId)),
      {
        body: { verdict: 'reject', reason: '已退过' },
      },
    );
    expect(rejected.data.state).toBe(3);
    const receipt = await as<Receipt>(cashier1, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(paid.data.paymentId)));
    expect(receipt.data.reversed).toBe('-80.00');
    // Issue 23: the refund list names the receipt by its printed number, not the payment's internal id.
    const listed = await as<{ rows: { id: number; paymentId: number; paymentIdLabel: string }[] }>(
      cashier1,
      'POST',
      '/api/property/fee/refund/query/page',
      { body: { paymentId: paid.data.paymentId } },
    );
    expect(listed.data.rows.map((row) => row.paymentIdLabel)).toEqual([paid.data.receiptCode, paid.data.receiptCode]);
  });

  it('a refund gives back the lines it names: 27.60 of water reopens the water line, never the property fee', async () => {
    const water = await addStandard(t.database.db, apartment.residentialId, { accountPayable: true });
    const property = await newLine('1280.00');
    const waterLine = await newLine('27.60', { standardId: water });
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [
        { billLineId: property, amount: '1280.00' },
        { billLineId: waterLine, amount: '27.60' },
      ],
      tenders: [{ method: 1, amount: '1307.60' }],
    });
    // The cashier starts from the printed number: the receipt lists each line with what it can give back.
    const found = await as<Receipt>(cashier1, 'GET', `${FeeLedgerEndpoints.receiptByCode.path}?code=${paid.data.receiptCode}`);
    expect(found.data.paymentId).toBe(paid.data.paymentId);
    expect(found.data.lines.map((l) => [l.billLineId, l.refundable])).toEqual([
      [property, '1280.00'],
      [waterLine, '27.60'],
    ]);
    const request = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: waterLine, amount: '27.60' }], reason: '水表读数错误' },
    });
    expect(request.status).toBe(200);
    const approved = await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect((await settlementOf(t.database.db, waterLine)).received).toBe('0.00');
    expect((await settlementOf(t.database.db, property)).received).toBe('1280.00');
    const after = await as<Receipt>(cashier1, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(paid.data.paymentId)));
    expect(after.data.lines.map((l) => l.refundable)).toEqual(['1280.00', '0.00']);
    expect(after.data.reversed).toBe('-27.60');
  });

  it('refuses a refund of a line not on the receipt, or of more than the line holds, and changes nothing', async () => {
    const line = await newLine('50.00');
    const other = await newLine('40.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '50.00' }],
      tenders: [{ method: 1, amount: '50.00' }],
    });
    const before = await ledgerCounts();
    const elsewhere = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: other, amount: '1.00' }], reason: '退款' },
    });
    expect(elsewhere).toMatchObject({ http: 422, status: 40975 });
    const tooMuch = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount: '50.01' }], reason: '退款' },
    });
    expect(tooMuch).toMatchObject({ http: 409, status: 40976 });
    expect(tooMuch.message).toContain('50.00');
    const unknownCode = await as(cashier1, 'GET', `${FeeLedgerEndpoints.receiptByCode.path}?code=1999000001`);
    expect(unknownCode.status).not.toBe(200);
    expect(await ledgerCounts()).toEqual(before);
  });

  it('refuses to approve a refund that names no lines (filed before refunds named them), moving nothing', async () => {
    const line = await newLine('30.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '30.00' }],
      tenders: [{ method: 1, amount: '30.00' }],
    });
    const [payment] = await t.database.db.orm.select().from(feePayments).where(eq(feePayments.id, paid.data.paymentId));
    const [legacy] = await t.database.db.orm
      .insert(feeRequests)
      .values({
        tenantId: payment!.tenantId,
        residentialId: apartment.residentialId,
        kind: 1,
        paymentId: paid.data.paymentId,
        amount: '10.00',
        reason: '旧申请',
        requestedBy: payment!.cashierId,
      })
      .returning({ id: feeRequests.id });
    const before = await ledgerCounts();
    const approved = await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(legacy!.id)), {
      body: { verdict: 'approve' },
    });
    expect(approved.status).toBe(40975);
    expect(await ledgerCounts()).toEqual(before);
    const [row] = await t.database.db.orm.select().from(feeRequests).where(eq(feeRequests.id, legacy!.id));
    expect(row!.state).toBe(1);
  });

  it('two refunds approved at once never take more than the payment received', async () => {
    const line = await newLine('100.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '100.00' }],
      tenders: [{ method: 1, amount: '100.00' }],
    });
    const ids: number[] = [];
    for (const amount of ['70.00', '60.00']) {
      const r = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
        body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount }], reason: '退款' },
      });
      ids.push(r.data.requestId);
    }
    const results = await Promise.all(
      ids.map((id) => as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(id)), { body: { verdict: 'approve' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 40976]);
    const settled = (await settlementOf(t.database.db, line)).received;
    expect(['30.00', '40.00']).toContain(settled);
  });

  it('cancels a whole payment: its cash and its account offset are reversed and the account gets its money back', async () => {
    const line = await newLine('150.00');
    const account = await openAccount(cashier1, '50.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '150.00' }],
      tenders: [
        { method: 2, amount: '100.00' },
        { method: 6, amount: '50.00', accountId: account },
      ],
    });
    const request = await as<{ requestId: number }>(cashier2, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: paid.data.paymentId, reason: '收错房屋' },
    });
    const approved = await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await settlementOf(t.database.db, line)).toEqual({ received: '0.00', discount: '0.00', offset: '0.00', settled: '0.00' });
    expect(await balanceOf(account)).toBe('50.00');
    const [payment] = await t.database.db.orm.select().from(feePayments).where(eq(feePayments.id, paid.data.paymentId));
    expect(payment!.state).toBe(2);
    const refund = await as(cashier2, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: paid.data.paymentId, lines: [{ billLineId: line, amount: '1.00' }], reason: '再退' },
    });
    expect(refund.status).toBe(40969);
  });

  it('dates every row of a request with its one instant: the payment with its postings, the review with its reversals', async () => {
    const line = await newLine('80.00');
    const account = await openAccount(cashier1, '30.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '80.00' }],
      tenders: [
        { method: 2, amount: '50.00' },
        { method: 6, amount: '30.00', accountId: account },
      ],
    });
    expect(paid.status).toBe(200);
    const request = await as<{ requestId: number }>(cashier2, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: paid.data.paymentId, reason: '收错房屋' },
    });
    expect(
      (
        await as(cashier1, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
          body: { verdict: 'approve' },
        })
      ).status,
    ).toBe(200);
    // Each timestamp to the microsecond, by the request that wrote it: the payment (its receipt, its cash and offset
    // postings, the account's debit) and the review (the request's review stamp, the reversals, the account's credit).
    const stamps = await t.database.db.orm.execute(sql`
      select 'payment' as by, paid_at::text as at from fee_payments where id = ${paid.data.paymentId}
      union all select case when request_id is null then 'payment' else 'review' end, created_at::text
        from fee_postings where payment_id = ${paid.data.paymentId}
      union all select case when request_id is null then 'payment' else 'review' end, created_at::text
        from fee_account_postings where account_id = ${account} and payment_id = ${paid.data.paymentId}
      union all select 'review', reviewed_at::text from fee_requests where id = ${request.data.requestId}`);
    const rows = (stamps as unknown as { rows: { by: 'payment' | 'review'; at: string }[] }).rows;
    const instants = (by: string) => new Set(rows.filter((r) => r.by === by).map((r) => r.at));
    // 1 receipt + 2 postings + 1 account debit; 2 reversals + 1 account credit + the review's stamp.
    expect(rows.filter((r) => r.by === 'payment')).toHaveLength(4);
    expect(rows.filter((r) => r.by === 'review')).toHaveLength(4);
    expect(instants('payment').size).toBe(1);
    expect(instants('review').size).toBe(1);
  });

  it('transfers between prepayment accounts of one community after approval, and refuses one to another community’s account', async () => {
    const from = await openAccount(cashier1, '100.00');
    const to = await openAccount(cashier1, '0.01');
    const otherAccount = await openAccount(admin, '1.00', otherApartment.id, '1002');
    const foreign = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 3, fromAccountId: from, toAccountId: otherAccount, amount: '10.00', reason: '转给邻居' },
    });
    expect(foreign).toMatchObject({ http: 422, status: 40964 });
    const english = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      language: 'en',
      body: { kind: 3, fromAccountId: from, toAccountId: otherAccount, amount: '10.00', reason: 'x' },
    });
    expect(english.message).toContain('does not belong to this community');
    const request = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 3, fromAccountId: from, toAccountId: to, amount: '60.00', reason: '合并账户' },
    });
    expect(
      (
        await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
          body: { verdict: 'approve' },
        })
      ).status,
    ).toBe(200);
    expect([await balanceOf(from), await balanceOf(to)]).toEqual(['40.00', '60.01']);
  });

  it('waives a late fee as an approved discount posting', async () => {
    const late = await newLine('12.34', { lineKind: 3 });
    const regular = await newLine('12.34');
    const refused = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 4, billLineId: regular, amount: '1.00', reason: '减免' },
    });
    expect(refused.status).toBe(40972);
    const request = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 4, billLineId: late, amount: '12.34', reason: '疫情期间减免' },
    });
    expect(
      (
        await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(request.data.requestId)), {
          body: { verdict: 'approve' },
        })
      ).status,
    ).toBe(200);
    expect(await settlementOf(t.database.db, late)).toEqual({ received: '0.00', discount: '12.34', offset: '0.00', settled: '12.34' });
    const [row] = await t.database.db.orm.select().from(feeRequests).where(eq(feeRequests.id, request.data.requestId));
    expect(row!.reviewedBy).not.toBe(row!.requestedBy);
  });
});

describe('finding a house at the counter (issue 23)', () => {
  type Found = { apartmentId: number; address: string; ownerName: string | null; ownerPhone: string | null }[];
  const find = (q: string, companyId = '1001') =>
    as<Found>(cashier1, 'GET', FeeLedgerEndpoints.counterApartments.path, { companyId, query: `q=${encodeURIComponent(q)}` });

  it('finds a house by what is written on its door: 1栋202, 1-202, 202 (a choice), its owner’s name or phone', async () => {
    const [target] = (
      (await t.database.db.orm.execute(sql`
        select a.id, b.name as building, a.room_no, r.residential_name, o.name as owner, o.phone
        from apartments a join buildings b on b.id = a.building_id join residentials r on r.id = a.residential_id
        join lateral (select name, phone from persons p where p.apartment_id = a.id and p.person_type = 1 order by p.id limit 1) o on true
        where r.company_id = '1001' and b.name ~ '^[0-9]+栋$' order by a.id limit 1`)) as unknown as {
        rows: { id: number; building: string; room_no: string; residential_name: string; owner: string; phone: string }[];
      }
    ).rows;
    const apartment = target!;
    const number = apartment.building.replace('栋', '');
    for (const typed of [`${apartment.building}${apartment.room_no}`, `${number}-${apartment.room_no}`, `${number} ${apartment.room_no}`]) {
      const found = await find(typed);
      expect(found.status, typed).toBe(200);
      expect(
        found.data.map((h) => h.apartmentId),
        typed,
      ).toEqual([apartment.id]);
      expect(found.data[0]).toMatchObject({
        address: `${apartment.residential_name} ${apartment.building} ${apartment.room_no}`,
        ownerName: apartment.owner,
      });
    }
    // A room alone names that room in every building: the cashier chooses.
    const rooms = await find(apartment.room_no);
    expect(rooms.data.map((h) => h.apartmentId)).toContain(apartment.id);
    expect(rooms.data.every((h) => h.address.endsWith(` ${apartment.room_no}`) || h.ownerPhone?.startsWith(apartment.room_no))).toBe(true);
    expect((await find(apartment.owner)).data.map((h) => h.apartmentId)).toContain(apartment.id);
    expect((await find(apartment.phone)).data.map((h) => h.apartmentId)).toContain(apartment.id);
  });

  it('finds only the acting community’s houses, and refuses an empty search in the user’s language', async () => {
    const [own] = (
      (await t.database.db.orm.execute(sql`select residential_name as name from residentials where company_id = '1001'`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const found = await find('101');
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((h) => h.address.startsWith(`${own!.name} `))).toBe(true);
    expect((await find('   ')).status).toBe(40001);
    expect((await find('不存在的业主名')).data).toEqual([]);
  });
});

describe('the ledger itself', () => {
  it('the demo seed fills the deposit, guarantee, transfer and cancellation screens (issue 23)', async () => {
    const [shown] = (
      (await t.database.db.orm.execute(sql`select
        (select count(*)::int from fee_accounts where kind = 2 and deposit_state = 1 and balance > 0) as held,
        (select count(*)::int from fee_accounts where kind = 2 and deposit_state = 2 and balance = 0) as refunded,
        (select count(*)::int from fee_accounts where kind = 3 and balance > 0) as guarantees,
        (select count(*)::int from fee_account_postings where business_type = 7) as returned,
        (select count(*)::int from fee_requests where kind = 3 and state = 2 and reason = '业主出售房屋，余额转至新业主账户') as transfers,
        (select count(*)::int from fee_account_postings p join fee_requests r on r.id = p.request_id
          where p.business_type = 3 and r.reason = '业主出售房屋，余额转至新业主账户') as transfer_postings,
        (select count(*)::int from fee_requests where kind = 2 and state = 1 and reason = '收错房屋，申请作废后重新收取') as cancellations`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(shown).toMatchObject({ transfers: 1, transfer_postings: 2, cancellations: 1 });
    expect(shown!.held).toBeGreaterThanOrEqual(1);
    expect(shown!.refunded).toBeGreaterThanOrEqual(1);
    expect(shown!.refunded).toBe(shown!.returned);
    expect(shown!.guarantees).toBeGreaterThanOrEqual(1);
  });

  it('the demo seed has payments on the demo bills, arrears, prepayment accounts and a refund, and holds every invariant', async () => {
    const [counts] = (
      (await t.database.db.orm.execute(sql`select
        (select count(*)::int from fee_payments) as payments,
        (select count(*)::int from fee_accounts where kind = 1) as accounts,
        (select count(*)::int from fee_postings where kind = 2) as refunds,
        (select count(*)::int from fee_postings where category = 3) as offsets,
        (select count(*)::int from fee_bill_lines l where not exists (select 1 from fee_postings p where p.bill_line_id = l.id)) as unpaid`)) as unknown as {
        rows: { payments: number; accounts: number; refunds: number; offsets: number; unpaid: number }[];
      }
    ).rows;
    expect(counts!.payments).toBeGreaterThan(100);
    expect(counts!.accounts).toBeGreaterThanOrEqual(4);
    expect(counts!.refunds).toBeGreaterThanOrEqual(1);
    expect(counts!.offsets).toBeGreaterThanOrEqual(1);
    expect(counts!.unpaid).toBeGreaterThan(0);
    expect(await ledgerViolations(t.database.db)).toEqual({});
  });

  it('refuses to update or delete a posting', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.orm.execute(query).then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update fee_postings set amount = amount + 1`)).toMatch(/immutable/);
    expect(await refusal(sql`delete from fee_account_postings`)).toMatch(/immutable/);
  });

  it('offsets new lines from the house’s prepayment account when their standard allows it', async () => {
    // A house the demo seed gave no prepayment account (the demo's accounts are on houses whose id is not a multiple of 8).
    const other = (await apartmentsOf(t.database.db, '1001', 40)).find((h) => h.id % 8 === 0)!;
    const account = await openAccount(cashier1, '150.00', other.id);
    const a = await newLine('100.00', { apartmentId: other.id });
    const b = await newLine('100.00', { apartmentId: other.id });
    const c = await newLine('100.00', { apartmentId: other.id, standardId: noAccountStandard });
    const written = await inTransaction(t.database.db.orm, (tx) => offsetNewLines(tx, [a, b, c], new Date()));
    expect(written).toBe(2);
    expect((await settlementOf(t.database.db, a)).offset).toBe('100.00');
    expect((await settlementOf(t.database.db, b)).offset).toBe('50.00');
    expect((await settlementOf(t.database.db, c)).settled).toBe('0.00');
    expect(await balanceOf(account)).toBe('0.00');
  });

  it('collects many houses’ arrears in one batch, one receipt each', async () => {
    const [h2, h3] = (await apartmentsOf(t.database.db, '1001', 5)).slice(3);
    const l2 = await newLine('20.00', { apartmentId: h2!.id });
    const l3 = await newLine('30.00', { apartmentId: h3!.id });
    const batch = await as<BatchPaymentResult[]>(cashier1, 'POST', FeeLedgerEndpoints.payBatch.path, {
      body: { apartmentIds: [h2!.id, h3!.id], method: 5, periodTo: '2005-12' },
    });
    expect(batch.status).toBe(200);
    expect(batch.data.map((p) => p.total)).toEqual(['20.00', '30.00']);
    // Each receipt names the house it paid for.
    expect(batch.data.map((p) => p.apartmentId)).toEqual([h2!.id, h3!.id]);
    expect(batch.data[0]!.address).toMatch(/^阳光花园 \S+ \S+$/);
    expect((await settlementOf(t.database.db, l2)).received).toBe('20.00');
    expect((await settlementOf(t.database.db, l3)).received).toBe('30.00');
  });
});

describe('the ledger’s lists (actual receipts, accounts, ledgers, requests)', () => {
  it('shows each list only its own rows: prepayment accounts apart from deposits, each request kind on its screen', async () => {
    const account = await openAccount(cashier1, '12.00');
    const deposit = await as<{ accountId: number }>(cashier1, 'POST', FeeLedgerEndpoints.accountOpen.path, {
      body: { kind: 2, apartmentId: apartment.id, ownerName: '装修户', item: '装修押金' },
    });
    await as(cashier1, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
      body: { accountId: deposit.data.accountId, amount: '2000.00', method: 2 },
    });
    type Page = { rows: { id: number; balance?: string; kind?: number; businessType?: number; receiptCode?: string }[] };
    const prestore = await as<Page>(cashier1, 'POST', '/api/property/prestoreAccount/query/page', { body: {} });
    expect(prestore.data.rows.map((r) => r.id)).toContain(account);
    expect(prestore.data.rows.map((r) => r.id)).not.toContain(deposit.data.accountId);
    expect((await as(cashier1, 'GET', `/api/property/prestoreAccount/${deposit.data.accountId}`)).http).toBe(404);
    const deposits = await as<Page>(cashier1, 'POST', '/api/property/depositAccount/query/page', { body: {} });
    expect(deposits.data.rows.find((r) => r.id === deposit.data.accountId)).toMatchObject({ balance: '2000.00', kind: 2 });
    const records = await as<Page>(cashier1, 'POST', '/api/property/depositRecord/query/page', {
      body: { accountId: deposit.data.accountId },
    });
    expect(records.data.rows.map((r) => r.businessType)).toEqual([6]);
    const ledger = await as<Page>(cashier1, 'POST', '/api/property/prestoreLedger/query/page', { body: { accountId: account } });
    expect(ledger.data.rows.map((r) => r.businessType)).toEqual([1]);

    const line = await newLine('9.00');
    const paid = await pay(cashier1, {
      apartmentId: apartment.id,
      lines: [{ billLineId: line, amount: '9.00' }],
      tenders: [{ method: 1, amount: '9.00' }],
    });
    const receipts = await as<Page>(cashier1, 'POST', '/api/property/actualReceipt/query/page', {
      body: { receiptCode: paid.data.receiptCode },
    });
    expect(receipts.data.rows.map((r) => r.receiptCode)).toEqual([paid.data.receiptCode]);
    // Issue 23: 实收管理 names the house with its community and building, not the room alone.
    const counterOfApartment = await as<Counter>(cashier1, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartment.id)));
    expect((receipts.data.rows[0] as unknown as { house: string }).house).toBe(counterOfApartment.data.address);
    expect(counterOfApartment.data.address).toMatch(/^\S+ \S+ \S+$/);
    const receivable = await as<{ rows: { id: number; outstanding: string; amount: string }[] }>(
      cashier1,
      'POST',
      '/api/property/receivable/query/page',
      {
        body: { objectId: apartment.id },
      },
    );
    expect(receivable.data.rows.find((r) => r.id === line)).toMatchObject({ amount: '9.00', outstanding: '0.00' });
    const cancel = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: paid.data.paymentId, reason: '重复收费' },
    });
    const cancellations = await as<Page>(cashier1, 'POST', '/api/property/fee/cancellation/query/page', { body: {} });
    expect(cancellations.data.rows.map((r) => r.id)).toContain(cancel.data.requestId);
    expect((await as(cashier1, 'GET', `/api/property/fee/refund/${cancel.data.requestId}`)).http).toBe(404);
    const elsewhere = await call(t.app, 'POST', '/api/property/fee/cancellation/query/page', { token: admin, companyId: '1002', body: {} });
    expect((elsewhere.data as Page).rows.map((r) => r.id)).not.toContain(cancel.data.requestId);
  });
});
