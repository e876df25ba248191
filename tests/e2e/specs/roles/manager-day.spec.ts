import {
  AttendanceEndpoints,
  chinaDateOf,
  attendanceRosterResource,
  attendanceShiftResource,
  maintainPlanResource,
  patrolPlanResource,
  type RosterOverlap,
} from '@cvap/contracts';
import type { Locator, Page } from '@playwright/test';
import { apiLogin } from '../../support/api.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { expect, expectPickerOffers, test } from '../../support/refusals.js';
import { chooseOption, pickFirstOption, ResourcePage, uniqueToken, type ValueOverrides } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import {
  fixtures,
  formItem as anyFormItem,
  idNumber,
  listRow,
  makeApartments,
  pickApartment,
  token,
} from '../household/household-support.js';
import { expectWholeMenuWorks, screenSettled, startDay } from './role-day.js';

/**
 * 李华 (lihua), community manager of 阳光花园 (1001), through her working day in Chinese: every screen of her menu,
 * a resident in a house and a staff member in a department, a notice, a repair order dispatched, a maintenance
 * plan, a patrol plan, a shift and a rotation of her staff. Nothing she does is refused (no 403 answer, no
 * "没有执行此操作的权限"), and every picker a form requires offers her something to choose.
 */

const SAVED = '保存成功';

// A person's day logs in through the form and saves through dialogs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('every screen of her menu opens, with its add dialog and required pickers, and nothing is refused', async ({
  page,
  request,
  refusals,
}) => {
  // Her menu has some forty screens, each opened with its tabs and add dialog.
  test.setTimeout(600_000);
  await expectWholeMenuWorks(page, request, refusals, users.lihua);
});

test('registers a resident in a house of 阳光花园 and a staff member in a department', async ({ page, request, refusals }) => {
  const apartments = await makeApartments(request, await apiLogin(request, users.admin), '1001', ['101']);
  await startDay(page, request, users.lihua);

  refusals.during('resident registration (house picker)');
  await page.goto('/householdManager/householdReg');
  await screenSettled(page, refusals);
  await page.getByTestId('resource-page-person').getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/householdManager\/add$/);
  // The add page opens as a tab whose screen loads lazily: fill it once it has settled, not while it may re-mount.
  await screenSettled(page, refusals);
  const resident = `住户${token()}`;
  await formItem(page, '姓名').locator('input').fill(resident);
  await chooseOption(page, formItem(page, '住户类型'), '业主');
  await formItem(page, '手机号').locator('input').fill(uniqueMobile());
  await formItem(page, '身份证号').locator('input').fill(idNumber());
  await pickApartment(page, apartments, '101');
  await page.getByTestId('portrait-upload').locator('input[type="file"]').setInputFiles(fixtures.jpg);
  await expect(page.getByTestId('portrait-preview')).toBeVisible();
  await expectNoticeFrom(page, SAVED, () => page.getByTestId('registration-save').click());
  await expect(listRow(page, 'resource-table', resident)).toHaveCount(1);

  refusals.during('property staff registration (department picker)');
  await page.goto('/householdManager/propertyReg');
  await screenSettled(page, refusals);
  await page.getByTestId('resource-page-staff').getByTestId('resource-add').click();
  await expect(page.getByTestId('registration-form-staff')).toBeVisible();
  await screenSettled(page, refusals);
  const staff = `员工${token()}`;
  await formItem(page, '姓名').locator('input').fill(staff);
  await formItem(page, '工号').locator('input').fill(`S${token()}`);
  await formItem(page, '手机号').locator('input').fill(uniqueMobile());
  await pickFirstOption(page, formItem(page, '人员类型'), null);
  await expectPickerOffers(page, formItem(page, '部门'));
  await pickFirstOption(page, formItem(page, '部门'), null);
  await expectNoticeFrom(page, SAVED, () => page.getByTestId('registration-save').click());
  await expect(page).toHaveURL(/\/householdManager\/propertyReg$/);
  await expect(listRow(page, 'resource-table', staff)).toHaveCount(1);
});

test('publishes a notice to her community', async ({ page, request, refusals }) => {
  await startDay(page, request, users.lihua);
  refusals.during('notice add page');
  await page.goto('/noticeManager/index');
  await page.getByTestId('resource-page-notice').getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/noticeManager\/add$/);
  const title = `停水通知${token()}`;
  await formItem(page, '标题').locator('input').fill(title);
  await page.getByTestId('notice-editor').click();
  await page.keyboard.type('周六上午 9 点至 11 点二次供水设备清洗，暂停供水。');
  await expectNoticeFrom(page, '公告已发布', () => page.getByTestId('notice-save-publish').click());
  await expect(page).toHaveURL(/\/noticeManager\/index$/);
  await expect(listRow(page, 'resource-table', title)).toContainText('已发布');
});

