/** Open page tabs (pure): one tab per page path, remembering the query it was last shown with. */
export interface OpenTab {
  path: string;
  search: string;
}

export function isOpenTabList(value: unknown): value is OpenTab[] {
  return (
    Array.isArray(value) &&
    value.every(
      (tab) =>
        typeof tab === 'object' && tab !== null && typeof (tab as OpenTab).path === 'string' && typeof (tab as OpenTab).search === 'string',
    )
  );
}

/** Adds the page as the last tab, or refreshes the query of its existing tab. */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] {
  const index = tabs.findIndex((existing) => existing.path === tab.path);
  if (index < 0) return [...tabs, tab];
  if (tabs[index]!.search === tab.search) return tabs as OpenTab[];
  return tabs.map((existing, i) => (i === index ? tab : existing));
}

export function canCloseTabs(tabs: readonly OpenTab[]): boolean {
  return tabs.length > 1;
}

/**
 * Closes a tab. The last remaining tab cannot be closed. Closing the active tab activates its right-hand
 * neighbour, or the left-hand one when it was the last; `activate` is null when the active tab stays.
 */
export function closeTab(tabs: readonly OpenTab[], path: string, activePath: string): { tabs: OpenTab[]; activate: OpenTab | null } {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index < 0 || !canCloseTabs(tabs)) return { tabs: [...tabs], activate: null };
  const remaining = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: remaining, activate: null };
  return { tabs: remaining, activate: remaining[Math.min(index, remaining.length - 1)] ?? null };
}

export function tabHref(tab: OpenTab): string {
  return tab.search ? `${tab.path}${tab.search.startsWith('?') ? '' : '?'}${tab.search}` : tab.path;
}
