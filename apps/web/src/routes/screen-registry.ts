import { MENU_CATALOGUE, RESOURCES, type MenuDecl, type ResourceDecl } from '@cvap/contracts';
import type { ScreenModule } from './screen-module.js';

export type { ScreenModule } from './screen-module.js';

/** Where the route table finds a catalogue path's screen: main.tsx builds it from the modules (WEB_MODULES). */
export interface ScreenRegistry {
  /** The screen of a catalogue path: bespoke, generic (a declared resource), or none yet (the "not built" page). */
  screenModule(path: string): ScreenModule | undefined;
  /** The screen of a path shown outside the console layout (the kiosk), or none yet. */
  standaloneScreenModule(path: string): ScreenModule | undefined;
}

/**
 * The bespoke screens of the given modules by catalogue path: only screens that are more than their declaration
 * are listed, the kiosk's (shown outside the layout) among them. The glossary's screen column reads them too
 * (apps/api/test/glossary).
 */
export function bespokeScreens(
  modules: readonly { screens: Readonly<Record<string, ScreenModule>> }[],
): Readonly<Record<string, ScreenModule>> {
  return Object.assign({}, ...modules.map((module) => module.screens)) as Record<string, ScreenModule>;
}

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

/** The screens of the console: the bespoke ones given, the generic screen of every other declared resource. */
export function screenRegistry(bespoke: Readonly<Record<string, ScreenModule>>): ScreenRegistry {
  const declared = declaredScreens(RESOURCES, bespoke);
  return {
    screenModule(path) {
      const screen = bespoke[path];
      if (screen) return screen;
      const decl = declared.get(path);
      if (!decl) return undefined;
      return () => import('../resource/DeclaredScreen.js').then(({ declaredScreen }) => ({ default: declaredScreen(decl) }));
    },
    standaloneScreenModule: (path) => bespoke[path],
  };
}
