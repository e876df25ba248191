import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { payPart, printsOnClick } from '../../support/fee.js';
import { chooseResidential } from '../../support/header.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, cashier item 3, in Chinese: the printed receipt is a document, not the console. From its row in
 * 实收管理 the receipt shows the company, its number, the house with its community and building, and the total in
 * figures and in capitals (100.07 → 壹佰元零柒分); printed (the print media), the page holds that receipt and no
 * menu, header, table or button; on an 80 mm roll too; and 下载 PDF saves it as an A4 or 80 mm PDF.
 */
test('a receipt prints alone as a document with its total in capitals, on A4 or an 80 mm roll, and as a PDF', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  const paid = await payPart(request, admin, '100.07');
  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
  await page.goto('/propertyPayment/charge/actualReceipt');
  await page.locator(`tr.ant-table-row[data-row-key="${paid.paymentId}"]`).getByTestId('receipt-row-print').click();

  const shown = page.getByTestId('receipt');
  await expect(shown.getByTestId('receipt-company')).toHaveText('华庭物业服务有限公司');
  await expect(shown.getByTestId('receipt-code')).toHaveText(paid.receiptCode);
  await expect(shown.getByTestId('receipt-address')).toHaveText(/^阳光花园 \S+(栋|座|楼[A-Z]?) \S+$/);
  await expect(shown.getByTestId('receipt-total')).toHaveText('¥100.07');
  await expect(shown.getByTestId('receipt-capitals')).toHaveText('壹佰元零柒分');
  await expect(shown.getByTestId('receipt-methods')).toHaveText('现金 100.07');

  // The printed page: the receipt and nothing of the console.
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('receipt-print-root');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('壹佰元零柒分');
  await expect(printed).toContainText(paid.receiptCode);
  await expect(printed).toContainText('收银员');
  for (const part of ['.ant-layout-sider', '.ant-layout-header', '.ant-menu', '.ant-table', '.ant-modal', '.ant-btn']) {
    await expect(page.locator(part).filter({ visible: true }), `${part} is not printed`).toHaveCount(0);
  }
  await expect.poll(() => printed.locator('style').textContent()).toContain('size: A4');
  await page.emulateMedia({ media: 'screen' });

  // A PDF of the A4 receipt; then the 80 mm roll, printed and as a PDF.
  const a4 = page.waitForEvent('download');
  await page.getByTestId('receipt-pdf').click();
  const a4Pdf = await readFile((await (await a4).path())!);
  expect(a4Pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(a4Pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 /);
  await page.getByTestId('receipt-paper').getByText('80 mm 小票').click();
  await expect.poll(() => printed.locator('style').textContent()).toContain('size: 80mm auto');
  await expect(printed.getByTestId('receipt-document')).toHaveClass(/fee-receipt-doc--roll80/);
  const roll = page.waitForEvent('download');
  await page.getByTestId('receipt-pdf').click();
  const rollPdf = await readFile((await (await roll).path())!);
  expect(rollPdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77 /);

  // The browser's print dialog (stubbed: headless Chromium shows none) is what 打印 opens.
  expect(await printsOnClick(page, page.getByTestId('receipt-print'))).toBe(1);
});
