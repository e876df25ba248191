import type { APIRequestContext } from '@playwright/test';
import { FeeLedgerEndpoints, chargeStandardResource, overdueStandardResource } from '@cvap/contracts';
import { apiLogin } from '../../support/api.js';
import { expectNoticeFrom, pressInDialog } from '../../support/notices.js';
import { expect, expectPickerOffers, test } from '../../support/refusals.js';
import { ResourcePage } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';
import { callFor, expectWholeMenuWorks, startDay } from './role-day.js';

/**
 * 周敏 (zhoumin), finance supervisor (财务主管) at the head office, through her working day in Chinese: every screen
 * of her fee menu (charge and late-fee standards, bill print, e-invoice settings, statements and each of their
 * tabs, invoices, bank collection, month settlement, deposits) with its add dialog and required pickers; the
 * community picker of a new charge standard and of a late-fee standard; a cashier's cancellation approved. Nothing
 * she does is refused.
 */

const COMPANY = demoResidentials.sunshineGarden.companyId;

function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  return callFor<T>(request, token, 'POST', url, COMPANY, data);
}

// A person's day logs in through the form and saves through dialogs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('every screen of her fee menu opens, with its tabs, add dialog and required pickers, and nothing is refused', async ({
  page,
  request,
  refusals,
}) => {
  test.setTimeout(420_000);
  await expectWholeMenuWorks(page, request, refusals, users.zhoumin);
});

test('the community pickers of a new charge standard and a late-fee standard offer the communities', async ({
  page,
  request,
  refusals,
}) => {
  await startDay(page, request, users.zhoumin);
  for (const decl of [chargeStandardResource, overdueStandardResource]) {
    refusals.during(`${decl.name} add dialog (所属社区)`);
    const resource = new ResourcePage(page, decl);
    await resource.open();
    await resource.openAdd();
    await expectPickerOffers(page, resource.formItem('residentialId'));
    await resource.dialog.locator('.ant-modal-close').click();
    await expect(resource.dialog).toBeHidden();
  }
});

test('approves a cashier’s cancellation of a payment', async ({ page, request, refusals }) => {
  // A cashier (the administrator here) took a payment at 阳光花园 and asks for it to be cancelled.
  const admin = await apiLogin(request, users.admin);
  const lines = await post<{ rows: { id: number; objectId: number; outstanding: string }[] }>(
    request,
    admin,
    '/api/property/receivable/query/page',
    {
      status: 1,
      objectType: 1,
      limit: 200,
    },
  );
  const line = lines.rows.filter((row) => row.outstanding !== '0.00')[5]!;
  const paid = await post<{ paymentId: number; receiptCode: string }>(request, admin, FeeLedgerEndpoints.pay.path, {
    apartmentId: line.objectId,
    lines: [{ billLineId: line.id, amount: line.outstanding }],
    tenders: [{ method: 1, amount: line.outstanding }],
  });
  await post(request, admin, FeeLedgerEndpoints.request.path, { kind: 2, paymentId: paid.paymentId, reason: '收错户号' });

  await startDay(page, request, users.zhoumin, COMPANY);
  refusals.during('cancellation requests (approve)');
  await page.goto('/propertyPayment/charge/cancellation');
  const row = page.locator('tr.ant-table-row').filter({ hasText: paid.receiptCode });
  await row.getByTestId('request-approve').click();
  await expectNoticeFrom(page, /已通过：/, () => pressInDialog(page, 'approve-ok'));
  await expect(row).toContainText('已通过');
});
