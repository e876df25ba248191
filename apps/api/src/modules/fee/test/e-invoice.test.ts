import {
  FeeLedgerEndpoints,
  creditCodeCheck,
  eInvoiceSellerResource,
  eInvoiceTaxCodeResource,
  endpointPath,
  FeeEInvoiceEndpoints,
  type Invoice,
  type Invoiceable,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { addLine, addStandard, apartmentsOf } from '../../../../test/helpers/fee-fixtures.js';
import { addUser } from '../../../../test/helpers/users.js';

let t: TestApp;
let cashier1: string;
let cashier2: string;
let apartment: { id: number; residentialId: number };
let standard: number;
let month = 0;
let key = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['invcashier1', 'invcashier2']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  cashier1 = await login(t.app, 'invcashier1', 'Cashier@2026');
  cashier2 = await login(t.app, 'invcashier2', 'Cashier@2026');
  apartment = (await apartmentsOf(t.database.db, '1001', 1))[0]!;
  standard = await addStandard(t.database.db, apartment.residentialId, { accountPayable: true });
});
afterAll(() => t?.close());

const as = <T = unknown>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token, companyId: '1001', ...options });

const newKey = () => `test-key-${(key += 1)}-0000`;

/** A receipt of one or two fresh lines of the house, paid in full in cash. */
async function paidReceipt(...amounts: string[]): Promise<{ paymentId: number; receiptCode: string; lines: number[] }> {
  const lines: number[] = [];
  for (const amount of amounts) {
    month += 1;
    lines.push(
      await addLine(t.database.db, {
        residentialId: apartment.residentialId,
        standardId: standard,
        apartmentId: apartment.id,
        month: `${2010 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`,
        amount,
      }),
    );
  }
  const total = amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n).toString();
  const paid = await as<{ paymentId: number; receiptCode: string }>(cashier1, 'POST', FeeLedgerEndpoints.pay.path, {
    body: {
      apartmentId: apartment.id,
      lines: lines.map((billLineId, i) => ({ billLineId, amount: amounts[i] })),
      tenders: [{ method: 1, amount: `${total.slice(0, -2) || '0'}.${total.slice(-2)}` }],
    },
  });
  expect(paid.status, paid.message).toBe(200);
  return { ...paid.data, lines };
}

const individual = { type: 1, name: '张建国', phone: '13812345678' } as const;

function issue(body: Record<string, unknown>, token = cashier1, language: 'zh-CN' | 'en' = 'zh-CN') {
  return as<Invoice>(token, 'POST', FeeEInvoiceEndpoints.issue.path, {
    body: { requestKey: newKey(), buyer: individual, ...body },
    language,
  });
}
function red(blueId: number, requestKey = newKey()) {
  return as<Invoice>(cashier2, 'POST', FeeEInvoiceEndpoints.red.path, { body: { blueId, requestKey, reason: '开票信息有误' } });
}

