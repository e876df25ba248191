import { nameIn, type Language, type MenuItem } from '@cvap/contracts';

/** Menu names come from the API: `name` in Chinese, `nameEn` in English. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'nameEn'>, language: Language): string {
  return nameIn(item, language);
}

/** An entry opening an external address in a new window (function type `link`), not a page of the console. */
export function isExternalLink(item: Pick<MenuItem, 'type' | 'functionType' | 'href'>): boolean {
  return item.type === 'menu' && item.functionType === 'link' && Boolean(item.href);
}

/** An entry that is a page of the console (type menu, function type route, with an href). */
function isConsolePage(item: MenuItem): boolean {
  return item.type === 'menu' && item.functionType !== 'link' && Boolean(item.href);
}

/** The key of an entry in an antd Menu: its path for a console page (the selection follows the route), else its code. */
export function menuEntryKey(item: MenuItem): string {
  return isConsolePage(item) ? item.href! : `link:${item.code}`;
}

/** The entry with this Menu key, at any depth. */
export function findMenuEntry(nodes: readonly MenuItem[], key: string): MenuItem | null {
  for (const node of nodes) {
    if (node.type === 'menu' && menuEntryKey(node) === key) return node;
    const below = findMenuEntry(node.children, key);
    if (below) return below;
  }
  return null;
}

export interface EntryOpeners {
  navigate: (path: string) => void;
  /** The browser's `window.open` unless given. */
  openWindow?: (url: string, target: string, features: string) => unknown;
}

const browserWindow = (url: string, target: string, features: string) => window.open(url, target, features);

/**
 * Chooses an entry: a console page is navigated to (a tab, the route guard); an external link opens its
 * address in a new window, detached from the console (no opener, no referrer), and the console stays where it is.
 */
export function openMenuEntry(item: MenuItem, { navigate, openWindow = browserWindow }: EntryOpeners): void {
  if (isExternalLink(item)) openWindow(item.href!, '_blank', 'noopener,noreferrer');
  else if (isConsolePage(item)) navigate(item.href!);
}

function walk(nodes: readonly MenuItem[], visit: (item: MenuItem) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

/** Paths of every console page (type menu, not an external link) in the user's tree. */
export function menuPaths(tree: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  walk(tree, (item) => {
    if (isConsolePage(item)) paths.add(item.href!);
  });
  return paths;
}

/** The first console page, depth first: where a section leads when it is chosen (external links are skipped). */
export function firstMenuPath(item: MenuItem): string | null {
  if (isConsolePage(item)) return item.href;
  for (const child of item.children) {
    const path = firstMenuPath(child);
    if (path) return path;
  }
  return null;
}

/**
 * The external links under a section that leads to no console page (every entry below it is a link): the top
 * menu offers them in the section's dropdown, as choosing the section itself could navigate nowhere.
 */
export function linksOnlySection(item: MenuItem): MenuItem[] {
  if (isExternalLink(item) || firstMenuPath(item) !== null) return [];
  const links: MenuItem[] = [];
  walk(item.children, (entry) => {
    if (isExternalLink(entry)) links.push(entry);
  });
  return links;
}

/** The chain from a top-level entry down to the console page at `href`, or null when it is not in the tree. */
export function menuTrail(tree: readonly MenuItem[], href: string): MenuItem[] | null {
  for (const node of tree) {
    if (isConsolePage(node) && node.href === href) return [node];
    const below = menuTrail(node.children, href);
    if (below) return [node, ...below];
  }
  return null;
}

/** Codes of the groups enclosing a menu entry (the side menu opens them). */
export function enclosingGroupKeys(trail: readonly MenuItem[] | null): string[] {
  return (trail ?? []).slice(1, -1).map((item) => item.code);
}