test('dispatches a new repair order of 阳光花园 to a worker', async ({ page, request, refusals }) => {
  await startDay(page, request, users.lihua);
  refusals.during('repair report form');
  await page.goto('/repairManager/myRepair');
  await page.getByTestId('repair-create').click();
  const form = page.getByTestId('repair-create-form');
  await expectPickerOffers(page, 'repair-create-type', form);
  await pickFirstOption(page, form.locator('.ant-form-item').filter({ has: page.getByTestId('repair-create-type') }), null);
  const title = `3栋502室阳台漏水 ${token()}`;
  await form.getByTestId('repair-create-title').fill(title);
  await form.getByTestId('repair-create-address').fill('3栋502室');
  await form.getByTestId('repair-create-reporter').fill('张敏');
  await form.getByTestId('repair-create-phone').fill(uniqueMobile());
  const created = page.waitForResponse((r) => r.url().endsWith('/api/property/repairOrder') && r.request().method() === 'POST');
  await page.getByTestId('repair-create-submit').click();
  const order = ((await (await created).json()) as { data: { id: number; orderNo: string } }).data;
  await expect(page.getByTestId('repair-detail-no')).toHaveText(order.orderNo);

  // A dispatch rule may have given it to someone already: then she takes it back first, as the dispatcher does.
  refusals.during('repair dispatch (worker picker)');
  if (await page.getByTestId('repair-action-return').isVisible()) {
    await page.getByTestId('repair-action-return').click();
    await page.getByRole('dialog').getByTestId('repair-step-reason').fill('重新派单');
    await page.getByTestId('repair-step-submit').click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByTestId('repair-action-distribute').click();
  const dialog = page.getByRole('dialog');
  await expectPickerOffers(page, 'repair-step-worker', dialog);
  await dialog.getByTestId('repair-step-worker').click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option').first().click();
  const dispatched = page.waitForResponse((r) => r.url().includes('/api/property/repairOrder') && r.request().method() === 'POST');
  await page.getByTestId('repair-step-submit').click();
  expect(((await (await dispatched).json()) as { status: number }).status).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('repair-detail-worker')).not.toHaveText('');
  await expect(page.getByTestId('repair-event-distribute').last()).toBeVisible();
});

/** The labelled form item of the page shown (the console keeps the list's search form, hidden, in its tab). */
function formItem(page: Page, label: string): Locator {
  return anyFormItem(page, label).filter({ visible: true });
}

/** Opens the add dialog, expects each named picker to offer something, fills every required field and saves. */
async function addThroughPickers(resource: ResourcePage, pickers: string[]): Promise<string> {
  const name = uniqueToken();
  await resource.open();
  await resource.openAdd();
  for (const picker of pickers) await expectPickerOffers(resource.page, resource.formItem(picker));
  for (const [field, decl] of resource.requiredOnCreate()) await resource.fillField(field, decl, name);
  await resource.saveDialog();
  return name;
}

async function expectListed(resource: ResourcePage, name: string): Promise<void> {
  await resource.searchFor({ token: name, typed: {} });
  await expect(resource.rows().filter({ hasText: name })).toHaveCount(1);
}

test('saves a maintenance plan: the equipment and assignee pickers offer her equipment and people', async ({ page, request, refusals }) => {
  await startDay(page, request, users.lihua);
  refusals.during('maintenance plan add dialog');
  const overrides: ValueOverrides = { timeOfDay: '09:00', windowMinutes: 1440, leadDays: 1 };
  const plans = new ResourcePage(page, maintainPlanResource, 'zh_cn', overrides);
  const name = await addThroughPickers(plans, ['equipmentId', 'assigneeUserId']);
  await expectListed(plans, name);
});

test('saves a patrol plan: the route and 巡更人员 pickers offer her routes and people', async ({ page, request, refusals }) => {
  await startDay(page, request, users.lihua);
  refusals.during('patrol plan add dialog');
  const overrides: ValueOverrides = { timeOfDay: '20:00', windowMinutes: 60, leadDays: 1 };
  const plans = new ResourcePage(page, patrolPlanResource, 'zh_cn', overrides);
  const name = await addThroughPickers(plans, ['routeId', 'userIds']);
  await expectListed(plans, name);
});

