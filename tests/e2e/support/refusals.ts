import { expect, test as base, type Locator, type Page, type Response } from '@playwright/test';
import { Codes } from '@cvap/contracts';
import { notices } from './notices.js';

/**
 * What a user was refused while doing their own work: every answer that says "forbidden" (HTTP 403, or the
 * envelope's FORBIDDEN status when the HTTP status differs) and every permission notice the console showed. A
 * role's day must meet none: a screen of their menu, or a picker of a form they may fill, that asks for something
 * they may not read is a refusal they see as an empty picker or a "没有执行此操作的权限" pop-up.
 */
export interface Refusal {
  kind: 'response' | 'notice';
  /** `POST /api/…` for a response, the notice's text for a notice. */
  what: string;
  /** The HTTP status and the envelope's status, for a response. */
  status?: string;
  /** The console's path when it happened (the screen that asked). */
  screen: string;
  /** What the test was doing (set with `during`), when it said. */
  step?: string;
}

const FORBIDDEN = Codes.FORBIDDEN;
const PERMISSION_TEXTS = [FORBIDDEN.zh, FORBIDDEN.en];

export class RefusalLog {
  readonly refusals: Refusal[] = [];
  private step: string | undefined;
  /** API requests sent and not answered yet (see `apiSettled`). */
  private inFlight = 0;

  constructor(readonly page: Page) {}

  /** Starts watching the page's answers and notices; called once per page, before it navigates. */
  async watch(): Promise<void> {
    const page = this.page;
    page.on('request', (request) => {
      if (isApi(request.url())) this.inFlight += 1;
    });
    const done = (url: string) => {
      if (isApi(url)) this.inFlight = Math.max(0, this.inFlight - 1);
    };
    page.on('requestfinished', (request) => done(request.url()));
    page.on('requestfailed', (request) => done(request.url()));
    page.on('response', (response) => {
      this.inspect(response).catch(() => undefined);
    });
    // A notice is seen in the page as it appears (a permission pop-up lasts seconds, a check afterwards misses it).
    await page.exposeFunction('__cvapRefusalNotice', (text: string) => this.record({ kind: 'notice', what: text }));
    await page.addInitScript(
      ({ selector, texts }) => {
        const seen = new WeakSet<Element>();
        const scan = () => {
          for (const notice of document.querySelectorAll(selector)) {
            if (seen.has(notice)) continue;
            const text = (notice.textContent ?? '').replace(/\s+/g, ' ').trim();
            if (!texts.some((wanted) => text.includes(wanted))) continue;
            seen.add(notice);
            (window as unknown as { __cvapRefusalNotice(text: string): void }).__cvapRefusalNotice(text);
          }
        };
        const start = () => new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
        if (document.body) start();
        else document.addEventListener('DOMContentLoaded', start);
      },
      { selector: '.ant-notification-notice, .ant-message-notice, .ant-modal-confirm', texts: PERMISSION_TEXTS },
    );
  }

  /** Names what the test does from now on, so a refusal says which screen or field asked. */
  during(step: string): void {
    this.step = step;
  }

  private record(refusal: Omit<Refusal, 'screen' | 'step'>): void {
    const screen = URL.canParse(this.page.url()) ? new URL(this.page.url()).pathname : this.page.url();
    this.refusals.push({ ...refusal, screen, step: this.step });
  }

  private async inspect(response: Response): Promise<void> {
    const url = response.url();
    if (!isApi(url)) return;
    const request = response.request();
    const what = `${request.method()} ${new URL(url).pathname}`;
    const http = response.status();
    let envelope: number | undefined;
    if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
      if (typeof body?.status === 'number') envelope = body.status;
    }
    if (http === 403 || envelope === FORBIDDEN.status) this.record({ kind: 'response', what, status: `${http}/${envelope ?? '-'}` });
  }

  /** Waits until no API request of the page is waiting for its answer (a screen has loaded what it shows). */
  async apiSettled(): Promise<void> {
    await expect.poll(() => this.inFlight, { message: 'API requests still waiting for an answer' }).toBe(0);
  }

  /** One line per refusal, for a failure message or the audit. */
  describe(): string {
    return this.refusals
      .map(
        (r) =>
          `${r.kind === 'response' ? r.what : `notice "${r.what}"`}${r.status ? ` (${r.status})` : ''} on ${r.screen}${r.step ? ` [${r.step}]` : ''}`,
      )
      .join('\n');
  }

  /** Fails the test listing every refused call and permission notice seen so far. */
  expectNoRefusals(): void {
    expect(this.refusals, `refused while working:\n${this.describe()}`).toEqual([]);
  }
}

function isApi(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname.startsWith('/api/');
}

/** Starts recording what `page` is refused; `expectNoRefusals()` then fails the test listing it. */
export async function failOnRefusals(page: Page): Promise<RefusalLog> {
  const log = new RefusalLog(page);
  await log.watch();
  return log;
}

/**
 * The suite's `test` with a `refusals` fixture on the test's page: every test using it fails at its end, listing
 * the refused calls, when it met any (a test already failing attaches the list to its report instead).
 */
export const test = base.extend<{ refusals: RefusalLog }>({
  refusals: async ({ page }, use, testInfo) => {
    const log = await failOnRefusals(page);
    await use(log);
    if (log.refusals.length > 0) {
      await testInfo.attach('refusals', { body: log.describe(), contentType: 'text/plain' });
      console.log(`[refusals] ${testInfo.title}\n${log.describe()}`);
      if (testInfo.status === testInfo.expectedStatus) log.expectNoRefusals();
    }
  },
});

export { expect };

/**
 * Opens the picker (antd select or tree select) of a form field, marked by its test id (on the control or on an
 * element around it) or given as a locator (e.g. its form item), and expects it to offer at least one choice; the dropdown is closed again. A required
 * picker with nothing to choose is a form that cannot be saved.
 */
export async function expectPickerOffers(page: Page, field: string | Locator, scope: Locator | Page = page): Promise<void> {
  const marked = typeof field === 'string' ? scope.getByTestId(field) : field;
  const name = typeof field === 'string' ? field : String(field);
  const select = marked
    .locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .or(marked.locator('.ant-select'))
    .first();
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(dropdown).toBeVisible();
  const choices = dropdown.locator(
    '.ant-select-item-option:not(.ant-select-item-option-disabled), .ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-node-content-wrapper',
  );
  await expect(choices.first(), `the picker ${name} offers nothing to choose`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

/** The visible permission notices (for a spec that wants to look at one). */
export function permissionNotices(page: Page): Locator {
  return notices(page).filter({ hasText: new RegExp(PERMISSION_TEXTS.join('|')) });
}
