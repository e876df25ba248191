import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { RESOURCES, isWritable, labelIn, type FieldDecl, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom, openConfirm } from '../../support/notices.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import {
  ResourcePage,
  resourceTexts,
  uniqueToken,
  validMobile,
  type AnyDecl,
  type ValueOverrides,
  type WalkRecord,
} from '../../support/resource-page.js';

/**
 * The generic walk over every declared resource (issue 3, "What it must show"): open the list, search, page,
 * add, view, edit, clone, delete, export — driven by the declaration alone, as the administrator.
 */

/**
 * Values the kind of a field cannot tell: the server checks these beyond their declaration (a cron
 * expression the scheduler parses, an allow-list number matching its type, extensions as a list).
 */
const valueOverrides: Record<string, () => ValueOverrides> = {
  quartzJob: () => ({ cronExpression: '0 0 3 * * *' }),
  whiteList: () => ({ value: validMobile() }),
  fileType: () => ({ fileExtension: 'txt' }),
  // SLA minutes have defaults (30, 1440) the walk's typing would append to.
  repairType: () => ({ responseMinutes: 45, completeMinutes: 480 }),
  // A shift starts at a time of day (HH:mm); the window has a default the walk's typing would append to.
  patrolPlan: () => ({ timeOfDay: '08:00', windowMinutes: 60, leadDays: 1 }),
};

/**
 * Fields a clone must change besides the declared `unique` ones: uniqueness over several fields that the
 * declaration does not express (an option's value within its list, a translation's key within its language).
 */
const cloneChanges: Record<string, readonly string[]> = {
  dictItem: ['value'],
  i18nEntry: ['itemKey'],
  // A room number is unique on its floor, a company name within its community.
  apartment: ['roomNo'],
  company: ['companyName'],
  // Codes are unique within the tenant's catalogue.
  manufacturer: ['manufacturerCode'],
  deviceModel: ['modelCode'],
  // A patrol area's name is unique within its community.
  patrolArea: ['areaName'],
};

/**
 * Resources the generic add/edit/clone/delete cannot drive, each with why; they get the narrower walk
 * (list, search, page, export when declared).
 * - department: it has no list of its own; it is the side tree of the user screen, edited from the tree's
 *   toolbar (its own test below).
 * Read-only resources (no `add` in their actions: the operation log, stored files, job runs) are written only
 * by the server, so only their list is walked.
 */
