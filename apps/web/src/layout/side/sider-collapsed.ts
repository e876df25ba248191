import { createExternalStore, useExternalStore } from '../../app/external-store.js';
import { StorageKeys } from '../../app/storage-keys.js';
import { readItem, writeItem } from '../../app/storage.js';

/** Side menu collapse, kept for the browser session (sessionStorage `cvap_sider_collapsed`). */
const collapsedStore = createExternalStore(readItem('session', StorageKeys.siderCollapsed) === '1', (collapsed) =>
  writeItem('session', StorageKeys.siderCollapsed, collapsed ? '1' : '0'),
);

export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  return [useExternalStore(collapsedStore), collapsedStore.set];
}
