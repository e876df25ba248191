/**
 * The request client must end the session on 40101/40102/7101/7102/7103, but logging out belongs to the
 * session module (which itself makes requests). The session module registers the handler here.
 */
type SessionEndHandler = (message: string) => void;

let handler: SessionEndHandler = () => undefined;
let ending = false;

export function setSessionEndHandler(next: SessionEndHandler): void {
  handler = next;
}

/** Several requests failing at once end the session once. */
export function endSession(message: string): void {
  if (ending) return;
  ending = true;
  try {
    handler(message);
  } finally {
    setTimeout(() => {
      ending = false;
    }, 1000);
  }
}
