import { expect, test, type Page } from '@playwright/test';
import type { DashboardOverview, PageResult } from '@cvap/contracts';
import { apiLogin, apiPost, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { HOME_PATH } from '../../support/paths.js';
import { users } from '../../support/users.js';

/**
 * Issue 23, the dashboard as a head-office user meets it: at 1280 px the abnormal-device list stays readable and
 * every panel's title is whole in English, the
 * device donut names never-heard-from devices as the device list does (未知), and every time on it is the
 * community's (China time), whatever zone the browser is in.
 */

async function openDashboard(page: Page, baseURL: string, request: Parameters<typeof apiLogin>[0]): Promise<string> {
  const token = await apiLogin(request, users.admin);
  await setTokenCookie(page.context(), baseURL, token);
  await page.goto(HOME_PATH);
  await expect(page.getByTestId('dashboard-panel-abnormalDevices')).toBeVisible();
  return token;
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the abnormal-device list keeps the device names readable, not a character a line', async ({ page, request, baseURL }) => {
    await openDashboard(page, baseURL!, request);
    const firstName = page.getByTestId('dashboard-panel-abnormalDevices').locator('tbody tr').first().locator('td').first();
    await expect(firstName).toBeVisible();
    const box = (await firstName.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(120);
    // One line for the name, one for the door: not a column of single characters.
    expect(box.height).toBeLessThan(80);
  });

  test('in English every panel title is shown whole, none cut short', async ({ page, request, baseURL }) => {
    const token = await apiLogin(request, users.admin);
    await apiSetLanguage(request, token, 'en');
    try {
      await openDashboard(page, baseURL!, request);
      const titles = page.locator('[data-testid^="dashboard-panel-"] .ant-card-head-title');
      await expect(titles).toHaveCount(7);
      await expect(titles.first()).toHaveText('Access-control device status');
      for (const title of await titles.all()) {
        const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(cut, `${await title.textContent()} fits its card`).toBe(false);
      }
    } finally {
      await apiSetLanguage(request, token, 'zh_cn');
    }
  });
});

test('the device donut counts never-heard-from devices as 未知, as many as the device list shows as 未知', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await openDashboard(page, baseURL!, request);
  const unknown = await apiPost<PageResult<unknown>>(request, token, '/api/property/device/query/page', {
    status: 'unknown',
    page: 1,
    limit: 1,
  });
  const overview = await request.get('/api/dashboard/overview', { headers: { Authorization: token } });
  const status = ((await overview.json()) as { data: DashboardOverview }).data.deviceStatus;
  expect(status.unknown).toBe(unknown.total);
  expect(status.online + status.offline + status.unknown + status.abnormal).toBe(status.total);
  const donut = page.getByTestId('dashboard-panel-deviceStatus').getByTestId('panel-chart');
  await expect(donut).toHaveAttribute('aria-label', new RegExp(`未知[^0-9]*${unknown.total}(?![0-9])`));
  await expect(donut).toHaveAttribute('aria-label', /离线/);
});

test.describe('in a browser on New York time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the dashboard shows China time, as the lists do', async ({ page, request, baseURL }) => {
    await openDashboard(page, baseURL!, request);
    const shown = (await page.getByTestId('dashboard-updated').textContent()) ?? '';
    const [, hours, minutes] = /(\d{2}):(\d{2}):\d{2}/.exec(shown) ?? [];
    expect(hours, shown).toBeDefined();
    const china = new Date(Date.now() + 8 * 3_600_000);
    const shownMinutes = Number(hours) * 60 + Number(minutes);
    const chinaMinutes = china.getUTCHours() * 60 + china.getUTCMinutes();
    // Refreshed moments ago: within two minutes of China's clock (across midnight too), never New York's 13 hours off.
    const apart = Math.min(Math.abs(shownMinutes - chinaMinutes), 1440 - Math.abs(shownMinutes - chinaMinutes));
    expect(apart).toBeLessThanOrEqual(2);
  });
});