const NARROW: Record<string, string> = {
  department: 'no list of its own: the side tree of the user screen (see the department test)',
  person: 'add, edit and detail are inline pages (/householdManager/add, edit, detail), not the dialog; walked in specs/doorhold',
  staff:
    'add and edit are the inline pages with type=staff and its detail is /householdManager/detail2, not the dialog; walked in specs/doorhold',
  residential:
    'no screen of its own (spec section 2 has none): the communities are the roots of the house and area trees, created by the head office through the API (API suite); the trees are walked in specs/door',
  building: 'no list of its own: the tree of /areaManager/areaManager, added and edited from its toolbar (specs/door)',
  buildingFloor: 'no list of its own: the floors dialog of /areaManager/areaManager (specs/door)',
  notice: 'add, edit and detail are inline pages with the rich-text editor (/noticeManager/add, edit, detail); walked in specs/notice',
  repairDistribution:
    'a tab of the dispatch screen /repairManager/assignRepair, kept per community with a worker of that community; its rules are checked by the API suite (repair-workflow.test.ts) and drive the dispatch in specs/repair',
  device: "a community's records with rules beyond their kinds (a valid ip, a model's methods): walked in specs/device as a community",
  deviceTime: "a community's records (HH:mm times, start before end): the walk runs at the head office; walked in specs/device",
  deviceRestart: "a community's plans (a device of the community, a future time): walked in specs/device",
  deviceUpgrade: 'needs an uploaded firmware package (bizType 20): walked in specs/device',
  chargeStandard:
    'the formula decides which amounts are required (a unit price for an area formula, tiers for a tiered one): made on its screen in specs/fee/billing, zh and en',
  chargeRule:
    'a rule is titled by its standard, which several rules share, so a search by title finds more than the new one: made on its screen in specs/fee/billing',
  meter:
    'a house meter needs a house of the community and a usage standard, a shared meter a building and split shares: read in specs/fee/billing',
  meterReading:
    "a reading needs a meter of the community and a value above the meter's previous reading: entered on its screen in specs/fee/billing, zh and en, a lower one refused",
  overdueStandard:
    'a late-fee standard names a fee standard of the community and a rate: made on its screen in specs/fee/billing, where its late fee appears after the grace period',
  visitor:
    'an appointment names a company and a host employee of the acting community, or a resident host (a generic pick may take another company’s host), and moves through its own state machine: made, approved, arrived and signed out in specs/visitor',
  visitorWatchlist:
    'a tab of /visitorManager/visitorMng needing an ID number or a phone (neither is required alone): added in specs/visitor',
  visitorWatchlistEvent:
    'read-only events written by a refused or flagged registration: a tab of /visitorManager/visitorMng; their writing is checked by the API suite (visitor-visits.test.ts)',
  equipment:
    "a community's ledger (its building and code are the community's): the walk runs at the head office, where the generic form does not pick a community; its rules are in the API suite (equipment-maintenance.test.ts)",
  maintainPlan:
    "a community's plan on equipment of that community with a cycle that fires: made through the API in specs/equipment/maintenance.spec.ts, refusals in the API suite",
  equipmentFailure:
    "a community's failure on its equipment, moved through its lifecycle on its detail page in specs/equipment/maintenance.spec.ts",
  attendanceShift:
    "a community's shifts (the walk runs at the head office, where the generic form does not pick a community), saved with a first period of HH:mm times: made on its screen in specs/attendance, zh and en",
  attendancePeriod:
    "a period must not overlap its shift's other periods (the generic pick takes any shift): added in specs/attendance, overlaps and the last period refused in the API suite (attendance.test.ts)",
  attendanceRoster:
    "a rotation's pattern names its community's shifts and its staff are approved staff of that community: made in specs/attendance",
  attendanceSchedule:
    'a schedule names an approved staff member and a shift of one community (the generic pick may take two communities): made by a rotation in specs/attendance; refusals in the API suite',
  attendanceClockIn:
    'a correction names a staff member of the acting community, a past time and a reason: made in specs/attendance; refusals in the API suite',
  bankAgreement:
    "a community's house and a real account number (12–30 digits, write-only, answered masked): signed through the API in the API suite (bank-collection.test.ts); the walk runs at the head office, where the generic form does not pick a community",
  bankPlan:
    "a community's charge standards and dates in order (retry after debit): the walk runs at the head office, where the generic form does not pick a community; made in the API suite, run in specs/fee/bank-collection",
  eInvoiceSeller:
    'one per community, with a tax number whose check character the server verifies: saved on its screen in specs/fee/e-invoice, zh and en; refusals in the API suite (e-invoice.test.ts)',
  eInvoiceTaxCode:
    'a 19-digit tax goods code, one per fee type of a community (a clone repeats it): the demo seeds them; refusals in the API suite (e-invoice.test.ts)',
  eInvoiceChannel:
    'one per community (a clone repeats it), and the walk runs at the head office, where the generic form does not pick a community: issuing through it is in specs/fee/e-invoice',
  attendanceHoliday:
    'a day is in the calendar once per community (a clone repeats the day, and the walk types the same day in both languages): written and refused in the API suite (attendance/test/close-daily-holiday.test.ts)',
  card: 'a 10-digit number live once per company, issued to a resident chosen from the directory and written to the devices (a clone would issue the same number twice): issued in the console in specs/access/access-auth',
};

/**
 * Screens whose walk does more than most: the house and area screens load the community/building/floor tree
 * and three reference columns besides the list, so their walk gets triple the test time on a busy machine.
 */
const SLOW: ReadonlySet<string> = new Set(['apartment', 'company']);

function walksRecord(decl: AnyDecl): boolean {
  return decl.actions.includes('add') && !NARROW[decl.name];
}

function fieldsOf(decl: AnyDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields as Record<string, FieldDecl>);
}

function listColumns(decl: AnyDecl): string[] {
  return fieldsOf(decl)
    .filter(([, field]) => field.list && !field.secret)
    .map(([name]) => name);
}

/** Columns a clone must repeat: everything the user wrote that is not unique (ids and stamps differ). */
function clonedColumns(decl: AnyDecl): number[] {
  return listColumns(decl)
    .map((name, index) => ({ name, field: (decl.fields as Record<string, FieldDecl>)[name]!, index }))
    .filter(
      ({ name, field }) => !field.unique && !cloneChanges[decl.name]?.includes(name) && field.form !== 'readonly' && field.kind !== 'id',
    )
    .map(({ index }) => index);
}

async function cellsOf(resource: ResourcePage, id: string): Promise<string[]> {
  return resource.table.locator(`tr[data-row-key="${id}"] > td`).allInnerTexts();
}

