import { expect, test } from '@playwright/test';
import { apiLogin, setTokenCookie, tokenCookie } from '../support/api.js';
import { expectNotice } from '../support/notices.js';
import { HOME_PATH, messages } from '../support/paths.js';
import { expectOnLogin, login, logout, newBrowserSession } from '../support/session.js';
import { users } from '../support/users.js';

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

      await logout(page);

      await other.page.reload();
      await expectOnLogin(other.page);
      await expectNotice(other.page, messages.sessionRevoked.zh);
      expect(await tokenCookie(other.context)).toBeUndefined();
    } finally {
      await other.context.close();
    }
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
