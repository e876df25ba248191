/**
 * The console's route catalogue (spec section 2): every section, menu entry and inline page, with zh and en
 * names. The API seeds its menu table from it; the web builds its routes from it. Each module declares its
 * section in its folder (`modules/<m>/menus.ts`, its manifest's `menus`); this file puts them in the spec's order.
 */
import type { MenuDecl } from './menu-decl.js';
import { CONTRACT_MODULES } from './modules/index.js';

export { menuCodeFromPath, type InlinePageDecl, type MenuDecl } from './menu-decl.js';

export const PUBLIC_PATHS = ['/login', '/auth', '/404', '/dashboard/helpPdf'] as const;
export const OPEN_PATHS = ['/dashboard/dashboard', '/visitorManager/siteRegister'] as const;
/** Pages rendered outside the standard layout (no header, menus or tabs). */
export const OUTSIDE_LAYOUT_PATHS = ['/visitorManager/siteRegister'] as const;
export const HOME_PATH = '/dashboard/dashboard';

/**
 * Sections that administer the whole property company (users, roles, menus, option lists, parameters, tenants,
 * files, jobs, logs): a head-office user acting for one community does not get them (docs/decisions/0003). The
 * API leaves them out of that user's menu tree and refuses their head-office resources (40307); the console hides
 * them and shows "return to head office" on their pages instead of calling anything.
 */
export const HEAD_OFFICE_SECTIONS = ['systemManager'] as const;

/** Whether a menu entry or section (by code) belongs to a head-office-only section. */
export function isHeadOfficeMenu(code: string): boolean {
  return HEAD_OFFICE_SECTIONS.some((section) => code === section || code.startsWith(`${section}:`));
}

/**
 * The side menu's order (spec section 2), by section code; the API seeds each section's sort number from its
 * place. A section not listed here follows these, in CONTRACT_MODULES order.
 */
const SECTION_ORDER: readonly string[] = [
  'dashboard',
  'houseManager',
  'householdManager',
  'visitorManager',
  'deviceManager',
  'cardManager',
  'noticeManager',
  'repairManager',
  'equipmentManager',
  'patrolManager',
  'propertyPayment',
  'systemManager',
];

function sideMenuOrder(section: MenuDecl): number {
  const place = SECTION_ORDER.indexOf(section.code);
  return place === -1 ? SECTION_ORDER.length : place;
}

/** Every section: the modules' and the planned ones, in the side menu's order (a stable sort keeps ties in place). */
export const MENU_CATALOGUE: MenuDecl[] = [...CONTRACT_MODULES.flatMap((module) => module.menus)].sort(
  (a, b) => sideMenuOrder(a) - sideMenuOrder(b),
);

/** Every entry of type menu with its ancestors' codes, depth first. */
export function flattenMenus(nodes: MenuDecl[] = MENU_CATALOGUE, parents: string[] = []): { decl: MenuDecl; parents: string[] }[] {
  return nodes.flatMap((node) => [{ decl: node, parents }, ...flattenMenus(node.children ?? [], [...parents, node.code])]);
}

/** Inline page path → the menu path it belongs to. */
export function inlinePageParents(nodes: MenuDecl[] = MENU_CATALOGUE): Map<string, string> {
  const map = new Map<string, string>();
  for (const { decl } of flattenMenus(nodes)) {
    for (const page of decl.inline ?? []) if (decl.path) map.set(page.path, decl.path);
  }
  return map;
}
