import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseCommunity, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom, pressInDialog } from '../../support/notices.js';
import { communities, users } from '../../support/users.js';

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
    made: /已生成批次，共 4 笔/,
    simulated: /模拟银行已返回回盘文件 TS\d+-result\.csv/,
    imported: /回盘已导入：成功 2 笔 [\d.]+ 元，失败 2 笔 [\d.]+ 元/,
    retried: '已生成重试批次',
    retryImported: /回盘已导入：成功 1 笔 [\d.]+ 元，失败 1 笔 [\d.]+ 元/,
    debited: '扣款成功',
    insufficient: '3001 余额不足',
    closed: '3002 账户已销户',
  },
  en: {
    plan: '本月物业费托收',
    made: /Batch made: 4 lines/,
    simulated: /The simulated bank returned the result file TS\d+-result\.csv/,
    imported: /Result imported: 2 debited \([\d.]+ yuan\), 2 failed \([\d.]+ yuan\)/,
    retried: 'Retry batch made',
    retryImported: /Result imported: 1 debited \([\d.]+ yuan\), 1 failed \([\d.]+ yuan\)/,
    debited: 'Debited',
    insufficient: '3001 Insufficient funds',
    closed: '3002 Account closed',
  },
} as const;

const RECORDS = '/propertyPayment/bankCollection/collectionRecord';
const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

/** The newest batch (the list's first row) answered by the simulated bank and its result imported. */
async function answerAndImport(page: Page, text: (typeof TEXT)[Language], imported: RegExp): Promise<void> {
  await expectNoticeFrom(page, text.simulated, () => firstRow(page).getByTestId('bank-batch-simulate').click());
  await expect(page.getByTestId('bank-import-simulated')).toBeVisible();
  await expectNoticeFrom(page, imported, () => pressInDialog(page, 'bank-import-ok'));
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a bank collection batch exported, answered with two failures, imported and retried (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseCommunity(page, communities.sunshineGarden.companyId);
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.goto(RECORDS);

    await page.getByTestId('bank-plan-pick').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text.plan}"]`).click();
    await expectNoticeFrom(page, text.made, () => page.getByTestId('bank-make-batch').click());

    // The bank file: downloaded as the batch number's CSV.
    const download = page.waitForEvent('download');
    await firstRow(page).getByTestId('bank-batch-export').click();
    expect((await download).suggestedFilename()).toMatch(/^TS\d{14}\.csv$/);

    await answerAndImport(page, text, text.imported);

    // The detail: two lines debited with their receipts, two refused with the bank's reasons.
    await firstRow(page).getByTestId('bank-batch-detail').click();
    const lines = page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row');
    await expect(lines).toHaveCount(4);
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
    for (const code of receipts) await expect(page.locator('.ant-table-tbody').getByText(code, { exact: true })).toBeVisible();

    // The two failures retried: the insufficient-funds account pays now, the closed account fails again.
    await page.goto(RECORDS);
    await expectNoticeFrom(page, text.retried, () => firstRow(page).getByTestId('bank-batch-retry').click());
    await answerAndImport(page, text, text.retryImported);
    await firstRow(page).getByTestId('bank-batch-detail').click();
    await expect(page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(page.getByTestId('bank-batch-lines')).toContainText(text.closed);
    await expect(page.getByTestId('bank-batch-lines').locator('tbody tr.ant-table-row').filter({ hasText: text.debited })).toHaveCount(1);
  });
}
