import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage, setTokenCookie, tokenCookie } from '../support/api.js';
import { shell } from '../support/header.js';
import { expectNotice } from '../support/notices.js';
import { HOME_PATH, SITE_REGISTER_PATH, messages } from '../support/paths.js';
import { expectPageOpen } from '../support/menus.js';
import { expectOnLogin, login } from '../support/session.js';
import { users } from '../support/users.js';

test.describe('route guard: public paths', () => {
  test('/login, /auth and /404 open without a login', async ({ page }) => {
    await page.goto('/login');
    await expectOnLogin(page, null);

    await page.goto('/404');
    await expect(page).toHaveURL('/404');
    await expect(page.getByTestId('page-404')).toBeVisible();

    // /auth without a token has nothing to log in with; being public, it is not guarded (no redirect back to it).
    await page.goto('/auth');
    await expectOnLogin(page, null);
  });

  test('/dashboard/helpPdf opens without a login and embeds a PDF that is served as application/pdf', async ({ page, request }) => {
    const blockedByPolicy: string[] = [];
    await page.exposeFunction('reportPolicyViolation', (directive: string) => blockedByPolicy.push(directive));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportPolicyViolation(directive: string): void }).reportPolicyViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto('/dashboard/helpPdf');

    await expect(page).toHaveURL('/dashboard/helpPdf');
    const pdf = page.getByTestId('help-pdf');
    await expect(pdf).toBeVisible();
    expect(await pdf.evaluate((element) => element.tagName.toLowerCase())).toBe('object');
    const source = await pdf.getAttribute('data');
    expect(source).toBeTruthy();

    const response = await request.get(new URL(source ?? '', page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The page's Content-Security-Policy must let the <object> load the document.
    expect(blockedByPolicy.filter((violation) => violation.startsWith('object-src'))).toEqual([]);
  });
});

test.describe('route guard: login and redirects', () => {
  test('without a token a private path goes to /login?redirect=<path>, and logging in lands on that path', async ({ page }) => {
    await page.goto('/systemManager/userMng');
    await expectOnLogin(page, '/systemManager/userMng');

    await login(page, users.admin);

    await expectPageOpen(page, '/systemManager/userMng');
  });

  test('a logged-in user opening /login is sent to / and so to /dashboard/dashboard', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/login');

    await expect(page).toHaveURL(HOME_PATH);
    await expect(page.getByTestId('dashboard-home')).toBeVisible();
  });

  test('/ and /dashboard redirect to /dashboard/dashboard', async ({ page }) => {
    await login(page, users.admin);
    for (const path of ['/', '/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(HOME_PATH);
      await expect(page.getByTestId('dashboard-home')).toBeVisible();
    }
  });

  test('an unknown path redirects to /404', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/no/such/page');

    await expect(page).toHaveURL('/404');
    await expect(page.getByTestId('page-404')).toBeVisible();
  });

  test('/auth?token=<token>&redirect=<path> logs in with the token and lands on the path', async ({ page, request, context }) => {
    const token = await apiLogin(request, users.admin);
    await page.goto(`/auth?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(HOME_PATH)}`);

    await expect(page).toHaveURL(HOME_PATH);
    await expect(shell(page).header).toContainText(users.admin.name);
    expect(await tokenCookie(context)).toBe(token);
  });

  test('the kiosk account lands on on-site registration after login', async ({ page }) => {
    await login(page, users.kiosk01);

    await expect(page).toHaveURL(SITE_REGISTER_PATH);
  });

  test('when the user info cannot be loaded (garbage token) the user is logged out with a message and sent to login with the redirect', async ({
    page,
    context,
    baseURL,
  }) => {
    await setTokenCookie(context, baseURL ?? '', 'garbage');
    await page.goto('/houseManager/houseManager');

    await expectOnLogin(page, '/houseManager/houseManager');
    await expectNotice(page, messages.tokenInvalid.zh);
    expect(await tokenCookie(context)).toBeUndefined();
  });
});

test.describe('route guard: menu permissions', () => {
  test('a community manager opening a system page she has no menu for is sent to /404', async ({ page }) => {
    await login(page, users.lihua);
    await page.goto('/systemManager/userMng');

    await expect(page).toHaveURL('/404');
    await expect(page.getByTestId('page-404')).toBeVisible();
  });

  test('an inline page passes through its parent menu, highlights it and shows a back button that returns', async ({ page }) => {
    await login(page, users.lihua);
    await page.goto('/houseManager/houseManager');
    await expectPageOpen(page, '/houseManager/houseManager');
    await expect(shell(page).backButton).toHaveCount(0);

    await page.goto('/houseManager/detail');

    await expectPageOpen(page, '/houseManager/detail');
    await expect(shell(page).sideMenu.locator('.ant-menu-item-selected')).toContainText('房屋列表');
    await shell(page).backButton.click();
    await expect(page).toHaveURL('/houseManager/houseManager');
  });

  test('a path outside the menu tree is allowed when ?menu= names a granted menu, and refused otherwise', async ({ page }) => {
    await login(page, users.lihua);
    // An inline page of a section 李华 is not granted (property fees).
    const path = '/propertyPayment/billPrint/detail';

    await page.goto(path);
    await expect(page).toHaveURL('/404');

    await page.goto(`${path}?menu=${encodeURIComponent('/systemManager/userMng')}`);
    await expect(page).toHaveURL('/404');

    await page.goto(`${path}?menu=${encodeURIComponent('/houseManager/houseManager')}`);
    await expectPageOpen(page, path);
    await expect(shell(page).backButton).toBeVisible();
  });

  test('on-site registration is open to any logged-in user and shown outside the layout', async ({ page, request }) => {
    // The page's title is read in Chinese: another spec may have left this user in English.
    await apiSetLanguage(request, await apiLogin(request, users.wangqiang), 'zh_cn');
    await login(page, users.wangqiang);
    await page.goto(SITE_REGISTER_PATH);

    await expect(page).toHaveURL(SITE_REGISTER_PATH);
    await expect(page.locator('body')).toContainText('现场登记');
    await expect(shell(page).header).toHaveCount(0);
    await expect(shell(page).sideMenu).toHaveCount(0);
    await expect(shell(page).tabs).toHaveCount(0);
  });
});