test('saves a shift and a rotation (排班) of her staff, by department, warned of the days another rotation covers', async ({
  page,
  request,
  refusals,
}) => {
  const auth = await startDay(page, request, users.lihua);
  refusals.during('shift add dialog');
  const shiftName = `日班${token()}`;
  const shifts = new ResourcePage(page, attendanceShiftResource);
  await shifts.open();
  await shifts.openAdd();
  await shifts.formItem('shiftName').locator('input').fill(shiftName);
  await shifts.formItem('signIn').locator('input').first().fill('09:00');
  await shifts.formItem('signOut').locator('input').first().fill('18:00');
  await shifts.saveDialog();

  // A rotation takes approved staff only (a pending registration is refused): one of hers, found as she would.
  const asHer = { Authorization: auth, CompanyId: '1001' };
  const answer = await request.post('/api/door/staff/query/page', { headers: asHer, data: { page: 1, limit: 1, reviewStatus: 1 } });
  const approved = ((await answer.json()) as { data: { rows: { id: number; name: string; residentialId: number }[] } }).data;
  const { id: staffId, name: staffName, residentialId } = approved.rows[0]!;
  // From tomorrow (China's day) for three days: within the rotation's default lead, so the schedule is made at once.
  const day = (n: number) => chinaDateOf(new Date(Date.now() + n * 86_400_000));
  // Another rotation already gives her staff member those days.
  const earlier = `先排${token()}`;
  const made = await request.post(attendanceRosterResource.basePath, {
    headers: asHer,
    data: {
      residentialId,
      rosterName: earlier,
      mode: 'rotation',
      pattern: shiftName,
      staffIds: [staffId],
      staggered: 0,
      startsOn: day(1),
      endsOn: day(3),
      leadDays: 31,
      enabled: 1,
    },
  });
  expect(((await made.json()) as { status: number }).status).toBe(200);

  refusals.during('rotation add dialog (staff picker)');
  const rosters = new ResourcePage(page, attendanceRosterResource);
  await rosters.open();
  await rosters.openAdd();
  const rosterName = `轮班${token()}`;
  await rosters.formItem('rosterName').locator('input').fill(rosterName);
  await rosters.formItem('pattern').locator('input').fill(`${shiftName}-${shiftName}-休`);
  await expectPickerOffers(page, rosters.formItem('staffIds'));
  await rosters.formItem('staffIds').locator('.ant-select').first().click();
  await page.keyboard.type(staffName);
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await dropdown.locator('.ant-select-item-option').filter({ hasText: staffName }).first().click();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  // A department's reviewed staff join at once, beside the one chosen by name.
  refusals.during('rotation add dialog (department picker)');
  await rosters.dialog.getByTestId('roster-department').click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).last().getByText('阳光花园服务中心', { exact: true }).click();
  await expect(rosters.dialog.getByTestId('roster-department-added')).toBeVisible();
  for (const [field, value] of [
    ['startsOn', day(1)],
    ['endsOn', day(3)],
  ] as const) {
    const input = rosters.formItem(field).locator('input').first();
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  // Before saving she is told which days the other rotation keeps; 取消 returns to the form, nothing saved.
  refusals.during('rotation overlap check');
  const checked = page.waitForResponse((r) => r.url().endsWith(AttendanceEndpoints.rosterOverlap.path));
  await rosters.dialog.getByTestId('resource-dialog-ok').click();
  const found = ((await (await checked).json()) as { data: RosterOverlap }).data;
  const hers = found.people.find((person) => person.staffId === staffId);
  expect(hers?.rosters.map((roster) => roster.rosterName)).toContain(earlier);
  // The confirm lists twenty lines (a department may overlap in many): hers is among them when the list is short.
  const overlap = page.getByTestId('roster-overlap');
  await expect(overlap).toBeVisible();
  if (found.people.length === 1) await expect(overlap).toContainText(earlier);
  await page.getByTestId('roster-overlap-cancel').click();
  await expect(overlap).toBeHidden();
  await expect(rosters.dialog).toBeVisible();
  // The button stops loading once the confirm's answer has reached the form; a click before that is ignored.
  await expect(rosters.dialog.getByTestId('resource-dialog-ok')).not.toHaveClass(/ant-btn-loading/);
  // 确定 saves; the rotation makes its schedule as it is saved: longer than a plain save on a busy machine.
  await rosters.dialog.getByTestId('resource-dialog-ok').click();
  await expectNoticeFrom(page, SAVED, () => page.getByTestId('roster-overlap-ok').click(), 30_000);
  await expect(rosters.dialog).toBeHidden();

  // Saved: the rotation is listed with her staff member.
  refusals.during('rotation list');
  await rosters.searchFor({ token: rosterName, typed: { rosterName } });
  await expect(rosters.rows().filter({ hasText: rosterName })).toContainText(staffName);
});
