import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { expectNotice, expectNoticeFrom, expectWarning, pressInDialog } from '../../support/notices.js';
import { users } from '../../support/users.js';
import { call, listRow, makeApartments, makePerson, makeStaff, texts, token, type Apartments } from './household-support.js';

/**
 * The review screen (/householdManager/householdExamine): pending registrations by default; pass, reject with
 * a required reason, batch pass and batch reject, for residents and property staff, in Chinese and English.
 */

let apartments: Apartments;

test.beforeAll(async ({ request }) => {
  apartments = await makeApartments(request, await apiLogin(request, users.admin), '1001', ['301']);
});

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

async function openReview(
  page: Page,
  baseURL: string,
  request: Parameters<typeof apiLogin>[0],
  language: Language,
  user: { username: string; password: string } = users.admin,
): Promise<string> {
  const auth = await apiLogin(request, user);
  await apiSetLanguage(request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  await page.goto('/householdManager/householdExamine');
  await expect(page.getByTestId('review-tabs')).toBeVisible();
  return auth;
}

/** Shows the registrations whose name holds `tag`, of every status. */
async function searchAll(panel: Locator, tag: string): Promise<void> {
  await panel.getByTestId('review-search-name').fill(tag);
  await panel.getByTestId('review-search-status').locator('.ant-select-clear').click({ force: true });
  await panel.getByTestId('review-search-submit').click();
}

async function selectRow(row: Locator): Promise<void> {
  await row.locator('.ant-checkbox-input').check();
}

for (const language of ['zh_cn', 'en'] as const) {
  const t = texts[language];

  test(`[${language}] residents: pass one, reject one with a reason (blocked without one), batch pass and batch reject`, async ({
    page,
    baseURL,
    request,
  }) => {
    const admin = await apiLogin(request, users.admin);
    const tag = token();
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) ids.push(await makePerson(request, admin, apartments.apartments[0]!.id, `审${tag}-${n}`));
    await openReview(page, baseURL!, request, language);
    const panel = page.getByTestId('review-panel-person');

    // Pending is the default filter.
    await panel.getByTestId('review-search-name').fill(tag);
    await panel.getByTestId('review-search-submit').click();
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(6);
    await expect(panel.getByTestId('review-search-status')).toContainText(t.statusPending);

    // Batch buttons with nothing selected warn.
    await panel.getByTestId('batch-pass').click();
    await expectWarning(page, t.selectAtLeastOne, language === 'en' ? 'Notice' : '提示');

    // Pass one.
    await expectNoticeFrom(page, t.passed, () => panel.getByTestId(`row-pass-${ids[0]}`).click());
    await expect(panel.getByTestId(`row-pass-${ids[0]}`)).toHaveCount(0);

    // Reject one: without a reason the dialog refuses; with one it rejects.
    await panel.getByTestId(`row-reject-${ids[1]}`).click();
    const dialog = page.getByTestId('reject-dialog');
    await pressInDialog(page, 'reject-ok');
    await expect(
      page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('reject-reason') })
        .locator('.ant-form-item-explain'),
    ).toHaveText(t.reasonRequired);
    await page.getByTestId('reject-reason').fill('   ');
    await pressInDialog(page, 'reject-ok');
    await expect(
      page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('reject-reason') })
        .locator('.ant-form-item-explain'),
    ).toHaveText(t.reasonRequired);
    await page.getByTestId('reject-reason').fill('证件照片不清晰');
    await pressInDialog(page, 'reject-ok');
    await expectNotice(page, t.rejected);
    await expect(dialog).toBeHidden();

    // Batch pass two, batch reject two.
    await selectRow(listRow(page, 'review-table', `审${tag}-3`));
    await selectRow(listRow(page, 'review-table', `审${tag}-4`));
    await panel.getByTestId('batch-pass').click();
    await pressInDialog(page, 'confirm-pass');
    await expectNotice(page, t.passed);
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await selectRow(listRow(page, 'review-table', `审${tag}-5`));
    await selectRow(listRow(page, 'review-table', `审${tag}-6`));
    await panel.getByTestId('batch-reject').click();
    await page.getByTestId('reject-reason').fill('不是本小区住户');
    await pressInDialog(page, 'reject-ok');
    await expectNotice(page, t.rejected);
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(0);

    // Every status: the verdicts, the reviewer and the reason are shown; a passed row offers only reject.
    await searchAll(panel, tag);
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(6);
    for (const n of [1, 3, 4]) await expect(listRow(page, 'review-table', `审${tag}-${n}`)).toContainText(t.statusPassed);
    for (const n of [2, 5, 6]) await expect(listRow(page, 'review-table', `审${tag}-${n}`)).toContainText(t.statusRejected);
    await expect(listRow(page, 'review-table', `审${tag}-2`)).toContainText('证件照片不清晰');
    await expect(listRow(page, 'review-table', `审${tag}-5`)).toContainText('不是本小区住户');
    await expect(panel.getByTestId(`row-reject-${ids[0]}`)).toBeVisible();
    await expect(panel.getByTestId(`row-pass-${ids[0]}`)).toHaveCount(0);
    await expect(panel.getByTestId(`row-pass-${ids[1]}`)).toBeVisible();

    // The API recorded the reviewer and the time.
    const passed = await call<{ reviewStatus: number; reviewerId: number | null; reviewedAt: string | null }>(
      request,
      admin,
      'GET',
      `/api/door/person/${ids[0]}`,
    );
    expect(passed.reviewStatus).toBe(1);
    expect(passed.reviewerId).not.toBeNull();
    expect(passed.reviewedAt).not.toBeNull();

    // The resident list shows the new statuses and the reviewer.
    await page.goto('/householdManager/householdReg');
    const list = page.getByTestId('resource-page-person');
    await list
      .getByTestId('resource-search')
      .locator('.ant-form-item')
      .filter({ has: page.locator(`label[title="${t.label.name}"]`) })
      .locator('input')
      .fill(tag);
    await list.getByTestId('resource-search-submit').click();
    await expect(listRow(page, 'resource-table', `审${tag}-1`)).toContainText(t.statusPassed);
    await expect(listRow(page, 'resource-table', `审${tag}-2`)).toContainText(t.statusRejected);
    await expect(listRow(page, 'resource-table', `审${tag}-1`)).toContainText('系统管理员');
  });

  test(`[${language}] property staff: pass one, reject one with a reason, batch pass and batch reject`, async ({
    page,
    baseURL,
    request,
  }) => {
    const admin = await apiLogin(request, users.admin);
    const tag = token();
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) ids.push(await makeStaff(request, admin, `员${tag}-${n}`));
    await openReview(page, baseURL!, request, language);
    await page.getByTestId('review-tabs').getByRole('tab', { name: t.staffTab, exact: true }).click();
    const panel = page.getByTestId('review-panel-staff');
    await panel.getByTestId('review-search-name').fill(tag);
    await panel.getByTestId('review-search-submit').click();
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(6);

    await panel.getByTestId('batch-reject').click();
    await expectWarning(page, t.selectAtLeastOne, language === 'en' ? 'Notice' : '提示');

    await expectNoticeFrom(page, t.passed, () => panel.getByTestId(`row-pass-${ids[0]}`).click());
    await panel.getByTestId(`row-reject-${ids[1]}`).click();
    await pressInDialog(page, 'reject-ok');
    await expect(
      page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('reject-reason') })
        .locator('.ant-form-item-explain'),
    ).toHaveText(t.reasonRequired);
    await page.getByTestId('reject-reason').fill('工号有误');
    await pressInDialog(page, 'reject-ok');
    await expectNotice(page, t.rejected);

    await selectRow(listRow(page, 'review-table', `员${tag}-3`));
    await selectRow(listRow(page, 'review-table', `员${tag}-4`));
    await panel.getByTestId('batch-pass').click();
    await pressInDialog(page, 'confirm-pass');
    await expectNotice(page, t.passed);
    await selectRow(listRow(page, 'review-table', `员${tag}-5`));
    await selectRow(listRow(page, 'review-table', `员${tag}-6`));
    await panel.getByTestId('batch-reject').click();
    await page.getByTestId('reject-reason').fill('已离职');
    await pressInDialog(page, 'reject-ok');
    await expectNotice(page, t.rejected);
    await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(0);

    await searchAll(panel, tag);
    for (const n of [1, 3, 4]) await expect(listRow(page, 'review-table', `员${tag}-${n}`)).toContainText(t.statusPassed);
    for (const n of [2, 5, 6]) await expect(listRow(page, 'review-table', `员${tag}-${n}`)).toContainText(t.statusRejected);
    await expect(listRow(page, 'review-table', `员${tag}-2`)).toContainText('工号有误');

    // The staff list and detail show the status, reviewer and reason.
    await page.goto(`/householdManager/detail2?id=${ids[1]}`);
    await expect(page.getByTestId('detail-reviewStatus')).toContainText(t.statusRejected);
    await expect(page.getByTestId('detail-rejectReason')).toHaveText('工号有误');
    // The reviewer by name, in the reviewer's row (the name has no row of its own).
    await expect(page.getByTestId('detail-reviewerId')).toHaveText('系统管理员');
    await expect(page.getByTestId('detail-reviewerName')).toHaveCount(0);
    await expect(page.getByTestId('detail-reviewedAt')).not.toBeEmpty();
  });
}

