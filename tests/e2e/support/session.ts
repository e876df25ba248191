import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { DemoUser } from './users.js';
import { LOGIN_PATH } from './paths.js';
import { chooseUserMenuItem } from './header.js';

/**
 * The text input behind a test id, whether the id sits on the <input> itself or on the antd wrapper around
 * it (Input.Password renders a wrapper).
 */
export function inputByTestId(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await inputByTestId(page, 'login-username').fill(username);
  await inputByTestId(page, 'login-password').fill(password);
}

export interface LoginOptions {
  /** Tick or untick "remember account"; left as it is when absent. */
  remember?: boolean;
  /** Typed instead of the user's username (e.g. with surrounding spaces). */
  typedUsername?: string;
}

/**
 * Logs in through the login form (opening /login unless the page already shows the form) and waits until
 * the console has left the login page.
 */
export async function login(page: Page, user: Pick<DemoUser, 'username' | 'password'>, options: LoginOptions = {}): Promise<void> {
  const form = page.getByTestId('login-form');
  if (!(await form.isVisible())) await page.goto(LOGIN_PATH);
  await expect(form).toBeVisible();
  await fillLoginForm(page, options.typedUsername ?? user.username, user.password);
  if (options.remember !== undefined) await page.getByTestId('login-remember').setChecked(options.remember);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
}

export async function logout(page: Page): Promise<void> {
  await chooseUserMenuItem(page, 'user-menu-logout');
  await expectOnLogin(page);
}

/** The login form is shown at /login, with `?redirect=<redirect>` when one is given (null: no redirect). */
export async function expectOnLogin(page: Page, redirect?: string | null): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  if (redirect !== undefined) {
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(redirect);
  }
  await expect(page.getByTestId('login-form')).toBeVisible();
}

/** A second, independent browser (its own cookies and storage) with the suite's base options. */
export async function newBrowserSession(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Everything the page keeps in cookies, localStorage and sessionStorage, as one string to search. */
export async function everythingStored(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Object.fromEntries(Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').map((key) => [key, store.getItem(key)]));
    return { local: dump(window.localStorage), session: dump(window.sessionStorage) };
  });
  return JSON.stringify({ cookies, storage });
}

export async function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.sessionStorage.getItem(name), key);
}

export async function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
