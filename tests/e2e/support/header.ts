import { expect, type Locator, type Page } from '@playwright/test';
import { PlatformEndpoints, type Envelope, type Language } from '@cvap/contracts';
import { apiUserInfo, tokenCookie } from './api.js';

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

/** Each language as the switchers name it, in itself (the same in both languages of the console). */
const LANGUAGE_NAMES: Record<Language, string> = { zh_cn: '中文', en: 'English' };

/**
 * Picks a language from a switcher: 'login-language' on the login page, 'language-switcher' in the header. Logged
 * in, it returns once the console shows the language and the user's saved preference is that language, so a
 * navigation after it keeps it, whatever the preference was: the console saves a choice only when it changes the
 * language, and applies the saved preference only after the header shows (a new browser starts in Chinese).
 */
export async function chooseLanguage(
  page: Page,
  language: Language,
  switcher: 'language-switcher' | 'login-language' = 'language-switcher',
): Promise<void> {
  const button = page.getByTestId(switcher);
  if (switcher === 'language-switcher') {
    const token = await tokenCookie(page.context());
    expect(token, 'a language is chosen in the header only when logged in').toBeTruthy();
    const saved = (await apiUserInfo(page.request, token!)).preferences.language;
    // Settled: the console has applied the saved preference (a choice before that could be undone by it).
    await expect(button).toHaveText(LANGUAGE_NAMES[saved]);
    if (saved !== language) {
      const put = page.waitForResponse(
        (response) => response.url().endsWith(PlatformEndpoints.preferences.path) && response.request().method() === 'PUT',
      );
      await pickLanguage(page, button, language);
      const answer = (await (await put).json()) as Envelope<null>;
      expect(answer.status, `saving the language: ${answer.message}`).toBe(200);
    }
  } else {
    await pickLanguage(page, button, language);
  }
  await expect(button).toHaveText(LANGUAGE_NAMES[language]);
}

async function pickLanguage(page: Page, button: Locator, language: Language): Promise<void> {
  await button.click();
  await page.getByTestId(`language-option-${language}`).click();
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