async function invoiceRows(): Promise<number> {
  const result = await t.database.db.orm.execute(
    sql`select (select count(*) from fee_e_invoices)::int + (select count(*) from fee_e_invoice_lines)::int as n`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('seller settings and tax codes (开票设置)', () => {
  it('the demo seed gives each demo community a seller and tax codes, and issued invoices with their PDFs', async () => {
    const sellers = await as<{ rows: { taxNumber: string }[] }>(cashier1, 'POST', `${eInvoiceSellerResource.basePath}/query/page`, {
      body: {},
    });
    expect(sellers.status).toBe(200);
    expect(sellers.data.rows).toHaveLength(1);
    const codes = await as<{ total: number }>(cashier1, 'POST', `${eInvoiceTaxCodeResource.basePath}/query/page`, { body: {} });
    expect(codes.data.total).toBeGreaterThanOrEqual(7);
    const result = await t.database.db.orm.execute(
      sql`select kind, state, count(*)::int as n from fee_e_invoices where request_key like 'demo-%' group by kind, state order by kind, state`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 1, state: 2, n: 1 },
      { kind: 1, state: 3, n: 1 },
      { kind: 1, state: 4, n: 1 },
      { kind: 2, state: 2, n: 1 },
    ]);
  });

  it('refuses a tax number whose check character is wrong (41080) and keeps the stored one', async () => {
    const sellers = await as<{ rows: Record<string, string>[] }>(cashier1, 'POST', `${eInvoiceSellerResource.basePath}/query/page`, {
      body: {},
    });
    const { id, sellerName, address, phone, bankName, bankAccount, ...seller } = sellers.data.rows[0]! as Record<string, string> & {
      taxNumber: string;
    };
    const put = (taxNumber: string) =>
      as(cashier1, 'PUT', `${eInvoiceSellerResource.basePath}/${id}`, {
        body: { sellerName, address, phone, bankName, bankAccount, taxNumber },
      });
    const wrong = `${seller.taxNumber.slice(0, 17)}${seller.taxNumber[17] === '0' ? '1' : '0'}`;
    const refused = await put(wrong);
    expect(refused.status).toBe(41080);
    expect(refused.message).toContain('校验位');
    const first17 = '91310000MA1FL3X2K';
    const right = await put(`${first17}${creditCodeCheck(first17)}`.toLowerCase());
    expect(right.status, right.message).toBe(200);
    const restored = await put(seller.taxNumber);
    expect(restored.status).toBe(200);
  });

  it('refuses a tax goods code that is not 19 digits (41081), in the user’s language', async () => {
    const refused = await as(cashier1, 'POST', eInvoiceTaxCodeResource.basePath, {
      body: { feeType: 'property', standardId: standard, goodsCode: '30405020202', goodsName: '物业管理服务', taxRate: 6 },
      language: 'en',
    });
    expect(refused.status).toBe(41081);
    expect(refused.message).toBe('The tax goods code "30405020202" must be 19 digits');
  });
});

