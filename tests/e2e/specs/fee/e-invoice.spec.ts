import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { creditCodeCheck, eInvoiceResource, eInvoiceSellerResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { payPart } from '../../support/fee.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { ResourcePage } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 26, e-invoices, in Chinese and English: the seller's settings saved (a tax number with a wrong check
 * character refused first), an e-invoice issued from a receipt of 实收管理, its PDF downloaded, and the invoice
 * reversed by a red one.
 */
const TEXT = {
  zh_cn: {
    checkCharacter: /校验位/,
    issued: /^已开具发票 \d{8}$/,
    reversed: /^已开具红字发票 \d{8}，蓝字发票 \d{8} 已红冲$/,
    blue: '蓝字发票',
    red: '红字发票',
    reversedState: '已红冲',
    amount: '12.34',
    first17: '91310000MA1FL3X2K',
  },
  en: {
    checkCharacter: /check character/,
    issued: /^Invoice \d{8} issued$/,
    reversed: /^Red invoice \d{8} issued; blue invoice \d{8} is reversed$/,
    blue: 'Blue invoice',
    red: 'Red invoice',
    reversedState: 'Reversed',
    amount: '23.45',
    first17: '91310115MA1K00042',
  },
} as const;

/**
 * Issuing (the channel, the PDF, the file) can take longer than a notice's usual ten-second wait on a loaded machine,
 * so its one-second success notice is watched from the click, at every frame, for a minute.
 */
const ISSUE_TIMEOUT_MS = 60_000;

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`seller settings saved, an e-invoice issued from a receipt, its PDF downloaded, then reversed by a red invoice (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.slow();
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    const paid = await payPart(request, token, text.amount);
    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
    if (language === 'en') await chooseLanguage(page, 'en');

    // The seller of the community: a wrong check character is refused with its reason, a right one saved.
    const sellers = new ResourcePage(page, eInvoiceSellerResource, language);
    await sellers.open();
    const sellerRow = sellers.rows().first();
    const sellerId = await sellers.rowId(sellerRow);
    await sellers.root.getByTestId(`row-edit-${sellerId}`).click();
    await sellers.dialogLoaded('resource-form-2');
    const taxNumber = sellers.formItem('taxNumber').locator('input');
    const right = `${text.first17}${creditCodeCheck(text.first17)}`;
    const wrong = `${text.first17}${right.endsWith('0') ? '1' : '0'}`;
    await taxNumber.fill(wrong);
    await expectNoticeFrom(page, text.checkCharacter, () => sellers.dialog.getByTestId('resource-dialog-ok').click());
    await taxNumber.fill(right);
    await sellers.saveDialog();
    await expect(sellers.rows().first()).toContainText(right);

    // An invoice from the receipt's row in 实收管理: the amount the receipt received, the buyer, the channel's number.
    await page.goto('/propertyPayment/charge/actualReceipt');
    const receiptRow = page.locator(`tr.ant-table-row[data-row-key="${paid.paymentId}"]`);
    // The page's first load on a loaded machine: the navigation's time, not an expectation's.
    await expect(receiptRow).toBeVisible({ timeout: 30_000 });
    await receiptRow.getByTestId('receipt-row-invoice').click();
    const dialog = page.getByTestId('invoice-issue');
    await expect(dialog.getByTestId('invoice-total')).toContainText(text.amount);
    await dialog.getByLabel(language === 'en' ? 'Buyer name' : '购买方名称').fill(`e2e ${language} 张建国`);
    await expectNoticeFrom(page, text.issued, () => page.getByTestId('invoice-issue-ok').click(), ISSUE_TIMEOUT_MS);
    await expect(dialog).toBeHidden();

    // The history: the blue invoice with its PDF, then the red one reversing it.
    const history = new ResourcePage(page, eInvoiceResource, language);
    await history.open();
    const blueRow = history.rows().filter({ hasText: paid.receiptCode }).filter({ hasText: text.blue });
    await expect(blueRow).toHaveCount(1);
    const download = page.waitForEvent('download');
    await blueRow.getByTestId('invoice-row-download').click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);

    await blueRow.getByTestId('invoice-row-red').click();
    await page.getByTestId('invoice-red-reason').fill(`e2e ${language}`);
    await expectNoticeFrom(page, text.reversed, () => page.getByTestId('invoice-red-ok').click(), ISSUE_TIMEOUT_MS);
    await expect(blueRow).toContainText(text.reversedState);
    await expect(history.rows().filter({ hasText: paid.receiptCode }).filter({ hasText: text.red })).toHaveCount(1);
    await expect(blueRow.getByTestId('invoice-row-red')).toHaveCount(0);
  });
}
