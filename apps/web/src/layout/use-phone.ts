import { useSyncExternalStore } from 'react';

/** The width phone-screen.css takes over the console at: a phone, not a tablet or a desktop. */
const PHONE_QUERY = '(max-width: 600px)';

function subscribe(changed: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}

/**
 * Whether the screen is a phone's, known at the first render (antd's breakpoints are not, and a screen that
 * rendered the console's table for one frame had already asked for what a phone user may not read).
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
