import { MENU_CATALOGUE, RESOURCES, type MenuDecl, type ResourceDecl } from '@cvap/contracts';
import { WEB_MODULES } from '../features/index.js';
import type { ScreenModule } from './screen-module.js';

export type { ScreenModule } from './screen-module.js';

/**
 * The bespoke screens of every module (WEB_MODULES): only screens that are more than their declaration are
 * listed, the kiosk's (shown outside the layout) among them. The glossary's screen column reads them too
 * (apps/api/test/glossary).
 */
export const BESPOKE_SCREENS: Readonly<Record<string, ScreenModule>> = Object.assign({}, ...WEB_MODULES.map((module) => module.screens));

function menuPaths(menus: readonly MenuDecl[], into = new Map<string, string>()): Map<string, string> {
  for (const menu of menus) {
    if (menu.path) into.set(menu.code, menu.path);
    if (menu.children) menuPaths(menu.children, into);
  }
  return into;
}

/**
 * Every declared resource whose menu entry has no bespoke screen gets the generic screen of its declaration
 * (the first resource declared for that entry). One chunk holds the generic screen for all of them.
 */
export function declaredScreens(resources: readonly ResourceDecl[], bespoke: Readonly<Record<string, unknown>>): Map<string, ResourceDecl> {
  const pathOf = menuPaths(MENU_CATALOGUE);
  const screens = new Map<string, ResourceDecl>();
  for (const decl of resources) {
    const path = pathOf.get(decl.menu);
    if (path && !(path in bespoke) && !screens.has(path)) screens.set(path, decl);
  }
  return screens;
}

const DECLARED = declaredScreens(RESOURCES, BESPOKE_SCREENS);

/** The screen of a catalogue path: bespoke, generic (a declared resource), or none yet (the "not built" page). */
export function screenModule(path: string): ScreenModule | undefined {
  const bespoke = BESPOKE_SCREENS[path];
  if (bespoke) return bespoke;
  const decl = DECLARED.get(path);
  if (!decl) return undefined;
  return () => import('../resource/DeclaredScreen.js').then(({ declaredScreen }) => ({ default: declaredScreen(decl) }));
}

/** The screen of a path shown outside the console layout (the kiosk), or none yet. */
export function standaloneScreenModule(path: string): ScreenModule | undefined {
  return BESPOKE_SCREENS[path];
}
