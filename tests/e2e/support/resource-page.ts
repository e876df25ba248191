import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, type Download, type Locator, type Page, type Request } from '@playwright/test';
import {
  flattenMenus,
  idCardCheckChar,
  isWritable,
  labelIn,
  maxLengthOf,
  routeOf,
  searchFields,
  type FieldDecl,
  type Language,
  type ResourceDecl,
} from '@cvap/contracts';
import { dialogSettled, expectNoticeFrom, openConfirm } from './notices.js';

/**
 * A generic page object for any screen the console derives from a resource declaration (apps/web/src/resource):
 * it reads the declaration to know the route, the search fields, which fields the dialog asks for and what a
 * valid value of each looks like, and drives the test ids the engine renders.
 */

/** As playwright.config.ts's navigationTimeout. */
const PAGE_LOAD_TIMEOUT = 30_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDecl = ResourceDecl<any>;

/** The texts of the engine (apps/web/src/i18n) the walk checks, by language. */
export const resourceTexts = {
  zh_cn: {
    saved: '保存成功',
    deleted: '删除成功',
    confirmDelete: '确认删除？',
    close: '关闭',
    enter: (l: string) => `请输入${l}`,
    maxLength: (n: number) => `最大长度为${n}个字符`,
    mobile: '请输入正确的手机号码',
    titleAdd: (n: string) => `新增${n}`,
  },
  en: {
    saved: 'Saved',
    deleted: 'Deleted',
    confirmDelete: 'Confirm delete?',
    close: 'Close',
    enter: (l: string) => `Please enter ${l}`,
    maxLength: (n: number) => `Max length is ${n} characters`,
    mobile: 'Please enter the correct mobile number',
    titleAdd: (n: string) => `Add ${n.toLowerCase()}`,
  },
} as const;

function fieldsOf(decl: AnyDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields as Record<string, FieldDecl>);
}

/** The console route of the declaration's menu entry. */
export function menuPath(decl: AnyDecl): string {
  const entry = flattenMenus().find(({ decl: menu }) => menu.code === decl.menu);
  if (!entry?.decl.path) throw new Error(`menu ${decl.menu} of ${decl.name} has no route in the catalogue`);
  return entry.decl.path;
}

/** A short token unique to this run and call, so records made by the walk are found again by it. */
let serial = 0;
export function uniqueToken(): string {
  serial += 1;
  return `e2e${Date.now().toString(36).slice(-6)}${serial}`;
}

/** A valid 18-digit resident ID number (region, birth date, sequence, checksum). */
export function validIdNumber(): string {
  const first17 = `110101199003${String(10 + (Date.now() % 18)).padStart(2, '0')}${String(100 + (Date.now() % 900))}`;
  return first17 + idCardCheckChar(first17);
}

