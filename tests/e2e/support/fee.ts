import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FeeBillingEndpoints, FeeLedgerEndpoints, type Counter } from '@cvap/contracts';
import { expectNoticeFrom } from './notices.js';
import type { ResourcePage } from './resource-page.js';
import { demoResidentials } from './users.js';

/** The fee specs' API steps (taking payments beforehand), in the demo's first community. */
const COMPANY = demoResidentials.sunshineGarden.companyId;

/**
 * Whether a bill line's charged object is a house of one of the demo's buildings ("1栋 101", "A座 1203"). Other specs
 * add houses to the same community in buildings named by a token ("e2ecu7z8s9 201"), and bill runs charge them
 * too; a spec that reads a house's address or finds it by its door picks a demo house, whatever ran before it.
 */
export function onDemoHouse(row: { objectName?: string | null }): boolean {
  return /^\S+(栋|座|楼[A-Z]?) \S+$/.test(row.objectName ?? '');
}

/** One call to the API answering its envelope's data (a non-200 status fails the test with its message). */
export async function feeCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: token, CompanyId: COMPANY }, data });
  const body = (await response.json()) as { status: number; data: T; message: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/**
 * A house owing at least two lines of different fees, both paid in cash on one receipt (the
 * `skip`-th such house, so that tests do not share one).
 */
export async function payTwoFees(request: APIRequestContext, token: string, skip: number) {
  const owed = await feeCall<{ rows: { objectId: number; objectName: string | null }[] }>(
    request,
    token,
    'POST',
    '/api/property/receivable/query/page',
    { status: 1, objectType: 1, limit: 200 },
  );
  const apartments = [...new Set(owed.rows.filter(onDemoHouse).map((r) => r.objectId))];
  let found = 0;
  for (const apartmentId of apartments) {
    const counter = await feeCall<Counter>(request, token, 'GET', FeeLedgerEndpoints.counter.path.replace('{id}', String(apartmentId)));
    const first = counter.lines[0];
    const second = counter.lines.find((l) => first && l.feeName !== first.feeName && l.outstanding !== '0.00');
    if (!first || !second || first.outstanding === '0.00' || found++ < skip) continue;
    const total = await feeCall<{ paymentId: number; receiptCode: string }>(request, token, 'POST', FeeLedgerEndpoints.pay.path, {
      apartmentId,
      lines: [first, second].map((l) => ({ billLineId: l.billLineId, amount: l.outstanding })),
      tenders: [{ method: 1, amount: addYuan(first.outstanding, second.outstanding) }],
    });
    return { apartmentId, first, second, ...total };
  }
  throw new Error('no house owes two different fees');
}

/** The exact sum of two yuan texts (fen as integers). */
function addYuan(a: string, b: string): string {
  const fen = (y: string) => BigInt(y.replace('.', ''));
  const sum = (fen(a) + fen(b)).toString().padStart(3, '0');
  return `${sum.slice(0, -2)}.${sum.slice(-2)}`;
}

/** Part of a house's first owed line paid in cash, exactly `amount` (a line owing at least that much). */
export async function payPart(request: APIRequestContext, token: string, amount: string) {
  const fen = (y: string) => BigInt(y.replace('.', ''));
  // Other fee specs leave many small lines (late fees) at the head of the list: page on until one owes enough.
  let line: { id: number; objectId: number; outstanding: string } | undefined;
  for (let page = 1; !line && page <= 50; page += 1) {
    const owed = await feeCall<{ rows: { id: number; objectId: number; objectName: string | null; outstanding: string }[] }>(
      request,
      token,
      'POST',
      '/api/property/receivable/query/page',
      { status: 1, objectType: 1, page, limit: 200 },
    );
    if (owed.rows.length === 0) break;
    line = owed.rows.find((r) => onDemoHouse(r) && fen(r.outstanding) > fen(amount));
  }
  expect(line, `a line owing more than ${amount}`).toBeDefined();
  const paid = await feeCall<{ paymentId: number; receiptCode: string }>(request, token, 'POST', FeeLedgerEndpoints.pay.path, {
    apartmentId: line!.objectId,
    lines: [{ billLineId: line!.id, amount }],
    tenders: [{ method: 1, amount }],
  });
  return { apartmentId: line!.objectId, ...paid };
}

/** How many times clicking `button` opens the browser's print dialog (stubbed: headless Chromium shows none). */
export async function printsOnClick(page: Page, button: Locator): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await button.click();
  return page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/** Starts a month's run on the bill-run screen (open); answers the run's id. */
export async function startMonth(page: Page, month: string, started: RegExp): Promise<string> {
  const monthInput = page.locator('input[data-testid="run-month"], [data-testid="run-month"] input').first();
  await monthInput.click();
  await monthInput.fill(month);
  await monthInput.press('Enter');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === FeeBillingEndpoints.runStart.path);
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-confirm-summary')).toContainText(month);
  // Watched from the click: a run with nothing to make ends at once, and its task's notice follows the start's.
  await expectNoticeFrom(page, started, () => page.getByTestId('run-confirm-ok').click());
  const run = (await (await answer).json()) as { data: { id: number } };
  return String(run.data.id);
}

/** Waits for the run's row to read `status` (the screen shows the run again when its task ends). */
export async function expectRunStatus(runs: ResourcePage, runId: string, status: string): Promise<void> {
  await expect(runs.table.locator(`tr[data-row-key="${runId}"]`)).toContainText(status, { timeout: 30_000 });
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
