import { expect, test } from '@playwright/test';
import { FeeLedgerEndpoints, FeeOverdueEndpoints, billRunResource, type ArrearageRow, type Counter } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { expectRunStatus, feeCall, startMonth } from '../../support/fee.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { ResourcePage } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, cashier items 5 and 7, in English. 欠费管理 counted late-fee lines as months (23 months owed for the 13
 * months 2025-12 to 2026-12) and the counter named a late-fee line like the fee it punishes; a run of a month
 * already billed said only "0 lines created".
 */
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

const APARTMENT = 1;
/** How the API names a late-fee line in Chinese (its calls here send no language): 违约金（住宅物业服务费）. */
const isLateFee = (line: { feeName: string }) => line.feeName.startsWith('违约金（');

/** Whole months from the first period to the last, both counted ("2025-12" to "2026-12" is 13). */
function monthsSpanned(first: string, last: string): number {
  const index = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7));
  return index(last) - index(first) + 1;
}

test('arrears count billing months, not late-fee lines, and the counter names a late fee as one', async ({ page, baseURL, request }) => {
  const admin = await apiLogin(request, users.admin);
  // The demo's late-fee standards accrue up to today, so that late-fee lines exist beside the months they punish.
  await feeCall(request, admin, 'POST', FeeOverdueEndpoints.overdueCompute.path, {});
  const owed = await feeCall<{ rows: ArrearageRow[] }>(request, admin, 'POST', FeeOverdueEndpoints.arrearage.path, { page: 1, limit: 20 });
  let found: { row: ArrearageRow; counter: Counter } | undefined;
  for (const row of owed.rows.filter((r) => r.objectType === APARTMENT)) {
    const counter = await feeCall<Counter>(request, admin, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(row.objectId)));
    if (counter.lines.some(isLateFee)) {
      found = { row, counter };
      break;
    }
  }
  expect(found, 'a house on the first page of arrears owes a late fee').toBeDefined();
  const { row, counter } = found!;
  const billed = counter.lines.filter((line) => !isLateFee(line));
  const months = new Set(billed.map((line) => line.period)).size;
  const periods = billed.map((line) => line.period).sort();
  expect(months).toBeLessThanOrEqual(monthsSpanned(periods[0]!, periods.at(-1)!));

  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
  await chooseLanguage(page, 'en');
  await page.goto('/propertyPayment/charge/arrearage');
  const shown = page.getByTestId('arrearage').locator('tr.ant-table-row').filter({ hasText: row.objectName }).first();
  const cells = shown.locator('td');
  await expect(cells.nth(3)).toHaveText(String(months));
  await expect(cells.nth(4)).toHaveText(`${periods[0]} – ${periods.at(-1)}`);

  // At the counter, the late fee is named as one, with the fee it accrues on.
  const late = counter.lines.find(isLateFee)!;
  await page.goto(`/propertyPayment/charge/propertyReceipt?apartmentId=${counter.apartmentId}`);
  await expect(page.getByTestId('counter-lines').locator(`tr[data-row-key="${late.billLineId}"]`)).toContainText(/Late fee \(.+\)/);
});

test('a run of a month already billed says its bills exist, not only that it made none', async ({ page, baseURL, request }) => {
  const admin = await apiLogin(request, users.admin);
  // A month the demo has billed: its bills exist, so a run of it makes none.
  const billed = await feeCall<{ rows: { periodStart: string }[] }>(request, admin, 'POST', '/api/property/receivable/query/page', {
    objectType: APARTMENT,
    limit: 1,
  });
  const month = billed.rows[0]!.periodStart.slice(0, 7);
  await setTokenCookie(page.context(), baseURL!, admin);
  await page.goto('/');
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
  await chooseLanguage(page, 'en');
  const runs = new ResourcePage(page, billRunResource, 'en');
  await runs.open();
  const runId = await startMonth(page, month, /are being generated/);
  await expectRunStatus(runs, runId, 'Complete');
  // Houses and fees other specs added to the community since the demo was billed are billed now, so the count
  // made is theirs; the demo's lines are named as existing, not made again.
  await expect(runs.table.locator(`tr[data-row-key="${runId}"]`)).toContainText(
    /Complete: \d+ bill lines created; [1-9]\d* lines of this period existed already and were not created again/,
  );
});
