import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { readFile } from 'node:fs/promises';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { storageKeys } from '../../support/paths.js';
import { users, type DemoUser } from '../../support/users.js';

/**
 * Issue 15, the home dashboard in Chromium at 1440×900, zh and en: the seven panels show the demo's data (the head
 * office in Chinese, the campus community in English), one panel exports as a PNG and the page as an A4 PDF.
 */

const PANELS = ['deviceStatus', 'abnormalDevices', 'traffic', 'passMethods', 'guestTypes', 'visitWays', 'topCompanies'] as const;
const TITLES = {
  zh_cn: { deviceStatus: '门禁设备状态', traffic: '本周通行量', topCompanies: '本周来访企业 TOP10', pdf: '导出 PDF' },
  en: {
    deviceStatus: 'Access-control device status',
    traffic: 'Passages this week',
    topCompanies: 'Top 10 companies visited this week',
    pdf: 'Export PDF',
  },
} as const;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

async function downloaded(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

async function runDashboard(page: Page, language: Language, screen: string) {
  await page.goto('/dashboard/dashboard');
  const texts = TITLES[language];
  for (const id of PANELS) {
    const panel = page.getByTestId(`dashboard-panel-${id}`);
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('data-total', '0');
  }
  await expect(page.getByTestId('dashboard-panel-deviceStatus')).toContainText(texts.deviceStatus);
  await expect(page.getByTestId('dashboard-panel-topCompanies')).toContainText(texts.topCompanies);
  await expect(page.getByTestId('dashboard-panel-traffic').locator('canvas')).toBeVisible();
  await saveScreen(page, screen);

  const png = await downloaded(page, 'dashboard-export-traffic');
  expect(png.name).toBe(`${texts.traffic}.png`);
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // Scale 2: twice the panel's CSS width.
  const width = png.bytes.readUInt32BE(16);
  const cssWidth = await page
    .getByTestId('dashboard-panel-traffic')
    .locator('canvas')
    .evaluate((c) => c.getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(2 * Math.floor(cssWidth));

  await expect(page.getByTestId('dashboard-export-pdf')).toHaveText(texts.pdf);
  const pdf = await downloaded(page, 'dashboard-export-pdf');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function openAs(
  page: Page,
  baseURL: string,
  user: DemoUser,
  language: Language,
  companyId: string | null,
  request: Parameters<typeof apiLogin>[0],
) {
  const token = await apiLogin(request, user);
  await apiSetLanguage(request, token, language);
  await setTokenCookie(page.context(), baseURL, token);
  if (companyId)
    await page.context().addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, companyId]);
}

test('the head office sees the seven panels with data in Chinese and exports a panel as PNG and the page as PDF', async ({
  page,
  request,
  baseURL,
}) => {
  await openAs(page, baseURL!, users.admin, 'zh_cn', null, request);
  await runDashboard(page, 'zh_cn', 'dashboard-zh');
});

test('acting for the campus community, the seven panels show its data in English and export', async ({ page, request, baseURL }) => {
  await openAs(page, baseURL!, users.admin, 'en', '1003', request);
  await runDashboard(page, 'en', 'dashboard-en');
});

test('the manager of a residential community sees its visitors in the visitor panels, and no companies to rank', async ({
  page,
  request,
  baseURL,
}) => {
  await openAs(page, baseURL!, users.lihua, 'zh_cn', null, request);
  await page.goto('/dashboard/dashboard');
  for (const id of ['passMethods', 'guestTypes', 'visitWays'] as const)
    await expect(page.getByTestId(`dashboard-panel-${id}`)).toHaveAttribute('data-total', /^[1-9]\d*$/);
  await expect(page.getByTestId('dashboard-panel-topCompanies')).toHaveAttribute('data-total', '0');
  await saveScreen(page, 'dashboard-residential-zh');
});
