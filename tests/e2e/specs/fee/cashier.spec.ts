import { expect, test, type APIRequestContext } from '@playwright/test';
import { FeeLedgerPaths, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseCommunity, chooseLanguage } from '../../support/header.js';
import { expectNotice } from '../../support/notices.js';
import { communities, users } from '../../support/users.js';

/**
 * Issue 17 part B in Chromium, in Chinese and in English: at the cashier's counter, a house's owed line paid in one
 * payment mixing a prepayment account and cash, the receipt shown for printing, and reprinted from the latest
 * receipts. The account is opened through the API beforehand and topped up on its screen.
 */
const TEXT = {
  zh_cn: { toppedUp: /已充值，余额 30.00 元/, paid: /已收费，收据号/, reprint: '补打', receipt: '收据' },
  en: { toppedUp: /Topped up, balance 30.00 yuan/, paid: /Paid, receipt/, reprint: 'Reprint', receipt: 'Receipt' },
} as const;

const COMPANY = communities.sunshineGarden.companyId;

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token, CompanyId: COMPANY }, data });
  const body = (await response.json()) as { status: number; data: T; message: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`the cashier takes a payment mixing a prepayment account and cash and prints its receipt (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    // A house with owed lines (the demo leaves one house in eight unpaid), and a prepayment account with 30 yuan.
    const page1 = await post<{ rows: { objectId: number; outstanding: string; status: number }[] }>(
      request,
      token,
      '/api/property/receivable/query/page',
      { status: 1, objectType: 1, limit: 100 },
    );
    const owed = page1.rows.find((row) => row.outstanding !== '0.00');
    expect(owed).toBeDefined();
    const houseId = owed!.objectId;
    const opened = await post<{ accountId: number }>(request, token, FeeLedgerPaths.accountOpen, {
      kind: 1,
      apartmentId: houseId,
      ownerName: language === 'en' ? 'Zhang Jianguo' : '张建国',
    });

    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseCommunity(page, COMPANY);
    if (language === 'en') await chooseLanguage(page, 'en');
    // The account is topped up on its screen.
    await page.goto('/propertyPayment/propertyDeposit/prestoreAccount');
    // The row by its key: the id as text also matches other rows' balances and phone numbers (20 in 2030.00).
    await page.locator(`tr.ant-table-row[data-row-key="${opened.accountId}"]`).getByTestId('account-top-up').click();
    await page.getByTestId('top-up-amount').fill('30.00');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await expectNotice(page, text.toppedUp);
    await page.goto('/propertyPayment/charge/propertyReceipt');
    await page.getByTestId('counter-house').fill(String(houseId));
    await page.getByTestId('counter-load').click();
    const lines = page.getByTestId('counter-lines');
    await expect(lines.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await lines.locator('tbody tr.ant-table-row').first().locator('input[type="checkbox"]').check();
    await page.getByTestId('counter-account').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('counter-from-account').fill('10.00');
    await page.getByTestId('counter-pay').click();
    await expectNotice(page, text.paid);

    // The receipt: both methods, and the browser's print dialog (stubbed: headless Chromium has none to show).
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toContainText(language === 'en' ? 'Prepayment account 10.00' : '预存抵扣 10.00');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByTestId('receipt-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const code = (await receipt.locator('h2').textContent())!.match(/No\. (\d+)/)![1]!;
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    // Reprinted from the latest receipts: the same number.
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('button', { name: text.reprint })
      .click();
    await expect(page.getByTestId('receipt').locator('h2')).toContainText(code);
  });
}
