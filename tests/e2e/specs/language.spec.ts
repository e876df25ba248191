import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage, apiUserInfo } from '../support/api.js';
import { saveScreen } from '../support/artifacts.js';
import { chooseLanguage, chooseUserMenuItem, shell } from '../support/header.js';
import { catalogueName } from '../support/menus.js';
import { LOGIN_PATH } from '../support/paths.js';
import { login, logout, newBrowserSession } from '../support/session.js';
import { users } from '../support/users.js';
import { closeOpenedContexts } from '../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

test.describe('language', () => {
  // The preference lives on the server: put the account this spec switches back to Chinese for the other specs.
  test.afterEach(async ({ request }) => {
    await apiSetLanguage(request, await apiLogin(request, users.lihua), 'zh_cn');
  });

  test('the login page switches to English and back', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);

    await chooseLanguage(page, 'en', 'login-language');
    await expect(page.getByTestId('login-submit')).toHaveText(/log\s*in|sign\s*in/i);
    await expect(page.getByTestId('login-form')).not.toContainText(/[\u4e00-\u9fff]/);

    await chooseLanguage(page, 'zh_cn', 'login-language');
    await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);
  });

  test('the header switch turns menus, header and antd components English', async ({ page }) => {
    await login(page, users.lihua);
    await expect(shell(page).topMenu).toContainText(catalogueName('houseManager', 'zh_cn'));
    // antd's own texts follow the language: the empty task list uses antd's Empty.
    await shell(page).taskIndicator.click();
    await expect(page.getByTestId('task-list')).toContainText('暂无数据');
    await page.keyboard.press('Escape');

    await chooseLanguage(page, 'en');

    await expect(shell(page).topMenu).toContainText(catalogueName('houseManager', 'en'));
    await expect(shell(page).topMenu).not.toContainText(catalogueName('houseManager', 'zh_cn'));
    await page.goto('/houseManager/houseManager');
    await expect(shell(page).breadcrumbs).toContainText(catalogueName('/houseManager/houseManager', 'en'));
    await expect(shell(page).tabs).toContainText(catalogueName('/houseManager/houseManager', 'en'));
    await saveScreen(page, 'shell-en');

    await shell(page).userMenu.click();
    await expect(page.getByTestId('user-menu-change-password')).toHaveText(/password/i);
    await expect(page.getByTestId('user-menu-logout')).toHaveText(/log\s*out|sign\s*out/i);
    await page.keyboard.press('Escape');

    await shell(page).taskIndicator.click();
    await expect(page.getByTestId('task-list')).toContainText('No data');
  });

  test('the chosen language is kept on the server: it survives logout and a login from another browser', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await login(page, users.lihua);
    await chooseLanguage(page, 'en');
    await expect(shell(page).topMenu).toContainText(catalogueName('houseManager', 'en'));
    await expect.poll(async () => (await apiUserInfo(request, await apiLogin(request, users.lihua))).preferences.language).toBe('en');

    await logout(page);
    await login(page, users.lihua);
    await expect(shell(page).topMenu).toContainText(catalogueName('houseManager', 'en'));

    const other = await newBrowserSession(browser, baseURL ?? '');
    try {
      await login(other.page, users.lihua);
      await expect(shell(other.page).topMenu).toContainText(catalogueName('houseManager', 'en'));
    } finally {
      await other.context.close();
    }
  });

  test('the change-password dialog follows the language, antd buttons included', async ({ page }) => {
    await login(page, users.lihua);
    await chooseLanguage(page, 'en');
    await chooseUserMenuItem(page, 'user-menu-change-password');

    const dialog = page.getByTestId('change-password-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText(/[\u4e00-\u9fff]/);
    await expect(dialog.getByRole('button', { name: /cancel/i })).toBeVisible();
  });
});
