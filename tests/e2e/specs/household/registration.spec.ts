import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { expectNoticeFrom, expectWarning } from '../../support/notices.js';
import { chooseOption } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import {
  call,
  fixtures,
  formItem,
  idNumber,
  listRow,
  makeApartments,
  makePerson,
  pickApartment,
  texts,
  token,
  uploadPortrait,
  wrongCheckDigit,
  type Apartments,
} from './household-support.js';

/**
 * Resident and property staff registration through the inline pages: full forms with the declaration's
 * rules, the house picker, the JPG-only portrait shown as a thumbnail, in Chinese and English.
 */

async function signIn(
  page: Page,
  baseURL: string,
  request: Parameters<typeof apiLogin>[0],
  language: Language,
  user: { username: string; password: string } = users.admin,
): Promise<string> {
  const auth = await apiLogin(request, user);
  await apiSetLanguage(request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  return auth;
}

let apartments: Apartments;

test.beforeAll(async ({ request }) => {
  const auth = await apiLogin(request, users.admin);
  apartments = await makeApartments(request, auth, '1001', ['101', '102', '103']);
});

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

for (const language of ['zh_cn', 'en'] as const) {
  const t = texts[language];

  test(`[${language}] a resident is registered with a portrait on the inline add page and listed pending with a thumbnail`, async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/householdReg');
    // The console has applied the user's language (the toolbar reads it) before anything is clicked.
    await expect(page.getByTestId('resource-page-person').getByTestId('resource-add')).toHaveText(t.add);
    await page.getByTestId('resource-page-person').getByTestId('resource-add').click();
    await expect(page).toHaveURL(/\/householdManager\/add$/);
    // An inline page: the back button, and the resident registration menu highlighted.
    await expect(page.getByTestId('back-button')).toBeVisible();
    await expect(page.locator('.ant-menu-item-selected[data-menu-id$="-/householdManager/householdReg"]')).toBeVisible();

    const name = `住户${token()}`;
    await formItem(page, t.label.name).locator('input').fill(name);
    await chooseOption(page, formItem(page, t.label.personType), t.owner);
    await formItem(page, t.label.phone).locator('input').fill(uniqueMobile());
    await formItem(page, t.label.idCard).locator('input').fill(idNumber());
    await pickApartment(page, apartments, '101');
    await uploadPortrait(page, fixtures.jpg);
    await expect(page.getByTestId('portrait-preview')).toBeVisible();
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('registration-save').click());

    await expect(page).toHaveURL(/\/householdManager\/householdReg$/);
    const row = listRow(page, 'resource-table', name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.statusPending);
    await expect(row).toContainText('101');
    // The portrait thumbnail is read with the session token and shown.
    await expect(row.getByTestId('portrait-thumb').locator('img')).toBeVisible();
    expect(
      await row
        .getByTestId('portrait-thumb')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Its detail page shows the portrait and the review fields.
    const id = await row.getAttribute('data-row-key');
    await row.getByTestId(`row-detail-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/householdManager/detail\\?id=${id}$`));
    await expect(page.getByTestId('detail-name')).toHaveText(name);
    await expect(page.getByTestId('detail-reviewStatus')).toContainText(t.statusPending);
    await expect(page.getByTestId('detail-portrait').locator('img')).toBeVisible();
  });

  test(`[${language}] a property staff member is registered with a portrait; the form sits under the staff menu`, async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/propertyReg');
    await expect(page.getByTestId('resource-page-staff').getByTestId('resource-add')).toHaveText(t.add);
    await page.getByTestId('resource-page-staff').getByTestId('resource-add').click();
    await expect(page).toHaveURL(/\/householdManager\/add\?type=staff/);
    await expect(page.getByTestId('registration-form-staff')).toBeVisible();
    await expect(page.locator('.ant-menu-item-selected[data-menu-id$="-/householdManager/propertyReg"]')).toBeVisible();

    const name = `员工${token()}`;
    await formItem(page, t.label.name).locator('input').fill(name);
    await formItem(page, t.label.staffNo).locator('input').fill(`S${token()}`);
    await formItem(page, t.label.phone).locator('input').fill(uniqueMobile());
    await chooseOption(page, formItem(page, t.label.staffType), t.staffTypeService);
    await formItem(page, t.label.idCard).locator('input').fill(idNumber());
    await uploadPortrait(page, fixtures.jpg);
    await expect(page.getByTestId('portrait-preview')).toBeVisible();
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('registration-save').click());

    await expect(page).toHaveURL(/\/householdManager\/propertyReg$/);
    const row = listRow(page, 'resource-table', name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.statusPending);
    await expect(row.getByTestId('portrait-thumb').locator('img')).toBeVisible();
    const id = await row.getAttribute('data-row-key');
    await row.getByTestId(`row-detail-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/householdManager/detail2\\?id=${id}$`));
    await expect(page.getByTestId('detail-name')).toHaveText(name);
    await expect(page.getByTestId('detail-portrait').locator('img')).toBeVisible();

    // Edit from the detail page: the shared edit page in its staff form.
    await page.getByTestId('detail-edit').click();
    await expect(page).toHaveURL(new RegExp(`/householdManager/edit\\?type=staff&id=${id}`));
    await expect(formItem(page, t.label.name).locator('input')).toHaveValue(name);
    await formItem(page, t.label.name).locator('input').fill(`${name}改`);
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('registration-save').click());
    await expect(listRow(page, 'resource-table', `${name}改`)).toHaveCount(1);
  });

  test(`[${language}] a PNG portrait is refused in the browser and nothing is uploaded`, async ({ page, baseURL, request }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/add');
    let uploads = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/fdfs/file/uploadFiles') uploads += 1;
    });
    await uploadPortrait(page, fixtures.png);
    await expectWarning(page, t.onlyJpg, language === 'en' ? 'Notice' : '提示');
    await expect(page.getByTestId('portrait-preview')).toHaveCount(0);
    expect(uploads).toBe(0);
  });

  test(`[${language}] a wrong ID check digit and a bad mobile number are field errors; nothing is saved`, async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/add');
    let saves = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/door/person') saves += 1;
    });
    await formItem(page, t.label.name).locator('input').fill(`错误${token()}`);
    await chooseOption(page, formItem(page, t.label.personType), t.owner);
    await formItem(page, t.label.phone).locator('input').fill('12345678901');
    await formItem(page, t.label.idCard).locator('input').fill(wrongCheckDigit(idNumber()));
    await pickApartment(page, apartments, '102');
    await page.getByTestId('registration-save').click();
    await expect(formItem(page, t.label.phone).locator('.ant-form-item-explain')).toHaveText(t.mobile);
    await expect(formItem(page, t.label.idCard).locator('.ant-form-item-explain')).toHaveText(t.idCard);
    expect(saves).toBe(0);
  });
}

