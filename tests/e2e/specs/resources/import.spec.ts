import { expect, test } from '@playwright/test';
import { RESOURCES, labelIn, type EnumOption, type FieldDecl } from '@cvap/contracts';
import { apiDownload, apiLogin, apiTask, setTokenCookie, taskResultValue } from '../../support/api.js';
import { shell } from '../../support/header.js';
import { ImportDialog } from '../../support/import-dialog.js';
import { ResourcePage, excel, uniqueToken } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * The import of a zip with good and bad rows (issue 3): the template comes from the import dialog (the API
 * serves it at GET {base}/template), the workbook is filled in here with exceljs and zipped with yazl (both
 * from the API package), and the import is followed in the task indicator to its result file.
 */

/** The first resource that declares import (file types, today). */
const importable = RESOURCES.find((decl) => decl.actions.includes('import'))!;

/** A valid cell for a field of the template (enum cells hold the option's zh label). */
function goodCell(name: string, field: FieldDecl, token: string, row: number): string | number {
  if (field.kind === 'enum') return labelIn((field.options as readonly EnumOption[])[0]!, 'zh_cn');
  if (field.kind === 'integer' || field.kind === 'decimal') return (field.min ?? 0) + 1;
  if (name === 'fileExtension') return 'txt';
  return `${token}${row}${name}`.slice(0, field.maxLength ?? 20);
}

test('a zip with 3 good and 2 bad rows: imported as a task, good rows listed, bad rows in the result file with reasons', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request, users.admin);
  await setTokenCookie(page.context(), baseURL!, token);
  const resource = new ResourcePage(page, importable);
  await resource.open();

  const importer = new ImportDialog(page, resource, importable.basePath);
  await importer.open();
  // 600 px once antd's zoom-in has finished.
  await expect.poll(async () => (await importer.dialog.boundingBox())?.width).toBe(600);

  // The template, downloaded through the dialog: its header row names the create form's fields in zh.
  const headers = await importer.templateHeaders();
  const fields = importable.fields as Record<string, FieldDecl>;
  const columns = headers.map((header) => {
    const entry = Object.entries(fields).find(([, field]) => field.label.zh === header.replace(/\s*\*$/, ''));
    if (!entry) throw new Error(`template column ${header} is not a field of ${importable.name}`);
    return entry;
  });

  // Three good rows, then two bad ones: a required text left empty, and a text over its maximum length.
  const run = uniqueToken();
  const required = columns.find(([, field]) => field.required && field.kind === 'text')!;
  const limited = columns.find(([name, field]) => field.kind === 'text' && name !== required[0] && field.maxLength !== undefined)!;
  const rows = [1, 2, 3, 4, 5].map((row) => columns.map(([name, field]) => goodCell(name, field, run, row)));
  rows[3]![columns.indexOf(required)] = '';
  rows[4]![columns.indexOf(limited)] = 'x'.repeat(limited[1].maxLength! + 1);
  const taskId = await importer.submit(importable.name, headers, rows);

  // The task shows in the indicator with its progress bar, and ends with the persistent notification.
  await shell(page).taskIndicator.click();
  const item = page.getByTestId(`task-item-${taskId}`);
  await expect(item).toBeVisible();
  const progress = item.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(item).toContainText(`导入${importable.label.zh}`);
  const ended = page.locator('.ant-notification-notice').filter({ has: page.getByTestId(`task-ended-view-${taskId}`) });
  await expect(ended).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await ended.getByTestId(`task-ended-view-${taskId}`).click();
  const details = page.getByTestId('task-detail-dialog');
  const line = (label: string) =>
    details
      .getByTestId('task-result')
      .locator('li')
      .filter({ has: page.locator('.task-result__label', { hasText: new RegExp(`^${label}$`) }) });
  await expect(line('成功').locator('.task-result__value')).toHaveText('3');
  await expect(line('失败').locator('.task-result__value')).toHaveText('2');

  // The result file lists the two bad rows (sheet rows 5 and 6) with why.
  const resultPath = taskResultValue(await apiTask(request, token, taskId), '结果文件');
  const result = new (excel().Workbook)();
  await result.xlsx.load(await apiDownload(request, token, resultPath));
  const resultSheet = result.worksheets[0]!;
  const resultRows = [2, 3].map((n) =>
    (resultSheet.getRow(n).values as unknown[]).filter((v) => v !== undefined).map((v) => String(v ?? '')),
  );
  expect(resultSheet.rowCount).toBe(3);
  expect(resultRows.map((row) => row[0])).toEqual(['5', '6']);
  expect(resultRows[0]!.at(-1)).toContain(required[1].label.zh);
  expect(resultRows[1]!.at(-1)).toContain(String(limited[1].maxLength));

  // The three good rows are in the list.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await resource.searchFor({ token: run, typed: {} });
  await expect(resource.rows()).toHaveCount(3);
});
