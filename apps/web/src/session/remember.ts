import { StorageKeys } from '../app/storage-keys.js';
import { readItem, writeItem } from '../app/storage.js';

/** "Remember account" keeps the username only; the password is left to the browser's password manager. */
export function rememberedUsername(): string | null {
  return readItem('local', StorageKeys.rememberedUsername);
}

export function rememberUsername(username: string | null): void {
  writeItem('local', StorageKeys.rememberedUsername, username);
}
