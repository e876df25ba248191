import { expect, test } from '@playwright/test';
import { opLogResource } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * A time-based list's default search range ("the last 7 days") is made of China's days (UTC+8, the API's zone;
 * docs/decisions/0006), also in a browser elsewhere: here Los Angeles, just after midnight in China. The home
 * page's date is China's day too.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

test('the last-7-days default range is China days in a browser in another time zone', async ({ page, baseURL, request }) => {
  const token = await apiLogin(request, users.admin);
  // The picker's labels are read in Chinese, whatever language an earlier spec left the admin in.
  await apiSetLanguage(request, token, 'zh_cn');
  await setTokenCookie(page.context(), baseURL!, token);
  // 2026-01-15 16:30 UTC: 00:30 on the 16th in China, 08:30 on the 15th in Los Angeles.
  await page.clock.setFixedTime(new Date('2026-01-15T16:30:00Z'));
  const resource = new ResourcePage(page, opLogResource);
  const firstQuery = resource.waitForPageQuery();
  await resource.open();
  expect((await firstQuery).createdAt).toEqual(['2026-01-10 00:00:00', '2026-01-16 23:59:59']);
  // The picker shows the same China days (the field sits behind the advanced-search toggle).
  await page.getByTestId('resource-search-advanced').click();
  await expect(resource.root.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-01-10 00:00:00');
  await expect(resource.root.getByRole('textbox', { name: '结束日期' })).toHaveValue('2026-01-16 23:59:59');
});

test('the home page names China’s day, not the browser’s, in a browser in another time zone', async ({ page, baseURL, request }) => {
  await setTokenCookie(page.context(), baseURL!, await apiLogin(request, users.admin));
  // 00:30 on Friday 16 January in China, still Thursday the 15th in Los Angeles.
  await page.clock.setFixedTime(new Date('2026-01-15T16:30:00Z'));
  await page.goto('/');
  await expect(page.getByTestId('dashboard-today')).toHaveText('2026年1月16日 星期五');
});
