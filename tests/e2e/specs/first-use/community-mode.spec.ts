import { expect, test, type Page, type Response } from '@playwright/test';
import { apartmentResource, userResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { chooseResidential, shell } from '../../support/header.js';
import { catalogueName, sectionNames, settledTopMenuLayout } from '../../support/menus.js';
import { ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 12 item 1: what the head office may see and do while acting for one community (decision 0003). The
 * console never calls what the current mode refuses: no API answer is a 403, in any mode.
 */

const texts = {
  zh_cn: { notice: '该页面仅在总部身份下可用，请返回总部后再打开', back: '返回总部' },
  en: {
    notice: 'This page is available only when acting for the head office: return to head office to open it',
    back: 'Return to head office',
  },
} as const;

/** Every API answer with HTTP 403 while the page is used. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 403) refused.push(response.url());
  });
  return refused;
}

async function loginIn(page: Page, language: Language): Promise<void> {
  if (language === 'en') await apiSetLanguage(page.request, await apiLogin(page.request, users.admin), 'en');
  await login(page, users.admin);
}

for (const language of ['zh_cn', 'en'] as const) {
  test.describe(`community mode of the head office (${language})`, () => {
    test.afterEach(async ({ request }) => {
      if (language === 'en') await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    });

    test('acting for the head office: system management is in the menu and the user list loads', async ({ page }) => {
      const refused = refusals(page);
      await loginIn(page, language);
      // Every section, system management included, in the bar or under 'more'.
      await settledTopMenuLayout(page, sectionNames(language));
      const userList = new ResourcePage(page, userResource, language);
      await userList.open();
      await expect(userList.rows().first()).toBeVisible();
      expect(refused).toEqual([]);
    });

    test('acting for 翠湖苑: community screens load, system management is neither in the menu nor called', async ({ page }) => {
      const refused = refusals(page);
      await loginIn(page, language);
      await chooseResidential(page, demoResidentials.jadeLake.companyId);

      // The house list (with its community picker and column) answers without a refusal.
      const apartments = new ResourcePage(page, apartmentResource, language);
      await apartments.open();
      await expect(apartments.rows().first()).toBeVisible();
      await settledTopMenuLayout(
        page,
        sectionNames(language).filter((name) => name !== catalogueName('systemManager', language)),
      );

      // A head-office page opened by its address says so and calls nothing of the user list.
      const userCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/user/query/page')) userCalls.push(request.url());
      });
      await page.goto('/systemManager/userMng');
      await expect(page.getByTestId('head-office-only')).toContainText(texts[language].notice);
      expect(userCalls).toEqual([]);
      expect(refused).toEqual([]);

      // Its button returns to the head office, where the page works.
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('head-office-only-return').click();
      await reloaded;
      await expect(shell(page).communitySwitcher).not.toContainText(demoResidentials.jadeLake.name);
      await expect(page.getByTestId('head-office-only')).toHaveCount(0);
      await expect(page.getByTestId(`resource-page-${userResource.name}`)).toBeVisible();
      expect(refused).toEqual([]);
    });
  });
}

test('a community manager (one community) gets no refusal on her house list either', async ({ page }) => {
  const refused = refusals(page);
  await login(page, users.lihua);
  const apartments = new ResourcePage(page, apartmentResource);
  await apartments.open();
  await expect(apartments.rows().first()).toBeVisible();
  expect(refused).toEqual([]);
});
