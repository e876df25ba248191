import { expect, test, type Page } from '@playwright/test';
import {
  chargeRuleResource,
  chargeStandardResource,
  generateTaskResource,
  meterReadingResource,
  type FieldDecl,
  type Language,
} from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseCommunity, chooseLanguage } from '../../support/header.js';
import { expectNotice } from '../../support/notices.js';
import { pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { communities, users } from '../../support/users.js';

/**
 * Issue 17 part A in Chromium, in Chinese and in English: a charge standard and its rule made on their screens,
 * the amount previewed for a house, a month's bills run (progress in the task list, each community's counts),
 * and a meter reading entered (a lower one refused with its reason).
 */
const TEXT = {
  zh_cn: {
    run: '生成账单',
    complete: '已完成',
    preview: '试算',
    lower: /低于上次读数/,
    started: /已开始生成/,
    property: '建筑面积×单价+附加费',
  },
  en: {
    run: 'Run bills',
    complete: 'Complete',
    preview: 'Preview',
    lower: /lower than the previous reading/,
    started: /are being generated/,
    property: 'Built-up area × price + extra',
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

// The English run switches the admin's language in the header, which is saved for the account: give it back.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a standard, its rule, a preview, a month's bills and a meter reading (${language})`, async ({ page, baseURL, request }) => {
    const text = TEXT[language];
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(page.context(), baseURL!, token);
    await page.goto('/');
    await chooseCommunity(page, communities.jadeLake.companyId);
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
    const runs = new ResourcePage(page, generateTaskResource, language);
    await runs.open();
    const month = language === 'en' ? '2026-07' : '2026-06';
    const monthInput = page.locator('input[data-testid="run-month"], [data-testid="run-month"] input').first();
    await monthInput.click();
    await monthInput.fill(month);
    await monthInput.press('Enter');
    await page.getByTestId('run-start').click();
    await expectNotice(page, text.started);
    await expect
      .poll(
        async () => {
          await runs.root.getByTestId('resource-search-submit').click();
          return runs.rows().first().textContent();
        },
        { timeout: 30_000 },
      )
      .toContain(text.complete);
    const runId = await runs.rowId(runs.rows().first());
    await page.getByTestId(`run-detail-${runId}`).click();
    await expect(page.getByTestId('run-communities')).toContainText(communities.jadeLake.name);

    // What is owed, by object (the demo months and this run's lines: nothing is settled before the ledger).
    await page.goto('/propertyPayment/charge/arrearage');
    await expect(page.getByTestId('arrearage').locator('.ant-table-row').first()).toBeVisible();

    // A meter reading of a demo water meter; a lower one after it is refused with its reason.
    await readMeter(page, language, text.lower, language === 'en' ? 2031 : 2030);
  });
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
