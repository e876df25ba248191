import { expect, type Locator, type Page } from '@playwright/test';

const NOTICE_SELECTOR_ALL = '.ant-notification-notice, .ant-message-notice, .ant-modal-confirm';

/** Any of antd's notice surfaces: notification, message toast, or a confirm-style modal. */
export function notices(page: Page): Locator {
  return page.locator(NOTICE_SELECTOR_ALL);
}

/** As long as an expectation waits (playwright.config.ts's expect timeout). */
const NOTICE_TIMEOUT_MS = 10_000;

/**
 * A notice showing `text` is on screen (a string: contained, whitespace and case aside, as `hasText` matches).
 * Checked in the page at every animation frame: `expect().toBeVisible()` spaces its checks out to a second apart,
 * and a one-second success notice shown between two of them was missed on a loaded machine (a CI rehearsal: the
 * card form's 保存成功 and the card issue's Saved, both seen by hand).
 */
export async function expectNotice(page: Page, text: string | RegExp, timeout = NOTICE_TIMEOUT_MS): Promise<void> {
  const pattern =
    typeof text === 'string'
      ? {
          source: text
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          flags: 'i',
        }
      : { source: text.source, flags: text.flags };
  // Each watch has its own flag: set once the wait is over, it ends the in-page checks at once (a check every frame
  // keeps the renderer drawing frames, which a loaded machine pays for).
  const done = `__noticeWatch${(watchCount += 1)}`;
  const everyFrame = page.waitForFunction(
    ({ selector, source, flags, done }) => {
      if ((window as unknown as Record<string, boolean>)[done]) return true;
      const wanted = new RegExp(source, flags);
      return [...document.querySelectorAll(selector)].some(
        (notice) => notice.getClientRects().length > 0 && wanted.test((notice.textContent ?? '').replace(/\s+/g, ' ')),
      );
    },
    { selector: NOTICE_SELECTOR_ALL, ...pattern, done },
    { polling: 'raf', timeout },
  );
  // The locator's own wait as well: it outlives a navigation, which ends the in-page watch.
  const byLocator = expect(notices(page).filter({ hasText: text }).first()).toBeVisible({ timeout });
  try {
    await Promise.any([everyFrame, byLocator]).catch((error: AggregateError) => {
      throw error.errors.at(-1) ?? error;
    });
  } finally {
    await page.evaluate((flag) => ((window as unknown as Record<string, boolean>)[flag] = true), done).catch(() => undefined);
  }
}

let watchCount = 0;

/**
 * Runs `action` (a click that saves, approves…) and expects a notice showing `text`, watched from before the
 * action: a success notice lasts one second, and on a busy machine a click can take longer than that to return.
 * `timeout` is for actions the server takes long over (the default is the expect timeout).
 */
export async function expectNoticeFrom(page: Page, text: string | RegExp, action: () => Promise<unknown>, timeout?: number): Promise<void> {
  const seen = expectNotice(page, text, timeout);
  try {
    await action();
  } catch (error) {
    seen.catch(() => undefined);
    throw error;
  }
  await seen;
}

/** A business error (spec section 8): a warning notification titled `title` carrying the server's message. */
export async function expectWarning(page: Page, text: string | RegExp, title: string | RegExp = '提示'): Promise<Locator> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/ant-notification-notice-warning/);
  await expect(notice).toContainText(title);
  return notice;
}

/**
 * The open confirmation popup: not hidden and not in its leave animation (a popup just answered can still be
 * on screen while the next one opens).
 */
export function openConfirm(page: Page): Locator {
  return page.locator('.ant-popconfirm:not(.ant-popover-hidden):not([class*="-leave"])').filter({ visible: true });
}

/**
 * Waits for a modal's opening animation to end: while antd zooms it in, its buttons move, and a click aimed at
 * one can land beside it on a slow machine (seen in CI: OK pressed, no validation shown).
 */
export async function dialogSettled(modal: Locator): Promise<void> {
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/-zoom-(appear|enter)/);
}

/** Presses the button with this test id in its modal, once the modal has stopped moving. */
export async function pressInDialog(page: Page, testId: string): Promise<void> {
  await dialogSettled(page.locator('.ant-modal').filter({ has: page.getByTestId(testId) }));
  await page.getByTestId(testId).click();
}
