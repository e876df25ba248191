import { expect, test, type Page } from '@playwright/test';
import {
  chargeRuleResource,
  chargeStandardResource,
  billRunResource,
  meterReadingResource,
  overdueRecordResource,
  overdueStandardResource,
  billLineResource,
  type FieldDecl,
  type Language,
} from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseResidential, chooseLanguage, shell } from '../../support/header.js';
import { expectRunStatus, startMonth } from '../../support/fee.js';
import { expectNotice, expectNoticeFrom } from '../../support/notices.js';
import { pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 17 part A in Chromium, in Chinese and in English: a charge standard and its rule made on their screens,
 * the amount previewed for a house, a month's bills run (progress in the task list, each community's counts),
 * a late fee accrued on its lines after the grace period, and a meter reading entered (a lower one refused with
 * its reason); a head office's run of every community paused and resumed to the end.
 */
const TEXT = {
  zh_cn: {
    run: '生成账单',
    complete: '已完成',
    preview: '试算',
    lower: /低于上次读数/,
    started: /已开始生成/,
    property: '建筑面积×单价+附加费',
    pause: '暂停',
    paused: '已暂停',
    resume: '继续',
    resumed: '已继续',
    communityDone: '已完成',
    computeLateFees: '计算违约金',
    lateFeesComputed: /已计算违约金：新增 \d+ 条记录/,
    lateFeesAdded: /已计算违约金：新增 [1-9]\d* 条记录/,
    lateFeeLine: '违约金',
  },
  en: {
    run: 'Run bills',
    complete: 'Complete',
    preview: 'Preview',
    lower: /lower than the previous reading/,
    started: /are being generated/,
    property: 'Built-up area × price + extra',
    pause: 'Pause',
    paused: 'Paused',
    resume: 'Resume',
    resumed: 'Resumed',
    communityDone: 'Done',
    computeLateFees: 'Compute late fees',
    lateFeesComputed: /Late fees computed: \d+ new records/,
    lateFeesAdded: /Late fees computed: [1-9]\d* new records/,
    lateFeeLine: 'Late fee',
  },
} as const;

async function setDate(resource: ResourcePage, name: string, value: string): Promise<void> {
  const input = resource.formItem(name).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function fill(resource: ResourcePage, name: string, value: string): Promise<void> {
  await resource.formItem(name).locator('input, textarea').first().fill(value);
}

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a standard, its rule, a preview, a month's bills, a late fee after the grace period and a meter reading (${language})`, async ({
    page,
    baseURL,
    request,
  }) => {
    // Ten screens and two computations: three times the default time.
    test.slow();
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseResidential(page, demoResidentials.jadeLake.companyId);
    if (language === 'en') await chooseLanguage(page, 'en');
    const name = `e2e物业费${language}${Date.now().toString(36).slice(-5)}`;

    // The standard: property fee by built-up area at 2.8765 a square metre, rounded half-up to the fen.
    const standards = new ResourcePage(page, chargeStandardResource, language, { formula: text.property, name });
    await standards.open();
    await standards.openAdd();
    for (const [field, decl] of standards.requiredOnCreate() as [string, FieldDecl][]) {
      if (field === 'validFrom') await setDate(standards, field, '2026-01-01');
      else if (field === 'name') await fill(standards, field, name);
      else await standards.fillField(field, decl, 'e2e');
    }
    await fill(standards, 'unitPrice', '2.8765');
    await standards.saveDialog();
    const standardRow = standards.row(name);
    await expect(standardRow).toBeVisible();
    const standardId = await standards.rowId(standardRow);

    // The preview for a house of the community.
    await page.getByTestId(`preview-${standardId}`).click();
    await pickFirstOption(page, page.locator('.ant-modal').filter({ visible: true }).last(), null);
    await page.getByTestId('preview-compute').click();
    await expect(page.getByTestId('preview-amount')).toHaveText(/^\d+\.\d{2}$/);
    await expect(page.getByTestId('preview-result')).toContainText('× 2.8765');
    await page.keyboard.press('Escape');

    // The rule: the whole community's houses.
    const rules = new ResourcePage(page, chargeRuleResource, language, { standardId: name });
    await rules.open();
    await rules.openAdd();
    for (const [field, decl] of rules.requiredOnCreate() as [string, FieldDecl][]) {
      if (field === 'validFrom') await setDate(rules, field, '2026-01-01');
      else await rules.fillField(field, decl, 'e2e');
    }
    await rules.saveDialog();

    // A month's bills, started on the bill-run screen, end complete with the community's counts.
    const runs = new ResourcePage(page, billRunResource, language);
    await runs.open();
    const runId = await startMonth(page, language === 'en' ? '2026-07' : '2026-06', text.started);
    await expectRunStatus(runs, runId, text.complete);
    await page.getByTestId(`run-detail-${runId}`).click();
    await expect(page.getByTestId('run-communities')).toContainText(demoResidentials.jadeLake.name);

    // A late fee on the month's lines: that month is long past (the grace period is over), so computing accrues it.
    await accrueLateFee(page, language, name);

    // What is owed, by object (the demo months and this run's lines: nothing is settled before the ledger).
    await page.goto('/propertyPayment/charge/arrearage');
    await expect(page.getByTestId('arrearage').locator('.ant-table-row').first()).toBeVisible();

    // A meter reading of a demo water meter; a lower one after it is refused with its reason.
    await readMeter(page, language, text.lower, language === 'en' ? 2031 : 2030);
  });
}

