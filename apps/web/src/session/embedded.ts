import { StorageKeys } from '../app/storage-keys.js';
import { readItem, writeItem } from '../app/storage.js';

/** `?embedded=1` switches embedded mode on for the rest of the browser session; `?embedded=0` switches it off. */
export function captureEmbeddedFlag(search: string): void {
  const value = new URLSearchParams(search).get('embedded');
  if (value === '1') writeItem('session', StorageKeys.embedded, '1');
  else if (value === '0') writeItem('session', StorageKeys.embedded, null);
}

export function isEmbedded(): boolean {
  return readItem('session', StorageKeys.embedded) === '1';
}
