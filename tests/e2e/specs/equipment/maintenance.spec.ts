import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { RESOURCES, chinaDateOf, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { ResourcePage } from '../../support/resource-page.js';
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
 * item not OK); a failure of lift 1 is repaired through a repair work order and closed, with its downtime; the
 * overview draws its charts. The lists' rows lead to these pages: the ledger's to the equipment's detail, an open
 * record's to its fill-in page and a done one's to its detail (neither list has a detail dialog besides), a
 * failure's to its lifecycle steps (beside its detail dialog).
 */

const decl = (name: string) => RESOURCES.find((resource) => resource.name === name)!;

const RESIDENTIAL = '1001';
const texts = {
  zh_cn: {
    overdue: '已超时',
    done: '已完成',
    saved: '保养记录已提交',
    closed: '已关闭',
    repairing: '维修中',
    fail: '异常',
    chart: '近一年保养完成情况',
    detail: '详情',
    fill: '填写',
    handle: '处理',
  },
  en: {
    overdue: 'Overdue',
    done: 'Done',
    saved: 'Maintenance record submitted',
    closed: 'Closed',
    repairing: 'Being repaired',
    fail: 'Not OK',
    chart: 'Maintenance in the last 12 months',
    detail: 'Detail',
    fill: 'Fill in',
    handle: 'Handle',
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

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a plan makes records, one filled in on a phone, one overdue; a failure repaired through a repair order (${language})`, async ({
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
      assigneeUserId: (
        await post<{ rows: { id: number; username: string }[] }>(
          request,
          token,
          '/api/admin/user/query/page',
          { username: 'wangqiang' },
          null,
        )
      ).rows[0]!.id,
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

    // A failure of lift 1, repaired through a repair work order, then closed with its downtime.
    const lift = await equipmentId(request, token, 'E1001-DT-01');
    const failure = await post<{ id: number }>(request, token, '/api/property/equipmentFailure', {
      equipmentId: lift,
      title: `E2E 电梯异响 ${language}`,
      level: 2,
    });
    // Its row in the failures' list keeps the detail dialog and leads to its steps.
    const failures = new ResourcePage(desk.page, decl('equipmentFailure'), language);
    await failures.open();
    await failures.setSearch('title', `E2E 电梯异响 ${language}`);
    await failures.search();
    await expect(failures.root.getByTestId(`row-detail-${failure.id}`)).toBeVisible();
    await expect(failures.root.getByTestId(`row-handle-${failure.id}`)).toHaveText(text.handle);
    await failures.root.getByTestId(`row-handle-${failure.id}`).click();
    await expect(desk.page).toHaveURL(new RegExp(`/equipmentManager/equipmentFailureDetail\\?id=${failure.id}$`));
    await desk.page.getByTestId('equipment-failure-startRepair').click();
    await expect(desk.page.getByTestId('equipment-failure-status')).toHaveText(text.repairing);
    await desk.page.getByTestId('equipment-failure-repaired').click();
    await desk.page.getByTestId('equipment-failure-close').click();
    await expect(desk.page.getByTestId('equipment-failure-status')).toHaveText(text.closed);
    await expect(desk.page.getByTestId('equipment-failure-downtime')).toHaveText(/^\d+$/);
    const row = (await (
      await request.get(`/api/property/equipmentFailure/${failure.id}`, { headers: { Authorization: token, CompanyId: RESIDENTIAL } })
    ).json()) as {
      data: { repairOrderId: number | null; status: string };
    };
    expect(row.data).toMatchObject({ status: 'closed' });
    expect(row.data.repairOrderId).toBeGreaterThan(0);

    // The overview draws its charts from the year of history.
    await desk.page.goto('/equipmentManager/equipmentState');
    await expect(desk.page.getByText(text.chart)).toBeVisible();
    await expect(desk.page.getByTestId('equipment-chart-maintenance').locator('canvas')).toBeVisible();
    await desk.context.close();
  });
}
