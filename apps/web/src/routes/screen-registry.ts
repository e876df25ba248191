import { MENU_CATALOGUE, RESOURCES, type MenuDecl, type ResourceDecl } from '@cvap/contracts';
import type { ComponentType } from 'react';
import { ACCESS_SCREENS } from '../features/access/screens.js';
import { DEVICE_SCREENS } from '../features/device/screens.js';
import { DOOR_SCREENS } from '../features/door/screens.js';
import { FEE_SCREENS } from '../features/fee/screens.js';
import { HOUSEHOLD_SCREENS } from '../features/household/screens.js';
import { KIOSK_SCREENS } from '../features/visitor/kiosk/screens.js';
import { NOTICE_SCREENS } from '../features/notice/screens.js';
import { REPAIR_SCREENS } from '../features/repair/screens.js';
import { SYSTEM_SCREENS } from '../features/system/screens.js';
import { VISITOR_SCREENS } from '../features/visitor/screens.js';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The bespoke screens, module by module: only screens that are more than their declaration are listed. The
 * glossary's screen column reads them too (apps/api/test/glossary).
 */
export const BESPOKE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  ...SYSTEM_SCREENS,
  ...DOOR_SCREENS,
  ...HOUSEHOLD_SCREENS,
  ...NOTICE_SCREENS,
  ...REPAIR_SCREENS,
  ...ACCESS_SCREENS,
  ...DEVICE_SCREENS,
  ...FEE_SCREENS,
  ...VISITOR_SCREENS,
};

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
  return KIOSK_SCREENS[path];
}
