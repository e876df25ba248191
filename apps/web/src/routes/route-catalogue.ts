import { flattenMenus, labelIn, MENU_CATALOGUE, OPEN_PATHS, PUBLIC_PATHS, type Language } from '@cvap/contracts';

/** One routable page of the catalogue: a menu entry or an inline page opened from one. */
export interface RouteMeta {
  path: string;
  zh: string;
  en: string;
  /** For inline pages: the menu entry they belong to (highlighted, and checked by the guard). */
  parentMenuPath: string | null;
}

function buildCatalogue(): Map<string, RouteMeta> {
  const routes = new Map<string, RouteMeta>();
  for (const { decl } of flattenMenus(MENU_CATALOGUE)) {
    if (!decl.path) continue;
    routes.set(decl.path, { path: decl.path, zh: decl.zh, en: decl.en, parentMenuPath: null });
    for (const page of decl.inline ?? []) {
      routes.set(page.path, { path: page.path, zh: page.zh, en: page.en, parentMenuPath: decl.path });
    }
  }
  return routes;
}

/** Every menu entry and inline page of contracts' MENU_CATALOGUE, by path. */
export const ROUTE_CATALOGUE: ReadonlyMap<string, RouteMeta> = buildCatalogue();

export const ROOT_PATH = '/';
export const DASHBOARD_ALIAS = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const AUTH_PATH = '/auth';
export const HELP_PDF_PATH = '/dashboard/helpPdf';

const KNOWN_PATHS = new Set<string>([ROOT_PATH, DASHBOARD_ALIAS, ...PUBLIC_PATHS, ...OPEN_PATHS, ...ROUTE_CATALOGUE.keys()]);

export function isKnownPath(path: string): boolean {
  return KNOWN_PATHS.has(path);
}

export function routeTitle(meta: RouteMeta, language: Language): string {
  return labelIn(meta, language);
}

/** `/a/b/` → `/a/b`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? ROOT_PATH : trimmed;
}
