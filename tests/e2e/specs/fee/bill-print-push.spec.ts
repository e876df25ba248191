import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  FeeOverdueEndpoints,
  billTemplateResource,
  endpointPath,
  FeeBillPrintEndpoints,
  type ArrearageRow,
  type BillPreview,
  type Language,
} from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 26 in Chromium, in Chinese and in English: the reminders of one building printed from the demo's 催缴单
 * template as one PDF, whose pages are counted and whose QR codes are decoded (jsQR); and a reminder campaign
 * started, paused while it sends (the e2e server waits FEE_PUSH_GAP_MS between two messages), resumed, and
 * followed to completion, every line delivered or failed by the simulated channel's rules.
 */
const TEXT = {
  zh_cn: {
    title: '物业费催缴通知单',
    total: '合计',
    paused: '已暂停',
    resumed: '已继续',
    complete: '已完成',
    started: '推送已开始',
    waiting: '待发送',
  },
  en: {
    title: '物业费催缴通知单',
    total: 'Total',
    paused: 'Paused',
    resumed: 'Resumed',
    complete: 'Complete',
    started: 'The campaign has started',
    waiting: 'Waiting',
  },
} as const;

const COMPANY = demoResidentials.sunshineGarden.companyId;
const jsQR = createRequire(import.meta.url)('jsqr') as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token, CompanyId: COMPANY }, data });
  const body = (await response.json()) as { status: number; data: T; message: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** The PDF's pages, its text (the UTF-16 strings its pages show) and the QR code of each grey image, decoded. */
function readPdf(pdf: Buffer): { pages: number; text: string; codes: (string | null)[] } {
  const body = pdf.toString('latin1');
  const text = [...body.matchAll(/<([0-9a-f]+)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le')).join('\n');
  const codes = [
    ...body.matchAll(
      /\/Width (\d+) \/Height (\d+) \/ColorSpace \/DeviceGray \/BitsPerComponent 8 \/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/g,
    ),
  ].map((match) => {
    const [width, height, length] = [match[1], match[2], match[3]].map((n) => Number.parseInt(n!, 10)) as [number, number, number];
    const start = match.index + match[0].length;
    const grey = inflateSync(pdf.subarray(start, start + length));
    const rgba = new Uint8ClampedArray(width * height * 4);
    grey.forEach((value, at) => rgba.set([value, value, value, 255], at * 4));
    return jsQR(rgba, width, height)?.data ?? null;
  });
  return { pages: (body.match(/\/Type \/Page /g) ?? []).length, text, codes };
}

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`the reminders of a building printed as one PDF, a page and a payment QR code per house (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    const templates = await post<{ rows: { id: number; kind: number }[] }>(request, token, `${billTemplateResource.basePath}/query/page`, {
      page: 1,
      limit: 20,
    });
    const template = templates.rows.find((row) => row.kind === 2)!;
    // The first building (in the list's order) with two houses or more that owe, and what the API would print for it.
    const buildings = await post<{ rows: { id: number; name: string }[] }>(request, token, '/api/door/building/query/page', {
      page: 1,
      limit: 50,
    });
    let chosen: { name: string; preview: BillPreview } | null = null;
    for (const building of buildings.rows) {
      const response = await request.post(FeeBillPrintEndpoints.preview.path, {
        headers: { Authorization: token, CompanyId: COMPANY },
        data: { templateId: template.id, buildingId: building.id },
      });
      const body = (await response.json()) as { status: number; data: BillPreview };
      if (body.status === 200 && body.data.houseCount >= 2) {
        chosen = { name: building.name, preview: body.data };
        break;
      }
    }
    expect(chosen).not.toBeNull();

    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseResidential(page, COMPANY);
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.goto('/propertyPayment/billPrint');
    await page.getByTestId(`row-print-${template.id}`).click();
    await expect(page).toHaveURL(/\/propertyPayment\/billPrint\/detail\?id=\d+$/);
    await page.getByTestId('print-building').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${chosen!.name}$`) })
      .click();
    await page.getByTestId('print-preview').click();
    await expect(page.getByTestId('print-count')).toContainText(String(chosen!.preview.houseCount));
    const first = chosen!.preview.notices[0]!;
    await expect(page.getByTestId(`notice-${first.apartmentId}`)).toContainText(first.address);
    await expect(page.getByTestId(`notice-${first.apartmentId}`).getByTestId('notice-total')).toContainText(first.total);

    await page.getByTestId('print-start').click();
    const downloadButton = page.getByTestId('print-download');
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await downloadButton.click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(pdf);
    expect(read.pages).toBe(chosen!.preview.houseCount);
    expect(read.text).toContain(text.title);
    expect(read.text).toContain(`${text.total}：¥${first.total}`);
    expect(read.codes).toHaveLength(chosen!.preview.houseCount);
    expect(read.codes[0]).toBe(first.qrText);
    for (const code of read.codes) expect(code).toMatch(/^https:\/\/pay\.example\.com\/h\/P\d{8}$/);
    await test.info().attach(`bill-print-${language}.pdf`, { body: pdf, contentType: 'application/pdf' });
  });

  test(`a reminder campaign paused while it sends, resumed, and sent to the end (${language})`, async ({ page, baseURL, request }) => {
    test.slow();
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    // Only the houses owing the most months: a handful of lines, sent at the e2e server's pace.
    const owing = await post<{ rows: ArrearageRow[] }>(request, token, FeeOverdueEndpoints.arrearage.path, {
      objectType: 1,
      page: 1,
      limit: 1000,
    });
    const most = Math.max(...owing.rows.map((row) => row.monthsOwed));
    const apartments = owing.rows.filter((row) => row.monthsOwed >= most).length;
    expect(apartments).toBeGreaterThan(1);

    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseResidential(page, COMPANY);
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.goto('/propertyPayment/billPush');
    await page.getByTestId('push-new').click();
    await page.getByTestId('push-name').fill(`e2e ${language}`);
    await page.locator('input[data-testid="push-min-months"], [data-testid="push-min-months"] input').first().fill(String(most));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === FeeBillPrintEndpoints.pushStart.path);
    await expectNoticeFrom(page, text.started, () => page.getByTestId('push-start-ok').click());
    const campaign = ((await (await answer).json()) as { data: { id: number; lineCount: number } }).data;
    expect(campaign.lineCount).toBe(apartments);

    const row = page.locator(`tr[data-row-key="${campaign.id}"]`);
    // The row's status is what counts (a success toast lasts a second and a loaded machine can miss it).
    await page.getByTestId(`push-pause-${campaign.id}`).click();
    await expect(row).toContainText(text.paused);
    await page.getByTestId(`push-lines-${campaign.id}`).click();
    // Paused while sending: the lines are listed, and some still wait.
    await expect(
      page.getByTestId('push-lines').locator('[data-testid^="line-state-"]').filter({ hasText: text.waiting }).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId(`push-resume-${campaign.id}`).click();
    await expect(row).toContainText(text.complete, { timeout: 60_000 });
    // Every line answered once by the channel: delivered, or failed with its reason.
    const response = await request.get(endpointPath(FeeBillPrintEndpoints.pushLines, { campaignId: campaign.id }), {
      headers: { Authorization: token, CompanyId: COMPANY },
    });
    const lines = ((await response.json()) as { data: { state: number; error: string | null }[] }).data;
    expect(lines).toHaveLength(apartments);
    for (const line of lines) expect(line.state === 1 || (line.state === 2 && Boolean(line.error))).toBe(true);
  });
}
