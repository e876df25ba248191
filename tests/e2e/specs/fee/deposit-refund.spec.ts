import { expect, test } from '@playwright/test';
import { FeeLedgerEndpoints } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { feeCall } from '../../support/fee.js';
import { chooseResidential } from '../../support/header.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 26, deposits through the ledger, in Chinese: a renovation deposit refunded with part kept back for damages.
 * A deduction above the balance is refused under its field before anything is sent; a valid one says what is
 * refunded and what is kept, and the row then shows the deposit refunded and its balance zero.
 */
test('a deposit is refunded keeping part back for damages, said before it is sent', async ({ page, baseURL, request }) => {
  const admin = await apiLogin(request, users.admin);
  const owed = await feeCall<{ rows: { objectId: number }[] }>(request, admin, 'POST', '/api/property/receivable/query/page', {
    objectType: 1,
    limit: 1,
  });
  const owner = `押金退还${Date.now() % 100000}`;
  const opened = await feeCall<{ accountId: number }>(request, admin, 'POST', FeeLedgerEndpoints.accountOpen.path, {
    kind: 2,
    apartmentId: owed.rows[0]!.objectId,
    ownerName: owner,
    item: '装修押金',
  });
  await feeCall(request, admin, 'POST', FeeLedgerEndpoints.accountTopUp.path, {
    accountId: opened.accountId,
    amount: '2000.00',
    method: 1,
  });

  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
  await page.goto('/propertyPayment/propertyDeposit/depositAccount');
  const row = page.locator(`tr.ant-table-row[data-row-key="${opened.accountId}"]`);
  await expect(row).toContainText('2000.00');
  await row.getByTestId('deposit-refund').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '退还押金（余额 2000.00 元）' });
  await dialog.getByLabel('原因').fill('墙面损坏，扣除修复费');

  await dialog.getByLabel('扣除金额（损坏赔偿等，可不填）').fill('2000.01');
  await expect(dialog).toContainText('扣除金额不能超过余额 2000.00 元');
  await expect(page.getByTestId('deposit-settle-ok')).toBeDisabled();

  await dialog.getByLabel('扣除金额（损坏赔偿等，可不填）').fill('350.50');
  await expect(page.getByTestId('deposit-split')).toHaveText('将退还 1649.50 元，扣除 350.50 元（计为没收）');
  await expectNoticeFrom(page, '已退还 1649.50 元，扣除 350.50 元', () => page.getByTestId('deposit-settle-ok').click());
  await expect(row).toContainText('已退还');
  await expect(row).toContainText('0.00');
  await expect(row.getByTestId('deposit-refund')).toHaveCount(0);
});
