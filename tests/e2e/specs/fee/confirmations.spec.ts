import { expect, test } from '@playwright/test';
import { FeeBillingEndpoints, FeeLedgerEndpoints, FeeOverdueEndpoints, type Counter, type RunPreview } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { feeCall } from '../../support/fee.js';
import { chooseResidential } from '../../support/header.js';
import { expectNotice } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, cashier item 4, in Chinese: money moves only after a confirmation that says what will happen, and the
 * screen then says what happened. 收取所选 names the house, the lines and the total; 生成账单 names the month, the
 * community and how many houses it bills (cancelled here: nothing is started); 计算违约金 names the community and the day, then reports the
 * records, the late-fee lines and their total.
 */
test('收取所选, 生成账单 and 计算违约金 each ask first with what they will do, and report what they did', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, users.admin);
  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);

  // 收取所选: the house and the line with its amount; cancelling takes nothing.
  const owed = await feeCall<{ rows: { objectId: number }[] }>(request, admin, 'POST', '/api/property/receivable/query/page', {
    status: 1,
    objectType: 1,
    limit: 1,
  });
  const apartmentId = owed.rows[0]!.objectId;
  const counter = await feeCall<Counter>(request, admin, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartmentId)));
  const line = counter.lines[0]!;
  await page.goto(`/propertyPayment/charge/propertyReceipt?apartmentId=${apartmentId}`);
  await page.getByTestId('counter-lines').locator(`tr[data-row-key="${line.billLineId}"] input[type="checkbox"]`).check();
  await page.getByTestId('counter-pay').click();
  const summary = page.getByTestId('pay-confirm-summary');
  await expect(summary).toContainText(`${counter.address}：收取 1 项共 ${line.outstanding} 元`);
  await expect(summary).toContainText(`${line.feeName} ${line.period} · ${line.outstanding}`);
  await expect(summary).toContainText(`现金 ${line.outstanding}`);
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(summary).toBeHidden();
  const after = await feeCall<Counter>(request, admin, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartmentId)));
  expect(after.payments.length).toBe(counter.payments.length);

  // 生成账单: the month and the community; cancelled, no run is started.
  let started = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === FeeBillingEndpoints.runStart.path) started += 1;
  });
  await page.goto('/propertyPayment/charge/generateTask');
  const monthInput = page.locator('[data-testid="run-month"] input, input[data-testid="run-month"]').first();
  await monthInput.click();
  await monthInput.fill('2027-03');
  await monthInput.press('Enter');
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-confirm-summary')).toHaveText(
    '将为阳光花园按各房屋的收费标准生成 2027-03 的账单；已有的账单不会重复生成。',
  );
  // … and how many houses it bills, and how many of them are still to bill (the server's count for the month).
  const preview = await feeCall<RunPreview>(request, admin, 'GET', `${FeeBillingEndpoints.runPreview.path}?period=2027-03`);
  expect(preview.objects).toBeGreaterThan(0);
  await expect(page.getByTestId('run-confirm-count')).toHaveText(
    preview.pending > 0
      ? `涉及 ${preview.objects} 个收费对象（房屋、车位、企业），其中 ${preview.pending} 个尚未生成本月账单。`
      : `涉及 ${preview.objects} 个收费对象（房屋、车位、企业），本月账单均已生成，不会新增。`,
  );
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page.getByTestId('run-confirm-summary')).toBeHidden();
  expect(started).toBe(0);

  // 计算违约金: the community and today; then what it made.
  await page.goto('/propertyPayment/overdueDefault/overdueRecord');
  await page.getByTestId('overdue-compute').click();
  await expect(page.getByTestId('overdue-compute-summary')).toContainText(/^将为阳光花园按违约金标准计算截至今天（\d{4}-\d{2}-\d{2}）/);
  const computed = page.waitForResponse((r) => new URL(r.url()).pathname === FeeOverdueEndpoints.overdueCompute.path);
  await page.getByTestId('overdue-compute-ok').click();
  const result = ((await (await computed).json()) as { data: { records: number; lines: number; total: string } }).data;
  await expectNotice(page, `已计算违约金：新增 ${result.records} 条记录，生成 ${result.lines} 条违约金账单，共 ${result.total} 元`);
});
