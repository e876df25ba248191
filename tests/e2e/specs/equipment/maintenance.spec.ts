import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { RESOURCES, chinaDateOf, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseOption, ResourcePage } from '../../support/resource-page.js';
import { storageKeys } from '../../support/paths.js';
import { users } from '../../support/users.js';
import { closeOpenedContexts } from '../../support/contexts.js';
import { expectNoticeFrom } from '../../support/notices.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

/**
 * Issue 24, equipment maintenance in Chromium, zh and en: a maintenance plan saved on 阳光花园's (1001) domestic
 * water pump makes its records at once through the plan-to-work machinery: today's (a one-minute window from
 * midnight) is flagged overdue, tomorrow's is filled in with its checklist on a phone-sized window (390×844, one
 * item not OK); the overview draws its charts. The lists' rows lead to these pages: the ledger's to the equipment's
 * detail, an open record's to its fill-in page and a done one's to its detail (neither list has a detail dialog
 * besides). Then, in zh, the failure → repair order story (decision 0049): the item found not OK is reported as a
 * failure from the record, confirmed, repaired through a repair order of the type chosen, and closed only once the
 * order has ended, each step with its notice, the order's number a link to the order.
 */

const decl = (name: string) => RESOURCES.find((resource) => resource.name === name)!;

const RESIDENTIAL = '1001';
const texts = {
  zh_cn: {
    overdue: '已超时',
    done: '已完成',
    saved: '保养记录已提交',
    fail: '异常',
    chart: '近一年保养完成情况',
    detail: '详情',
    fill: '填写',
  },
  en: {
    overdue: 'Overdue',
    done: 'Done',
    saved: 'Maintenance record submitted',
    fail: 'Not OK',
    chart: 'Maintenance in the last 12 months',
    detail: 'Detail',
    fill: 'Fill in',
  },
} as const;

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

async function post<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
  residential: string | null = RESIDENTIAL,
): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token, ...(residential ? { CompanyId: residential } : {}) }, data });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

async function openAs(browser: Browser, baseURL: string, token: string, phone = false) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  await setTokenCookie(context, baseURL, token);
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, RESIDENTIAL]);
  return { page: await context.newPage(), context };
}

async function equipmentId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const page = await post<{ rows: { id: number; code: string }[] }>(request, token, '/api/property/equipment/query/page', { code });
  return page.rows.find((row) => row.code === code)!.id;
}

