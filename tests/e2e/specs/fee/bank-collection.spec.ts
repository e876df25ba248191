import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { pressInDialog } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 26, bank collection, in Chromium, in Chinese and in English: a batch made from a plan of 阳光花园's demo
 * (four agreements; the simulated bank refuses the accounts ending in 4 and 7), its bank file downloaded, answered
 * by the simulated bank with two failures, imported (two receipts, listed in 实收管理), and the two failures retried:
 * the insufficient-funds account pays on the retry, the closed one fails again. Each language runs its own plan
 * (last month's and this month's), so neither depends on the other; the months follow the demo clock.
 */
const TEXT = {
  zh_cn: {
    plan: '上月物业费托收',
    simulated: /使用模拟银行的回盘文件 TS\d+-result\.csv/,
    awaiting: '待回盘',
    returned: '已回盘',
    retryKind: '重试扣款',
    debited: '扣款成功',
    insufficient: '3001 余额不足',
    closed: '3002 账户已销户',
  },
  en: {
    plan: '本月物业费托收',
    simulated: /Use the simulated bank's result file TS\d+-result\.csv/,
    awaiting: 'Awaiting the bank',
    returned: 'Returned',
    retryKind: 'Retry',
    debited: 'Debited',
    insufficient: '3001 Insufficient funds',
    closed: '3002 Account closed',
  },
} as const;

const RECORDS = '/propertyPayment/bankCollection/collectionRecord';
const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

const LONG = { timeout: 30_000 };
/** A cell of the newest batch (the list's first row), by column: 2 plan, 3 kind, 5 state, 8 debited, 10 failed. */
const cell = (page: Page, column: number) => firstRow(page).locator('td').nth(column);

/**
 * The newest batch answered by the simulated bank and its result imported; checked on the batch's row, which
 * stays (a notice lasts a second, and a loaded machine may take longer than that to answer).
 */
async function answerAndImport(page: Page, text: (typeof TEXT)[Language], debited: number, failed: number): Promise<void> {
  await firstRow(page).getByTestId('bank-batch-simulate').click();
  await expect(page.getByTestId('bank-import-simulated')).toContainText(text.simulated, LONG);
  await pressInDialog(page, 'bank-import-ok');
  await expect(cell(page, 5)).toHaveText(text.returned, LONG);
  await expect(cell(page, 8)).toHaveText(String(debited));
  await expect(cell(page, 10)).toHaveText(String(failed));
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a bank collection batch exported, answered with two failures, imported and retried (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    // Eleven screens and four round trips that post, on a shared machine: give it time.
    test.setTimeout(240_000);
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.goto(RECORDS);

    // The first screen after the server starts loads its chunks cold.
    await expect(page.getByTestId('bank-plan-pick')).toBeVisible(LONG);
    await page.getByTestId('bank-plan-pick').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text.plan}"]`).click();
    await page.getByTestId('bank-make-batch').click();
    await expect(cell(page, 2)).toHaveText(text.plan, LONG);
    await expect(cell(page, 5)).toHaveText(text.awaiting);
    await expect(firstRow(page).locator('td').nth(6)).toHaveText('4');

    // The bank file: downloaded as the batch number's CSV.
    const download = page.waitForEvent('download');
    await firstRow(page).getByTestId('bank-batch-export').click();
    expect((await download).suggestedFilename()).toMatch(/^TS\d{14}\.csv$/);

    await answerAndImport(page, text, 2, 2);

    // The detail: two lines debited with their receipts, two refused with the bank's reasons.
    await firstRow(page).getByTestId('bank-batch-detail').click();
    const lines = page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row');
    await expect(lines).toHaveCount(4, LONG);
    await expect(lines.filter({ hasText: text.debited })).toHaveCount(2);
    await expect(lines.filter({ hasText: text.insufficient })).toHaveCount(1);
    await expect(lines.filter({ hasText: text.closed })).toHaveCount(1);
    const receipts: string[] = [];
    for (const line of await lines.filter({ hasText: text.debited }).all()) {
      const code = (await line.locator('td').last().textContent())!;
      expect(code).toMatch(/^\d{10}$/);
      receipts.push(code);
    }

    // The receipts are ordinary receipts, in 实收管理 with the others.
    await page.goto('/propertyPayment/charge/actualReceipt');
    for (const code of receipts) await expect(page.locator('.ant-table-tbody').getByText(code, { exact: true })).toBeVisible(LONG);

    // The two failures retried: the insufficient-funds account pays now, the closed account fails again.
    await page.goto(RECORDS);
    await firstRow(page).getByTestId('bank-batch-retry').click();
    await expect(cell(page, 3)).toHaveText(text.retryKind, LONG);
    await answerAndImport(page, text, 1, 1);
    await firstRow(page).getByTestId('bank-batch-detail').click();
    await expect(page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row')).toHaveCount(2, LONG);
    await expect(page.getByTestId('bank-batch-lines')).toContainText(text.closed);
    await expect(page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row').filter({ hasText: text.debited })).toHaveCount(1);
  });
}
