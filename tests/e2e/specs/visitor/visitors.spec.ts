import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { visitorWatchlistResource, visitRecordResource, visitorResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseResidential } from '../../support/header.js';
import { openConfirm } from '../../support/notices.js';
import { chooseOption, ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { CAMPUS, companyWithHost, householdOfSunshineGarden, makeAppointment } from './visitor-support.js';

/**
 * Visitors (issue 15): an appointment a host made is approved and marked arrived on 访客信息, the visitor signed out
 * on 来访记录; a security manager adds a watchlist entry on the 访客黑名单 tab. Bad input is the API suite's
 * (visitor-visits.test.ts). Community 1003 (星河科创园) has the companies and their employees.
 */

const TEXTS = {
  zh_cn: {
    pending: '待审核',
    approved: '已同意',
    arrived: '已到访',
    left: '已离开',
    ok: /确\s*定/,
    approve: '同意',
    arrive: '到访',
    signOut: '签离',
  },
  en: {
    pending: 'Awaiting approval',
    approved: 'Approved',
    arrived: 'Arrived',
    left: 'Left',
    ok: 'OK',
    approve: 'Approve',
    arrive: 'Arrived',
    signOut: 'Sign out',
  },
} as const;

async function flow(page: Page, request: APIRequestContext, language: Language): Promise<void> {
  const texts = TEXTS[language];
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, language);
  const { guestName, id } = await makeAppointment(request, auth);

  await login(page, users.admin);
  await chooseResidential(page, CAMPUS);
  const visits = new ResourcePage(page, visitorResource, language);
  await visits.open();
  const row = visits.row(guestName);
  await page.getByTestId(`visit-approve-${id}`).click();
  await expect(row).toContainText(texts.approved);
  // An approved appointment offers cancel and arrive, never approve again.
  await expect(page.getByTestId(`visit-approve-${id}`)).toHaveCount(0);
  await page.getByTestId(`visit-arrive-${id}`).click();
  const arrive = page.locator('.ant-modal').filter({ hasText: guestName });
  await expect(arrive).toBeVisible();
  await arrive.getByRole('button', { name: texts.ok }).click();
  await expect(row).toContainText(texts.arrived);
  await saveScreen(page, `visitor-mng-${language}`);

  const records = new ResourcePage(page, visitRecordResource, language);
  await records.open();
  const record = records.row(guestName);
  await expect(record).toContainText(texts.arrived);
  await page.getByTestId(`visit-signOut-${id}`).click();
  await openConfirm(page).getByRole('button', { name: texts.ok }).click();
  await expect(record).toContainText(texts.left);
  await saveScreen(page, `visitor-record-${language}`);

  const name = `名单${uniqueToken().slice(-6)}`;
  const watchlist = new ResourcePage(page, visitorWatchlistResource, language, { name, reason: '多次强行闯入' });
  await watchlist.open();
  await watchlist.openAdd();
  for (const field of ['name', 'idNumber', 'level', 'reason'] as const)
    await watchlist.fillField(field, visitorWatchlistResource.fields[field]!, uniqueToken());
  await watchlist.saveDialog();
  await expect(watchlist.row(name)).toBeVisible();
}

// Leave the admin in Chinese, as the other specs expect.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

test('an appointment is approved, arrives and is signed out on the records screen; a watchlist entry is added (zh)', async ({
  page,
  request,
}) => {
  await flow(page, request, 'zh_cn');
});

test('an appointment is approved, arrives and is signed out on the records screen; a watchlist entry is added (en)', async ({
  page,
  request,
}) => {
  await flow(page, request, 'en');
});

test('the manager of a residential community makes an appointment to a household: no company, the resident hosts, at their building (zh)', async ({
  page,
  request,
}) => {
  const { apartments, host } = await householdOfSunshineGarden(request, '101', '住户');
  await login(page, users.lihua);
  const guestName = `探访${uniqueToken().slice(-6)}`;
  const visits = new ResourcePage(page, visitorResource, 'zh_cn', { guestName });
  await visits.open();
  await visits.openAdd();
  for (const field of ['guestName', 'guestType', 'visitPhone', 'expectedAt', 'visitWay'] as const)
    await visits.fillField(field, visitorResource.fields[field]!, uniqueToken());
  // No company: the host is a resident found by name, and picking one fills the host's name and mobile.
  await visits.formItem('personId').locator('.ant-select').click();
  await page.keyboard.type(host);
  await page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option').filter({ hasText: host }).click();
  await expect(visits.formItem('personName').locator('input')).toHaveValue(host);
  await expect(visits.formItem('personMobile').locator('input')).toHaveValue(/^1\d{10}$/);
  await visits.saveDialog();
  const row = visits.row(guestName);
  await expect(row).toContainText(host);
  await expect(row).toContainText(apartments.buildingName);
  await expect(row).toContainText(TEXTS.zh_cn.pending);
});

test('at the campus the host is picked among the employees of the company visited, which fills their name and mobile (en)', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, 'en');
  const { company, host } = await companyWithHost(request, auth);

  await login(page, users.admin);
  await chooseResidential(page, CAMPUS);
  const guestName = `Guest${uniqueToken().slice(-6)}`;
  const visits = new ResourcePage(page, visitorResource, 'en', { guestName });
  await visits.open();
  await visits.openAdd();
  for (const field of ['guestName', 'guestType', 'visitPhone', 'expectedAt', 'visitWay'] as const)
    await visits.fillField(field, visitorResource.fields[field]!, uniqueToken());
  await chooseOption(page, visits.formItem('companyId'), company.companyName, true);
  await visits.formItem('personId').locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: host.name })
    .first()
    .click();
  await expect(visits.formItem('personName').locator('input')).toHaveValue(host.name);
  await visits.saveDialog();
  const row = visits.row(guestName);
  await expect(row).toContainText(company.companyName);
  await expect(row).toContainText(host.name);
});
