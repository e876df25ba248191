import { expect, type Page } from '@playwright/test';
import { Codes } from '@cvap/contracts';

/** The permission-refused notice, in both languages (the catalogue's FORBIDDEN). */
const REFUSED_TEXTS = [Codes.FORBIDDEN.zh, Codes.FORBIDDEN.en];

export interface Refusals {
  /** What was refused so far: `403 <method> <url>` answers and `notice: <text>` notices. */
  readonly seen: readonly string[];
  /** Fails now if anything was refused (the soft failures were already recorded as they happened). */
  expectNone(): void;
}

/**
 * Watches a page for the signs that a role was given less than its screens need: any answer with HTTP status 403,
 * and the notice "没有执行此操作的权限" / "You do not have permission for this action" appearing anywhere. Each one
 * fails the running test as it happens (a soft expectation: the test goes on, its report lists every refusal);
 * `expectNone()` stops it at once. Call before the page's first navigation.
 */
export async function failOnRefusals(page: Page): Promise<Refusals> {
  const seen: string[] = [];
  const refuse = (what: string) => {
    seen.push(what);
    expect.soft(what, 'a refused call or a permission notice').toBe('nothing refused');
  };
  page.on('response', (response) => {
    if (response.status() === 403) refuse(`403 ${response.request().method()} ${response.url()}`);
  });
  await page.exposeFunction('__cvapPermissionNotice', (text: string) => refuse(`notice: ${text}`));
  await page.addInitScript((texts: string[]) => {
    const report = (text: string) => (window as unknown as { __cvapPermissionNotice: (text: string) => void }).__cvapPermissionNotice(text);
    const check = (node: Node) => {
      const text = node.textContent ?? '';
      const found = texts.find((wanted) => text.includes(wanted));
      if (found) report(found);
    };
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) check(node);
    }).observe(document, { childList: true, subtree: true });
  }, REFUSED_TEXTS);
  return {
    seen,
    expectNone: () => expect(seen, 'refused calls or permission notices').toEqual([]),
  };
}