describe('issuing from a receipt', () => {
  it('issues a blue invoice: number, code, date, lines with exact tax, and a stored PDF', async () => {
    const receipt = await paidReceipt('100.00', '27.60');
    const issued = await issue({ paymentId: receipt.paymentId });
    expect(issued.status, issued.message).toBe(200);
    const invoice = issued.data;
    expect(invoice).toMatchObject({ kind: 1, state: 2, receiptCode: receipt.receiptCode, buyerName: '张建国', channel: 1 });
    expect(invoice.invoiceNo).toBe(String(invoice.id).padStart(8, '0'));
    expect(invoice.invoiceCode).toMatch(/^0440\d{8}$/);
    expect(invoice.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // 6 %: 100.00 → tax 5.66 (566.03 fen), 27.60 → tax 1.56 (156.22 fen); the totals are the lines' sums.
    expect(invoice.lines.map((l) => [l.amount, l.taxRate, l.tax, l.amountWithoutTax])).toEqual([
      ['100.00', 6, '5.66', '94.34'],
      ['27.60', 6, '1.56', '26.04'],
    ]);
    expect([invoice.total, invoice.taxTotal, invoice.totalWithoutTax]).toEqual(['127.60', '7.22', '120.38']);
    const pdf = (await t.app.files.read(invoice.pdfPath!))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/door/public/download?filePath=${encodeURIComponent(invoice.pdfPath!)}`,
      headers: { authorization: cashier2 },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is idempotent: a retry with the same request key answers the same invoice and makes no second one', async () => {
    const receipt = await paidReceipt('50.00');
    const requestKey = newKey();
    const body = { paymentId: receipt.paymentId, requestKey, buyer: individual };
    const [a, b] = await Promise.all([
      as<Invoice>(cashier1, 'POST', FeeEInvoiceEndpoints.issue.path, { body }),
      as<Invoice>(cashier1, 'POST', FeeEInvoiceEndpoints.issue.path, { body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.id).toBe(b.data.id);
    const again = await as<Invoice>(cashier1, 'POST', FeeEInvoiceEndpoints.issue.path, { body });
    expect(again.data.id).toBe(a.data.id);
    const result = await t.database.db.orm.execute(
      sql`select count(*)::int as n from fee_e_invoices where payment_id = ${receipt.paymentId}`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('records a simulated failure with the channel’s message, and the failed invoice holds nothing against the receipt', async () => {
    const receipt = await paidReceipt('80.00');
    const failed = await issue({ paymentId: receipt.paymentId, buyer: { type: 1, name: '王开票失败' } }, cashier1, 'en');
    expect(failed.status).toBe(200);
    expect(failed.data).toMatchObject({ state: 3, invoiceNo: null, pdfPath: null });
    expect(failed.data.failMessage).toBe('The simulated channel refused the invoice: the buyer name contains the test marker "开票失败"');
    const open = await as<Invoiceable>(cashier1, 'GET', endpointPath(FeeEInvoiceEndpoints.invoiceable, { id: receipt.paymentId }));
    expect(open.data.lines.map((l) => l.available)).toEqual(['80.00']);
    const retried = await issue({ paymentId: receipt.paymentId });
    expect(retried.data.state).toBe(2);
  });

  it('reverses a blue invoice with a red one that names it: negated lines and tax, the blue one reversed, both PDFs', async () => {
    const receipt = await paidReceipt('199.99');
    const blue = (await issue({ paymentId: receipt.paymentId })).data;
    const reversed = await red(blue.id);
    expect(reversed.status, reversed.message).toBe(200);
    expect(reversed.data).toMatchObject({
      kind: 2,
      state: 2,
      blueId: blue.id,
      total: '-199.99',
      taxTotal: '-11.32',
      totalWithoutTax: '-188.67',
    });
    expect(reversed.data.lines.map((l) => [l.amount, l.tax, l.amountWithoutTax])).toEqual([['-199.99', '-11.32', '-188.67']]);
    expect(reversed.data.pdfPath).toMatch(/\.pdf$/);
    const after = await as<Invoice>(cashier1, 'GET', endpointPath(FeeEInvoiceEndpoints.detail, { id: blue.id }));
    expect(after.data.state).toBe(4);
    // Reversed, the receipt can be invoiced again in full.
    const open = await as<Invoiceable>(cashier1, 'GET', endpointPath(FeeEInvoiceEndpoints.invoiceable, { id: receipt.paymentId }));
    expect(open.data.lines[0]!.available).toBe('199.99');
  });

  it('invoices part of a line, then the rest, never more than received', async () => {
    const receipt = await paidReceipt('10.00');
    const part = await issue({ paymentId: receipt.paymentId, lines: [{ billLineId: receipt.lines[0], amount: '3.33' }] });
    expect(part.data.lines.map((l) => [l.amount, l.tax, l.amountWithoutTax])).toEqual([['3.33', '0.19', '3.14']]);
    const rest = await issue({ paymentId: receipt.paymentId });
    expect(rest.data.total).toBe('6.67');
    const none = await issue({ paymentId: receipt.paymentId });
    expect(none.status).toBe(41086);
  });
});

describe('bad input changes nothing', () => {
  it('refuses a red invoice without its blue one (41088): a missing id, a failed blue, a red one', async () => {
    const before = await invoiceRows();
    expect((await red(2_000_000)).status).toBe(41088);
    const receipt = await paidReceipt('20.00');
    const failed = await issue({ paymentId: receipt.paymentId, buyer: { type: 1, name: '开票失败' } });
    const afterFailed = await invoiceRows();
    expect((await red(failed.data.id)).status).toBe(41088);
    expect(await invoiceRows()).toBe(afterFailed);
    expect(afterFailed).toBe(before + 2);
  });

  it('refuses a red invoice naming another red one (41088)', async () => {
    const receipt = await paidReceipt('21.00');
    const blue = (await issue({ paymentId: receipt.paymentId })).data;
    const first = await red(blue.id);
    const before = await invoiceRows();
    const refused = await red(first.data.id);
    expect(refused.status).toBe(41088);
    expect(await invoiceRows()).toBe(before);
  });

  it('refuses an invoice above what the receipt received (41085), naming the line and what is left', async () => {
    const receipt = await paidReceipt('30.00');
    const before = await invoiceRows();
    const refused = await issue({ paymentId: receipt.paymentId, lines: [{ billLineId: receipt.lines[0], amount: '30.01' }] });
    expect(refused.status).toBe(41085);
    expect(refused.message).toContain('30.00');
    expect(await invoiceRows()).toBe(before);
  });

  it('counts refunds: after a refund the receipt invoices only what it kept', async () => {
    const receipt = await paidReceipt('40.00');
    const asked = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: receipt.paymentId, lines: [{ billLineId: receipt.lines[0], amount: '15.00' }], reason: '多收' },
    });
    expect(
      (
        await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(asked.data.requestId)), {
          body: { verdict: 'approve' },
        })
      ).status,
    ).toBe(200);
    const refused = await issue({ paymentId: receipt.paymentId, lines: [{ billLineId: receipt.lines[0], amount: '25.01' }] });
    expect(refused.status).toBe(41085);
    const kept = await issue({ paymentId: receipt.paymentId });
    expect(kept.data.total).toBe('25.00');
  });

  it('refuses a second red invoice for the same blue one (41089)', async () => {
    const receipt = await paidReceipt('60.00');
    const blue = (await issue({ paymentId: receipt.paymentId })).data;
    const [a, b] = await Promise.all([red(blue.id), red(blue.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 41089]);
    const before = await invoiceRows();
    const third = await red(blue.id);
    expect(third.status).toBe(41089);
    expect(await invoiceRows()).toBe(before);
  });

  it('refuses cancelling or refunding an invoiced payment before its red invoice (41090), then allows it', async () => {
    const receipt = await paidReceipt('70.00');
    const blue = (await issue({ paymentId: receipt.paymentId })).data;
    const cancel = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: receipt.paymentId, reason: '收错' },
    });
    expect(cancel.status).toBe(41090);
    expect(cancel.message).toContain(blue.invoiceNo!);
    const refund = await as(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 1, paymentId: receipt.paymentId, lines: [{ billLineId: receipt.lines[0], amount: '1.00' }], reason: '多收' },
    });
    expect(refund.status).toBe(41090);
    expect((await red(blue.id)).status).toBe(200);
    const allowed = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: receipt.paymentId, reason: '收错' },
    });
    expect(allowed.status).toBe(200);
    expect(
      (
        await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(allowed.data.requestId)), {
          body: { verdict: 'approve' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses approving a cancellation filed before the receipt was invoiced (41090), posting nothing', async () => {
    const receipt = await paidReceipt('71.00');
    const asked = await as<{ requestId: number }>(cashier1, 'POST', FeeLedgerEndpoints.request.path, {
      body: { kind: 2, paymentId: receipt.paymentId, reason: '收错' },
    });
    expect((await issue({ paymentId: receipt.paymentId })).data.state).toBe(2);
    const approve = await as(cashier2, 'POST', FeeLedgerEndpoints.review.path.replace('{id}', String(asked.data.requestId)), {
      body: { verdict: 'approve' },
    });
    expect(approve.status).toBe(41090);
    const result = await t.database.db.orm.execute(sql`select state from fee_payments where id = ${receipt.paymentId}`);
    expect((result as unknown as { rows: { state: number }[] }).rows[0]!.state).toBe(1);
  });

  it('refuses an organisation buyer without a tax number (41091) and a bad buyer tax number (40001)', async () => {
    const receipt = await paidReceipt('12.00');
    expect((await issue({ paymentId: receipt.paymentId, buyer: { type: 2, name: '上海星辰科技有限公司' } })).status).toBe(41091);
    const bad = await issue({
      paymentId: receipt.paymentId,
      buyer: { type: 2, name: '上海星辰科技有限公司', taxNumber: '91310000MA1FL3X2K0' },
    });
    expect(bad.status).toBe(40001);
  });
});