test.describe('a bill run of every community', () => {
  for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
    test(`the head office pauses a run of every community and resumes it to the end, each community billed once (${language})`, async ({
      page,
      baseURL,
      request,
    }) => {
      const text = TEXT[language];
      const token = await apiLogin(request, users.admin);
      await setTokenCookie(page.context(), baseURL!, token);
      await page.goto('/');
      // A new browser session acts for the head office (the admin's saved language is Chinese until the switch).
      await expect(shell(page).communitySwitcher).toContainText('总部');
      if (language === 'en') await chooseLanguage(page, 'en');
      const runs = new ResourcePage(page, billRunResource, language);
      await runs.open();
      // The e2e server waits FEE_RUN_COMMUNITY_GAP_MS (playwright.config.ts) between two communities: time to pause.
      const runId = await startMonth(page, language === 'en' ? '2026-09' : '2026-08', text.started);
      const row = runs.table.locator(`tr[data-row-key="${runId}"]`);
      const pause = page.getByTestId(`run-pause-${runId}`);
      await expect(pause).toHaveText(text.pause);
      await expectNoticeFrom(page, text.paused, () => pause.click());
      await expect(row).toContainText(text.paused);
      const resume = page.getByTestId(`run-resume-${runId}`);
      await expect(resume).toHaveText(text.resume);
      await expectNoticeFrom(page, text.resumed, () => resume.click());
      await expectRunStatus(runs, runId, text.complete);

      // Every community once: as many done as the run has, each of them done in its detail.
      const keys = await runs.rows().evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-row-key')));
      const at = keys.indexOf(runId);
      const count = (await runs.columnTexts('communityCount'))[at]!;
      expect(Number(count)).toBeGreaterThan(1);
      expect((await runs.columnTexts('communitiesDone'))[at]).toBe(count);
      await page.getByTestId(`run-detail-${runId}`).click();
      const detail = page.getByTestId('run-communities').locator('.ant-table-row');
      await expect(detail).toHaveCount(Number(count));
      await expect(detail.filter({ hasText: text.communityDone })).toHaveCount(Number(count));
    });
  }
});

/**
 * Gives the standard `standardName` a late-fee standard (10 grace days, 0.05 % a day) on its screen, computes late
 * fees on the record screen, and finds the records of its lines there and their late-fee lines among the bill lines.
 */
async function accrueLateFee(page: Page, language: Language, standardName: string): Promise<void> {
  const text = TEXT[language];
  const records = new ResourcePage(page, overdueRecordResource, language);
  const compute = async (added: RegExp) => {
    const button = records.root.getByTestId('overdue-compute');
    await expect(button).toHaveText(text.computeLateFees);
    await button.click();
    await expectNoticeFrom(page, added, () => page.getByTestId('overdue-compute-ok').click());
    await records.settled();
  };
  // What the demo's own late-fee standards accrue up to today first, so the next computation adds only this one's.
  await records.open();
  await compute(text.lateFeesComputed);

  const lateName = `${standardName}滞纳金`;
  const standards = new ResourcePage(page, overdueStandardResource, language, { standardId: standardName });
  await standards.open();
  await standards.openAdd();
  for (const [field, decl] of standards.requiredOnCreate() as [string, FieldDecl][]) {
    if (field === 'name') await fill(standards, field, lateName);
    else if (field === 'graceDays') await fill(standards, field, '10');
    else if (field === 'ratePercent') await fill(standards, field, '0.0500');
    else if (field !== 'rateKind') await standards.fillField(field, decl, 'e2e');
  }
  await standards.saveDialog();
  await expect(standards.row(lateName)).toBeVisible();

  await records.open();
  await compute(text.lateFeesAdded);
  await expect(records.rows().first()).toContainText(lateName);

  // The late-fee lines are the newest bill lines, owed like the month's own.
  const lines = new ResourcePage(page, billLineResource, language);
  await lines.open();
  await expect(lines.rows().first()).toContainText(text.lateFeeLine);
  await expect(lines.rows().first()).toContainText(standardName);
}

/** Enters a reading on the meter-reading screen for a demo water meter, then a lower one that is refused. */
async function readMeter(page: Page, language: Language, lower: RegExp, year: number): Promise<void> {
  const readings = new ResourcePage(page, meterReadingResource, language);
  await readings.open();
  const enter = async (period: string, value: string) => {
    await readings.openAdd();
    await pickFirstOption(page, readings.formItem('meterId'), null);
    await setDate(readings, 'periodStart', period);
    await fill(readings, 'currentReading', value);
    await setDate(readings, 'readOn', period.replace(/-01$/, '-25'));
    await readings.dialog.getByTestId('resource-dialog-ok').click();
  };
  // The demo meters are read up to last month; a reading far in the future is the next one.
  await enter(`${year}-01-01`, String(year * 100));
  await expectNotice(page, readings.texts.saved);
  await expect(readings.dialog).toBeHidden();
  await enter(`${year}-02-01`, '1');
  await expect(page.getByText(lower).first()).toBeVisible();
}
