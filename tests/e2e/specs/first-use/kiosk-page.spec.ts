import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { shell } from '../../support/header.js';
import { HOME_PATH, SITE_REGISTER_PATH } from '../../support/paths.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

/** Issue 12 item 7: the on-site registration page (outside the layout) leads an administrator back. */
const back = { zh_cn: '返回控制台', en: 'Back to the console' } as const;

for (const language of ['zh_cn', 'en'] as const) {
  test(`an administrator leaves on-site registration for the console with its button (${language})`, async ({ page }) => {
    const token = await apiLogin(page.request, users.admin);
    await apiSetLanguage(page.request, token, language);
    try {
      await login(page, users.admin);
      await page.goto(SITE_REGISTER_PATH);
      await expect(shell(page).header).toHaveCount(0);
      await page.getByTestId('standalone-back').click();
      await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
      await expect(shell(page).header).toBeVisible();
      await page.goto(SITE_REGISTER_PATH);
      await expect(page.getByTestId('standalone-back')).toHaveText(back[language]);
    } finally {
      await apiSetLanguage(page.request, token, 'zh_cn');
    }
  });
}

test('a kiosk account has no way out of its only page but logging out', async ({ page }) => {
  await login(page, users.kiosk01);
  await expect(page).toHaveURL((url) => url.pathname === SITE_REGISTER_PATH);
  await expect(page.getByTestId('standalone-logout')).toBeVisible();
  await expect(page.getByTestId('standalone-back')).toHaveCount(0);
});
