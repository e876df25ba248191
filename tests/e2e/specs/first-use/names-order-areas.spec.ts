import { expect, test, type Page } from '@playwright/test';
import { apartmentResource, opLogResource, quartzJobResource, staffResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 12 items 2 to 4 as a first-time user meets them: names instead of ids and codes, houses in address
 * order, impossible areas refused under their field.
 */

const texts = {
  zh_cn: { session: '会话', login: '登录', defaultGroup: '默认', innerTooLarge: '套内面积不能大于建筑面积', range: '取值范围为0至100000' },
  en: {
    session: 'Session',
    login: 'Log in',
    defaultGroup: 'Default',
    innerTooLarge: 'The inner area cannot be larger than the built-up area',
    range: 'The value must be between 0 and 100000',
  },
} as const;

const residentialNames: string[] = Object.values(demoResidentials).map((residential) => residential.name);

async function loginIn(page: Page, language: Language): Promise<void> {
  await apiSetLanguage(page.request, await apiLogin(page.request, users.admin), language);
  await login(page, users.admin);
}

for (const language of ['zh_cn', 'en'] as const) {
  test.describe(`first use (${language})`, () => {
    test.afterEach(async ({ request }) => {
      if (language === 'en') await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    });

    test('property staff show their department and community by name', async ({ page }) => {
      await loginIn(page, language);
      const staff = new ResourcePage(page, staffResource, language);
      await staff.open();
      // The department names arrive after the rows (the department tree is read once): the cells stay blank until then.
      await expect.poll(async () => (await staff.columnTexts('departmentId')).filter(Boolean).length).toBeGreaterThan(0);
      const departments = (await staff.columnTexts('departmentId')).filter(Boolean);
      for (const name of departments) expect(name).not.toMatch(/^\d+$/);
      for (const name of (await staff.columnTexts('residentialId')).filter(Boolean)) expect(residentialNames).toContain(name);
    });

    test("the operation log names resource and action, scheduled jobs their group, in the user's language", async ({ page }) => {
      await loginIn(page, language);
      const log = new ResourcePage(page, opLogResource, language);
      await log.open();
      expect(await log.columnTexts('resource')).toContain(texts[language].session);
      expect(await log.columnTexts('action')).toContain(texts[language].login);
      for (const code of [...(await log.columnTexts('resource')), ...(await log.columnTexts('action'))])
        expect(code).not.toMatch(/^[a-z]+\/?[a-zA-Z]*$/);

      const jobs = new ResourcePage(page, quartzJobResource, language);
      await jobs.open();
      const groups = await jobs.columnTexts('jobGroup');
      expect(groups).toContain(texts[language].defaultGroup);
      expect(groups).not.toContain('DEFAULT');
    });

    test('the house list opens in address order: first community, first building, room 101 before 1001', async ({ page }) => {
      await loginIn(page, language);
      const apartments = new ResourcePage(page, apartmentResource, language);
      await apartments.open();
      const residential = await apartments.columnTexts('residentialId');
      expect(new Set(residential)).toEqual(new Set([demoResidentials.sunshineGarden.name]));
      // Other specs add buildings to the community, so the first page may hold several: each building's rows come
      // together, and within a building the rooms ascend as numbers (101 before 1001), floor by floor.
      const buildings = await apartments.columnTexts('buildingId');
      const rooms = (await apartments.columnTexts('roomNo')).map(Number);
      // The demo's first building (other specs' buildings are named by a token and may sort before it) starts at 101.
      const demoBuilding = buildings.findIndex((building) => /(栋|座|楼[A-Z]?)$/.test(building));
      expect(demoBuilding, buildings.join(', ')).toBeGreaterThanOrEqual(0);
      expect(rooms[demoBuilding]).toBe(101);
      const runs = buildings.filter((building, i) => i === 0 || building !== buildings[i - 1]);
      expect(runs).toEqual([...new Set(buildings)]);
      rooms.forEach((room, i) => {
        if (i > 0 && buildings[i] === buildings[i - 1]) expect(room).toBeGreaterThanOrEqual(rooms[i - 1]!);
      });
    });

    test('a negative built area and an inner area above the built area are refused under their field', async ({ page }) => {
      await loginIn(page, language);
      const apartments = new ResourcePage(page, apartmentResource, language);
      await apartments.open();
      const id = await apartments.rowId(apartments.rows().first());
      await apartments.root.getByTestId(`row-edit-${id}`).click();
      await apartments.dialogLoaded('resource-form-2');
      const explain = (name: string) => apartments.formItem(name).locator('.ant-form-item-explain');
      const number = (name: string) => apartments.formItem(name).locator('input').first();

      await number('builtArea').fill('-5');
      await apartments.dialog.getByTestId('resource-dialog-ok').click();
      await expect(explain('builtArea')).toHaveText(texts[language].range);
      await expect(number('builtArea')).toHaveValue(/^-5(\.00)?$/);

      await number('builtArea').fill('50');
      await number('innerArea').fill('60');
      await apartments.dialog.getByTestId('resource-dialog-ok').click();
      await expect(explain('innerArea')).toHaveText(texts[language].innerTooLarge);
      await expect(apartments.dialog).toBeVisible();
    });
  });
}
