import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { equipmentResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { storageKeys } from '../../support/paths.js';
import { ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * Issue 24, the ledger's documents (zh and en): on 阳光花园's (1001) ledger, a document uploaded on the add form
 * is listed on the equipment's detail page with its name, size and upload time, and its name downloads the very
 * bytes uploaded.
 */

const RESIDENTIAL = '1001';
const texts = {
  zh_cn: { card: '设备文档', columns: ['文件名', '大小', '上传时间'], upload: '上传', file: '电梯维保手册.pdf' },
  en: { card: 'Documents', columns: ['File name', 'Size', 'Uploaded at'], upload: 'Upload', file: 'lift-maintenance-manual.pdf' },
} as const;

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a document attached on the add form is listed on the detail page and downloads as uploaded (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const text = texts[language];
    const token = await apiLogin(request, users.admin);
    await apiSetLanguage(request, token, language);
    const context = await browser.newContext();
    await setTokenCookie(context, baseURL!, token);
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, RESIDENTIAL]);
    const page = await context.newPage();
    const ledger = new ResourcePage(page, equipmentResource, language);
    await ledger.open();

    const code = `DOC${uniqueToken()}`.slice(0, 32);
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
    await ledger.openAdd();
    await ledger.formItem('code').locator('input').fill(code);
    await ledger.formItem('name').locator('input').fill(`${code} name`);
    await ledger.fillField('typeId', equipmentResource.fields.typeId!, code);
    const documents = ledger.formItem('documents');
    await expect(documents.getByRole('button', { name: text.upload })).toBeVisible();
    const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fdfs/file/uploadFiles');
    await documents.locator('input[type="file"]').setInputFiles({ name: text.file, mimeType: 'application/pdf', buffer: content });
    expect((await (await uploaded).json()) as { status: number }).toMatchObject({ status: 200 });
    await expect(documents.locator('.ant-upload-list-item')).toHaveCount(1);
    await expect(documents.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
    await ledger.saveDialog();

    await ledger.setSearch('code', code);
    await ledger.search();
    const id = await ledger.rowId(ledger.row(code));
    await ledger.root.getByTestId(`row-detail-${id}`).click();
    const card = page.locator('.ant-card').filter({ has: page.getByTestId('equipment-detail-documents') });
    await expect(card.locator('.ant-card-head-title')).toHaveText(text.card);
    await expect(card.locator('thead th')).toHaveText([...text.columns]);
    const row = card.locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td')).toHaveText([
      text.file,
      `${(content.length / 1024).toFixed(1)} KB`,
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    ]);

    const download = page.waitForEvent('download');
    await row.getByTestId('equipment-document-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(text.file);
    expect((await readFile((await file.path())!)).equals(content)).toBe(true);

    const removed = await request.delete(`${equipmentResource.basePath}/${id}`, {
      headers: { Authorization: token, companyid: RESIDENTIAL },
    });
    expect(((await removed.json()) as { status: number }).status).toBe(200);
    await context.close();
  });
}