/** A valid mainland mobile number (1[3-9] and nine digits). */
export function validMobile(): string {
  return `138${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** Values for the fields a resource needs beyond what the kind says (e.g. a cron expression). */
export type ValueOverrides = Record<string, string | number>;

/**
 * The value the walk types into a writable text-like field: derived from the token, within the field's
 * maximum length (the token sits at the start so a "contains" search finds the record).
 */
export function textValue(field: FieldDecl, token: string, name: string): string {
  const max = maxLengthOf(field);
  return `${token}${name}`.slice(0, Math.max(max, 1));
}

/** Whether the field's input in the dialog is a picker of choices (select, tree select, switch, date). */
function isChoice(field: FieldDecl): boolean {
  return ['enum', 'dict', 'reference', 'boolean'].includes(field.kind);
}

export interface WalkRecord {
  /** Text typed per field name (text-like fields only; choices are the first option). */
  typed: Record<string, string>;
  token: string;
}

export class ResourcePage {
  readonly root: Locator;
  readonly dialog: Locator;
  readonly table: Locator;
  readonly pager: Locator;

  constructor(
    readonly page: Page,
    readonly decl: AnyDecl,
    readonly language: Language = 'zh_cn',
    readonly overrides: ValueOverrides = {},
    /** Fields a clone must change besides the `unique` ones (uniqueness across several fields). */
    readonly cloneChanges: readonly string[] = [],
  ) {
    this.root = page.getByTestId(`resource-page-${decl.name}`);
    this.dialog = page.locator('.ant-modal').filter({ has: page.locator('[data-testid^="resource-form-"]') });
    this.table = this.root.getByTestId('resource-table');
    this.pager = this.root.getByTestId('resource-pager');
    const finished = (request: Request) => {
      if (this.isPageQuery(request)) this.pendingQueries = Math.max(0, this.pendingQueries - 1);
    };
    page.on('request', (request) => {
      if (this.isPageQuery(request)) this.pendingQueries += 1;
    });
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
  }

  /** Page queries sent and not answered yet. */
  private pendingQueries = 0;

  get texts() {
    return resourceTexts[this.language];
  }

  label(name: string): string {
    return labelIn((this.decl.fields as Record<string, FieldDecl>)[name]!.label, this.language);
  }

  /** Whether this request is a page query of the resource. */
  isPageQuery(request: Request): boolean {
    const route = routeOf(this.decl, 'page');
    return request.method() === route.method && new URL(request.url()).pathname === route.path;
  }

  waitForPageQuery(accept: (body: Record<string, unknown>) => boolean = () => true, timeout?: number): Promise<Record<string, unknown>> {
    return this.page
      .waitForRequest((request) => this.isPageQuery(request) && accept((request.postDataJSON() ?? {}) as Record<string, unknown>), {
        timeout,
      })
      .then((request) => request.postDataJSON() as Record<string, unknown>);
  }

  /** Opens the list: the menu's route, and the resource's tab when the screen holds several resources. */
  async open(): Promise<void> {
    // A page load (the console's code, the user, the menus, then the screen's chunk) gets a navigation's time, not
    // an interaction's: on a loaded CI machine it took more than the 10 s of an expectation.
    const firstQuery = this.waitForPageQuery(undefined, PAGE_LOAD_TIMEOUT);
    // Not awaited when the page fails to show: its own timeout then is no second, unhandled failure.
    firstQuery.catch(() => undefined);
    await this.page.goto(menuPath(this.decl));
    const tabs = this.page.getByTestId('resource-tabs');
    await expect(this.root.or(tabs).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    if (!(await this.root.isVisible())) {
      const tabQuery = this.waitForPageQuery();
      await tabs.getByRole('tab', { name: labelIn(this.decl.label, this.language), exact: true }).click();
      await tabQuery;
    } else {
      await firstQuery;
    }
    await expect(this.root).toBeVisible();
    await this.settled();
  }

  /** Waits until the table is not loading. */
  async settled(): Promise<void> {
    await expect(this.table.locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** Table body rows (antd adds a hidden measure row and a placeholder row when empty). */
  rows(): Locator {
    return this.table.locator('tbody tr.ant-table-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async rowId(row: Locator): Promise<string> {
    const key = await row.getAttribute('data-row-key');
    if (!key) throw new Error('a table row without data-row-key');
    return key;
  }

  /** The first search field the declaration lists. */
  firstSearchField(): [string, FieldDecl] {
    const first = searchFields(this.decl)[0];
    if (!first) throw new Error(`${this.decl.name} declares no search field`);
    return first;
  }

  /** The first search field whose text finds one record (like/eq on a text field). */
  firstTextSearchField(): [string, FieldDecl] | undefined {
    return searchFields(this.decl).find(([, field]) => ['text', 'textarea', 'phone'].includes(field.kind) && field.search !== 'range');
  }

  /** The search form's item of a field (found by its label, or its input's test id). */
  searchItem(name: string): Locator {
    return this.root
      .getByTestId('resource-search')
      .locator('.ant-form-item')
      .filter({ has: this.itemMarker(name, 'search') });
  }

  /** Sets one search field: text is typed, a choice gets its first option (or the option labelled `text`). */
  async setSearch(name: string, text: string | null): Promise<void> {
    const field = (this.decl.fields as Record<string, FieldDecl>)[name]!;
    const item = this.searchItem(name);
    if (!(await item.isVisible())) await this.root.getByTestId('resource-search-advanced').click();
    if (isChoice(field)) await pickFirstOption(this.page, item, text);
    else
      await item
        .locator('input')
        .first()
        .fill(text ?? '');
  }

  /** Runs the search and waits for the page query it sends; returns that query's body. */
  async search(): Promise<Record<string, unknown>> {
    const query = this.waitForPageQuery();
    await this.root.getByTestId('resource-search-submit').click();
    const body = await query;
    await this.settled();
    return body;
  }

  /**
   * Clicks a search button and lets the list settle. The console caches pages by their query, so a search
   * repeating a cached query (nothing changed since) sends no request: wait for whatever was sent to be answered.
   */
  private async submitAndSettle(button: 'resource-search-submit' | 'resource-search-reset'): Promise<void> {
    await this.root.getByTestId(button).click();
    await this.page.waitForTimeout(150);
    await expect.poll(() => this.pendingQueries).toBe(0);
    await this.settled();
  }

  async resetSearch(): Promise<void> {
    await this.submitAndSettle('resource-search-reset');
  }

  /** Finds the walk's record by the first text search field (after the first search field, if another). */
  async searchFor(record: WalkRecord): Promise<void> {
    const text = this.firstTextSearchField();
    if (text) await this.setSearch(text[0], record.typed[text[0]] ?? record.token);
    await this.submitAndSettle('resource-search-submit');
  }

  /** The total the pager shows. */
  async total(): Promise<number> {
    const text = await this.pager.locator('.ant-pagination-total-text').innerText();
    return Number(text.replace(/[^\d]/g, ''));
  }

  /** Picks a page size in the pager and returns the page query it sends. */
  async setPageSize(size: number): Promise<Record<string, unknown>> {
    const query = this.waitForPageQuery((body) => body.limit === size);
    await this.pager.locator('.ant-pagination-options .ant-select').click();
    await this.page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${size}\\b`) })
      .click();
    const body = await query;
    await this.settled();
    return body;
  }

  async goToPage(number: number): Promise<Record<string, unknown>> {
    const query = this.waitForPageQuery((body) => body.page === number);
    await this.pager.locator(`.ant-pagination-item-${number}`).click();
    const body = await query;
    await this.settled();
    await expect(this.pager.locator('.ant-pagination-item-active')).toHaveText(String(number));
    return body;
  }

  /** The texts of a column's cells on the page shown, the column found by its header (the field's label). */
  async columnTexts(name: string): Promise<string[]> {
    await expect(this.rows().first()).toBeVisible();
    const headers = (await this.table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const index = headers.indexOf(this.label(name));
    if (index < 0) throw new Error(`${this.decl.name}: no column headed ${this.label(name)} among ${headers.join(' | ')}`);
    return (
      await this.rows()
        .locator(`td:nth-child(${index + 1})`)
        .allInnerTexts()
    ).map((text) => text.trim());
  }

  /** The dialog's form item of a field (Form.Item gives the control the field's name as id). */
  formItem(name: string): Locator {
    // Bespoke inputs (e.g. the job handler) carry their field's test id instead of the id Form.Item hands down.
    return this.dialog.locator('.ant-form-item').filter({ has: this.itemMarker(name, 'field') });
  }

  /** What marks a field's form item: its label (antd repeats a text label as the title) or its input's test id. */
  private itemMarker(name: string, prefix: 'search' | 'field'): Locator {
    const label = this.label(name).replace(/"/g, '\\"');
    return this.page.locator(`.ant-form-item-label > label[title="${label}"], [data-testid="${prefix}-${name}"]`);
  }

  /** Fields the add dialog must be given: writable on create and required. */
  requiredOnCreate(): [string, FieldDecl][] {
    return fieldsOf(this.decl).filter(([, field]) => field.required && isWritable(field, 'create') && field.kind !== 'id');
  }

  async openAdd(): Promise<void> {
    await this.root.getByTestId('resource-add').click();
    await expect(this.dialog.getByTestId('resource-form-0')).toBeVisible();
    await this.dialogOpened();
  }

  /** Waits for the dialog's opening animation to end (see dialogSettled). */
  async dialogOpened(): Promise<void> {
    await dialogSettled(this.dialog);
  }

  /** Fills one field with a valid value of its kind (or the override); returns the text typed, if any. */
  async fillField(name: string, field: FieldDecl, token: string): Promise<string | undefined> {
    const item = this.formItem(name);
    const override = this.overrides[name];
    if (override !== undefined && !isChoice(field)) {
      await item.locator('input, textarea').first().fill(String(override));
      return String(override);
    }
    switch (field.kind) {
      case 'enum':
      case 'dict':
      case 'reference':
        await pickFirstOption(this.page, item, override === undefined ? null : String(override), Boolean(field.multiple));
        return undefined;
      case 'boolean':
        await item.getByRole('switch').click();
        return undefined;
      case 'integer':
      case 'decimal':
      case 'money': {
        const value = String((field.min ?? 0) + 1);
        const input = item.locator('input').first();
        await input.click();
        await input.pressSequentially(value);
        await input.blur();
        return value;
      }
      case 'phone':
        return this.typeInto(item, validMobile());
      case 'idCard':
        return this.typeInto(item, validIdNumber());
      case 'email':
        return this.typeInto(item, `${token}@example.com`);
      case 'password':
        return this.typeInto(item, `Pw${token}9`);
      case 'date':
      case 'datetime': {
        const value = field.kind === 'date' ? '2030-01-01' : '2030-01-01 00:00:00';
        const input = item.locator('input').first();
        await input.click();
        await input.fill(value);
        await input.press('Enter');
        return undefined;
      }
      default:
        return this.typeInto(item, textValue(field, token, name));
    }
  }

  private async typeInto(item: Locator, value: string): Promise<string> {
    await item.locator('input, textarea').first().fill(value);
    return value;
  }

  /** Adds a record with every required writable field filled; returns what was typed. */
  async add(token = uniqueToken()): Promise<WalkRecord> {
    await this.openAdd();
    const typed: Record<string, string> = {};
    await this.nameCommunityIfAsked();
    for (const [name, field] of this.requiredOnCreate()) {
      const value = await this.fillField(name, field, token);
      if (value !== undefined) typed[name] = value;
    }
    await this.saveDialog();
    return { typed, token };
  }

  /**
   * The head office acting for itself names the community of a community's record (docs/decisions/0028): the
   * dialog then marks the community required. It is chosen first, as the lists of that community's records follow it.
   */
  private async nameCommunityIfAsked(): Promise<void> {
    const field = (this.decl.fields as Record<string, FieldDecl>).residentialId;
    if (this.decl.scope !== 'community' || !field || field.required) return;
    const item = this.formItem('residentialId');
    if ((await item.locator('.ant-form-item-required').count()) > 0) await this.fillField('residentialId', field, '');
  }

  /** Waits for a dialog of a row to show the record it read (the detail request ends, the spinner goes). */
  async dialogLoaded(formTestId: string): Promise<Locator> {
    const form = this.dialog.getByTestId(formTestId);
    await expect(form).toBeVisible();
    await this.dialogOpened();
    await expect(this.dialog.locator('.ant-spin-spinning')).toHaveCount(0);
    return form;
  }

  /** Presses OK and expects the dialog to close with the success notice. */
  async saveDialog(): Promise<void> {
    await expectNoticeFrom(this.page, this.texts.saved, () => this.dialog.getByTestId('resource-dialog-ok').click());
    await expect(this.dialog).toBeHidden();
    await this.settled();
  }

  /** Opens the detail dialog of a row: read-only, closed with its only button. */
  async expectDetail(id: string, typed: Record<string, string>): Promise<void> {
    await this.root.getByTestId(`row-detail-${id}`).click();
    const form = await this.dialogLoaded('resource-form-1');
    for (const [name, value] of Object.entries(typed)) {
      const control = this.formItem(name).locator('input, textarea').first();
      if (this.decl.fields[name]?.secret) continue;
      await expect(control).toHaveValue(value);
      await expect(control).toBeDisabled();
    }
    await expect(form.locator('input:not([disabled]):not([type="hidden"]), textarea:not([disabled])')).toHaveCount(0);
    const ok = this.dialog.getByTestId('resource-dialog-ok');
    await expect(ok).toHaveText(this.texts.close);
    await ok.click();
    await expect(this.dialog).toBeHidden();
  }

  /** The text field the walk changes on edit: the title field when editable, else the first editable text. */
  editableTextField(): string | undefined {
    const editable = ([name, field]: [string, FieldDecl]) =>
      ['text', 'textarea'].includes(field.kind) && isWritable(field, 'update') && !field.unique && !(name in this.overrides);
    const title = fieldsOf(this.decl).find(([name]) => name === this.decl.titleField);
    if (title && editable(title)) return title[0];
    return fieldsOf(this.decl).find(editable)?.[0];
  }

  /** Edits a row: sets `name` to `value` and saves. */
  async edit(id: string, name: string, value: string): Promise<void> {
    await this.root.getByTestId(`row-edit-${id}`).click();
    await this.dialogLoaded('resource-form-2');
    await this.formItem(name).locator('input, textarea').first().fill(value);
    await this.saveDialog();
  }

  /**
   * Clones a row: the dialog opens with the row's values; unique fields get a new value (they must differ),
   * the rest is saved as it is. Returns the new values of the unique fields.
   */
  async clone(id: string, token: string): Promise<Record<string, string>> {
    await this.root.getByTestId(`row-clone-${id}`).click();
    await this.dialogLoaded('resource-form-3');
    const changed: Record<string, string> = {};
    for (const [name, field] of fieldsOf(this.decl)) {
      if (!isWritable(field, 'create') || field.kind === 'id') continue;
      const control = this.formItem(name).locator('input, textarea').first();
      if ((field.unique || this.cloneChanges.includes(name)) && !isChoice(field)) {
        await expect(control).not.toHaveValue('');
        changed[name] = textValue(field, `${token}c`, name);
        await control.fill(changed[name]);
      } else if (field.secret && field.required) {
        await control.fill(`Pw${token}9`);
      }
    }
    await this.saveDialog();
    return changed;
  }

  /** Deletes a row through the confirmation ('确认删除？' / 'Confirm delete?'). */
  async remove(id: string): Promise<void> {
    await this.root.getByTestId(`row-delete-${id}`).click();
    const confirm = openConfirm(this.page);
    await expect(confirm).toContainText(this.texts.confirmDelete);
    await expectNoticeFrom(this.page, this.texts.deleted, () => confirm.getByTestId('confirm-delete').click());
    await expect(this.root.getByTestId(`row-delete-${id}`)).toHaveCount(0);
  }

  /** Exports the list directly (up to 5 000 rows): an .xlsx is downloaded; returns its first sheet. */
  async exportSheet(): Promise<ExcelSheet> {
    const downloaded: Promise<Download> = this.page.waitForEvent('download');
    await this.root.getByTestId('resource-export').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const workbook = new (excel().Workbook)();
    await workbook.xlsx.readFile(path);
    return workbook.worksheets[0]!;
  }

  /** Exports the list directly: returns the first row of the downloaded .xlsx. */
  async exportFirstRow(): Promise<string[]> {
    return rowTexts(await this.exportSheet(), 1);
  }
}

/**
 * Opens a select or tree select inside `container` and picks the option labelled `label`, else the first
 * selectable one. Multiple selects are closed afterwards.
 */
export async function pickFirstOption(page: Page, container: Locator, label: string | null, multiple = false): Promise<void> {
  await container.locator('.ant-select').first().click();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(dropdown).toBeVisible();
  const treeNodes = dropdown.locator(
    '.ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-node-content-wrapper',
  );
  const options = dropdown.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)');
  const candidates = treeNodes.or(options);
  await expect(candidates.first()).toBeVisible();
  const chosen = label ? candidates.filter({ hasText: label }).first() : candidates.first();
  await chosen.click();
  if (multiple) {
    await page.keyboard.press('Escape');
  }
  await expect(dropdown).toBeHidden();
}