/** 王强, the repair worker the plans assign. */
async function workerId(request: APIRequestContext, token: string): Promise<number> {
  const page = await post<{ rows: { id: number }[] }>(request, token, '/api/admin/user/query/page', { username: 'wangqiang' }, null);
  return page.rows[0]!.id;
}

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a plan makes records, one filled in on a phone, one overdue; the overview draws its charts (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const text = texts[language];
    const token = await apiLogin(request, users.admin);
    await apiSetLanguage(request, token, language);
    const pump = await equipmentId(request, token, 'E1001-SB-01');
    const plan = await post<{ id: number }>(request, token, '/api/property/maintainPlan', {
      name: `E2E 水泵日检 ${language}`,
      equipmentId: pump,
      checklist: '运行压力正常\n无渗漏\n控制柜指示正常',
      cycleKind: 'daily',
      cycleValues: '',
      startsOn: chinaDateOf(new Date()),
      timeOfDay: '00:00',
      windowMinutes: 1,
      leadDays: 1,
      assigneeUserId: await workerId(request, token),
      enabled: 1,
    });
    const records = (
      await post<{ rows: { id: number; recordNo: string; slot: string; overdue: boolean }[] }>(
        request,
        token,
        '/api/property/maintainRecord/query/page',
        {
          planId: plan.id,
        },
      )
    ).rows.sort((a, b) => a.slot.localeCompare(b.slot));
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.overdue)).toEqual([true, false]);

    // Today's record, open past its due time, is flagged.
    const desk = await openAs(browser, baseURL!, token);
    await desk.page.goto(`/equipmentManager/maintainRecordDetail?id=${records[0]!.id}`);
    await expect(desk.page.getByTestId('maintain-record-overdue')).toHaveText(text.overdue);

    // Tomorrow's is filled in on a phone: every item, one not OK, then it reads as done.
    const phone = await openAs(browser, baseURL!, token, true);
    await phone.page.goto(`/equipmentManager/maintainRecordAdd?id=${records[1]!.id}`);
    await expect(phone.page.getByTestId('maintain-item-2')).toBeVisible();
    await phone.page.getByTestId('maintain-item-1').getByText(text.fail).click();
    await phone.page.getByTestId('maintain-item-1').getByRole('textbox').fill('法兰处轻微渗水');
    await saveScreen(phone.page, `equipment-maintain-record-phone-${language}`);
    await expectNoticeFrom(phone.page, text.saved, () => phone.page.getByTestId('maintain-record-submit').click());
    await expect(phone.page.getByText(text.done, { exact: true })).toBeVisible();
    const checklist = (await (
      await request.get(`/api/property/maintainRecord/checklist/${records[1]!.id}`, {
        headers: { Authorization: token, CompanyId: RESIDENTIAL },
      })
    ).json()) as { data: { status: number; results: { item: string; ok: boolean }[] } };
    expect(checklist.data.status).toBe(1);
    expect(checklist.data.results.map((r) => r.ok)).toEqual([true, false, true]);
    await phone.context.close();

    // The records' list: the open record's row leads to its fill-in page, the done one's to its detail.
    const recordList = new ResourcePage(desk.page, decl('maintainRecord'), language);
    await recordList.open();
    await recordList.setSearch('recordNo', records[0]!.recordNo);
    await recordList.search();
    await expect(recordList.root.getByTestId(`row-detail-${records[0]!.id}`)).toHaveCount(0);
    await expect(recordList.root.getByTestId(`row-fill-${records[0]!.id}`)).toHaveText(text.fill);
    await recordList.root.getByTestId(`row-fill-${records[0]!.id}`).click();
    await expect(desk.page).toHaveURL(new RegExp(`/equipmentManager/maintainRecordAdd\\?id=${records[0]!.id}$`));
    await expect(desk.page.getByTestId('maintain-record-overdue')).toBeVisible();
    await recordList.open();
    await recordList.setSearch('recordNo', records[1]!.recordNo);
    await recordList.search();
    await expect(recordList.root.getByTestId(`row-fill-${records[1]!.id}`)).toHaveCount(0);
    await expect(recordList.root.getByTestId(`row-detail-${records[1]!.id}`)).toHaveText(text.detail);
    await recordList.root.getByTestId(`row-detail-${records[1]!.id}`).click();
    await expect(desk.page).toHaveURL(new RegExp(`/equipmentManager/maintainRecordDetail\\?id=${records[1]!.id}$`));
    await expect(desk.page.getByTestId('maintain-record')).toContainText(text.done);

    // The ledger's row leads to the equipment's detail page (its QR code, its records), the only detail it has.
    const ledger = new ResourcePage(desk.page, decl('equipment'), language);
    await ledger.open();
    await ledger.setSearch('code', 'E1001-SB-01');
    await ledger.search();
    await expect(ledger.root.getByTestId(`row-detail-${pump}`)).toHaveCount(1);
    await expect(ledger.root.getByTestId(`row-detail-${pump}`)).toHaveText(text.detail);
    await ledger.root.getByTestId(`row-detail-${pump}`).click();
    await expect(desk.page).toHaveURL(new RegExp(`/equipmentManager/equipmentDetail\\?id=${pump}$`));
    await expect(desk.page.getByTestId('detail-code')).toHaveText('E1001-SB-01');
    await expect(desk.page.getByTestId('equipment-detail-qr')).toBeVisible();
    await expect(desk.page.getByTestId('equipment-detail-records').locator('tbody tr.ant-table-row').first()).toBeVisible();

    // The overview draws its charts from the year of history.
    await desk.page.goto('/equipmentManager/equipmentState');
    await expect(desk.page.getByText(text.chart)).toBeVisible();
    await expect(desk.page.getByTestId('equipment-chart-maintenance').locator('canvas')).toBeVisible();
    await desk.context.close();
  });
}

