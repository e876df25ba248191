import { expect, test, type Page } from '@playwright/test';
import { ATTENDANCE_DAILY_COLUMNS, AttendanceEndpoints, attendanceClockInResource, labelIn, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { chooseOption, excel, ResourcePage, rowTexts } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { token } from '../household/household-support.js';
import { approvedStaff, ok, send, shiftOf } from './attendance-support.js';

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

// Fixed past months, one per language (closing a month is the community's: the two runs do not share one).
const MONTHS = { zh_cn: '2024-11', en: '2024-12' } as const;
const TEXT = {
  zh_cn: {
    open: '未关账',
    closed: '已关账',
    refused: '不能再修改该月',
    reasonRequired: '请填写重新开放的原因',
    done: ['已关账', '已重新开放'],
  },
  en: {
    open: 'Open',
    closed: 'Closed',
    refused: 'cannot change until it is reopened',
    reasonRequired: 'Give the reason for reopening',
    done: ['is closed', 'is open again'],
  },
} as const;

async function pickPicker(page: Page, root: string, value: string): Promise<void> {
  const input = page.getByTestId(root).filter({ visible: true }).locator('.ant-picker input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** The report's cells of the staff member's row, from the fourth column on (the figures). */
async function figures(page: Page, staffName: string): Promise<string[]> {
  const row = page.getByTestId('attendance-report').filter({ visible: true }).locator('tbody tr').filter({ hasText: staffName });
  await expect(row).toHaveCount(1);
  return (await row.locator('td').allInnerTexts()).slice(3);
}

async function correction(page: Page, language: Language, staffName: string, at: string): Promise<ResourcePage> {
  const clockIns = new ResourcePage(page, attendanceClockInResource, language);
  await clockIns.open();
  await clockIns.openAdd();
  await chooseOption(page, clockIns.formItem('staffId'), staffName, true);
  const input = clockIns.formItem('clockedAt').locator('input').first();
  await input.click();
  await input.fill(at);
  await input.press('Enter');
  await clockIns
    .formItem('reason')
    .locator('textarea')
    .fill(language === 'en' ? 'Forgot the card' : '忘带卡');
  return clockIns;
}

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a closed month refuses a correction until reopened with a reason; the daily report and its .xlsx (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const text = TEXT[language];
    const month = MONTHS[language];
    const [d1, d2] = [`${month}-04`, `${month}-05`];
    const auth = await apiLogin(request, users.admin);
    await apiSetLanguage(request, auth, 'zh_cn');
    // A run stopped half-way may have left the month closed.
    await send(request, auth, 'POST', AttendanceEndpoints.reopen.path, { month, reason: 'e2e' });

    // A staff member on a 09:00-18:00 shift on two days: on time the first, nobody the second.
    const staffName = `关账${token()}`;
    const staff = await approvedStaff(request, auth, staffName);
    const shift = await shiftOf(request, auth, '09:00', '18:00');
    for (const day of [d1, d2]) await ok(request, auth, 'POST', '/api/attendance/schedule', { staffId: staff.id, day, shiftId: shift.id });
    for (const at of ['08:55', '18:05'])
      await ok(request, auth, 'POST', '/api/attendance/clockIn', { staffId: staff.id, clockedAt: `${d1} ${at}:00`, reason: '补录' });
    await ok(request, auth, 'POST', AttendanceEndpoints.recompute.path, { month });

    await login(page, users.admin);
    await chooseResidential(page, '1001');
    if (language === 'en') await chooseLanguage(page, 'en');

    // The month is open: 2 scheduled, 1 worked, 1 absent. Closed, it shows its state and the close in its history.
    await page.goto('/attendanceManager/report');
    await pickPicker(page, 'attendance-report', month);
    const state = page.getByTestId('attendance-month-state').filter({ visible: true });
    await expect(state).toHaveAttribute('data-state', 'open');
    await expect(state).toContainText(text.open);
    expect(await figures(page, staffName)).toEqual(['2', '1', '0', '0', '0', '0', '1', '0', '0', '0']);
    await page.getByTestId('attendance-close-month').filter({ visible: true }).click();
    await expectNoticeFrom(page, `${month} ${text.done[0]}`, () => page.getByTestId('attendance-close-ok').click());
    await expect(state).toHaveAttribute('data-state', 'closed');
    await expect(state).toContainText(text.closed);
    await expect(page.getByTestId('attendance-month-history').filter({ visible: true })).toBeVisible();
    await saveScreen(page, `attendance-month-closed-${language}`);

    // A correction for a day of the closed month is refused, in the user's language, and nothing is saved.
    const clockIns = await correction(page, language, staffName, `${d2} 09:05:00`);
    await expectNoticeFrom(page, text.refused, () => clockIns.dialog.getByTestId('resource-dialog-ok').click());
    await expect(clockIns.dialog).toBeVisible();
    // The footer's Cancel (the corner's close button can sit under the error notice).
    await clockIns.dialog.locator('.ant-modal-footer button').first().click();
    await page.getByTestId('discard-confirm').click();
    await expect(clockIns.dialog).toBeHidden();

    // Reopening asks for the reason; with it the month is open again and the reopen is listed with its reason.
    await page.goto('/attendanceManager/report');
    await pickPicker(page, 'attendance-report', month);
    await page.getByTestId('attendance-reopen-month').filter({ visible: true }).click();
    await page.getByTestId('attendance-reopen-ok').click();
    await expect(page.locator('.ant-modal').filter({ hasText: text.reasonRequired })).toBeVisible();
    const reason = language === 'en' ? 'Leave was not recorded' : '漏录请假';
    await page.getByTestId('attendance-reopen-reason').fill(reason);
    await expectNoticeFrom(page, `${month} ${text.done[1]}`, () => page.getByTestId('attendance-reopen-ok').click());
    await expect(state).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('attendance-month-history').filter({ visible: true })).toContainText(reason);
    await saveScreen(page, `attendance-month-reopened-${language}`);

    // Now the correction is accepted and the day recomputed: late 5 minutes and no clock-out instead of absent.
    const accepted = await correction(page, language, staffName, `${d2} 09:05:00`);
    await accepted.saveDialog();
    await page.goto('/attendanceManager/report');
    await pickPicker(page, 'attendance-report', month);
    await expect.poll(() => figures(page, staffName)).toEqual(['2', '2', '1', '5', '0', '0', '0', '1', '0', '0']);

    // The daily report of the second day shows that day, and its .xlsx the same figures.
    await page.goto('/attendanceManager/dailyReport');
    await pickPicker(page, 'attendance-daily-report', d2);
    const row = page.getByTestId('attendance-daily-report').filter({ visible: true }).locator('tbody tr').filter({ hasText: staffName });
    const expected = ['09:05', '09:05', '1', '1', '5', '0', '0', '0', '1', '0', '0'];
    await expect.poll(async () => (await row.locator('td').allInnerTexts()).slice(4)).toEqual(expected);
    await saveScreen(page, `attendance-daily-report-${language}`);
    const download = page.waitForEvent('download');
    await page.getByTestId('attendance-daily-export').filter({ visible: true }).click();
    const book = new (excel().Workbook)();
    await book.xlsx.readFile(await (await download).path());
    const sheet = book.worksheets[0]!;
    expect(rowTexts(sheet, 1)).toEqual(ATTENDANCE_DAILY_COLUMNS.map((column) => labelIn(column, language)));
    const line = Array.from({ length: sheet.rowCount }, (_, i) => rowTexts(sheet, i + 1)).find((cells) => cells.includes(staffName));
    expect(line?.slice(line.indexOf(staffName) + 3)).toEqual(expected);
  });
}
