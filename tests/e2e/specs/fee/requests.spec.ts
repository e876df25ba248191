import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { FeeLedgerEndpoints, type Language, type PageResult } from '@cvap/contracts';
import { apiLogin, apiPost, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom, pressInDialog } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 17 part B in Chromium, in Chinese and in English: part of a payment refunded and another payment cancelled,
 * each requested on its screen by one user and approved on the same screen by another (the requester's own
 * approval is refused). The payments are taken through the API beforehand.
 */
const TEXT = {
  zh_cn: { requested: /已提交/, reviewed: /已通过：/, own: /不能审核自己提交的申请/, approved: '已通过' },
  en: { requested: /Requested/, reviewed: /Approved: /, own: /cannot review your own request/, approved: 'Approved' },
} as const;

const COMPANY = demoResidentials.sunshineGarden.companyId;

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token, CompanyId: COMPANY }, data });
  const body = (await response.json()) as { status: number; data: T; message: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** Pays the first owed line of a house in cash; the receipt's number. */
async function payOne(request: APIRequestContext, token: string, skip: number): Promise<string> {
  const lines = await post<{ rows: { id: number; objectId: number; outstanding: string }[] }>(
    request,
    token,
    '/api/property/receivable/query/page',
    {
      status: 1,
      objectType: 1,
      limit: 200,
    },
  );
  const line = lines.rows.filter((row) => row.outstanding !== '0.00' && row.outstanding !== '0.01')[skip]!;
  const paid = await post<{ receiptCode: string }>(request, token, FeeLedgerEndpoints.pay.path, {
    apartmentId: line.objectId,
    lines: [{ billLineId: line.id, amount: line.outstanding }],
    tenders: [{ method: 1, amount: line.outstanding }],
  });
  return paid.receiptCode;
}

/** A new browser (its own context and tab) logged in with the token, acting for the community, on the screen. */
async function openAs(browser: Browser, baseURL: string, token: string, language: Language, path: string): Promise<Page> {
  const page = await browser.newPage();
  await setTokenCookie(page.context(), baseURL, token);
  await page.goto('/');
  await chooseResidential(page, COMPANY);
  if (language === 'en') await chooseLanguage(page, 'en');
  await page.goto(path);
  return page;
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a refund of part of a payment and a cancellation, each approved by someone else (${language})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    // Four pages, two requests and two reviews each asked and confirmed: more than the default minute on a busy machine.
    test.slow();
    const text = TEXT[language];
    const admin = await apiLogin(request, users.admin);
    // The reviewer: another administrator of the community.
    const username = `e2ereview${language.replace('_', '')}${Date.now().toString(36).slice(-5)}`;
    const roles = await apiPost<PageResult<{ id: number }>>(request, admin, '/api/admin/role/query/page', { code: 'sysadmin' });
    await apiPost(request, admin, '/api/admin/user/add', {
      username,
      name: language === 'en' ? 'Reviewer' : '复核员',
      roleIds: [roles.rows[0]!.id],
      password: 'Review@2026',
      headOffice: true,
    });
    const reviewer = await apiLogin(request, { username, password: 'Review@2026' });
    const refundOf = await payOne(request, admin, language === 'en' ? 2 : 0);
    const cancelOf = await payOne(request, admin, language === 'en' ? 3 : 1);

    for (const [path, receiptCode, amount] of [
      ['/propertyPayment/charge/refund', refundOf, '0.01'],
      ['/propertyPayment/charge/cancellation', cancelOf, null],
    ] as const) {
      const page = await openAs(browser, baseURL!, admin, language, path);
      await page.getByTestId('request-new').click();
      // Issue 23: the request starts from the number printed on the receipt, and a refund picks its lines.
      await page.getByTestId('request-receipt-code').fill(receiptCode);
      await page.getByTestId('request-receipt-find').click();
      await expect(page.getByTestId('request-receipt')).toContainText(receiptCode);
      if (amount) {
        await page.getByTestId('request-lines').locator('tbody tr.ant-table-row').first().locator('input[type="checkbox"]').check();
        await page.getByTestId('request-line-amount').fill(amount);
      }
      await page.getByTestId('request-reason').fill(language === 'en' ? 'Charged twice' : '重复收费');
      await expectNoticeFrom(page, text.requested, () => page.getByTestId('request-submit').click());
      const row = page.locator('tr.ant-table-row').first();
      await row.getByTestId('request-approve').click();
      await expectNoticeFrom(page, text.own, () => pressInDialog(page, 'approve-ok'));

      const other = await openAs(browser, baseURL!, reviewer, language, path);
      const pending = other.locator('tr.ant-table-row').first();
      await pending.getByTestId('request-approve').click();
      await expectNoticeFrom(other, text.reviewed, () => pressInDialog(other, 'approve-ok'));
      await expect(other.locator('tr.ant-table-row').first()).toContainText(text.approved);
      await other.close();
      await page.close();
    }
  });
}
