import {
  FEE_TYPE_OPTIONS,
  endpointPath,
  FeeStatementEndpoints,
  labelIn,
  STATEMENT_REPORTS,
  STATEMENTS,
  type Language,
  type StatementReport,
  type StatementResult,
} from '@cvap/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, apiPost, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { excel, rowTexts } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * Issue 26, statements: the finance supervisor (周敏, head office) reads each of the twelve statements for last month
 * (the server's default: last month by the seeded demo's clock, never the test's), sees its totals — the same figures
 * the API answers — and drills down to a line; the receipts, paid by the demo up to three months back, are read for
 * that month through the page's link (?from=…). One statement is exported and its .xlsx read back.
 */
const statement = (request: APIRequestContext, token: string, report: StatementReport, body: Record<string, string> = {}) =>
  apiPost<StatementResult>(request, token, endpointPath(FeeStatementEndpoints.report, { report }), body);

/** `YYYY-MM` moved by `months` (calendar arithmetic on the API's own month, no clock). */
function shift(month: string, months: number): string {
  const [year, m] = month.split('-').map((part) => parseInt(part, 10)) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.zhoumin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a finance manager reads every statement for last month, drills down to a line and exports one (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    // Twelve screens, their drill-downs and an export.
    test.slow();
    const token = await apiLogin(request, users.zhoumin);
    await apiSetLanguage(request, token, language);
    await setTokenCookie(page.context(), baseURL!, token);

    await page.goto('/propertyPayment/statement');
    const overview = page.getByTestId('statement-overview');
    for (const report of STATEMENT_REPORTS) await expect(overview.getByTestId(`statement-link-${report}`)).toBeVisible();
    await overview.getByTestId('statement-link-receivable').click();
    await expect(page).toHaveURL(/\/propertyPayment\/statement\/receivable$/);

    for (const report of STATEMENT_REPORTS) {
      const expected = await statement(request, token, report);
      expect(expected.periodFrom, 'last month by default').toBe(expected.periodTo);
      const screen = page.getByTestId(`statement-${report}`);
      // Receipts of last month: the demo's last payments are three months back; read that month instead.
      const cash = STATEMENTS[report].lines !== 'billLines' && expected.rows.length === 0;
      const month = cash ? shift(expected.periodFrom, -2) : expected.periodFrom;
      const shown = cash ? await statement(request, token, report, { periodFrom: month, periodTo: month }) : expected;
      await page.goto(`/propertyPayment/statement/${report}${cash ? `?from=${month}&to=${month}` : ''}`);
      const measures = STATEMENTS[report].columns.filter((column) => column.kind !== 'text');
      for (const column of measures) {
        await expect(screen.getByTestId(`statement-total-${column.key}`), `${report} ${column.key}`).toHaveText(shown.totals[column.key]!);
      }
      await expect(screen.locator('input[data-testid="statement-period"], [data-testid="statement-period"] input').first()).toHaveValue(
        month,
      );
      if (shown.chart && shown.chart.categories.length) await expect(screen.getByTestId('statement-chart')).toBeVisible();
      if (shown.rows.length === 0) continue;
      // Drill down from the first row to its lines.
      await screen.getByTestId('statement-rows').locator('tbody tr.ant-table-row').first().click();
      const drawer = page.getByTestId('statement-lines');
      await expect(drawer.locator('tbody tr.ant-table-row').first()).toBeVisible();
      if (report === 'receivable') {
        const first = shown.rows[0]!;
        // The API is called here without a language: its fee type is the Chinese label; the screen shows the user's.
        const feeType = FEE_TYPE_OPTIONS.find((option) => option.zh === first.feeType);
        await expect(drawer.locator('tbody tr.ant-table-row').first()).toContainText(feeType ? labelIn(feeType, language) : first.feeType!);
      }
      await drawer.locator('.ant-drawer-close').click();
      await expect(drawer).toBeHidden();
    }

    // The charge statement (per fee type, with its collection rate) as an .xlsx.
    const charge = await statement(request, token, 'charge');
    await page.goto('/propertyPayment/statement/charge');
    const screen = page.getByTestId('statement-charge');
    await expect(screen.getByTestId('statement-total-receivable')).toHaveText(charge.totals.receivable!);
    const download = page.waitForEvent('download');
    await screen.getByTestId('statement-export').click();
    const file = await (await download).path();
    const book = new (excel().Workbook)();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(rowTexts(sheet, 1)).toEqual(STATEMENTS.charge.columns.map((column) => labelIn(column, language)));
    const totals = rowTexts(sheet, charge.rows.length + 2);
    expect(totals[0]).toBe(labelIn({ zh: '合计', en: 'Total' }, language));
    expect(totals).toContain(charge.totals.receivable);
    expect(totals).toContain(charge.totals.collectionRate);
  });
}
