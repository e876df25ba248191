import { navigateTo, currentPath } from './navigation.js';
import { noticeWarning } from '../request/notify.js';
import { setSessionEndHandler } from '../request/session-end.js';
import { loginPathFor } from '../routes/guard.js';
import { logout } from '../session/logout.js';

/** Spec section 8: 40101/40102/7101/7102/7103 show the message, log out and go to /login?redirect=…. */
export function installSessionEndHandler(): void {
  setSessionEndHandler((message) => {
    noticeWarning(message);
    const here = currentPath();
    logout();
    navigateTo(loginPathFor(here), { replace: true });
  });
}