test('community manager lihua reviews her community’s residents only and sees reviewers by name', async ({ page, baseURL, request }) => {
  const admin = await apiLogin(request, users.admin);
  const other = await makeApartments(request, admin, '1002', ['401']);
  const tag = token();
  const mine = await makePerson(request, admin, apartments.apartments[0]!.id, `李审${tag}-a`);
  const byAdmin = await makePerson(request, admin, apartments.apartments[0]!.id, `李审${tag}-b`);
  await call(request, admin, 'POST', '/api/door/person/review', { ids: [byAdmin], verdict: 'pass' });
  await makePerson(request, admin, other.apartments[0]!.id, `外审${tag}`);
  await openReview(page, baseURL!, request, 'zh_cn', users.lihua);
  const panel = page.getByTestId('review-panel-person');
  await panel.getByTestId('review-search-name').fill(tag);
  await panel.getByTestId('review-search-submit').click();
  await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expectNoticeFrom(page, texts.zh_cn.passed, () => panel.getByTestId(`row-pass-${mine}`).click());
  const reviewed = await call<{ reviewStatus: number }>(request, admin, 'GET', `/api/door/person/${mine}`);
  expect(reviewed.reviewStatus).toBe(1);

  // She may not list users, yet the reviewers show by name (sent with the rows), not as "#id".
  await searchAll(panel, tag);
  await expect(panel.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(listRow(page, 'review-table', `李审${tag}-a`)).toContainText('李华');
  await expect(listRow(page, 'review-table', `李审${tag}-b`)).toContainText('系统管理员');
  for (const name of [`李审${tag}-a`, `李审${tag}-b`]) await expect(listRow(page, 'review-table', name)).not.toContainText(/#\d+/);
});
