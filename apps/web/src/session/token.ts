import { createExternalStore, useExternalStore } from '../app/external-store.js';
import { StorageKeys } from '../app/storage-keys.js';
import { expiredCookie, readCookie, secondsUntilExpiry, serializeCookie } from './token-cookie.js';

function cookieOptions() {
  return { path: import.meta.env.BASE_URL, secure: window.location.protocol === 'https:' };
}

/** The token as the cookie holds it now (another tab may have changed it). */
export function readToken(): string | null {
  return readCookie(document.cookie, StorageKeys.tokenCookie);
}

/** Observable copy for React: components re-render when this tab logs in or out. */
export const tokenStore = createExternalStore<string | null>(readToken());

export function storeToken(token: string): void {
  const maxAgeSeconds = secondsUntilExpiry(token, Math.floor(Date.now() / 1000));
  document.cookie = serializeCookie(StorageKeys.tokenCookie, token, { ...cookieOptions(), maxAgeSeconds });
  tokenStore.set(token);
}

export function clearToken(): void {
  document.cookie = expiredCookie(StorageKeys.tokenCookie, cookieOptions());
  tokenStore.set(null);
}

export function useToken(): string | null {
  return useExternalStore(tokenStore);
}