test('a head-office resident edit keeps its house and shows the floor again in the picker', async ({ page, baseURL, request }) => {
  const auth = await signIn(page, baseURL!, request, 'zh_cn');
  const name = `编辑${token()}`;
  const id = await makePerson(request, auth, apartments.apartments[2]!.id, name);
  await page.goto(`/householdManager/edit?id=${id}`);
  await expect(formItem(page, '姓名').locator('input')).toHaveValue(name);
  await expect(page.getByTestId('house-picker')).toContainText(apartments.floorName);
  await expect(page.getByTestId('house-picker')).toContainText('103');
  await formItem(page, '姓名').locator('input').fill(`${name}乙`);
  await expectNoticeFrom(page, '保存成功', () => page.getByTestId('registration-save').click());
  const saved = await call<{ name: string; apartmentId: number }>(request, auth, 'GET', `/api/door/person/${id}`);
  expect(saved).toMatchObject({ name: `${name}乙`, apartmentId: apartments.apartments[2]!.id });
});

test('community manager lihua sees only her community’s registrations', async ({ page, baseURL, request }) => {
  const admin = await apiLogin(request, users.admin);
  const other = await makeApartments(request, admin, '1002', ['201']);
  const tag = token();
  await makePerson(request, admin, apartments.apartments[0]!.id, `阳光${tag}`);
  await makePerson(request, admin, other.apartments[0]!.id, `翠湖${tag}`);
  await signIn(page, baseURL!, request, 'zh_cn', users.lihua);
  await page.goto('/householdManager/householdReg');
  const list = page.getByTestId('resource-page-person');
  await list
    .getByTestId('resource-search')
    .locator('.ant-form-item')
    .filter({ has: page.locator('label[title="姓名"]') })
    .locator('input')
    .fill(tag);
  await list.getByTestId('resource-search-submit').click();
  await expect(listRow(page, 'resource-table', `阳光${tag}`)).toHaveCount(1);
  await expect(listRow(page, 'resource-table', `翠湖${tag}`)).toHaveCount(0);
  // Nor on the review screen.
  await page.goto('/householdManager/householdExamine');
  await page.getByTestId('review-search-name').fill(tag);
  await page.getByTestId('review-search-submit').click();
  await expect(listRow(page, 'review-table', `阳光${tag}`)).toHaveCount(1);
  await expect(listRow(page, 'review-table', `翠湖${tag}`)).toHaveCount(0);
});
