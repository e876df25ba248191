import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Closes the browser contexts a test opened besides its own (a second user, a phone): left open, even after a
 * failure, their pages keep polling the API for the rest of the run and slow every spec after them.
 * Called from afterEach, which runs after Playwright's failure screenshots of every page were taken.
 */
export async function closeOpenedContexts(browser: Browser, own: BrowserContext): Promise<void> {
  await Promise.all(
    browser
      .contexts()
      .filter((context) => context !== own)
      .map((context) => context.close()),
  );
}
