import { Headers, PlatformEndpoints, type ChangePasswordRequest, type LoginRequest, type Preferences } from '@cvap/contracts';
import { callEndpoint } from '../request/endpoint.js';

export const sessionApi = {
  login: (body: LoginRequest) => callEndpoint(PlatformEndpoints.login, { body }),
  /** Best effort: the token travels with the call because the cookie may already be cleared. */
  logout: (token: string) =>
    callEndpoint(PlatformEndpoints.logout, {}, { caught: true, ignoreSessionEnd: true, headers: { [Headers.authorization]: token } }),
  /** The guard reports a failure itself (and a session-ending code ends the session as always). */
  userInfo: () => callEndpoint(PlatformEndpoints.userInfo, {}, { caught: true }),
  changePassword: (body: ChangePasswordRequest) => callEndpoint(PlatformEndpoints.changePassword, { body }),
  savePreferences: (preferences: Preferences) => callEndpoint(PlatformEndpoints.preferences, { body: preferences }, { caught: true }),
};
