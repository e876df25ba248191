import { expect, test, type Locator } from '@playwright/test';
import type { MenuItem } from '@cvap/contracts';
import { apiUserInfo, tokenCookie } from '../support/api.js';
import { chooseUserMenuItem, shell } from '../support/header.js';
import { catalogueName, expectPageOpen, sectionNames, settledTopMenuLayout } from '../support/menus.js';
import { HOME_PATH, storageKeys } from '../support/paths.js';
import { login, logout, newBrowserSession, sessionItem } from '../support/session.js';
import { users } from '../support/users.js';
import { closeOpenedContexts } from '../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

async function widthOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

test.describe('layout', () => {
  test('the top menu shows the sections that fit at about 120 px each and puts the rest under "more"', async ({ page }) => {
    const everySection = sectionNames('zh_cn');
    await page.setViewportSize({ width: 1920, height: 900 });
    await login(page, users.admin);
    const wide = await settledTopMenuLayout(page, everySection);

    await page.setViewportSize({ width: 1024, height: 900 });
    const narrow = await settledTopMenuLayout(page, everySection, (layout) => layout.inBar.length < wide.inBar.length);

    expect(narrow.underMore.length).toBeGreaterThan(wide.underMore.length);
    await expect(shell(page).topMenuMore).toBeVisible();
    // About 120 px per entry: the narrow bar cannot hold more entries than fit in its width.
    expect(narrow.inBar.length).toBeLessThanOrEqual(Math.floor(1024 / 120));
    expect(wide.inBar.length).toBeGreaterThan(narrow.inBar.length);
  });

  test('the side menu collapse survives a reload (session storage) but not a new browser context', async ({ page, browser, baseURL }) => {
    await login(page, users.admin);
    const side = shell(page).sideMenu;
    await expect(side).toBeVisible();
    const expandedWidth = await widthOf(side);

    await shell(page).sideMenuCollapse.click();
    await expect.poll(() => widthOf(side)).toBeLessThan(expandedWidth * 0.6);
    expect(await sessionItem(page, storageKeys.siderCollapsed)).not.toBeNull();

    await page.reload();
    await expect(side).toBeVisible();
    await expect.poll(() => widthOf(side)).toBeLessThan(expandedWidth * 0.6);

    const other = await newBrowserSession(browser, baseURL ?? '');
    try {
      await login(other.page, users.admin);
      const otherSide = shell(other.page).sideMenu;
      await expect(otherSide).toBeVisible();
      await expect.poll(() => widthOf(otherSide)).toBeGreaterThan(expandedWidth * 0.9);
    } finally {
      await other.context.close();
    }
  });

  test('repair menu entries show the counts the API reports, refreshed when a /repairManager/ page opens', async ({
    page,
    context,
    request,
  }) => {
    await login(page, users.wangqiang);
    const countsAnswered = page.waitForResponse((response) => response.url().includes('/api/property/repairOrder/getRepairOrderCount'));
    await page.goto('/repairManager/myRepair');
    const counts = ((await (await countsAnswered).json()) as { data: { type: string; total: number }[] }).data;

    const info = await apiUserInfo(request, (await tokenCookie(context)) ?? '');
    const grantedKeys = new Set(flattenCountKeys(info.menuTrees));
    const shown = counts.filter((count) => count.total > 0 && grantedKeys.has(count.type));
    expect(shown.length, 'the demo seed has open repair orders for the repair worker').toBeGreaterThan(0);
    for (const count of shown) {
      await expect(page.getByTestId(`menu-count-${count.type}`)).toHaveText(String(count.total));
    }

    const refreshed = page.waitForRequest((req) => req.url().includes('/api/property/repairOrder/getRepairOrderCount'));
    await shell(page).sideMenu.getByText(catalogueName('/repairManager/repairQuery', 'zh_cn'), { exact: true }).click();
    await expect(page).toHaveURL('/repairManager/repairQuery');
    await refreshed;
  });

  test('tabs: three pages make three tabs, closing the active one activates its neighbour, the last one cannot be closed', async ({
    page,
  }) => {
    await login(page, users.admin);
    const side = shell(page).sideMenu;
    const apartmentList = catalogueName('/houseManager/houseManager', 'zh_cn');
    const areas = catalogueName('/areaManager/areaManager', 'zh_cn');
    await shell(page).topMenu.getByText(catalogueName('houseManager', 'zh_cn'), { exact: true }).click();
    await side.getByText(apartmentList, { exact: true }).click();
    await expect(page).toHaveURL('/houseManager/houseManager');
    await side.getByText(areas, { exact: true }).click();
    await expect(page).toHaveURL('/areaManager/areaManager');

    const tabs = shell(page).tabs.locator('.ant-tabs-tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs).toContainText([catalogueName(HOME_PATH, 'zh_cn'), apartmentList, areas]);
    expect(JSON.parse((await sessionItem(page, storageKeys.tabs)) ?? '[]')).toHaveLength(3);

    // Activate the middle tab, then close it: one of its neighbours becomes active and its page shows.
    await tabs.filter({ hasText: apartmentList }).click();
    await expect(page).toHaveURL('/houseManager/houseManager');
    await tabs.filter({ hasText: apartmentList }).locator('.ant-tabs-tab-remove').click();
    await expect(tabs).toHaveCount(2);
    const active = shell(page).tabs.locator('.ant-tabs-tab-active');
    await expect(active).toHaveText(new RegExp(`^(${catalogueName(HOME_PATH, 'zh_cn')}|${areas})$`));
    const activeLabel = (await active.innerText()).trim();
    await expect(page).toHaveURL(activeLabel === areas ? '/areaManager/areaManager' : HOME_PATH);

    await active.locator('.ant-tabs-tab-remove').click();
    await expect(tabs).toHaveCount(1);
    await expect(tabs.locator('.ant-tabs-tab-remove')).toHaveCount(0);
  });

  test('a logout closes the open tabs: logging in again shows only the page it returns to', async ({ page }) => {
    await login(page, users.admin);
    const side = shell(page).sideMenu;
    const apartmentList = catalogueName('/houseManager/houseManager', 'zh_cn');
    const areas = catalogueName('/areaManager/areaManager', 'zh_cn');
    await shell(page).topMenu.getByText(catalogueName('houseManager', 'zh_cn'), { exact: true }).click();
    await side.getByText(apartmentList, { exact: true }).click();
    await side.getByText(areas, { exact: true }).click();
    await expect(page).toHaveURL('/areaManager/areaManager');
    const tabs = shell(page).tabs.locator('.ant-tabs-tab');
    await expect(tabs).toHaveCount(3);

    await logout(page);
    expect(await sessionItem(page, storageKeys.tabs)).toBeNull();
    await login(page, users.admin);
    await expect(page).toHaveURL('/areaManager/areaManager');
    await expect(tabs).toHaveCount(1);
    await expect(tabs).toHaveText([areas]);
  });

  test('breadcrumbs show section › menu entry', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/systemManager/userMng');

    const section = catalogueName('systemManager', 'zh_cn');
    const entry = catalogueName('/systemManager/userMng', 'zh_cn');
    await expect(shell(page).breadcrumbs).toContainText(new RegExp(`${section}[\\s\\S]*${entry}`));
  });

  test("the user menu's help document opens the help PDF page in a new tab", async ({ page, context }) => {
    await login(page, users.lihua);

    const opened = context.waitForEvent('page');
    await chooseUserMenuItem(page, 'user-menu-help');
    const helpPage = await opened;

    await expect(helpPage).toHaveURL((url) => url.pathname === '/dashboard/helpPdf');
    await expect(helpPage.getByTestId('help-pdf')).toBeVisible();
  });

  test('embedded mode (?embedded=1) hides the header and menus, reaches the API under cvap/api/ and stays on for the browser session', async ({
    page,
  }) => {
    // Embedded, the console reaches the API under cvap/api/ (spec section 7), which the API also answers.
    const embeddedCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/cvap/api/')) embeddedCalls.push(path);
    });
    await login(page, users.admin);
    await page.goto(`${HOME_PATH}?embedded=1`);

    await expect(page.getByTestId('dashboard-home')).toBeVisible();
    for (const part of [shell(page).header, shell(page).topMenu, shell(page).sideMenu]) await expect(part).toHaveCount(0);

    await page.goto('/houseManager/houseManager');
    await expectPageOpen(page, '/houseManager/houseManager');
    await expect(shell(page).header).toHaveCount(0);
    expect(await sessionItem(page, storageKeys.embedded)).not.toBeNull();
    expect(embeddedCalls).toContain('/cvap/api/admin/user/front/info');
  });
});

function flattenCountKeys(nodes: MenuItem[]): string[] {
  return nodes.flatMap((node) => [...(node.countKey ? [node.countKey] : []), ...flattenCountKeys(node.children)]);
}