/** List, first search field, page size and page: what every resource's list offers. */
async function walkList(resource: ResourcePage): Promise<void> {
  await resource.open();
  const [first, field] = resource.firstSearchField();
  // The first search field takes the text of the first row's column when it is text, else its first option.
  const choice = ['enum', 'dict', 'reference', 'boolean'].includes(field.kind);
  if (field.search !== 'range') {
    const numeric = ['integer', 'decimal', 'money'].includes(field.kind);
    await resource.setSearch(first, choice ? null : numeric ? '987654321' : 'e2e-no-such-record');
    const body = await resource.search();
    expect(body, `the search sends ${first}`).toHaveProperty(first);
    if (!choice) await expect(resource.rows()).toHaveCount(0);
    await resource.resetSearch();
  }

  const sized = await resource.setPageSize(5);
  expect(sized).toMatchObject({ page: 1, limit: 5 });
  await expect(resource.rows()).toHaveCount(Math.min(5, await resource.total()));
  if ((await resource.total()) > 5) {
    const second = await resource.goToPage(2);
    expect(second).toMatchObject({ page: 2, limit: 5 });
  } else {
    await expect(resource.pager.locator('.ant-pagination-next')).toHaveClass(/ant-pagination-disabled/);
  }
}

/**
 * Resources exported as their import template filled in (so an exported file imports back): their export
 * holds the list columns a create writes, not the read-only ones; the exact comparison with the template is in
 * the spec named here.
 */
const EXPORTED_AS_TEMPLATE: Record<string, string> = {
  apartment: 'specs/door/apartment-import.spec.ts',
  patrolPoint: 'specs/patrol/patrol-import-order.spec.ts',
};

/**
 * Lists the demo fills past the direct export limit (a year of bill lines, meter readings and patrol check-ins): their export is a
 * task with progress, as resources/export-task.spec.ts shows for passage records, not a download.
 */
const EXPORTED_AS_TASK: ReadonlySet<string> = new Set(['receivable', 'meterReadingHistory', 'patrolRecord']);

async function expectExport(resource: ResourcePage): Promise<void> {
  if (!resource.decl.actions.includes('export') || EXPORTED_AS_TASK.has(resource.decl.name)) return;
  const header = await resource.exportFirstRow();
  const asTemplate = EXPORTED_AS_TEMPLATE[resource.decl.name] !== undefined;
  const expected = listColumns(resource.decl).filter(
    (name) => !asTemplate || isWritable((resource.decl.fields as Record<string, FieldDecl>)[name]!, 'create'),
  );
  // The export's header row holds the column labels in the user's language (zh here; a required one may carry ' *').
  for (const name of expected) {
    expect(
      header.map((cell) => cell.replace(/\s*\*$/, '')),
      `export header of ${resource.decl.name}`,
    ).toContain(resource.label(name));
  }
}

/** Add, find, view, edit, clone and delete one record, all through the screen. */
async function walkRecord(resource: ResourcePage): Promise<void> {
  const record: WalkRecord = await resource.add(uniqueToken());

  // Found again by its text (the first text search field).
  await resource.searchFor(record);
  await expect(resource.rows()).toHaveCount(1);
  const id = await resource.rowId(resource.rows().first());

  await resource.expectDetail(id, record.typed);

  const changed = resource.editableTextField();
  if (changed) {
    const value = `${record.token}E`.slice(0, 20);
    await resource.edit(id, changed, value);
    record.typed[changed] = value;
    await resource.searchFor(record);
    await expect(resource.table.locator(`tr[data-row-key="${id}"]`)).toContainText(value);
  }
  const original = await cellsOf(resource, id);

  const uniques = await resource.clone(id, record.token);
  await resource.searchFor({ ...record, typed: { ...record.typed, ...uniques } });
  const copy = resource.rows().filter({ hasNot: resource.page.locator(`[data-testid="row-delete-${id}"]`) });
  await expect(copy).toHaveCount(1);
  const copyId = await resource.rowId(copy);
  expect(copyId).not.toBe(id);
  const copied = await cellsOf(resource, copyId);
  for (const index of clonedColumns(resource.decl)) {
    expect(copied[index], `${resource.decl.name} clone keeps column ${listColumns(resource.decl)[index]}`).toBe(original[index]);
  }

  await resource.remove(copyId);
  await resource.searchFor(record);
  await resource.remove(id);
  await expect(resource.rows()).toHaveCount(0);
}

