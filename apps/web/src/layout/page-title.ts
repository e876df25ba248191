import type { Language, MenuItem } from '@cvap/contracts';
import { normalizePath, ROUTE_CATALOGUE, routeTitle } from '../routes/route-catalogue.js';
import { menuLabel, menuTrail } from './menu-tree.js';

/** A page's name: its menu entry's name from the API, else the catalogue's (inline pages), else the path. */
export function pageTitle(tree: readonly MenuItem[], pathname: string, language: Language): string {
  const path = normalizePath(pathname);
  const entry = menuTrail(tree, path)?.at(-1);
  if (entry) return menuLabel(entry, language);
  const meta = ROUTE_CATALOGUE.get(path);
  return meta ? routeTitle(meta, language) : path;
}
