/**
 * The request client must end the session on 40101/40102/7101/7102/7103, but logging out belongs to the
 * session module (which itself makes requests). The session module registers the handler here.
 */
import { readToken } from '../session/token.js';

type SessionEndHandler = (message: string) => void;

let handler: SessionEndHandler = () => undefined;
let ending = false;

export function setSessionEndHandler(next: SessionEndHandler): void {
  handler = next;
}

/**
 * Ends the session of `token` (the token a request or the task channel used), if it is still this browser's. An
 * answer that arrives after a logout (its token revoked) or after the next login must not log out again: from the
 * login page that would lose the page its `redirect` returns to. Several requests failing at once end it once.
 */
export function endSession(message: string, token: string | null): void {
  if (ending || token !== readToken()) return;
  ending = true;
  try {
    handler(message);
  } finally {
    setTimeout(() => {
      ending = false;
    }, 1000);
  }
}
