import { expect, type Locator, type Page } from '@playwright/test';
import { shell } from './header.js';
import { zipOf } from './import-zip.js';
import { dialogSettled } from './notices.js';
import { excel, rowTexts, type ResourcePage } from './resource-page.js';

/**
 * A list screen's import dialog (600 px, one .zip): its template, an upload of filled-in rows, and the task that
 * follows in the task indicator until its details show the result lines.
 */
export class ImportDialog {
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    private readonly list: ResourcePage,
    private readonly basePath: string,
  ) {
    this.dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('import-file') });
  }

  async open(): Promise<void> {
    await this.list.root.getByTestId('resource-import').click();
    await dialogSettled(this.dialog);
  }

  /** The header row of the template the dialog downloads. */
  async templateHeaders(): Promise<string[]> {
    const downloaded = this.page.waitForEvent('download');
    await this.dialog.getByTestId('import-template').click();
    const template = new (excel().Workbook)();
    await template.xlsx.readFile(await (await downloaded).path());
    return rowTexts(template.worksheets[0]!, 1);
  }

  /** Uploads a workbook of `headers` and `rows`, zipped as `name`.zip, starts the import; its task id. */
  async submit(name: string, headers: string[], rows: (string | number)[][]): Promise<string> {
    const workbook = new (excel().Workbook)();
    const sheet = workbook.addWorksheet('import');
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(row);
    const archive = await zipOf(`${name}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
    await this.dialog.locator('input[type="file"]').setInputFiles({ name: `${name}.zip`, mimeType: 'application/zip', buffer: archive });
    const started = this.page.waitForResponse((response) => response.url().endsWith(`${this.basePath}/import`));
    await this.dialog.getByTestId('import-submit').click();
    const { data } = (await (await started).json()) as { data: { taskId: string } };
    await expect(this.dialog).toBeHidden();
    return data.taskId;
  }

  /** Waits in the task indicator for the task's end and opens its details; a result line by its label. */
  async finished(taskId: string): Promise<(label: string) => Locator> {
    await shell(this.page).taskIndicator.click();
    const ended = this.page.locator('.ant-notification-notice').filter({ has: this.page.getByTestId(`task-ended-view-${taskId}`) });
    await expect(ended).toBeVisible({ timeout: 60_000 });
    await ended.getByTestId(`task-ended-view-${taskId}`).click();
    const details = this.page.getByTestId('task-detail-dialog');
    return (label: string) =>
      details
        .getByTestId('task-result')
        .locator('li')
        .filter({ has: this.page.locator('.task-result__label', { hasText: new RegExp(`^${label}$`) }) });
  }
}

/** A row of cells in the order of `headers`, from values by column label (a trailing `*` ignored); others empty. */
export function rowByLabel(headers: string[], cells: Record<string, string | number>): (string | number)[] {
  return headers.map((header) => cells[header.replace(/\s*\*$/, '')] ?? '');
}
