import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { FeeLedgerEndpoints, type Counter, type Language, type Receipt } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { feeCall } from '../../support/fee.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom, pressInDialog } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 26, month settlement, in Chromium, in Chinese and in English: a month of the demo's first community is
 * closed on the record screen; a late correction (a refund of one of its receipts booked on a day of that month)
 * is refused with the message (the approve dialog's date picker offers no day of it, and says so); the same refund approved without a booking date is a reversal dated today, in an
 * open month; at the counter a payment booked in the closed month is refused and one booked in the next month taken; the month is reopened with a reason, and the log shows the close and the reopen.
 *
 * The months are those of the demo's clock: the demo ledger pays its bills on the 20th of every month up to three
 * months before the server's, so the third (Chinese run) and fourth (English run) months back hold receipts.
 */
const TEXT = {
  zh_cn: {
    closed: (month: string) => `${month} 已月结`,
    refused: (month: string) => `${month} 已月结，不能再记入该月及之前月份的收付款`,
    approved: /已通过：/,
    paid: /已收费，收据号/,
    reopenReason: '反结原因',
    states: { closed: '已月结', reopened: '已反结' },
    actions: { close: '月结', reopen: '反结' },
    reason: '银行回单漏记，补录后重新月结',
  },
  en: {
    closed: (month: string) => `${month} is closed`,
    refused: (month: string) => `${month} is closed: nothing more can be posted in it`,
    approved: /Approved: /,
    paid: /Paid, receipt/,
    reopenReason: 'Reason for reopening',
    states: { closed: 'Closed', reopened: 'Reopened' },
    actions: { close: 'Closed', reopen: 'Reopened' },
    reason: 'A bank slip was missed; reopened to enter it',
  },
} as const;

const COMPANY = demoResidentials.sunshineGarden.companyId;

/** The China-time month `back` months before the server's (the demo data's clock). */
async function monthsBack(request: APIRequestContext, back: number): Promise<string> {
  const served = new Date((await request.get('/api/health')).headers().date ?? Date.now());
  const china = new Date(served.getTime() + 8 * 3600_000);
  const first = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back, 1));
  return first.toISOString().slice(0, 7);
}

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map((part) => parseInt(part, 10)) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
}

/** A receipt paid in the month, and its first line: the demo paid them on the 20th. */
async function receiptOf(request: APIRequestContext, token: string, month: string): Promise<Receipt> {
  const page = await feeCall<{ rows: { id: number }[] }>(request, token, 'POST', '/api/property/actualReceipt/query/page', {
    paidAt: [`${month}-01 00:00:00`, `${month}-28 23:59:59`],
    state: 1,
    limit: 1,
  });
  return feeCall<Receipt>(request, token, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(page.rows[0]!.id)));
}

/**
 * The action, then its notice. A close reconciles the whole community's ledger, and the shared machine can be
 * slow: the notice is given a minute rather than the default ten seconds.
 */
function slowNoticeFrom(page: Page, text: string | RegExp, action: () => Promise<unknown>): Promise<void> {
  return expectNoticeFrom(page, text, action, 60_000);
}

