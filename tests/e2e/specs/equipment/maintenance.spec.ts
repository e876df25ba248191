import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { chinaDateOf, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { storageKeys } from '../../support/paths.js';
import { users } from '../../support/users.js';
import { closeOpenedContexts } from '../../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

/**
 * Issue 24, equipment maintenance in Chromium, zh and en: a maintenance plan saved on 阳光花园's (1001) domestic
 * water pump makes its records at once through the plan-to-work machinery: today's (a one-minute window from
 * midnight) is flagged overdue, tomorrow's is filled in with its checklist on a phone-sized window (390×844, one
 * item not OK); a failure of lift 1 is repaired through a repair work order and closed, with its downtime; the
 * overview draws its charts.
 */

const COMMUNITY = '1001';
const texts = {
  zh_cn: {
    overdue: '已超时',
    done: '已完成',
    saved: '保养记录已提交',
    closed: '已关闭',
    repairing: '维修中',
    fail: '异常',
    chart: '近一年保养完成情况',
  },
  en: {
    overdue: 'Overdue',
    done: 'Done',
    saved: 'Maintenance record submitted',
    closed: 'Closed',
    repairing: 'Being repaired',
    fail: 'Not OK',
    chart: 'Maintenance in the last 12 months',
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
  community: string | null = COMMUNITY,
): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token, ...(community ? { CompanyId: community } : {}) }, data });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

async function openAs(browser: Browser, baseURL: string, token: string, phone = false) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  await setTokenCookie(context, baseURL, token);
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, COMMUNITY]);
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
      await post<{ rows: { id: number; slot: string; overdue: boolean }[] }>(request, token, '/api/property/maintainRecord/query/page', {
        planId: plan.id,
      })
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
    await phone.page.getByTestId('maintain-record-submit').click();
    await expect(phone.page.getByText(text.saved)).toBeVisible();
    await expect(phone.page.getByText(text.done, { exact: true })).toBeVisible();
    const checklist = (await (
      await request.get(`/api/property/maintainRecord/checklist/${records[1]!.id}`, {
        headers: { Authorization: token, CompanyId: COMMUNITY },
      })
    ).json()) as { data: { status: number; results: { item: string; ok: boolean }[] } };
    expect(checklist.data.status).toBe(1);
    expect(checklist.data.results.map((r) => r.ok)).toEqual([true, false, true]);
    await phone.context.close();

    // A failure of lift 1, repaired through a repair work order, then closed with its downtime.
    const lift = await equipmentId(request, token, 'E1001-DT-01');
    const failure = await post<{ id: number }>(request, token, '/api/property/equipmentFailure', {
      equipmentId: lift,
      title: `E2E 电梯异响 ${language}`,
      level: 2,
    });
    await desk.page.goto(`/equipmentManager/equipmentFailureDetail?id=${failure.id}`);
    await desk.page.getByTestId('equipment-failure-startRepair').click();
    await expect(desk.page.getByTestId('equipment-failure-status')).toHaveText(text.repairing);
    await desk.page.getByTestId('equipment-failure-repaired').click();
    await desk.page.getByTestId('equipment-failure-close').click();
    await expect(desk.page.getByTestId('equipment-failure-status')).toHaveText(text.closed);
    await expect(desk.page.getByTestId('equipment-failure-downtime')).toHaveText(/^\d+$/);
    const row = (await (
      await request.get(`/api/property/equipmentFailure/${failure.id}`, { headers: { Authorization: token, CompanyId: COMMUNITY } })
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
