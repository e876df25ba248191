import { createExternalStore } from '../../app/external-store.js';
import { StorageKeys } from '../../app/storage-keys.js';
import { readJson, writeItem, writeJson } from '../../app/storage.js';
import { isOpenTabList, type OpenTab } from './tab-list.js';

/** Open tabs of this browser session (sessionStorage `cvap_tabs`). */
export const tabsStore = createExternalStore<OpenTab[]>(readJson('session', StorageKeys.tabs, isOpenTabList, []), (tabs) =>
  writeJson('session', StorageKeys.tabs, tabs),
);

export function clearTabs(): void {
  tabsStore.set([]);
  writeItem('session', StorageKeys.tabs, null);
}

/**
 * Closes the tab of a page the user is done with (an inline add or edit page after its save or cancel), before
 * going elsewhere: a finished form does not stay open as a tab.
 */
export function closeTabOf(path: string): void {
  tabsStore.set((tabs) => (tabs.some((tab) => tab.path === path) ? tabs.filter((tab) => tab.path !== path) : tabs));
}
