import { queryClient } from '../app/query-client.js';
import { sessionApi } from './api.js';
import { storeCompanyId } from './residential-choice.js';
import { clearToken, readToken } from './token.js';

const clearedOnLogout = new Set<() => void>();

/**
 * Registers what else a logout clears (the open tabs, the task list): main.tsx does it at start, so that the
 * session code imports neither the layout nor the tasks.
 */
export function onLogout(clear: () => void): void {
  clearedOnLogout.add(clear);
}

/**
 * Ends the session in this browser: revokes the token on the server (best effort) and clears the token,
 * the cached user info, what `onLogout` registered (the open tabs, the task list) and the stored community
 * choice (spec section 4). The task channel stops because it follows the token.
 */
export function logout(): void {
  const token = readToken();
  if (token) void sessionApi.logout(token).catch(() => undefined);
  clearToken();
  for (const clear of clearedOnLogout) clear();
  storeCompanyId(null);
  queryClient.clear();
}