/**
 * Picks the option whose text is exactly `text` in the select or tree select of a form item (typed first when
 * `search`: long lists are virtual, and an option out of view is not in the page).
 */
export async function chooseOption(page: Page, item: Locator, text: string, search = false): Promise<void> {
  await item.locator('.ant-select').first().click();
  if (search) await page.keyboard.type(text);
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(dropdown).toBeVisible();
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await dropdown.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper').filter({ hasText: exact }).first().click();
  await expect(dropdown).toBeHidden();
}

/** exceljs, from the API package (the suite has no spreadsheet library of its own). */
export interface ExcelSheet {
  getRow(n: number): { values: unknown };
  rowCount: number;
}
interface ExcelModule {
  Workbook: new () => {
    xlsx: {
      readFile(path: string): Promise<unknown>;
      writeBuffer(): Promise<ArrayBuffer>;
      load(data: ArrayBuffer | Buffer): Promise<unknown>;
    };
    worksheets: ExcelSheet[];
    addWorksheet(name: string): { addRow(values: unknown[]): unknown };
  };
}
const apiRequire = createRequire(resolve(import.meta.dirname, '../../../apps/api/package.json'));
export function excel(): ExcelModule {
  return apiRequire('exceljs') as ExcelModule;
}
/** The filled cells of a sheet's row `n` (1-based) as text. */
export function rowTexts(sheet: ExcelSheet, n: number): string[] {
  return (sheet.getRow(n).values as unknown[]).filter((v) => v !== undefined && v !== null).map(String);
}
export function apiModule<T>(name: string): T {
  return apiRequire(name) as T;
}
