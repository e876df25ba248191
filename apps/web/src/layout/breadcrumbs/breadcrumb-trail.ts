import type { Language, MenuItem } from '@cvap/contracts';
import { menuPathOf } from '../../routes/guard.js';
import { normalizePath, ROUTE_CATALOGUE, routeTitle } from '../../routes/route-catalogue.js';
import { menuLabel, menuTrail } from '../menu-tree.js';

export interface Crumb {
  label: string;
  /** Set on a menu entry shown above an inline page, to return to it. */
  href: string | null;
}

/** Section › group › menu entry › inline page, named in the user's language. */
export function breadcrumbTrail(tree: readonly MenuItem[], pathname: string, search: string, language: Language): Crumb[] {
  const path = normalizePath(pathname);
  const meta = ROUTE_CATALOGUE.get(path);
  const isInline = Boolean(meta?.parentMenuPath);
  const menuPath = menuPathOf(path, search) ?? path;
  const trail = menuTrail(tree, menuPath) ?? [];
  const crumbs: Crumb[] = trail.map((item) => ({
    label: menuLabel(item, language),
    href: isInline && item.type === 'menu' ? item.href : null,
  }));
  if (meta && (isInline || trail.length === 0)) crumbs.push({ label: routeTitle(meta, language), href: null });
  // A section holding a single entry of the same name ("首页 › 首页") reads as one crumb.
  return crumbs.filter((crumb, index) => index === 0 || crumb.label !== crumbs[index - 1]!.label);
}
