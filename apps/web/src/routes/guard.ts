import {
  flattenMenus,
  HOME_PATH,
  isHeadOfficeMenu,
  menuCodeFromPath,
  OPEN_PATHS,
  OUTSIDE_LAYOUT_PATHS,
  PUBLIC_PATHS,
  type MenuDecl,
} from '@cvap/contracts';
import { DASHBOARD_ALIAS, isKnownPath, LOGIN_PATH, normalizePath, NOT_FOUND_PATH, ROOT_PATH, ROUTE_CATALOGUE } from './route-catalogue.js';

/** Where a kiosk account lands: its only screen. */
export const KIOSK_HOME_PATH: string = OUTSIDE_LAYOUT_PATHS[0];

export type UserState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      menuPaths: ReadonlySet<string>;
      kiosk: boolean;
      /** A head-office user acting for one community: head-office pages show "return to head office". */
      headOfficeInCommunity?: boolean;
    };

export interface GuardInput {
  pathname: string;
  /** The query string, with or without its leading `?`. */
  search: string;
  hasToken: boolean;
  user: UserState;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** The user info is still loading. */
  | { action: 'wait' }
  /** Loading the user info failed: log out, say so, and go to `loginTo`. */
  | { action: 'user-info-failed'; loginTo: string };

const publicPaths = new Set<string>(PUBLIC_PATHS);
const openPaths = new Set<string>(OPEN_PATHS);

export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** A `redirect` parameter is followed only to a path of this console (no other origin, no loop to /login). */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROOT_PATH;
  if (normalizePath(value.split(/[?#]/)[0]!) === LOGIN_PATH) return ROOT_PATH;
  return value;
}

function withSearch(path: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

/**
 * The menu entry a page is reached through. A menu entry is its own; an inline page belongs to its parent menu,
 * which a `menu` query parameter may set instead (an inline page opened from another screen). Only inline pages
 * honour `menu`: a menu entry cannot be unlocked by naming some other granted menu.
 */
export function menuPathOf(pathname: string, search: string): string | null {
  const meta = ROUTE_CATALOGUE.get(normalizePath(pathname));
  if (!meta) return null;
  if (!meta.parentMenuPath) return meta.path;
  const fromQuery = new URLSearchParams(search).get('menu');
  return fromQuery && ROUTE_CATALOGUE.has(fromQuery) ? fromQuery : meta.parentMenuPath;
}

/** Spec section 2, "Access rules", in order. */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalizePath(input.pathname);
  const here = withSearch(path, input.search);

  if (path === DASHBOARD_ALIAS) return { action: 'redirect', to: withSearch(HOME_PATH, input.search) };
  if (!isKnownPath(path)) return { action: 'redirect', to: NOT_FOUND_PATH };
  if (path === LOGIN_PATH) {
    // A logged-in user is sent on: to `/`, or to where the login was asked for (this is also how a
    // successful login leaves the page).
    if (!input.hasToken) return { action: 'allow' };
    return { action: 'redirect', to: safeRedirectTarget(new URLSearchParams(input.search).get('redirect')) };
  }
  if (publicPaths.has(path)) return { action: 'allow' };
  if (!input.hasToken) return { action: 'redirect', to: loginPathFor(here) };

  if (input.user.status === 'loading') return { action: 'wait' };
  if (input.user.status === 'failed') return { action: 'user-info-failed', loginTo: loginPathFor(here) };

  if (path === ROOT_PATH) return { action: 'redirect', to: input.user.kiosk ? KIOSK_HOME_PATH : HOME_PATH };
  if (openPaths.has(path)) return { action: 'allow' };
  if (input.user.menuPaths.has(path)) return { action: 'allow' };
  const menuPath = menuPathOf(path, input.search);
  if (menuPath && input.user.menuPaths.has(menuPath)) return { action: 'allow' };
  // Left out of the menu tree while acting for a community: the page opens as a notice (headOfficeOnlyPage).
  if (input.user.headOfficeInCommunity && headOfficeOnlyPage(path, input.search)) return { action: 'allow' };
  // A page that exists but is not granted answers like an unknown one: the console does not reveal which
  // pages exist to users who may not open them.
  return { action: 'redirect', to: NOT_FOUND_PATH };
}

/** A page of a head-office-only section (contracts isHeadOfficeMenu): acting for a community, it calls nothing. */
export function headOfficeOnlyPage(pathname: string, search: string): boolean {
  const menuPath = menuPathOf(normalizePath(pathname), search);
  return menuPath !== null && isHeadOfficeMenu(menuCodeFromPath(menuPath));
}

/** The first path segment of every page in these sections (`/repairManager/`): a page under one refreshes. */
export function sectionPrefixes(sections: readonly MenuDecl[]): string[] {
  const paths = flattenMenus([...sections]).flatMap(({ decl }) => (decl.path ? [decl.path] : []));
  return [...new Set(paths.map((path) => `/${path.split('/')[1]}/`))];
}

/** Whether opening this page reloads a module's counts: a page of one of its sections, a detail page included. */
export function refreshesCounts(prefixes: readonly string[], pathname: string): boolean {
  const path = normalizePath(pathname);
  return prefixes.some((prefix) => path.startsWith(prefix));
}

export function isOutsideLayout(pathname: string): boolean {
  return (OUTSIDE_LAYOUT_PATHS as readonly string[]).includes(normalizePath(pathname));
}
