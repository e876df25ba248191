import { expect, test } from '@playwright/test';
import { FeeOverdueEndpoints } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { feeCall, payPart } from '../../support/fee.js';
import { chooseResidential } from '../../support/header.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, cashier item 6, in Chinese: screens show what a person reads, not ids. 违约金记录 names the overdue line
 * by its fee and period and the house by community, building and room (it showed 欠费账单 526, 违约金账单 20851,
 * 对象编号 260); 实收管理 shows the house with its building (it showed "202").
 */
test('违约金记录 names the overdue fee, its period and the house; 实收管理 the house with its building', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  // The demo's late-fee standards accrue up to today, so that records exist.
  await feeCall(request, admin, 'POST', FeeOverdueEndpoints.overdueCompute.path, {});
  const paid = await payPart(request, admin, '1.00');
  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);

  await page.goto('/propertyPayment/overdueDefault/overdueRecord');
  const headers = page.locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: '欠费账单' })).toHaveCount(1);
  for (const id of ['违约金账单', '对象编号']) await expect(headers.filter({ hasText: id })).toHaveCount(0);
  const record = page.locator('tr.ant-table-row').first();
  await expect(record).toContainText(/\S+ \d{4}-\d{2}/);
  await expect(record).toContainText(/阳光花园 \S+(栋|座|楼[A-Z]?) \S+/);

  await page.goto('/propertyPayment/charge/actualReceipt');
  const receipt = page.locator(`tr.ant-table-row[data-row-key="${paid.paymentId}"]`);
  await expect(receipt).toContainText(/阳光花园 \S+(栋|座|楼[A-Z]?) \S+/);
});
