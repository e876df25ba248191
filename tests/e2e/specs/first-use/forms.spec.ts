import { expect, test, type Page } from '@playwright/test';
import { apartmentResource, personResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { DoorSetup } from '../door/door-setup.js';
import { makeApartments, makePerson, token } from '../household/household-support.js';

/**
 * Issue 12 item 5 as a first-time user meets it: a duplicate refusal that stays on a field after the value that
 * caused it changed, form tabs left open after a save, a list that forgets its search behind an edit page, a
 * toolbar repeating the search form, and row actions in another order than elsewhere.
 */

const texts = {
  zh_cn: { saved: '保存成功', actions: ['详情', '编辑', '删除'], apartmentList: '/houseManager/houseManager' },
  en: { saved: 'Saved', actions: ['Detail', 'Edit', 'Delete'], apartmentList: '/houseManager/houseManager' },
} as const;

async function signIn(page: Page, baseURL: string, language: Language): Promise<string> {
  const auth = await apiLogin(page.request, users.admin);
  await apiSetLanguage(page.request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  return auth;
}

const tree = (page: Page) => page.getByTestId('resource-tree-panel');
const fieldError = (item: ReturnType<ResourcePage['formItem']>) => item.locator('.ant-form-item-explain-error');

for (const language of ['zh_cn', 'en'] as const) {
  const t = texts[language];
  test.describe(`forms (${language})`, () => {
    test.afterEach(async ({ request }) => {
      if (language === 'en') await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    });

    test('a duplicate house refused on floor and room leaves the floor as soon as only the room number changes', async ({
      page,
      baseURL,
    }) => {
      const auth = await signIn(page, baseURL!, language);
      const setup = new DoorSetup(page.request, auth);
      const name = `E2E重号楼${token()}`;
      const building = await setup.building(await setup.communityId('阳光花园'), name, 2);
      await setup.apartment(building.floors.get(1)!, '101');

      const apartments = new ResourcePage(page, apartmentResource, language);
      await apartments.open();
      await tree(page).locator('input').first().fill(name);
      await tree(page).locator('.ant-tree-title').getByText(building.floorNames.get(1)!, { exact: true }).click();
      await apartments.openAdd();
      await apartments.formItem('roomNo').locator('input').fill('101');
      await pickFirstOption(page, apartments.formItem('houseType'), null);
      await pickFirstOption(page, apartments.formItem('status'), null);
      await apartments.dialog.getByTestId('resource-dialog-ok').click();
      await expect(fieldError(apartments.formItem('floorId'))).toBeVisible();
      await expect(fieldError(apartments.formItem('roomNo'))).toBeVisible();

      await apartments.formItem('roomNo').locator('input').fill('102');
      await expect(fieldError(apartments.formItem('roomNo'))).toHaveCount(0);
      await expect(fieldError(apartments.formItem('floorId'))).toHaveCount(0);
      await apartments.saveDialog();
    });

    test('住户登记: row actions in the usual order, no second search in the toolbar; after an edit the list comes back with its search and without the form tab', async ({
      page,
      baseURL,
    }) => {
      const auth = await signIn(page, baseURL!, language);
      const apartments = await makeApartments(page.request, auth, '1001', ['301']);
      const name = `搜索保留${token()}`;
      await makePerson(page.request, auth, apartments.apartments[0]!.id, name);

      const persons = new ResourcePage(page, personResource, language);
      await persons.open();
      await expect(page.getByTestId('people-picker')).toHaveCount(0);
      await persons.setSearch('name', name);
      await persons.search();
      await expect(persons.rows()).toHaveCount(1);
      const row = persons.rows().first();
      const id = await persons.rowId(row);
      const labels = await row.locator('.resource-row-actions button').allTextContents();
      expect(labels.map((label) => label.replace(/\s/g, ''))).toEqual(t.actions);

      await row.getByTestId(`row-edit-${id}`).click();
      await expect(page).toHaveURL(new RegExp(`/householdManager/edit\\?id=${id}`));
      await expect(page.getByTestId('page-tabs').locator('.ant-tabs-tab')).toHaveCount(2);
      await expectNoticeFrom(page, t.saved, () => page.getByTestId('registration-save').click());

      await expect(page).toHaveURL(/\/householdManager\/householdReg$/);
      // The form's tab is closed; the list shows the search it was left with, and only its result.
      await expect(page.getByTestId('page-tabs').locator('.ant-tabs-tab')).toHaveCount(1);
      await expect(page.getByTestId('search-name')).toHaveValue(name);
      await expect(persons.rows()).toHaveCount(1);
      await expect(persons.rows().first()).toContainText(name);
    });
  });
}
