import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AttendanceEndpoints, PatrolEndpoints, type PatrolMyTask } from '@cvap/contracts';
import { join } from 'node:path';
import { apiLogin, apiPost, apiUserInfo } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { closeOpenedContexts } from '../../support/contexts.js';
import { expectNotice } from '../../support/notices.js';
import { failOnRefusals } from '../../support/refusals.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

/**
 * A security guard's day on his phone (390×844), in zh: 张伟 (zhangwei, role 保安 of 阳光花园) logs in, sees his
 * patrol tasks of today, opens one, checks in at a point by typing its code (headless Chromium cannot scan), reports
 * a problem there with a photo, then opens 我的打卡 and clocks in. Not one call is refused (403) and no permission
 * notice shows; no screen is wider than the phone. The community manager then sees the photo in the console.
 */
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

const PHONE = { width: 390, height: 844 };
const PHOTO = join(import.meta.dirname, '../../fixtures/portrait.jpg');
const ROUTE = '夜间安防路线'; // 1号楼大堂 (XG-1001-01), 地下车库B1, 东门岗亭, 2号楼天台

interface Found<T> {
  rows: T[];
}

/** China time now as HH:mm and its date. */
function chinaNow(now = new Date()) {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return { day: china.slice(0, 10), time: china.slice(11, 16) };
}

/**
 * A plan of the guard's on the night route whose window opened at the start of this minute and lasts an hour
 * (made by the head office through the API), so its task is open whatever the hour the test runs.
 */
