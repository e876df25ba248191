/** The rate limit's windows are the clock's minutes (plugins/rate-limit.ts). */
export const RATE_WINDOW_MS = 60_000;

/**
 * Waits (up to 15 s) until at least 10 s of the current window are left, so a counting test's requests all fall in
 * one window whatever second it starts at.
 */
export async function awayFromWindowEnd(): Promise<void> {
  for (const deadline = Date.now() + 15_000; RATE_WINDOW_MS - (Date.now() % RATE_WINDOW_MS) < 10_000 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 200));
}
