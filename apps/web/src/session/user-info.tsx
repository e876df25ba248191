import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@cvap/contracts';
import { createContext, useContext } from 'react';
import { sessionApi } from './api.js';
import { readCompanyId, storeCompanyId } from './residential-choice.js';
import { reconcileCompanyChoice } from './residential.js';

export const USER_INFO_QUERY_KEY = ['session', 'userInfo'] as const;

async function loadUserInfo(): Promise<UserInfo> {
  const info = await sessionApi.userInfo();
  // Settle the community before any page makes a request with it.
  const stored = readCompanyId();
  const choice = reconcileCompanyChoice(info, stored);
  if (choice !== stored) storeCompanyId(choice);
  return info;
}

/** The logged-in user's info, loaded once per token. */
export function useUserInfoQuery(token: string | null) {
  return useQuery({
    queryKey: [...USER_INFO_QUERY_KEY, token],
    queryFn: loadUserInfo,
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const UserContext = createContext<UserInfo | null>(null);
export const UserProvider = UserContext.Provider;

/** The user info inside the guarded part of the console (where the guard has loaded it). */
export function useCurrentUser(): UserInfo {
  const user = useContext(UserContext);
  if (!user) throw new Error('useCurrentUser is used outside the guarded routes');
  return user;
}

export function useOptionalUser(): UserInfo | null {
  return useContext(UserContext);
}
