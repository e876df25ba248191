import type { Language, MenuItem } from '@cvap/contracts';

/** Menu names come from the API: `name` in Chinese, `nameEn` in English. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'nameEn'>, language: Language): string {
  return language === 'en' && item.nameEn ? item.nameEn : item.name;
}

function walk(nodes: readonly MenuItem[], visit: (item: MenuItem) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

/** Paths of every menu entry (type menu) in the user's tree. */
export function menuPaths(tree: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  walk(tree, (item) => {
    if (item.type === 'menu' && item.href) paths.add(item.href);
  });
  return paths;
}

/** The first menu entry, depth first: where a section leads when it is chosen. */
export function firstMenuPath(item: MenuItem): string | null {
  if (item.type === 'menu' && item.href) return item.href;
  for (const child of item.children) {
    const path = firstMenuPath(child);
    if (path) return path;
  }
  return null;
}

/** The chain from a top-level entry down to the menu entry with `href`, or null when it is not in the tree. */
export function menuTrail(tree: readonly MenuItem[], href: string): MenuItem[] | null {
  for (const node of tree) {
    if (node.type === 'menu' && node.href === href) return [node];
    const below = menuTrail(node.children, href);
    if (below) return [node, ...below];
  }
  return null;
}

/** Codes of the groups enclosing a menu entry (the side menu opens them). */
export function enclosingGroupKeys(trail: readonly MenuItem[] | null): string[] {
  return (trail ?? []).slice(1, -1).map((item) => item.code);
}
