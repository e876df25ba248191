import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MenuItem } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, apiUserInfo } from '../../support/api.js';
import { expectPageOpen } from '../../support/menus.js';
import type { RefusalLog } from '../../support/refusals.js';
import { storageKeys } from '../../support/paths.js';
import { login } from '../../support/session.js';
import type { DemoUser } from '../../support/users.js';

/**
 * A demo person's working day in the console (issue: the demo roles met empty pickers and permission pop-ups in
 * their own work): logged in through the form as they would, in Chinese, every screen of their menu opened.
 */

/**
 * Logs in through the form in Chinese (a spec before may have left the user in English), acting for `residential`
 * (a CompanyId) when the user has several communities; their API token.
 */
export async function startDay(page: Page, request: APIRequestContext, user: DemoUser, residential?: string): Promise<string> {
  const token = await apiLogin(request, user);
  await apiSetLanguage(request, token, 'zh_cn');
  if (residential)
    await page.context().addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, residential]);
  await closeTaskNoticesInTheWay(page);
  await login(page, user);
  return token;
}

/**
 * A scheduled job's reminder (repair orders overdue, issue 16) reaches a dispatcher as a task notice that stays, bottom
 * right, until closed, at whatever moment the job runs: over a form's save button it took the click (李华's staff
 * registration). The person closes it and goes on; so does the test, whenever it is in the way of an action.
 */
async function closeTaskNoticesInTheWay(page: Page): Promise<void> {
  const notice = page.getByTestId('notice-task-ended').first();
  await page.addLocatorHandler(notice, async () => {
    await notice.locator('.ant-notification-notice-close').click();
  });
}

/** The console paths of the screens of the user's menu (their own pages, not links that open a new window). */
export async function menuScreens(request: APIRequestContext, token: string): Promise<{ path: string; name: string }[]> {
  const info = await apiUserInfo(request, token);
  const screens: { path: string; name: string }[] = [];
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.type === 'menu' && item.functionType === 'route' && item.href && item.enabled)
        screens.push({ path: item.href, name: item.name });
      visit(item.children ?? []);
    }
  };
  visit(info.menuTrees);
  return screens;
}

/** A required picker of a dialog that had nothing to offer: the screen and the field's label. */
export interface EmptyPicker {
  screen: string;
  field: string;
}

/**
 * Opens every screen of the user's menu and waits for what each asks the API; on a list with an add dialog, opens
 * the dialog and every required picker in it (some load their choices only then). Tabs of a screen are each
 * opened. Returns the required pickers that offered nothing (a refusal behind them is in `refusals`).
 */
export async function walkMenu(page: Page, request: APIRequestContext, token: string, refusals: RefusalLog): Promise<EmptyPicker[]> {
  const empty: EmptyPicker[] = [];
  const visited: string[] = [];
  const screens = await menuScreens(request, token);
  expect(screens.length, 'the user has screens in their menu').toBeGreaterThan(0);
  for (const screen of screens) {
    // A screen that fails is reported and the walk goes on: one broken screen must not hide the others.
    try {
      empty.push(...(await walkScreen(page, screen, refusals)));
      visited.push(screen.path);
    } catch (error) {
      expect.soft(String(error), `${screen.name} ${screen.path}`).toBe('');
    }
  }
  await test.info().attach('screens walked', { body: visited.join('\n'), contentType: 'text/plain' });
  return empty;
}

