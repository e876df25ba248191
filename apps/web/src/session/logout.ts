import { queryClient } from '../app/query-client.js';
import { clearTabs } from '../layout/tabs/tabs-store.js';
import { clearTasks } from '../tasks/task-store.js';
import { sessionApi } from './api.js';
import { storeCompanyId } from './community-choice.js';
import { clearToken, readToken } from './token.js';

/**
 * Ends the session in this browser: revokes the token on the server (best effort) and clears the token,
 * the cached user info, the open tabs, the task list and the stored community choice (spec section 4).
 * The task channel stops because it follows the token.
 */
export function logout(): void {
  const token = readToken();
  if (token) void sessionApi.logout(token).catch(() => undefined);
  clearToken();
  clearTabs();
  clearTasks();
  storeCompanyId(null);
  queryClient.clear();
}
