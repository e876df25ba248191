import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from '../support/artifacts.js';
import { chooseLanguage, shell } from '../support/header.js';
import { expectWarning } from '../support/notices.js';
import { HOME_PATH, LOGIN_PATH, messages, storageKeys } from '../support/paths.js';
import { everythingStored, expectOnLogin, fillLoginForm, inputByTestId, localItem, login, logout } from '../support/session.js';
import { users } from '../support/users.js';

test.describe('login', () => {
  test('a correct username and password land on /dashboard/dashboard with the user named in the header', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await saveScreen(page, 'login-zh');

    await login(page, users.admin);

    await expect(page).toHaveURL(HOME_PATH);
    await expect(page.getByTestId('dashboard-home')).toBeVisible();
    await expect(shell(page).header).toContainText(users.admin.name);
    await saveScreen(page, 'shell-zh');
  });

  test('a username typed with surrounding spaces is trimmed and logs in', async ({ page }) => {
    await login(page, users.lihua, { typedUsername: `  ${users.lihua.username}  ` });

    await expect(page).toHaveURL(HOME_PATH);
    await expect(shell(page).header).toContainText(users.lihua.name);
  });

  test('a wrong password shows the 提示 warning "用户名或密码错误" and stays on the login page', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await fillLoginForm(page, users.wangqiang.username, 'Wrong@2026');
    await page.getByTestId('login-submit').click();

    await expectWarning(page, messages.loginFailed.zh, '提示');
    await expectOnLogin(page);
  });

  test('in English a wrong password shows "Incorrect username or password"', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await chooseLanguage(page, 'en', 'login-language');
    await expect(page.getByTestId('login-submit')).toHaveText(/log\s*in|sign\s*in/i);
    await saveScreen(page, 'login-en');

    await fillLoginForm(page, users.wangqiang.username, 'Wrong@2026');
    await page.getByTestId('login-submit').click();

    const warning = await expectWarning(page, messages.loginFailed.en, /./);
    await expect(warning, 'the notice title is translated too').not.toContainText('提示');
    await expectOnLogin(page);
  });

  test('a frozen account is refused with the catalogue message and stays on the login page', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await fillLoginForm(page, users.zhaolei.username, users.zhaolei.password);
    await page.getByTestId('login-submit').click();

    await expectWarning(page, messages.accountNotUsable.zh);
    await expectOnLogin(page);
    await expect(page.getByTestId('app-header')).toHaveCount(0);
  });

  test('remember account pre-fills the username after logout and the password is stored nowhere', async ({ page }) => {
    await login(page, users.lihua, { remember: true });
    await expect(page).toHaveURL(HOME_PATH);
    expect(await localItem(page, storageKeys.rememberedUsername)).toBe(users.lihua.username);
    await expectPasswordNotStored(page, users.lihua.password);

    await logout(page);

    await expect(inputByTestId(page, 'login-username')).toHaveValue(users.lihua.username);
    await expect(inputByTestId(page, 'login-password')).toHaveValue('');
    await expect(page.getByTestId('login-remember')).toBeChecked();
    await expectPasswordNotStored(page, users.lihua.password);
  });

  test('without remember account the username is not kept after logout', async ({ page }) => {
    await login(page, users.lihua, { remember: false });
    await expect(page).toHaveURL(HOME_PATH);

    await logout(page);

    expect(await localItem(page, storageKeys.rememberedUsername)).toBeNull();
    await expect(inputByTestId(page, 'login-username')).toHaveValue('');
  });

  test('the form lets the browser password manager work: username and current-password autocomplete', async ({ page }) => {
    await page.goto(LOGIN_PATH);

    await expect(inputByTestId(page, 'login-password')).toHaveAttribute('type', 'password');
    await expect(inputByTestId(page, 'login-password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(inputByTestId(page, 'login-username')).toHaveAttribute('autocomplete', 'username');
  });
});

async function expectPasswordNotStored(page: Page, password: string): Promise<void> {
  const stored = await everythingStored(page);
  for (const form of [password, encodeURIComponent(password), Buffer.from(password).toString('base64')]) {
    expect(stored, `the password (as ${form}) must not be in cookies or web storage`).not.toContain(form);
  }
}
