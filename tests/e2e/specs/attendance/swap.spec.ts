import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { chooseOption } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { token } from '../household/household-support.js';
import { approvedStaff, ok, shiftOf } from './attendance-support.js';

/**
 * Issue 25, in Chinese: on the schedule screen a supervisor swaps two staff members' shifts of a day with 调班:
 * the dialog asks for the day, both people and a reason before it sends anything, and afterwards each has the
 * other's shift. A fixed past day of a month no spec closes.
 */
const DAY = '2024-10-09';

test('调班 swaps two staff members’ shifts of a day, asking for a reason first', async ({ page, request }) => {
  const auth = await apiLogin(request, users.admin);
  const [nameA, nameB] = [`早班${token()}`, `晚班${token()}`];
  const [a, b] = [await approvedStaff(request, auth, nameA), await approvedStaff(request, auth, nameB)];
  const [early, late] = [await shiftOf(request, auth, '07:00', '15:00'), await shiftOf(request, auth, '15:00', '23:00')];
  await ok(request, auth, 'POST', '/api/attendance/schedule', { staffId: a.id, day: DAY, shiftId: early.id });
  await ok(request, auth, 'POST', '/api/attendance/schedule', { staffId: b.id, day: DAY, shiftId: late.id });

  await login(page, users.admin);
  await chooseResidential(page, '1001');
  await page.goto('/attendanceManager/schedule');
  await page.getByTestId('schedule-swap').click();
  const form = page.getByTestId('swap-form');
  // Nothing chosen: each field says what it needs, and nothing is sent.
  await page.getByTestId('swap-ok').click();
  await expect(form).toContainText('请选择人员一');
  await expect(form).toContainText('请填写调班原因');

  const day = form.locator('.ant-picker input').first();
  await day.click();
  await day.fill(DAY);
  await day.press('Enter');
  const item = (label: string) => form.locator('.ant-form-item').filter({ hasText: label });
  await chooseOption(page, item('人员一'), nameA, true);
  await chooseOption(page, item('人员二'), nameB, true);
  await form.getByLabel('调班原因').fill('家中有事，与晚班互换');
  await expectNoticeFrom(page, '已调班', () => page.getByTestId('swap-ok').click());
  await expect(form).toBeHidden();

  // Each now has the other's shift that day.
  const shiftsOf = async (staffId: number) =>
    (
      (await ok(request, auth, 'POST', '/api/attendance/schedule/query/page', { staffId, page: 1, limit: 10 })) as unknown as {
        rows: { day: string; shiftId: number }[];
      }
    ).rows
      .filter((row) => row.day === DAY)
      .map((row) => row.shiftId);
  expect(await shiftsOf(a.id)).toEqual([late.id]);
  expect(await shiftsOf(b.id)).toEqual([early.id]);
});

/**
 * Issue 25, in English: the schedule screen's month grid shows a staff member's shifts by day; a cell's menu sets a
 * shift on a day off and takes it away again (Off), each saved through the schedule's own routes.
 */
test('the month grid sets and clears a staff member’s shift of a day (en)', async ({ page, request }) => {
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, 'en');
  try {
    const name = `网格${token()}`;
    const person = await approvedStaff(request, auth, name);
    const shift = await shiftOf(request, auth, '08:00', '16:00');
    await ok(request, auth, 'POST', '/api/attendance/schedule', { staffId: person.id, day: DAY, shiftId: shift.id });

    await login(page, users.admin);
    await chooseResidential(page, '1001');
    await page.goto('/attendanceManager/schedule');
    // The list tab has loaded (and settled its address) before the grid tab is chosen.
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.getByTestId('schedule-grid-tab').click();
    await expect(page.getByTestId('schedule-grid')).toBeVisible();
    const month = page.getByTestId('schedule-grid').locator('.ant-picker input');
    await month.click();
    await month.fill('2024-10');
    await month.press('Enter');
    const scheduled = page.getByTestId(`grid-cell-${person.id}-${DAY}`);
    await expect(scheduled).toContainText('班0800');
    const next = page.getByTestId(`grid-cell-${person.id}-2024-10-10`);
    await expect(next).toHaveText('Off');

    // The cells answer the save (its success notice lasts a second: a loaded machine may not see it in time).
    await next.click();
    await page.getByRole('menuitem', { name: /^班0800/ }).click();
    await expect(next).toContainText('班0800');
    await scheduled.click();
    await page.getByRole('menuitem', { name: 'Off' }).click();
    await expect(scheduled).toHaveText('Off');
    const days = (
      (await ok(request, auth, 'POST', '/api/attendance/schedule/query/page', { staffId: person.id, page: 1, limit: 10 })) as unknown as {
        rows: { day: string }[];
      }
    ).rows.map((row) => row.day);
    expect(days).toEqual(['2024-10-10']);
  } finally {
    await apiSetLanguage(request, auth, 'zh_cn');
  }
});
