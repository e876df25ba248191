import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { equipmentResource, equipmentTypeResource, routeOf, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { storageKeys } from '../../support/paths.js';
import { decodeQrGrid, pdfPageJpegs } from '../../support/pdf-qr.js';
import { ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * Issue 24, the ledger's QR labels (zh and en): on 阳光花园's (1001) ledger, 打印标签 makes an A4 PDF of labels
 * for the ticked rows, or for the rows of the page when none is ticked. The PDF's page images are decoded: each
 * label's QR code carries its equipment code, one label per chosen row. More labels than a sheet holds go on
 * as many A4 pages as they need.
 */

const RESIDENTIAL = '1001';
/** The sheet: A4 at 150 dpi (1240 × 1754 px), 3 columns by 5 rows of labels inside a 60 px margin. */
const GRID = { columns: 3, rows: 5, margin: 60 } as const;
const CELLS = GRID.columns * GRID.rows;
const texts = {
  zh_cn: { button: '打印标签', file: /^设备标签-\d{8}\.pdf$/ },
  en: { button: 'Print labels', file: /^equipment-labels-\d{8}\.pdf$/ },
} as const;

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

async function openLedger(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext();
  await setTokenCookie(context, baseURL, token);
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, RESIDENTIAL]);
  const page = await context.newPage();
  await page.goto('/equipmentManager/equipmentRecord');
  return { page, context };
}

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`QR labels of the ticked equipment, else of the page, as an A4 PDF whose codes decode (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const text = texts[language];
    const token = await apiLogin(request, users.admin);
    await apiSetLanguage(request, token, language);
    const { page, context } = await openLedger(browser, baseURL!, token);
    const table = page.getByTestId('resource-table');
    const row = (code: string) => table.locator('tbody tr', { hasText: code });
    await expect(row('E1001-SB-01')).toBeVisible();
    const button = page.getByTestId('equipment-print-labels');
    await expect(button).toHaveText(text.button);

    const print = async () => {
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(text.file);
      const pdf = await readFile((await file.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      return pdf;
    };

    // Two ticked rows: one page, two labels, their codes in the QR codes.
    await row('E1001-SB-01').locator('.ant-checkbox-input').check();
    await row('E1001-DT-01').locator('.ant-checkbox-input').check();
    const ticked = await print();
    const tickedPages = pdfPageJpegs(ticked);
    expect(tickedPages).toHaveLength(1);
    const tickedCodes = await decodeQrGrid(context, tickedPages[0]!, GRID);
    expect(tickedCodes.slice(0, 2).sort()).toEqual(['E1001-DT-01', 'E1001-SB-01']);
    expect(tickedCodes.slice(2)).toEqual(Array<null>(CELLS - 2).fill(null));

    // None ticked: a label for each row of the page.
    await row('E1001-SB-01').locator('.ant-checkbox-input').uncheck();
    await row('E1001-DT-01').locator('.ant-checkbox-input').uncheck();
    const shown = (await table.locator('tbody tr[data-row-key]').allInnerTexts()).map((cells) => /E1001-[A-Z]+-\d+/.exec(cells)?.[0]);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThanOrEqual(CELLS);
    const whole = pdfPageJpegs(await print());
    expect(whole).toHaveLength(1);
    await test.info().attach(`equipment-labels-${language}`, { body: whole[0]!, contentType: 'image/jpeg' });
    // A label for each row, in the list's order.
    expect(await decodeQrGrid(context, whole[0]!, GRID)).toEqual([...shown, ...Array<null>(CELLS - shown.length).fill(null)]);
    await context.close();
  });
}

test('more labels than one sheet holds print on a second A4 page whose codes decode', async ({ browser, request, baseURL }) => {
  test.slow();
  const token = await apiLogin(request, users.admin);
  const headers = { Authorization: token, companyid: RESIDENTIAL };
  // Seventeen pieces of equipment of its own (the demo's count does not matter): a full sheet and two labels more.
  const prefix = `LBL${uniqueToken()}`.slice(0, 24);
  const codes = Array.from({ length: CELLS + 2 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
  const types = await request.post(routeOf(equipmentTypeResource, 'page').path, { headers, data: { page: 1, limit: 1 } });
  const typeId = ((await types.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const ids: number[] = [];
  try {
    for (const code of codes) {
      const made = await request.post(routeOf(equipmentResource, 'create').path, {
        headers,
        data: { code, name: `标签 ${code.slice(-2)}`, typeId, status: 1 },
      });
      const body = (await made.json()) as { status: number; message: string; data: { id: number } };
      expect(body.status, body.message).toBe(200);
      ids.push(body.data.id);
    }

    const { page, context } = await openLedger(browser, baseURL!, token);
    const ledger = new ResourcePage(page, equipmentResource);
    await ledger.settled();
    await ledger.setSearch('code', prefix);
    await ledger.search();
    // A page that holds all seventeen (the default of 20 could change; 30 is a choice the pager offers).
    await ledger.setPageSize(30);
    await expect(ledger.rows()).toHaveCount(codes.length);

    // None ticked: a label for each of the page's seventeen rows, fifteen on the first sheet, two on the second.
    const download = page.waitForEvent('download');
    await page.getByTestId('equipment-print-labels').click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(2);
    const pages = pdfPageJpegs(pdf);
    expect(pages).toHaveLength(2);
    expect(await decodeQrGrid(context, pages[0]!, GRID)).toEqual(codes.slice(0, CELLS));
    expect(await decodeQrGrid(context, pages[1]!, GRID)).toEqual([...codes.slice(CELLS), ...Array<null>(CELLS - 2).fill(null)]);
    await context.close();
  } finally {
    // Removed even when a check failed, so the ledger is as the test found it.
    for (const id of ids) {
      const removed = await request.delete(routeOf(equipmentResource, 'delete').path.replace('{id}', String(id)), { headers });
      expect(((await removed.json()) as { status: number }).status).toBe(200);
    }
  }
});
