import { StorageKeys } from '../app/storage-keys.js';
import { readItem, writeItem } from '../app/storage.js';

/** The chosen community's companyId for this browser session; null = acting for the head office. */
export function readCompanyId(): string | null {
  return readItem('session', StorageKeys.companyId);
}

export function storeCompanyId(companyId: string | null): void {
  writeItem('session', StorageKeys.companyId, companyId);
}
