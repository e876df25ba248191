import { isSessionEndStatus, PlatformEndpoints } from '@cvap/contracts';
import { expect, test, type Route } from '@playwright/test';
import { apiLogin, setTokenCookie, tokenCookie } from '../support/api.js';
import { expectNotice, notices } from '../support/notices.js';
import { HOME_PATH, messages } from '../support/paths.js';
import { expectOnLogin, login, logout, newBrowserSession } from '../support/session.js';
import { users } from '../support/users.js';
import { closeOpenedContexts } from '../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

const APARTMENT_LIST_PATH = '/houseManager/houseManager';

/** The same token with its signature altered: well-formed, but not signed by the server. */
function tamperedSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const first = signature.charAt(0) === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${first}${signature.slice(1)}`;
}

test.describe('session-ending codes', () => {
  test('after logout in one browser, another browser holding the same token is sent to login (7103)', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await login(page, users.admin);
    const token = await tokenCookie(context);
    expect(token).toBeTruthy();

    const other = await newBrowserSession(browser, baseURL ?? '');
    try {
      await setTokenCookie(other.context, baseURL ?? '', token ?? '');
      await other.page.goto(HOME_PATH);
      await expect(other.page.getByTestId('dashboard-home')).toBeVisible();

      // The other browser's task socket ends with the session (issue 13): it goes to login with the message by
      // itself, without a request of its own. Watched from before the logout.
      const otherNotice = expect(notices(other.page).filter({ hasText: messages.sessionRevoked.zh }).first()).toBeVisible({
        timeout: 20_000,
      });
      await logout(page);

      await otherNotice;
      await expectOnLogin(other.page);
      expect(await tokenCookie(other.context)).toBeUndefined();
    } finally {
      await other.context.close();
    }
  });

  test('an answer that comes back after the logout (its token revoked) leaves the login page and its redirect alone', async ({ page }) => {
    await login(page, users.admin);
    // The house list's request is held until the user has logged out: the server then answers it "revoked".
    let holdList!: (route: Route) => void;
    const held = new Promise<Route>((resolve) => (holdList = resolve));
    await page.route('**/query/page', (route) => holdList(route), { times: 1 });
    await page.goto(APARTMENT_LIST_PATH);
    const listRequest = await held;

    const revoked = page.waitForResponse((response) => response.url().includes(PlatformEndpoints.logout.path));
    await logout(page);
    await revoked;
    const late = page.waitForResponse((response) => response.request() === listRequest.request());
    await listRequest.continue();
    expect(isSessionEndStatus(((await (await late).json()) as { status: number }).status)).toBe(true);

    await expectOnLogin(page, APARTMENT_LIST_PATH);
    await login(page, users.admin);
    await expect(page).toHaveURL(APARTMENT_LIST_PATH);
  });

  test('a tampered token sends the user to login with "登录异常，请重新登录"', async ({ page, context, request, baseURL }) => {
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(context, baseURL ?? '', tamperedSignature(token));

    await page.goto(HOME_PATH);

    await expectOnLogin(page);
    await expectNotice(page, messages.tokenInvalid.zh);
    expect(await tokenCookie(context)).toBeUndefined();
  });
});