/** Signs the administrator in through the API and hands the console the token (the login form has its own spec). */
async function signIn(page: Page, baseURL: string, request: APIRequestContext): Promise<void> {
  await setTokenCookie(page.context(), baseURL, await apiLogin(request, users.admin));
}

async function walk(page: Page, decl: AnyDecl, language: Language): Promise<void> {
  const resource = new ResourcePage(page, decl, language, valueOverrides[decl.name]?.() ?? {}, cloneChanges[decl.name]);
  await walkList(resource);
  await expectExport(resource);
  if (walksRecord(decl)) {
    await resource.resetSearch();
    await walkRecord(resource);
  }
}

/**
 * The resources' walks share one browser context, each on its own page: the console's code is then loaded from
 * the browser's cache (its chunks are immutable) and compiled once, instead of once per resource. A failed test
 * restarts the worker, and with it the context.
 */
let walkContext: BrowserContext | undefined;

test.describe('every declared resource, walked through its screen', () => {
  test.beforeAll(async ({ browser }, workerInfo) => {
    const { baseURL, locale, timezoneId, viewport, reducedMotion, userAgent, deviceScaleFactor } = workerInfo.project.use;
    walkContext = await browser.newContext({ baseURL, locale, timezoneId, viewport, reducedMotion, userAgent, deviceScaleFactor });
  });
  test.afterAll(async () => {
    await walkContext?.close();
    walkContext = undefined;
  });

  for (const decl of RESOURCES) {
    if (NARROW[decl.name]) continue;
    const scope = walksRecord(decl) ? 'list, search, page, add, view, edit, clone, delete' : 'list, search and page (read-only)';
    test(`${decl.name}: ${scope}${decl.actions.includes('export') ? ', export' : ''}`, async ({ baseURL, request }) => {
      if (SLOW.has(decl.name)) test.slow();
      const page = await walkContext!.newPage();
      try {
        await signIn(page, baseURL!, request);
        await walk(page, decl, 'zh_cn');
      } finally {
        await page.close();
      }
    });
  }

  test('department: added under the user screen’s tree and deleted from it', async ({ page, baseURL, request }) => {
    const department = RESOURCES.find((decl) => decl.name === 'department')!;
    await signIn(page, baseURL!, request);
    const resource = new ResourcePage(
      page,
      RESOURCES.find((decl) => decl.name === 'user')!,
    );
    await resource.open();
    const tree = page.getByTestId('resource-tree-panel');
    const name = uniqueToken();
    await page.getByTestId('department-add').click();
    const departments = new ResourcePage(page, department);
    await expect(departments.dialog.getByTestId('resource-form-0')).toBeVisible();
    for (const [field, decl] of departments.requiredOnCreate()) await departments.fillField(field, decl, name);
    await departments.saveDialog();
    const node = tree.getByText(new RegExp(`^${name}`));
    await expect(node).toBeVisible();
    await node.click();
    await page.getByTestId('department-delete').click();
    // The button's tooltip would cover the confirmation's buttons while the pointer rests on it.
    await page.mouse.move(0, 0);
    const confirm = openConfirm(page);
    await expect(confirm).toContainText(resourceTexts.zh_cn.confirmDelete);
    await expectNoticeFrom(page, resourceTexts.zh_cn.deleted, () => confirm.getByRole('button', { name: /确\s*定|OK/ }).click());
    await expect(node).toBeHidden();
  });

  test('the walk in English: labels, dialog title and messages switch language', async ({ page, request }) => {
    const tenant = RESOURCES.find((decl) => decl.name === 'tenant')!;
    await login(page, users.admin);
    await chooseLanguage(page, 'en');
    try {
      const resource = new ResourcePage(page, tenant, 'en');
      await resource.open();
      await expect(resource.table.locator('thead')).toContainText(labelIn(tenant.fields.name!.label, 'en'));
      await expect(resource.root.getByTestId('resource-add')).toHaveText(/Add/);
      await expect(resource.pager).toContainText('in total');
      // The add dialog's title and a validation message, in English.
      await resource.openAdd();
      await expect(resource.dialog.locator('.ant-modal-title')).toHaveText(resourceTexts.en.titleAdd(tenant.label.en));
      await resource.dialog.getByTestId('resource-dialog-ok').click();
      const code = resource.formItem('code').locator('.ant-form-item-explain');
      await expect(code).toHaveText(resourceTexts.en.enter(resource.label('code')));
      await resource.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(resource.dialog).toBeHidden();
      await walk(page, tenant, 'en');
    } finally {
      await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    }
  });
});
