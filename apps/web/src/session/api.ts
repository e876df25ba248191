import {
  Endpoints,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResult,
  type Preferences,
  type UserInfo,
} from '@cvap/contracts';
import { http } from '../request/client.js';

export const sessionApi = {
  login: (body: LoginRequest) => http.post<LoginResult>(Endpoints.login, body),
  /** Best effort: the token travels in the payload because the cookie may already be cleared. */
  logout: (token: string) => http.post<null>(Endpoints.logout, { token }, { caught: true, ignoreSessionEnd: true }),
  /** The guard reports a failure itself (and a session-ending code ends the session as always). */
  userInfo: () => http.get<UserInfo>(Endpoints.userInfo, { caught: true }),
  changePassword: (body: ChangePasswordRequest) => http.put<null>(Endpoints.changePassword, body),
  savePreferences: (preferences: Preferences) => http.put<null>(Endpoints.preferences, preferences, { caught: true }),
};