async function planOpenNow(request: APIRequestContext, guardId: number, name: string): Promise<void> {
  const admin = await apiLogin(request, users.admin);
  const route = (
    await apiPost<Found<{ id: number; residentialId: number; residentialIdLabel: string }>>(
      request,
      admin,
      '/api/property/patrolRoute/query/page',
      { routeName: ROUTE, limit: 10 },
    )
  ).rows.find((row) => row.residentialIdLabel === '阳光花园')!;
  const { day, time } = chinaNow();
  await apiPost(request, admin, '/api/property/patrolPlan', {
    residentialId: route.residentialId,
    planName: name,
    routeId: route.id,
    cycleKind: 'daily',
    timeOfDay: time,
    windowMinutes: 60,
    startsOn: day,
    leadDays: 0,
    orderMode: 'anyOrder',
    userIds: [guardId],
    enabled: 1,
  });
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("a guard's day on his phone: today's tasks, a check-in by code, a problem with a photo, his clock-in", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const guardToken = await apiLogin(request, users.zhangwei);
  const guardId = (await apiUserInfo(request, guardToken)).id;
  const run = Date.now().toString(36);
  const planName = `东门夜巡 ${run}`;
  await planOpenNow(request, guardId, planName);

  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  const refusals = await failOnRefusals(phone);
  await login(phone, users.zhangwei);

  // Today's tasks: his post's round (the demo's, open all day) and the plan just made.
  const listed = phone.waitForResponse((r) => r.url().endsWith(PatrolEndpoints.myTasks.path));
  await phone.goto('/patrolManager/patrolTask');
  const tasks = ((await (await listed).json()) as { data: PatrolMyTask[] }).data;
  const task = tasks.find((row) => row.taskName.startsWith(planName))!;
  expect(task, `today's tasks: ${tasks.map((row) => row.taskName).join(', ')}`).toBeTruthy();
  const list = phone.getByTestId('patrol-my-tasks');
  await expect(list).toContainText('今日巡更任务');
  await expect(list).toContainText('张伟岗位巡更');
  await expect(phone.getByTestId(`patrol-my-task-${task.id}`)).toContainText('已签到 0/4');
  await expectFitsThePhone(phone);
  await saveScreen(phone, 'guard-tasks-390x844');

  // The task, and the check-in by the point's code.
  await phone.getByTestId(`patrol-my-task-${task.id}`).click();
  await expect(phone.getByTestId('patrol-task-name')).toContainText(planName);
  await expect(phone.getByTestId('patrol-scan-unavailable')).toBeVisible();
  await expectFitsThePhone(phone);
  await phone.getByTestId('patrol-code').fill('XG-1001-01');
  const checked = phone.waitForResponse((r) => r.url().endsWith(PatrolEndpoints.checkIn.path));
  await phone.getByTestId('patrol-checkin').click();
  expect(((await (await checked).json()) as { status: number }).status).toBe(200);
  await expect(phone.getByTestId('patrol-point-1')).toContainText('已签到');
  await expect(phone.getByTestId('patrol-progress')).toContainText('1/4');

  // A problem at that point, with a photo.
  await phone.getByTestId('patrol-problem-1').click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByTestId('patrol-problem-title').fill(`大堂灯不亮 ${run}`);
  await dialog.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item img').first()).toBeVisible();
  await expectFitsThePhone(phone);
  const reported = phone.waitForRequest((r) => r.url().endsWith(PatrolEndpoints.raiseProblem.path) && r.method() === 'POST');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const body = (await reported).postDataJSON() as { photos?: string[] };
  expect(body.photos).toHaveLength(1);
  await expectNotice(phone, '问题已上报');
  const problems = phone.getByTestId('patrol-task-problems');
  await expect(problems).toContainText(`大堂灯不亮 ${run}`);
  await expect(problems.getByTestId('patrol-problem-photo')).toHaveCount(1);
  await expectFitsThePhone(phone);
  await saveScreen(phone, 'guard-checkin-390x844');

  // 我的打卡: his day, and a clock-in.
  await phone.goto('/attendanceManager/myClock');
  await expect(phone.getByTestId('my-clock')).toContainText('张伟');
  await expectFitsThePhone(phone);
  const clocked = phone.waitForResponse((r) => r.url().endsWith(AttendanceEndpoints.clockIn.path) && r.request().method() === 'POST');
  await phone.getByTestId('my-clock-in').click();
  expect(((await (await clocked).json()) as { status: number }).status).toBe(200);
  await expectNotice(phone, /已打卡|一分钟内已打过卡/);
  await expect(phone.getByTestId('my-clock-list')).toContainText('手机打卡');
  await expectFitsThePhone(phone);
  await saveScreen(phone, 'guard-clock-390x844');

  refusals.expectNoRefusals();

  // In the console, the community manager sees the problem with its photo.
  const desk = await (await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } })).newPage();
  await login(desk, users.lihua);
  await desk.goto('/patrolManager/patrolProblem');
  const row = desk.locator('tr', { hasText: `大堂灯不亮 ${run}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('patrol-problem-photo')).toHaveCount(1);
});

/**
 * The phone's camera and its QR decoder live outside the console: this stands in for them. `getUserMedia` answers a
 * live stream drawn on a canvas, and `BarcodeDetector` reads `code` only from a video element that plays such a
 * stream, so the console must really start the camera into its video to get the code. `window.cameraTracks` keeps
 * the tracks handed out, to see the camera released.
 */
function cameraThatSees(code: string): string {
  return `(() => {
    window.cameraTracks = [];
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      if (!constraints || !constraints.video) throw new DOMException('No camera asked', 'NotFoundError');
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const paint = () => { const g = canvas.getContext('2d'); g.fillStyle = '#' + Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0'); g.fillRect(0, 0, 64, 64); };
      paint();
      setInterval(paint, 50);
      const stream = canvas.captureStream(20);
      window.cameraTracks.push(...stream.getTracks());
      return stream;
    };
    window.BarcodeDetector = class {
      static async getSupportedFormats() { return ['qr_code']; }
      constructor(options) { this.formats = options.formats; }
      async detect(video) {
        const live = video.srcObject && video.srcObject.getTracks().some((t) => t.readyState === 'live');
        return live && !video.paused && this.formats.includes('qr_code') ? [{ rawValue: ${JSON.stringify(code)} }] : [];
      }
    };
  })();`;
}

test('a guard checks in by scanning the point’s QR code with the phone camera, which is released afterwards', async ({
  browser,
  baseURL,
  request,
}) => {
  const guardToken = await apiLogin(request, users.zhangwei);
  const planName = `东门扫码巡 ${Date.now().toString(36)}`;
  await planOpenNow(request, (await apiUserInfo(request, guardToken)).id, planName);

  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(cameraThatSees('XG-1001-01'));
  const phone = await context.newPage();
  const refusals = await failOnRefusals(phone);
  await login(phone, users.zhangwei);
  const listed = phone.waitForResponse((r) => r.url().endsWith(PatrolEndpoints.myTasks.path));
  await phone.goto('/patrolManager/patrolTask');
  const task = ((await (await listed).json()) as { data: PatrolMyTask[] }).data.find((row) => row.taskName.startsWith(planName))!;
  await phone.getByTestId(`patrol-my-task-${task.id}`).click();

  const checked = phone.waitForResponse((r) => r.url().endsWith(PatrolEndpoints.checkIn.path));
  await phone.getByTestId('patrol-scan').click();
  const sent = await checked;
  expect(sent.request().postDataJSON()).toMatchObject({ taskId: task.id, code: 'XG-1001-01' });
  expect(((await sent.json()) as { status: number }).status).toBe(200);
  await expect(phone.getByTestId('patrol-point-1')).toContainText('已签到');
  await expect(phone.getByTestId('patrol-progress')).toContainText('1/4');
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => phone.evaluate(() => (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => t.readyState)))
    .toEqual(['ended']);
  refusals.expectNoRefusals();
});
