import type { Language, UserInfo } from '@cvap/contracts';
import { queryClient } from '../app/query-client.js';
import { changeLanguage, currentLanguage } from '../i18n/index.js';
import { sessionApi } from './api.js';
import { USER_INFO_QUERY_KEY } from './user-info.js';

/**
 * The language is the user's preference kept on the server. A choice made on the login page is the newest
 * one, so it is saved to the server after that login; otherwise the server's preference is applied when a
 * session starts.
 */
let chosenOnLoginPage = false;
let settledForToken: string | null = null;

export function chooseLanguageOnLoginPage(language: Language): Promise<void> {
  chosenOnLoginPage = true;
  return changeLanguage(language);
}

function rememberInCache(language: Language): void {
  queryClient.setQueriesData<UserInfo>({ queryKey: USER_INFO_QUERY_KEY }, (info) =>
    info ? { ...info, preferences: { ...info.preferences, language } } : info,
  );
}

/** Switches the language of a logged-in user and saves it as their preference. */
export async function chooseLanguageWhenLoggedIn(language: Language): Promise<void> {
  await changeLanguage(language);
  rememberInCache(language);
  await sessionApi.savePreferences({ language }).catch(() => undefined);
}

/** Once per session token: apply the server's preference, or save the one chosen on the login page. */
export async function settleLanguage(token: string, user: UserInfo): Promise<void> {
  if (settledForToken === token) return;
  settledForToken = token;
  const current = currentLanguage();
  if (chosenOnLoginPage) {
    chosenOnLoginPage = false;
    if (user.preferences.language !== current) await chooseLanguageWhenLoggedIn(current);
    return;
  }
  if (user.preferences.language !== current) await changeLanguage(user.preferences.language);
}
