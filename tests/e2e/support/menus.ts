import { expect, type Locator, type Page } from '@playwright/test';
import { MENU_CATALOGUE, type Language } from '@cvap/contracts';
import { shell } from './header.js';

/** Names of the catalogue's top-level sections (the admin is granted every one). */
export function sectionNames(language: Language): string[] {
  return MENU_CATALOGUE.map((section) => (language === 'en' ? section.en : section.zh));
}

/** The name of a catalogue entry (section, menu or inline page) by its path or code. */
export function catalogueName(pathOrCode: string, language: Language): string {
  const search = (nodes: typeof MENU_CATALOGUE): string | undefined => {
    for (const node of nodes) {
      if (node.path === pathOrCode || node.code === pathOrCode) return language === 'en' ? node.en : node.zh;
      const page = node.inline?.find((inline) => inline.path === pathOrCode);
      if (page) return language === 'en' ? page.en : page.zh;
      const found = search(node.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const name = search(MENU_CATALOGUE);
  if (!name) throw new Error(`${pathOrCode} is not in the menu catalogue`);
  return name;
}

/** Top-level entries of the top menu that are shown in the bar itself (not the 'more' trigger). */
function topBarEntries(page: Page): Locator {
  return shell(page)
    .topMenu.locator(':scope > li')
    .filter({ visible: true })
    .filter({ hasNot: page.getByTestId('top-menu-more') });
}

export interface TopMenuLayout {
  inBar: string[];
  underMore: string[];
}

/**
 * The top menu's layout once it has measured itself: waits until every one of `sections` is either in the
 * bar or under 'more' and `accept` agrees with the split.
 */
export async function settledTopMenuLayout(
  page: Page,
  sections: string[],
  accept: (layout: TopMenuLayout) => boolean = () => true,
): Promise<TopMenuLayout> {
  let layout: TopMenuLayout = { inBar: [], underMore: [] };
  const expected = [...sections].sort();
  await expect
    .poll(async () => {
      layout = await topMenuLayout(page);
      return { everyEntryOnce: [...layout.inBar, ...layout.underMore].sort(), accepted: accept(layout) };
    })
    .toEqual({ everyEntryOnce: expected, accepted: true });
  return layout;
}

/** Labels of the top-level entries shown in the bar, and those tucked under 'more'. */
export async function topMenuLayout(page: Page): Promise<TopMenuLayout> {
  const inBar = (await topBarEntries(page).allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const more = shell(page).topMenuMore;
  if (!(await more.isVisible())) return { inBar, underMore: [] };
  await more.hover();
  const popup = page.locator('.ant-menu-submenu-popup').filter({ visible: true }).last();
  await expect(popup.locator('li').first()).toBeVisible();
  const underMore = (await popup.locator(':scope ul.ant-menu > li').filter({ visible: true }).allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  await page.mouse.move(1, 1);
  await expect(popup).toBeHidden();
  return { inBar, underMore };
}

/**
 * The console shows the page of `path` (whether its screen is built yet or not): the address is kept, no 404,
 * and the document title names the page as the catalogue does.
 */
export async function expectPageOpen(page: Page, path: string, language: Language = 'zh_cn'): Promise<void> {
  const name = catalogueName(path, language).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page).toHaveTitle(new RegExp(`^${name} · `));
  await expect(page.getByTestId('page-404')).toHaveCount(0);
}