async function walkScreen(page: Page, screen: { path: string; name: string }, refusals: RefusalLog): Promise<EmptyPicker[]> {
  const empty: EmptyPicker[] = [];
  refusals.during(`opening ${screen.name} ${screen.path}`);
  await page.goto(screen.path);
  await expect(page).toHaveURL((url) => url.pathname === screen.path);
  const standalone = page.getByTestId('standalone-logout').or(page.getByTestId('standalone-back'));
  await expect(page.locator('.console__content, main').or(standalone).first()).toBeVisible();
  // Pages in the console's layout are titled by the catalogue; a standalone page (the kiosk's) has its own.
  if (await page.locator('.console__content').isVisible()) await expectPageOpen(page, screen.path);
  await screenSettled(page, refusals);
  // Tabs by their names: a tab's content may bring tabs of its own, which the walk leaves alone.
  const tabNames = (await screenTabs(page).allInnerTexts()).map((name) => name.trim()).filter(Boolean);
  for (const name of tabNames.length > 0 ? tabNames : [null]) {
    if (name !== null) {
      refusals.during(`tab ${name} of ${screen.name} ${screen.path}`);
      await screenTabs(page).filter({ hasText: name }).first().click();
      await screenSettled(page, refusals);
    }
    empty.push(...(await tryAddDialog(page, screen, refusals)));
    // An add that opens a page of its own (公告 → /noticeManager/add) leaves the screen: back to it for the next tab.
    if (new URL(page.url()).pathname !== new URL(screen.path, page.url()).pathname) {
      await page.goto(screen.path);
      await screenSettled(page, refusals);
    }
  }
  return empty;
}

/**
 * Waits until the screen has asked the API everything it shows: the network quiet and no request unanswered (a
 * list's first query starts only once its page's code has loaded, after the address changed).
 */
export async function screenSettled(page: Page, refusals: RefusalLog): Promise<void> {
  await page.waitForLoadState('networkidle');
  await refusals.apiSettled();
}

/** The tabs inside a screen (not the console's bar of open pages, which sits outside its content). */
function screenTabs(page: Page): Locator {
  return page.locator('.console__content .ant-tabs-nav .ant-tabs-tab:not(.ant-tabs-tab-disabled)').filter({ visible: true });
}

/** The add button of the list shown, when it opens a dialog: every required picker in it opened. */
async function tryAddDialog(page: Page, screen: { path: string; name: string }, refusals: RefusalLog): Promise<EmptyPicker[]> {
  const add = page.locator('[data-testid^="resource-page-"]').filter({ visible: true }).first().getByTestId('resource-add');
  if (!(await add.isVisible())) return [];
  const before = page.url();
  refusals.during(`add dialog of ${screen.name} ${screen.path}`);
  // A page with a heavy editor (公告) keeps the click busy while it loads on a loaded machine.
  await add.click({ timeout: 30_000 });
  const dialog = page.locator('.ant-modal').filter({ visible: true }).last();
  await expect
    .poll(async () => page.url() !== before || (await dialog.isVisible()), { message: 'the add button opens something' })
    .toBe(true);
  await screenSettled(page, refusals);
  if (page.url() !== before || !(await dialog.isVisible())) return [];
  const empty: EmptyPicker[] = [];
  const required = dialog.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-required') });
  for (const item of await required.all()) {
    const select = item.locator('.ant-select:not(.ant-select-disabled)').first();
    if (!(await select.isVisible())) continue;
    const label = (await item.locator('.ant-form-item-label').innerText()).trim();
    refusals.during(`picker ${label} in the add dialog of ${screen.name} ${screen.path}`);
    await select.click();
    const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
    await expect(dropdown).toBeVisible();
    await screenSettled(page, refusals);
    const offered = dropdown.locator('.ant-select-item-option, .ant-select-tree-treenode');
    if ((await offered.count()) === 0) empty.push({ screen: `${screen.name} ${screen.path}`, field: label });
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  }
  // Its close button: Escape in a dialog whose select still has the focus closes nothing (seen on 工单派发).
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
  return empty;
}

/** An authenticated API call acting for a community (null: the head office), answered 200; its data. */
export async function callFor<T>(
  request: APIRequestContext,
  auth: string,
  method: 'GET' | 'POST',
  url: string,
  residential: string | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: auth, ...(residential ? { CompanyId: residential } : {}) },
    data,
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** The user's day through every screen of their menu: nothing refused (the fixture's check) and no empty required picker. */
export async function expectWholeMenuWorks(
  page: Page,
  request: APIRequestContext,
  refusals: RefusalLog,
  user: DemoUser,
  residential?: string,
): Promise<void> {
  const auth = await startDay(page, request, user, residential);
  const empty = await walkMenu(page, request, auth, refusals);
  expect(empty, 'required pickers that offered nothing').toEqual([]);
}