async function openAs(browser: Browser, baseURL: string, token: string, language: Language, path: string): Promise<Page> {
  const page = await browser.newPage();
  await setTokenCookie(page.context(), baseURL, token);
  await page.goto('/');
  await chooseResidential(page, COMPANY);
  if (language === 'en') await chooseLanguage(page, 'en');
  await page.goto(path);
  return page;
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const [language, back] of [
  ['zh_cn', 3],
  ['en', 4],
] as const) {
  test(`a month closed, a late correction refused, posted as a reversal in the open month, reopened (${language})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const text = TEXT[language];
    const month = await monthsBack(request, back);
    const admin = await apiLogin(request, users.admin);
    const zhoumin = await apiLogin(request, users.zhoumin);

    // The finance manager closes the month on the record screen.
    const page = await openAs(browser, baseURL!, admin, language, '/propertyPayment/monthSettlement/record');
    const year = page.locator('#month-year');
    await year.fill(month.slice(0, 4));
    await year.blur();
    await page.getByTestId(`month-close-${month}`).click();
    await slowNoticeFrom(page, text.closed(month), () => page.getByTestId('month-close-ok').click());
    await expect(page.getByTestId(`month-state-${month}`)).toHaveText(text.states.closed);
    // Its frozen figures are shown: receivable, received, … and the balances at its end.
    await expect(page.locator(`tr[data-row-key="${month}"]`)).toContainText(/\d+\.\d{2} \/ \d+\.\d{2} \/ \d+\.\d{2}/);

    // A refund of one of its receipts, requested by 周敏; the admin approves it booked on a day of the closed month.
    const receipt = await receiptOf(request, admin, month);
    await feeCall(request, zhoumin, 'POST', FeeLedgerEndpoints.request.path, {
      kind: 1,
      paymentId: receipt.paymentId,
      lines: [{ billLineId: receipt.lines[0]!.billLineId, amount: '1.00' }],
      reason: `${month} 多收 1 元`,
    });
    await page.goto('/propertyPayment/charge/refund');
    const pending = page.locator('tr.ant-table-row').filter({ hasText: receipt.receiptCode }).first();
    await expect(pending.getByTestId('request-approve')).toBeVisible({ timeout: 60_000 });
    await pending.getByTestId('request-approve').click();
    // The date picker offers no day of the closed month and says why; a day typed in anyway is still refused.
    await expect(page.locator('#approve-booked-on')).toHaveAttribute('min', `${nextMonth(month)}-01`);
    await expect(page.getByTestId('approve-booked-on-closed')).toContainText(month);
    await page.locator('#approve-booked-on').fill(`${month}-25`);
    await slowNoticeFrom(page, text.refused(month), () => pressInDialog(page, 'approve-ok'));
    // Nothing changed: still pending. Approved without a booking date, it is a reversal dated today.
    await pending.getByTestId('request-approve').click();
    await slowNoticeFrom(page, text.approved, () => pressInDialog(page, 'approve-ok'));
    const after = await feeCall<Receipt>(request, admin, 'GET', FeeLedgerEndpoints.receipt.path.replace('{id}', String(receipt.paymentId)));
    expect(after.reversed).toBe('-1.00');

    // At the counter, a payment booked on a day of the closed month is refused; booked on a day of the open month
    // after it (a late entry), it is taken and its receipt is dated that day.
    const owed = await feeCall<{ rows: { objectId: number }[] }>(request, admin, 'POST', '/api/property/receivable/query/page', {
      status: 1,
      objectType: 1,
      limit: 1,
    });
    const apartmentId = owed.rows[0]!.objectId;
    await page.goto(`/propertyPayment/charge/propertyReceipt?apartmentId=${apartmentId}`);
    const payFirstLine = async (day: string) => {
      await page.getByTestId('counter-lines').locator('tbody tr.ant-table-row input[type="checkbox"]').first().check();
      await page.locator('#counter-booked-on').fill(day);
      await page.getByTestId('counter-pay').click();
      await expect(page.getByTestId('pay-confirm-booked-on')).toContainText(day);
      await page.getByTestId('pay-confirm-ok').click();
    };
    await slowNoticeFrom(page, text.refused(month), () => payFirstLine(`${month}-26`));
    const lateDay = `${nextMonth(month)}-05`;
    await slowNoticeFrom(page, text.paid, () => payFirstLine(lateDay));
    const counter = await feeCall<Counter>(request, admin, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartmentId)));
    const newest = counter.payments.reduce((a, b) => (b.id > a.id ? b : a));
    expect(newest.paidAt.slice(0, 10)).toBe(lateDay);

    // Reopened with a reason; the log shows the close and the reopen with its reason.
    await page.goto('/propertyPayment/monthSettlement/record');
    await year.fill(month.slice(0, 4));
    await year.blur();
    await page.getByTestId(`month-reopen-${month}`).click();
    await expect(page.getByTestId('month-reopen-ok')).toBeDisabled();
    await page.getByLabel(text.reopenReason).fill(text.reason);
    await page.getByTestId('month-reopen-ok').click();
    await expect(page.getByTestId(`month-state-${month}`)).toHaveText(text.states.reopened, { timeout: 60_000 });

    await page.goto('/propertyPayment/monthSettlement/log');
    const logged = page.locator('tr.ant-table-row').filter({ hasText: month });
    await expect(logged.filter({ hasText: text.reason })).toContainText(text.actions.reopen);
    await expect(logged.filter({ hasText: text.actions.close }).first()).toBeVisible();
    await page.close();
  });
}
