import { join } from 'node:path';
import { BUSINESS_TOKEN_HEADER, chinaDateOf, equipmentFailureResource, maintainRecordResource, RepairEndpoints } from '@cvap/contracts';
import { apiLogin } from '../../support/api.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { expect, expectPickerOffers, test } from '../../support/refusals.js';
import { ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import { callFor, expectWholeMenuWorks, startDay } from './role-day.js';

/**
 * 王强 (wangqiang), repair worker of 阳光花园 (1001) and 翠湖苑 (1002), through his working day in Chinese: every
 * screen of his menu; a repair order given to him received, reported on and completed; a maintenance record of
 * his filled in; an equipment failure reported with the equipment picker. Nothing he does is refused.
 */

const PHOTO = join(import.meta.dirname, '../../fixtures/portrait.jpg');

// A person's day logs in through the form and saves through dialogs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('every screen of his menu opens, with its add dialog and required pickers, and nothing is refused', async ({
  page,
  request,
  refusals,
}) => {
  test.setTimeout(300_000);
  await expectWholeMenuWorks(page, request, refusals, users.wangqiang, '1001');
});

test('receives a repair order dispatched to him, reports progress and completes it with a photo', async ({ page, request, refusals }) => {
  // 翠湖苑's dispatch rule gives 下水道堵塞 (水电维修) to 王强 as soon as the order is reported.
  const admin = await apiLogin(request, users.admin);
  const types = await callFor<{ id: number; typeName: string }[]>(request, admin, 'GET', RepairEndpoints.typeAll.path, '1002');
  const drain = types.find((type) => type.typeName === '下水道堵塞');
  expect(drain, 'the demo has the repair type 下水道堵塞').toBeTruthy();
  // Reporting takes a one-time business token (spec section 7).
  const businessToken = await callFor<string>(request, admin, 'GET', RepairEndpoints.businessToken.path, '1002');
  const response = await request.post(RepairEndpoints.create.path, {
    headers: { Authorization: admin, CompanyId: '1002', [BUSINESS_TOKEN_HEADER]: businessToken },
    data: {
      source: 'serviceCentre',
      typeId: drain!.id,
      title: `5栋201室卫生间下水道堵塞 ${uniqueToken()}`,
      address: '5栋201室',
      reporterName: '刘芳',
      reporterPhone: uniqueMobile(),
    },
  });
  const created = (await response.json()) as { status: number; message: string; data: { id: number; orderNo: string } };
  expect(created.status, created.message).toBe(200);
  const order = created.data;

  await startDay(page, request, users.wangqiang, '1002');
  refusals.during('his repair orders (repairProcess)');
  await page.goto('/repairManager/repairProcess');
  await page.getByTestId(`repair-card-${order.orderNo}`).click();
  await expect(page.getByTestId('repair-detail-no')).toHaveText(order.orderNo);

  const step = async (action: 'receive' | 'feedback' | 'complete', fill: () => Promise<void> = async () => {}) => {
    refusals.during(`repair step ${action}`);
    await page.getByTestId(`repair-action-${action}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await fill();
    const answered = page.waitForResponse((r) => r.url().includes(`/api/property/repairOrder`) && r.request().method() === 'POST');
    await page.getByTestId('repair-step-submit').click();
    expect(((await (await answered).json()) as { status: number }).status).toBe(200);
    await expect(dialog).toBeHidden();
  };
  await step('receive');
  await expect(page.getByTestId('repair-action-feedback')).toBeVisible();
  await step('feedback', () => page.getByTestId('repair-step-reason').fill('已到现场，正在疏通'));
  await expect(page.getByTestId('repair-event-feedback')).toBeVisible();
  await step('complete', async () => {
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(PHOTO);
    await page.getByTestId('repair-step-reason').fill('已疏通，业主确认');
  });
  await expect(page.getByTestId('repair-event-complete')).toBeVisible();
});

test('fills in a maintenance record of his plan', async ({ page, request, refusals }) => {
  const admin = await apiLogin(request, users.admin);
  const pump = (
    await callFor<{ rows: { id: number; code: string }[] }>(request, admin, 'POST', '/api/property/equipment/query/page', '1001', {
      code: 'E1001-SB-01',
    })
  ).rows.find((row) => row.code === 'E1001-SB-01')!.id;
  const wangqiang = (
    await callFor<{ rows: { id: number }[] }>(request, admin, 'POST', '/api/admin/user/query/page', null, { username: 'wangqiang' })
  ).rows[0]!.id;
  const plan = await callFor<{ id: number }>(request, admin, 'POST', '/api/property/maintainPlan', '1001', {
    name: `水泵巡检 ${uniqueToken()}`,
    equipmentId: pump,
    checklist: '运行压力正常\n无渗漏',
    cycleKind: 'daily',
    cycleValues: '',
    startsOn: chinaDateOf(new Date()),
    timeOfDay: '00:00',
    windowMinutes: 1440,
    leadDays: 1,
    assigneeUserId: wangqiang,
    enabled: 1,
  });
  const [record] = (
    await callFor<{ rows: { id: number; recordNo: string; slot: string }[] }>(
      request,
      admin,
      'POST',
      '/api/property/maintainRecord/query/page',
      '1001',
      {
        planId: plan.id,
      },
    )
  ).rows.sort((a, b) => a.slot.localeCompare(b.slot));

  await startDay(page, request, users.wangqiang, '1001');
  refusals.during('maintenance records list');
  const records = new ResourcePage(page, maintainRecordResource);
  await records.open();
  await records.setSearch('recordNo', record!.recordNo);
  await records.search();
  refusals.during('maintenance record fill-in');
  await records.root.getByTestId(`row-fill-${record!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/equipmentManager/maintainRecordAdd\\?id=${record!.id}$`));
  await expect(page.getByTestId('maintain-item-1')).toBeVisible();
  await expectNoticeFrom(page, '保养记录已提交', () => page.getByTestId('maintain-record-submit').click());
  await expect(page.getByText('已完成', { exact: true })).toBeVisible();
});

test('reports an equipment failure: the equipment picker offers the equipment of his community', async ({ page, request, refusals }) => {
  await startDay(page, request, users.wangqiang, '1001');
  refusals.during('equipment failure add dialog');
  const failures = new ResourcePage(page, equipmentFailureResource);
  await failures.open();
  await failures.openAdd();
  await expectPickerOffers(page, failures.formItem('equipmentId'));
  const token = uniqueToken();
  for (const [field, decl] of failures.requiredOnCreate()) await failures.fillField(field, decl, token);
  await failures.saveDialog();
  await failures.setSearch('title', token);
  await failures.search();
  await expect(failures.rows().filter({ hasText: token })).toHaveCount(1);
});
