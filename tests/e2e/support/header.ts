import { expect, type Page } from '@playwright/test';
import { Endpoints, type Language } from '@cvap/contracts';

/** The parts of the console's header and frame, by the brief's test ids. */
export function shell(page: Page) {
  return {
    header: page.getByTestId('app-header'),
    topMenu: page.getByTestId('top-menu'),
    topMenuMore: page.getByTestId('top-menu-more'),
    sideMenu: page.getByTestId('side-menu'),
    sideMenuCollapse: page.getByTestId('side-menu-collapse'),
    tabs: page.getByTestId('page-tabs'),
    breadcrumbs: page.getByTestId('breadcrumbs'),
    backButton: page.getByTestId('back-button'),
    taskIndicator: page.getByTestId('task-indicator'),
    userMenu: page.getByTestId('user-menu'),
    communityName: page.getByTestId('community-name'),
    communitySwitcher: page.getByTestId('community-switcher'),
    languageSwitcher: page.getByTestId('language-switcher'),
  };
}

export type UserMenuItem = 'user-menu-change-password' | 'user-menu-help' | 'user-menu-logout';

export async function chooseUserMenuItem(page: Page, item: UserMenuItem): Promise<void> {
  await shell(page).userMenu.click();
  await page.getByTestId(item).click();
}

/** Picks a language from a switcher: 'language-switcher' in the header, 'login-language' on the login page. */
export async function chooseLanguage(
  page: Page,
  language: Language,
  switcher: 'language-switcher' | 'login-language' = 'language-switcher',
): Promise<void> {
  await page.getByTestId(switcher).click();
  // Logged in, the choice is saved as the user's preference after the texts load: a navigation before that answer
  // reads the old preference back (a bank collection run in English came up in Chinese on a loaded machine).
  const saved =
    switcher === 'language-switcher'
      ? page.waitForResponse((response) => response.url().endsWith(Endpoints.preferences) && response.request().method() === 'PUT')
      : undefined;
  await page.getByTestId(`language-option-${language}`).click();
  await saved;
}

/**
 * Picks a community (by companyId) or the head office in the header's dropdown and waits for the reload
 * the spec prescribes.
 */
export async function chooseResidential(page: Page, companyId: string | 'head-office'): Promise<void> {
  await shell(page).communitySwitcher.click();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId(`community-option-${companyId}`).click();
  await reloaded;
  await expect(shell(page).header).toBeVisible();
}