test('a check item found not OK is reported, repaired through a repair order of the chosen type, and closed after the order (zh_cn)', async ({
  browser,
  request,
  baseURL,
}) => {
  // A long walk: the record, the add form, four failure steps, the order's detail and the list.
  test.slow();
  const token = await apiLogin(request, users.admin);
  await apiSetLanguage(request, token, 'zh_cn');
  const pump = await equipmentId(request, token, 'E1001-SB-01');
  const plan = await post<{ id: number }>(request, token, '/api/property/maintainPlan', {
    name: 'E2E 水泵轴承巡检',
    equipmentId: pump,
    checklist: '轴承无异响\n运行压力正常',
    cycleKind: 'daily',
    cycleValues: '',
    startsOn: chinaDateOf(new Date()),
    timeOfDay: '00:00',
    windowMinutes: 1,
    leadDays: 0,
    assigneeUserId: await workerId(request, token),
    enabled: 1,
  });
  const [record] = (
    await post<{ rows: { id: number; recordNo: string }[] }>(request, token, '/api/property/maintainRecord/query/page', { planId: plan.id })
  ).rows;
  await post(request, token, '/api/property/maintainRecord/fill', {
    id: record!.id,
    results: [
      { item: '轴承无异响', ok: false, note: '轴承有明显异响' },
      { item: '运行压力正常', ok: true },
    ],
  });

  // The saved record offers 上报故障 under the item found not OK, which opens the add form filled in.
  const desk = await openAs(browser, baseURL!, token);
  const page = desk.page;
  await page.goto(`/equipmentManager/maintainRecordDetail?id=${record!.id}`);
  await expect(page.getByTestId('maintain-item-1-report')).toHaveCount(0);
  await page.getByTestId('maintain-item-0-report').click();
  await expect(page).toHaveURL(/\/equipmentManager\/equipmentFailureAdd\?equipmentId=/);
  const failures = new ResourcePage(page, decl('equipmentFailure'), 'zh_cn');
  await expect(failures.dialog.getByTestId('resource-form-0')).toBeVisible();
  await failures.dialogOpened();
  await expect(failures.formItem('equipmentId')).toContainText('生活水泵');
  await expect(failures.formItem('title').locator('input')).toHaveValue('轴承无异响异常');
  await expect(failures.formItem('description').locator('textarea')).toHaveValue(
    `保养记录 ${record!.recordNo} 检查项“轴承无异响”异常：轴承有明显异响`,
  );
  await failures.saveDialog();
  const failure = (
    await post<{ rows: { id: number }[] }>(request, token, '/api/property/equipmentFailure/query/page', {
      title: '轴承无异响异常',
      equipmentId: pump,
    })
  ).rows[0]!;

  // Its steps, each with its notice: 开始维修 asks for the repair order's type.
  await page.goto(`/equipmentManager/equipmentFailureDetail?id=${failure.id}`);
  await expectNoticeFrom(page, '故障已确认', () => page.getByTestId('equipment-failure-confirm').click());
  await expect(page.getByTestId('equipment-failure-status')).toHaveText('已确认');
  await expect(page.getByTestId('equipment-failure-with-order')).toBeChecked();
  await page.getByTestId('equipment-failure-startRepair').click();
  const orderForm = page.getByTestId('equipment-failure-order-form');
  await expect(orderForm).toBeVisible();
  await chooseOption(page, orderForm, '水管漏水', true);
  await expectNoticeFrom(page, /已开始维修，报修工单 BX\d+ 已生成/, () =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click(),
  );
  await expect(page.getByTestId('equipment-failure-status')).toHaveText('维修中');
  const orderLink = page.getByTestId('equipment-failure-order');
  await expect(orderLink).toHaveText(/^BX\d+$/);
  const orderNo = (await orderLink.textContent())!;
  await saveScreen(page, 'equipment-failure-repairing-zh_cn');

  // Repaired, but its order is open: the page says so instead of offering 关闭故障.
  await expectNoticeFrom(page, '已确认修复', () => page.getByTestId('equipment-failure-repaired').click());
  await expect(page.getByTestId('equipment-failure-order-open')).toContainText(orderNo);
  await expect(page.getByTestId('equipment-failure-close')).toHaveCount(0);

  // The order's number leads to the order, filed under the type chosen; it is closed there.
  await orderLink.click();
  await expect(page).toHaveURL(/\/repairManager\/myRepairDetail\?id=\d+$/);
  await expect(page.getByTestId('repair-detail-no')).toHaveText(orderNo);
  await expect(page.getByTestId('repair-detail')).toContainText('水管漏水');
  await page.getByTestId('repair-action-close').click();
  await page.getByTestId('repair-step-reason').fill('轴承已更换，工单在设备故障中跟进');
  await page.getByTestId('repair-step-submit').click();
  await expect(page.getByTestId('repair-detail').getByTestId('repair-status').first()).toHaveText('已关闭');

  // Back on the failure, it closes.
  await page.goto(`/equipmentManager/equipmentFailureDetail?id=${failure.id}`);
  await expect(page.getByTestId('equipment-failure-order-open')).toHaveCount(0);
  await expectNoticeFrom(page, '故障已关闭', () => page.getByTestId('equipment-failure-close').click());
  await expect(page.getByTestId('equipment-failure-status')).toHaveText('已关闭');
  await expect(page.getByTestId('equipment-failure-downtime')).toHaveText(/^\d+$/);

  // The failures' list names the order by its number, a link to it, and leads to the failure's steps.
  await failures.open();
  await failures.setSearch('title', '轴承无异响异常');
  await failures.search();
  await expect(failures.root.getByTestId(`failure-order-${failure.id}`)).toHaveText(orderNo);
  await expect(failures.root.getByTestId(`row-handle-${failure.id}`)).toHaveText('处理');
  await failures.root.getByTestId(`failure-order-${failure.id}`).click();
  await expect(page.getByTestId('repair-detail-no')).toHaveText(orderNo);
  await desk.context.close();
});
