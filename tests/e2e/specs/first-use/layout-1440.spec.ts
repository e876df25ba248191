import { expect, test, type Locator, type Page } from '@playwright/test';
import { personResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { call, makeApartments, makePerson, token } from '../household/household-support.js';

/**
 * Issue 12 item 6 at 1440×900 (the suite's viewport): list columns cut under the fixed 操作 column or by their
 * own width, the English side menu truncating its entries, notifications over the header's switcher and user
 * menu, and side trees opened down to every floor.
 */

const texts = {
  zh_cn: { columns: ['创建时间', '审核状态', '驳回原因'] },
  en: { columns: ['Created at', 'Review status', 'Rejection reason'] },
} as const;

async function signIn(page: Page, baseURL: string, language: Language): Promise<string> {
  const auth = await apiLogin(page.request, users.admin);
  await apiSetLanguage(page.request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  return auth;
}

/** Whether an element's own content is clipped (wider than its box). */
async function clipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const language of ['zh_cn', 'en'] as const) {
  test.describe(`layout at 1440×900 (${language})`, () => {
    test.afterEach(async ({ request }) => {
      if (language === 'en') await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    });

    test('住户登记: creation time, review status and rejection reason show whole, none under the fixed action column', async ({
      page,
      baseURL,
    }) => {
      const auth = await signIn(page, baseURL!, language);
      const apartments = await makeApartments(page.request, auth, '1001', ['601']);
      const name = `列宽${token()}`;
      const id = await makePerson(page.request, auth, apartments.apartments[0]!.id, name);
      await call(page.request, auth, 'POST', '/api/door/person/review', { ids: [id], verdict: 'reject', reason: '照片不清晰' });

      const persons = new ResourcePage(page, personResource, language);
      await persons.open();
      await persons.setSearch('name', name);
      await persons.search();
      await expect(persons.rows()).toHaveCount(1);
      const table = page.getByTestId('resource-table');
      // Scrolled to its right end, as a user reaching the last columns would.
      await table
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const headers = table.locator('thead th');
      // The fixed action column is the last one.
      const actions = await box(headers.last());
      const headerTexts = (await headers.allTextContents()).map((text) => text.trim());
      for (const label of texts[language].columns) {
        const index = headerTexts.indexOf(label);
        expect(index, `${label} in ${headerTexts.join(' | ')}`).toBeGreaterThanOrEqual(0);
        const header = headers.nth(index);
        const cell = persons.rows().first().locator('td').nth(index);
        for (const part of [header, cell]) {
          expect(await clipped(part), `${label} clipped`).toBe(false);
          for (const inner of await part.locator('.ant-tag, .ant-table-column-title').all()) expect(await clipped(inner)).toBe(false);
          const b = await box(part);
          expect(b.x + b.width, `${label} under the action column`).toBeLessThanOrEqual(actions.x + 1);
        }
      }
      const created = persons.rows().first().locator('td').nth(headerTexts.indexOf(texts[language].columns[0]));
      await expect(created).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect((await box(created)).height).toBeLessThan(60);
    });

    test('the side menu shows every entry of 住户管理 whole', async ({ page, baseURL }) => {
      await signIn(page, baseURL!, language);
      await page.goto('/householdManager/householdReg');
      const names = page.getByTestId('side-menu').locator('.side-menu__name');
      await expect(names.first()).toBeVisible();
      expect(await names.count()).toBeGreaterThan(2);
      for (const name of await names.all()) expect(await clipped(name), (await name.textContent()) ?? undefined).toBe(false);
    });

    test('a warning opens below the header, clear of the community switcher and the user menu', async ({ page, baseURL }) => {
      await signIn(page, baseURL!, language);
      await page.goto('/householdManager/householdExamine');
      await page.getByTestId('batch-pass').first().click();
      const notice = page.locator('.ant-notification-notice').first();
      await expect(notice).toBeVisible();
      const header = await box(page.getByTestId('app-header'));
      const shown = await box(notice);
      expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
      for (const control of ['community-switcher', 'user-menu'])
        expect(overlaps(shown, await box(page.getByTestId(control))), control).toBe(false);
    });

    test('the house screen’s side tree opens to the buildings, not every floor; a search opens a building’s floors', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL!, language);
      await page.goto('/houseManager/houseManager');
      const tree = page.getByTestId('resource-tree-panel');
      const titles = tree.locator('.ant-tree-title');
      await expect(titles.getByText('阳光花园', { exact: true })).toBeVisible();
      await expect(titles.getByText('翠湖苑', { exact: true })).toBeVisible();
      await expect(titles.getByText('A座', { exact: true })).toBeVisible();
      // 翠湖苑's A座 has 26 floors: none is listed until asked for.
      await expect(titles.getByText(/^26(层|F)$/)).toHaveCount(0);
      expect(await tree.locator('.ant-tree-treenode').count()).toBeLessThanOrEqual(40);
      await tree.locator('input').first().fill('A座');
      await expect(titles.getByText(/^26(层|F)$/).first()).toBeVisible();
    });
  });
}
