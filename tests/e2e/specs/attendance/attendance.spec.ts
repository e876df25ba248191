import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  attendanceAnomalyResource,
  attendanceClockInResource,
  attendancePeriodResource,
  attendanceRosterResource,
  attendanceScheduleResource,
  attendanceShiftResource,
  labelIn,
  type Language,
} from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { expectNotice } from '../../support/notices.js';
import { chooseOption, excel, ResourcePage, rowTexts } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { gateway, onlineDevice, simUrl } from '../access/access-support.js';
import { makeApartments, token } from '../household/household-support.js';
import { uniqueMobile } from '../door/door-setup.js';

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

/** A call as the head office acting for community 1001; answers the envelope's data, expecting 200. */
async function callIn<T>(request: APIRequestContext, auth: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: auth, companyid: '1001' },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${method} ${url} answered ${body.status} ${body.message}`).toBe(200);
  return body.data;
}

/** The first days of the previous China month (always past: the test does not depend on the day it runs). */
function previousMonth(): { month: string; day: (n: number) => string } {
  const china = new Date(Date.now() + 8 * 3_600_000);
  const year = china.getUTCMonth() === 0 ? china.getUTCFullYear() - 1 : china.getUTCFullYear();
  const month = `${year}-${String(((china.getUTCMonth() + 11) % 12) + 1).padStart(2, '0')}`;
  return { month, day: (n) => `${month}-${String(n).padStart(2, '0')}` };
}

const TEXT = {
  zh_cn: { saved: '保存成功', late: '迟到', absent: '旷工', excused: '已核销', door: '门禁通行', worked: '出勤天数' },
  en: { saved: 'Saved', late: 'Late', absent: 'Absent', excused: 'Excused', door: 'Door passage', worked: 'Days worked' },
} as const;

async function fill(resource: ResourcePage, name: string, value: string): Promise<void> {
  await resource.formItem(name).locator('input, textarea').first().fill(value);
}
async function pickDate(resource: ResourcePage, name: string, value: string): Promise<void> {
  const input = resource.formItem(name).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Picks the option `text` of a (long, virtual) select by typing it first; a multiple select is closed after. */
async function pickTyped(page: Page, item: Locator, text: string, multiple = false): Promise<void> {
  if (!multiple) return chooseOption(page, item, text, true);
  await item.locator('.ant-select').first().click();
  await page.keyboard.type(text);
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

/** The list's rows of `text` after searching it by one field (a staff member picked by name, a name typed). */
async function rowsWith(page: Page, resource: ResourcePage, text: string, field = 'staffId') {
  await resource.open();
  if (field === 'staffId') {
    const item = resource.searchItem(field);
    if (!(await item.isVisible())) await resource.root.getByTestId('resource-search-advanced').click();
    await chooseOption(page, item, text, true);
  } else await resource.setSearch(field, text);
  await resource.search();
  return resource.table.locator('tbody tr').filter({ hasText: text });
}

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a two-period shift, a rotation, door passages as clock-ins, a late, an absent and an excused day in the monthly report and its .xlsx (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const text = TEXT[language];
    const auth = await apiLogin(request, users.admin);
    await apiSetLanguage(request, auth, 'zh_cn');
    const { month, day } = previousMonth();

    // A new approved staff member of 1001 with a card, and an online door device of the community.
    const staffName = `考勤${token()}`;
    const cardNo = String(3_200_000_000 + Math.floor(Math.random() * 99_999_999));
    const staff = await callIn<{ id: number }>(request, auth, 'POST', '/api/door/staff', {
      name: staffName,
      staffNo: `KQ${token()}`,
      phone: uniqueMobile(),
      staffType: 3,
      cardSn: cardNo,
    });
    await callIn(request, auth, 'POST', '/api/door/staff/review', { ids: [staff.id], verdict: 'pass' });
    const apartments = await makeApartments(request, auth, '1001', ['101']);
    const device = await onlineDevice(request, auth, apartments, { codePrefix: 'E2E-KQ', namePrefix: '员工通道' });

    await login(page, users.admin);
    await chooseResidential(page, '1001');
    if (language === 'en') await chooseLanguage(page, 'en');

    // A shift with two periods: the first with the shift, the second on the periods screen.
    const shiftName = `日班${token()}`;
    const shifts = new ResourcePage(page, attendanceShiftResource, language);
    await shifts.open();
    await shifts.openAdd();
    await fill(shifts, 'shiftName', shiftName);
    await fill(shifts, 'signIn', '09:00');
    await fill(shifts, 'signOut', '12:00');
    await shifts.saveDialog();
    const periods = new ResourcePage(page, attendancePeriodResource, language);
    await periods.open();
    await periods.openAdd();
    await pickTyped(page, periods.formItem('shiftId'), shiftName);
    await fill(periods, 'signIn', '13:00');
    await fill(periods, 'signOut', '18:00');
    await periods.saveDialog();
    // A night shift that signs out the next day (its first period ticked "next day").
    const nightName = `夜班${token()}`;
    await callIn(request, auth, 'POST', '/api/attendance/shift', {
      shiftName: nightName,
      signIn: '20:00',
      signOut: '08:00',
      nextDay: 1,
      workMinutes: 720,
      enabled: 1,
    });
    const shiftRows = await rowsWith(page, shifts, shiftName, 'shiftName');
    await expect(shiftRows).toContainText('09:00-12:00, 13:00-18:00');
    await expect(await rowsWith(page, shifts, nightName, 'shiftName')).toContainText('20:00-+08:00');
    await saveScreen(page, `attendance-shifts-${language}`);

    // A rotation 日班-日班-休 over the first five days of last month: days 1, 2, 4 and 5 are scheduled.
    const rosters = new ResourcePage(page, attendanceRosterResource, language);
    await rosters.open();
    await rosters.openAdd();
    await fill(rosters, 'rosterName', `轮班${token()}`);
    await fill(rosters, 'pattern', `${shiftName}-${shiftName}-休`);
    await pickTyped(page, rosters.formItem('staffIds'), staffName, true);
    await pickDate(rosters, 'startsOn', day(1));
    await pickDate(rosters, 'endsOn', day(5));
    await rosters.saveDialog();
    const schedules = new ResourcePage(page, attendanceScheduleResource, language);
    await expect(await rowsWith(page, schedules, staffName)).toHaveCount(4);
    await saveScreen(page, `attendance-schedule-${language}`);

    // Corrections for last month: day 1 on time, day 2 twenty minutes late; days 4 and 5 nobody came.
    const clock = (at: string) =>
      callIn(request, auth, 'POST', '/api/attendance/clockIn', { staffId: staff.id, clockedAt: at, reason: '补录' });
    for (const at of ['08:55', '12:01', '12:59', '18:05']) await clock(`${day(1)} ${at}:00`);
    for (const at of ['09:20', '12:00', '13:00', '18:02']) await clock(`${day(2)} ${at}:00`);

    // The staff member passes the door twice in a row with the card: one clock-in from the door.
    for (let i = 0; i < 2; i++) {
      const passed = await fetch(`${simUrl}/sim/devices/${device.id}/passage`, {
        method: 'POST',
        headers: gateway,
        body: JSON.stringify({ method: 'card', value: cardNo, direction: 1 }),
      });
      expect(passed.ok).toBe(true);
    }

    // Recompute now: the passages become clock-ins, the finished days their anomalies.
    const anomalies = new ResourcePage(page, attendanceAnomalyResource, language);
    await anomalies.open();
    await page.getByTestId('attendance-settle').click();
    await expectNotice(page, language === 'en' ? /door clock-ins read/ : /门禁打卡/);
    const clockIns = new ResourcePage(page, attendanceClockInResource, language);
    await expect
      .poll(async () => (await rowsWith(page, clockIns, staffName)).filter({ hasText: text.door }).count(), { timeout: 20_000 })
      .toBe(1);
    await saveScreen(page, `attendance-clock-ins-${language}`);

    const mine = await rowsWith(page, anomalies, staffName);
    await expect(mine).toHaveCount(3);
    await expect(mine.filter({ hasText: day(2) })).toContainText(text.late);
    await expect(mine.filter({ hasText: day(4) })).toContainText(text.absent);
    const fifth = mine.filter({ hasText: day(5) });
    await expect(fifth).toContainText(text.absent);
    await fifth.locator('[data-testid^="attendance-excuse-"]').click();
    await page.getByTestId('attendance-excuse-reason').fill(language === 'en' ? 'Annual leave' : '年假');
    await page.getByTestId('attendance-excuse-ok').click();
    await expect(fifth).toContainText(text.excused);
    await saveScreen(page, `attendance-anomalies-${language}`);

    // The monthly report (last month by default) shows exactly those, and so does its .xlsx.
    await page.goto('/attendanceManager/report');
    const report = page.getByTestId('attendance-report');
    await expect(report).toContainText(text.worked);
    const row = report.locator('tbody tr').filter({ hasText: staffName });
    const expected = ['4', '2', '1', '20', '0', '0', '1', '0', '0', '1'];
    await expect(row.locator('td').nth(3)).toHaveText(expected[0]!);
    expect((await row.locator('td').allInnerTexts()).slice(3)).toEqual(expected);
    await saveScreen(page, `attendance-report-${language}`);

    const download = page.waitForEvent('download');
    await page.getByTestId('attendance-report-export').click();
    const file = await (await download).path();
    const book = new (excel().Workbook)();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(rowTexts(sheet, 1)).toContain(labelIn({ zh: '出勤天数', en: 'Days worked' }, language));
    const line = Array.from({ length: sheet.rowCount }, (_, i) => rowTexts(sheet, i + 1)).find((cells) => cells.includes(staffName));
    expect(line?.slice(line.indexOf(staffName) + 2)).toEqual(expected);
    expect(sheet.getRow(1).values).toBeDefined();
    expect(month).toMatch(/^\d{4}-\d{2}$/);
  });
}
