import { expect, test, type Browser, type Page } from '@playwright/test';
import { FeeLedgerEndpoints, type Counter } from '@cvap/contracts';
import { feeCall, payTwoFees } from '../../support/fee.js';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { expectNoticeFrom, pressInDialog } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, cashier item 2, in Chinese: a refund starts from the receipt (its row in 实收管理), refunds the line the
 * cashier picks (the second of the receipt, never the first), shows what it will reopen before it is sent, and
 * 周敏 (财务主管), not the cashier, approves it after a confirmation saying what it does. A cancellation starts
 * from the printed receipt number typed into a labelled field. In English, a refund starts from the counter's 最近收据
 * (latest receipts), where the cashier has just taken the money.
 */
const COMPANY = demoResidentials.sunshineGarden.companyId;

async function openAs(browser: Browser, baseURL: string, token: string, path: string): Promise<Page> {
  const page = await browser.newPage();
  await setTokenCookie(page.context(), baseURL, token);
  await page.goto('/');
  await chooseResidential(page, COMPANY);
  await page.goto(path);
  return page;
}

test('a refund starts from the receipt’s row, refunds the line picked, says what it reopens, and 周敏 approves it', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  const paid = await payTwoFees(request, admin, 0);

  const page = await openAs(browser, baseURL!, admin, '/propertyPayment/charge/actualReceipt');
  const row = page.locator(`tr.ant-table-row[data-row-key="${paid.paymentId}"]`);
  await expect(row).toContainText(paid.receiptCode);
  await row.getByTestId('receipt-row-refund').click();
  const dialog = page.getByTestId('receipt-request');
  await expect(page.getByTestId('request-receipt')).toContainText(paid.receiptCode);
  // Nothing picked yet: nothing would reopen, and the request cannot be sent.
  await expect(page.getByTestId('request-reopens')).toContainText('请勾选要退的收费项目');
  await expect(page.getByTestId('request-submit')).toBeDisabled();
  // The second fee of the receipt (the water line of the report), not the first.
  const lines = page.getByTestId('request-lines').locator('tbody tr.ant-table-row');
  await lines.filter({ hasText: paid.second.feeName }).filter({ hasText: paid.second.period }).locator('input[type="checkbox"]').check();
  const reopens = page.getByTestId('request-reopens');
  await expect(reopens).toContainText(`${paid.second.feeName} ${paid.second.period} · ${paid.second.outstanding}`);
  await expect(reopens).not.toContainText(paid.first.feeName);
  await expect(reopens).toContainText(`共 ${paid.second.outstanding} 元`);
  // The inputs have labels, not only placeholders.
  await dialog.getByLabel('原因').fill('水表读数错误，退还水费');
  await expectNoticeFrom(page, /已提交/, () => page.getByTestId('request-submit').click());
  await page.close();

  // The cashier may not approve their own; 周敏, the finance supervisor, does, after saying what it will do.
  const zhoumin = await apiLogin(request, users.zhoumin);
  const supervisor = await openAs(browser, baseURL!, zhoumin, '/propertyPayment/charge/refund');
  const pending = supervisor.locator('tr.ant-table-row').filter({ hasText: paid.receiptCode }).first();
  await pending.getByTestId('request-approve').click();
  await expect(supervisor.getByTestId('approve-summary')).toHaveText(
    `退款 ${paid.second.outstanding} 元（收据 ${paid.receiptCode}），所退项目重新变为待缴`,
  );
  await expectNoticeFrom(supervisor, `已通过：退款 ${paid.second.outstanding} 元`, () => pressInDialog(supervisor, 'approve-ok'));
  await supervisor.close();

  // The picked line is owed again; the other stays paid.
  const counter = await feeCall<Counter>(request, admin, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(paid.apartmentId)));
  expect(counter.lines.find((l) => l.billLineId === paid.second.billLineId)?.outstanding).toBe(paid.second.outstanding);
  expect(counter.lines.find((l) => l.billLineId === paid.first.billLineId)).toBeUndefined();
});

test('a cancellation starts from the printed receipt number and shows every line it reopens before it is sent', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  const paid = await payTwoFees(request, admin, 1);
  const page = await openAs(browser, baseURL!, admin, '/propertyPayment/charge/cancellation');
  await page.getByTestId('request-new').click();
  const dialog = page.getByTestId('receipt-request');
  await dialog.getByLabel('收据号').fill(paid.receiptCode);
  await page.getByTestId('request-receipt-find').click();
  await expect(page.getByTestId('request-receipt')).toContainText(paid.receiptCode);
  const reopens = page.getByTestId('request-reopens');
  for (const line of [paid.first, paid.second]) await expect(reopens).toContainText(`${line.feeName} ${line.period} · ${line.outstanding}`);
  await dialog.getByLabel('原因').fill('收错房屋');
  await expectNoticeFrom(page, /已提交/, () => page.getByTestId('request-submit').click());
  await expect(page.locator('tr.ant-table-row').first()).toContainText(paid.receiptCode);
  await page.close();
});

test('in English, a refund starts from a receipt among the counter’s latest receipts and is filed for approval', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  const paid = await payTwoFees(request, admin, 2);
  await apiSetLanguage(request, admin, 'en');
  try {
    const page = await openAs(browser, baseURL!, admin, `/propertyPayment/charge/propertyReceipt?apartmentId=${paid.apartmentId}`);
    const row = page.getByTestId('counter-receipts').locator('tr.ant-table-row').filter({ hasText: paid.receiptCode });
    await expect(row.getByTestId('receipt-row-cancel')).toHaveText('Cancel');
    await row.getByTestId('receipt-row-refund').click();
    await expect(page.getByTestId('request-receipt')).toContainText(paid.receiptCode);
    // The receipt is known: no number to type.
    await expect(page.getByTestId('request-receipt-code')).toHaveCount(0);
    await expect(page.getByTestId('request-reopens')).toContainText('Tick the fees to refund');
    const lines = page.getByTestId('request-lines').locator('tbody tr.ant-table-row');
    await lines
      .filter({ hasText: paid.second.period })
      .filter({ hasText: paid.second.outstanding })
      .first()
      .locator('input[type="checkbox"]')
      .check();
    await expect(page.getByTestId('request-reopens')).toContainText(
      `Once approved, ${paid.second.outstanding} yuan is owed again on these fees (1):`,
    );
    await page.getByTestId('receipt-request').getByLabel('Reason').fill('Meter misread, water fee refunded');
    await expectNoticeFrom(page, 'Requested; someone else must review it', () => page.getByTestId('request-submit').click());
    await expect(page.getByTestId('receipt-request')).toBeHidden();

    // Filed for someone else to approve: the refund list shows it under the receipt's printed number.
    await page.goto('/propertyPayment/charge/refund');
    await expect(page.locator('tr.ant-table-row').filter({ hasText: paid.receiptCode }).first()).toContainText(paid.second.outstanding);
    await page.close();
  } finally {
    await apiSetLanguage(request, admin, 'zh_cn');
  }
});
