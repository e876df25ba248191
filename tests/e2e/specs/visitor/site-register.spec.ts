import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DashboardEndpoints, idCardCheckChar, VisitorEndpoints, visitRecordResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { shell } from '../../support/header.js';
import { saveScreen } from '../../support/artifacts.js';
import { expectNotice, openConfirm } from '../../support/notices.js';
import { SITE_REGISTER_PATH, storageKeys } from '../../support/paths.js';
import { chooseOption, pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { login, newBrowserSession } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import { gateway, onlineDevice, simUrl } from '../access/access-support.js';
import { residentialIdOf } from '../household/household-support.js';
import {
  CAMPUS,
  campusApi,
  companyWithHost,
  householdOfSunshineGarden,
  kioskCompanyLabel,
  makeAppointment,
  type Appointment,
} from './visitor-support.js';
import { closeOpenedContexts } from '../../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

/**
 * The on-site registration kiosk (/visitorManager/siteRegister) as the kiosk account uses it: the emulated ID
 * card, camera and card reader of the e2e stack's hardware helper; its faults switched on the helper itself;
 * the kiosk going offline and catching up.
 */

const bridgeUrl = `http://127.0.0.1:${Number(process.env.E2E_HW_BRIDGE_PORT ?? 9191)}`;

const texts = {
  zh_cn: {
    title: '现场登记',
    company: '被访企业',
    host: '被访人',
    success: '登记成功',
    visitNumber: /来访编号：\S+/,
    next: '登记下一位访客',
    cameraPlugin: '连接摄像头需要先下载插件，请安装后重试',
    idNoCard: '读卡器上没有身份证，请放好身份证后重试，或手工输入',
    cardFailed: '读卡失败，请联系管理员',
    photoMissing: '请拍摄现场照片',
    online: '在线',
    offline: (n: number) => `离线 · ${n} 条待提交`,
    kept: '已保存在本机',
    barred: '禁止登记',
    barredMessage: '该访客在禁止来访名单中，不能登记，请联系安保人员',
    sent: '已提交离线保存的 1 条登记',
  },
  en: {
    title: 'On-site registration',
    company: 'Company visited',
    host: 'Host',
    success: 'Registered',
    visitNumber: /Visit number: \S+/,
    next: 'Next visitor',
    cameraPlugin: 'Connecting the camera requires downloading the plug-in first; install it and try again',
    idNoCard: 'There is no ID card on the reader: place it and try again, or type the details',
    cardFailed: 'Failed to read cards, contact administrator',
    photoMissing: 'Captured image is required',
    online: 'Online',
    offline: (n: number) => `Offline, ${n} waiting`,
    kept: 'Kept on this device',
    barred: 'Registration refused',
    barredMessage: 'This visitor is barred by the watchlist and cannot be registered; contact security',
    sent: 'Sent 1 registration(s) kept while offline',
  },
} as const satisfies Record<Language, unknown>;

type Unit = 'camera' | 'card' | 'idcard';
type Fault = 'noCard' | 'readError' | 'busy' | 'unplugged';

/** Switches the emulator's faults (a local program, no Origin: the helper answers it). */
async function setFaults(request: APIRequestContext, faults: Partial<Record<Unit, Fault>>): Promise<void> {
  const response = await request.put(`${bridgeUrl}/emulator/faults`, { data: faults });
  expect(response.ok()).toBe(true);
}

function formItem(page: Page, label: string): Locator {
  return page.locator('.kiosk-form .ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) });
}

/** A valid resident ID number nobody else in the run has. */
function typedIdNumber(): string {
  const first17 = `1101051990${String(Math.floor(Math.random() * 9) + 1).padStart(2, '0')}15${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

async function openKiosk(page: Page, language: Language): Promise<void> {
  await apiSetLanguage(page.request, await apiLogin(page.request, users.kiosk01), language);
  await login(page, users.kiosk01);
  await expect(page).toHaveURL((url) => url.pathname === SITE_REGISTER_PATH);
  await expect(page.getByTestId('kiosk-title')).toHaveText(texts[language].title);
  await expect(shell(page).header).toHaveCount(0);
}

async function readIdCard(page: Page): Promise<void> {
  await page.getByTestId('kiosk-read-id').click();
  await expect(page.getByTestId('kiosk-portrait')).toBeVisible();
  await expect(page.getByTestId('kiosk-guest-name')).not.toHaveValue('');
}

/** Picks a company that has a host (other specs add companies without employees to the campus; the list is virtual, so by typing), then its first host. */
async function pickHost(page: Page, language: Language, request: APIRequestContext): Promise<void> {
  const { company } = await companyWithHost(request, await apiLogin(request, users.admin));
  await chooseOption(page, formItem(page, texts[language].company), kioskCompanyLabel(company), true);
  await pickFirstOption(page, formItem(page, texts[language].host), null);
}

async function submitAndSeeSuccess(page: Page, language: Language): Promise<void> {
  await page.getByTestId('kiosk-submit').click();
  await expect(page.getByTestId('kiosk-success')).toContainText(texts[language].success);
  await expect(page.getByTestId('kiosk-visit-number')).toHaveText(texts[language].visitNumber);
}

/**
 * An approved appointment for a visitor with this phone at the campus's first company that has a host, and an
 * online door (of a model that needs no authorization file: the demo leaves 1003 without one) in its building.
 */
async function approvedAppointmentWithDoor(
  request: APIRequestContext,
  admin: string,
  phone: string,
): Promise<{ appointment: Appointment; device: { id: number } }> {
  const appointment = await makeAppointment(request, admin, phone);
  await campusApi(request, admin, 'POST', VisitorEndpoints.steps.approve.path.replace('{id}', String(appointment.id)), {});
  const residentialId = await residentialIdOf(request, admin, CAMPUS);
  const device = await onlineDevice(
    request,
    admin,
    { residentialId, buildingId: appointment.company.buildingId },
    { codePrefix: 'VIS', namePrefix: '访客门', model: (m) => !m.needsAuthFile },
  );
  return { appointment, device };
}

/** The campus dashboard's week of passages and week of visits (as its traffic and pass-method panels total them). */
async function dashboardCounts(
  request: APIRequestContext,
  admin: string,
  companyId: string,
): Promise<{ openRecords: number; visits: number }> {
  const response = await request.get(DashboardEndpoints.overview.path, { headers: { Authorization: admin, CompanyId: companyId } });
  const { data } = (await response.json()) as { data: { traffic: { total: number }[]; passMethods: { total: number }[] } };
  const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0);
  return { openRecords: sum(data.traffic), visits: sum(data.passMethods) };
}

async function deviceKnowsCard(deviceId: number, card: string): Promise<boolean> {
  const response = await fetch(`${simUrl}/devices/${deviceId}`, { headers: gateway });
  return JSON.stringify(await response.json()).includes(`"${card}"`);
}

/** The simulated reader's answer to the card: whether the door opened. */
async function holdCardToReader(deviceId: number, card: string): Promise<boolean> {
  const response = await fetch(`${simUrl}/sim/devices/${deviceId}/passage`, {
    method: 'POST',
    headers: gateway,
    body: JSON.stringify({ method: 'card', value: card, direction: 1 }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { passage: { opened: boolean } }).passage.opened;
}

test.afterEach(async ({ request }) => {
  await setFaults(request, {});
  await apiSetLanguage(request, await apiLogin(request, users.kiosk01), 'zh_cn');
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

test('[zh_cn kiosk, en console] a visitor with an approved appointment arrives at the kiosk with the emulated ID card, photo and access card, passes the visited building’s door, the dashboard counts it, and the guard’s sign-out takes the card off the door', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A device to come online, a card to reach it, a passage, the dashboard and the sign-out: more than a minute.
  test.setTimeout(150_000);
  const t = texts.zh_cn;
  const admin = await apiLogin(request, users.admin);
  const phone = uniqueMobile();
  const { appointment, device } = await approvedAppointmentWithDoor(request, admin, phone);
  const { appointmentNumber } = await campusApi<{ appointmentNumber: string }>(
    request,
    admin,
    'GET',
    `/api/property/visitor/${appointment.id}`,
  );
  const countsBefore = await dashboardCounts(request, admin, CAMPUS);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openKiosk(page, 'zh_cn');
  await readIdCard(page);
  await page.getByTestId('kiosk-take-photo').click();
  await expect(page.getByTestId('kiosk-photo')).toBeVisible();
  await page.getByTestId('kiosk-visit-phone').fill(phone);
  await chooseOption(page, formItem(page, t.company), kioskCompanyLabel(appointment.company), true);
  await pickFirstOption(page, formItem(page, t.host), null);
  await page.getByTestId('kiosk-temperature').fill('36.6');
  await page.getByTestId('kiosk-plate').fill('京A12345');
  await page.getByTestId('kiosk-add-companion').click();
  await page.getByPlaceholder('姓名').fill('李娜');
  await expect(page.getByTestId('kiosk-visitor-count')).toHaveText('共 2 位访客');
  await page.getByTestId('kiosk-pass-card').click();
  await page.getByTestId('kiosk-read-card').click();
  await expect(page.getByTestId('kiosk-access-card')).toHaveValue(/^\d{10}$/);
  const card = await page.getByTestId('kiosk-access-card').inputValue();
  await saveScreen(page, 'kiosk-form-1280x800-zh');

  await submitAndSeeSuccess(page, 'zh_cn');
  await expect(page.getByTestId('kiosk-success')).toContainText(card);
  await saveScreen(page, 'kiosk-success-1280x800-zh');
  // The visitor arrived on the appointment: the kiosk answers with its number, not a new visit's.
  await expect(page.getByTestId('kiosk-visit-number')).toHaveText(`来访编号：${appointmentNumber}`);
  await page.getByTestId('kiosk-next').click();
  await expect(page.getByTestId('kiosk-guest-name')).toHaveValue('');
  await expect(page.getByTestId('kiosk-online')).toHaveText(t.online);

  // The card was written to the visited building's door: held to the reader, it opens the door.
  await expect.poll(() => deviceKnowsCard(device.id, card), { timeout: 30_000 }).toBe(true);
  expect(await holdCardToReader(device.id, card)).toBe(true);

  // The guard, in English, sees the passage and the visit counted on the campus's dashboard.
  const guard = await newBrowserSession(browser, baseURL!);
  await apiSetLanguage(request, admin, 'en');
  await setTokenCookie(guard.context, baseURL!, admin);
  await guard.context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, CAMPUS]);
  await guard.page.goto('/dashboard/dashboard');
  await expect(guard.page.getByTestId('dashboard-panel-traffic')).toHaveAttribute('data-total', String(countsBefore.openRecords + 1));
  await expect(guard.page.getByTestId('dashboard-panel-passMethods')).toHaveAttribute('data-total', String(countsBefore.visits + 1));
  await saveScreen(guard.page, 'dashboard-after-kiosk-visit-en');
  await guard.page.goto('/deviceManager/openRecord');
  const openRecord = guard.page.getByTestId('resource-page-openRecord').locator('tr').filter({ hasText: card });
  await expect(openRecord).toContainText('Opened');

  // Signing the visitor out returns the card: it leaves the door, which no longer opens for it.
  const records = new ResourcePage(guard.page, visitRecordResource, 'en');
  await records.open();
  const record = records.row(appointmentNumber);
  await expect(record).toContainText('Arrived');
  await record.getByTestId(/^visit-signOut-/).click();
  await openConfirm(guard.page).getByRole('button', { name: 'OK' }).click();
  await expect(record).toContainText('Left');
  await expect.poll(() => deviceKnowsCard(device.id, card), { timeout: 30_000 }).toBe(false);
  expect(await holdCardToReader(device.id, card)).toBe(false);
  await guard.context.close();
});

test('[en] each hardware failure says what to do and the visitor is registered by hand with a QR pass', async ({ page, request }) => {
  const t = texts.en;
  await setFaults(request, { idcard: 'noCard', camera: 'unplugged', card: 'readError' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openKiosk(page, 'en');

  await page.getByTestId('kiosk-read-id').click();
  await expect(page.getByTestId('kiosk-problem-idcard')).toHaveText(t.idNoCard);
  await page.getByTestId('kiosk-guest-name').fill('Zhang Wei');
  await page.getByTestId('kiosk-id-number').fill(typedIdNumber());
  await page.getByTestId('kiosk-visit-phone').fill(uniqueMobile());
  await pickHost(page, 'en', request);

  await page.getByTestId('kiosk-pass-card').click();
  await page.getByTestId('kiosk-read-card').click();
  await expect(page.getByTestId('kiosk-problem-card')).toContainText(t.cardFailed);
  await saveScreen(page, 'kiosk-hardware-failures-1920x1080-en');
  await page.getByTestId('kiosk-use-qr').click();

  // The photo is required: without one the form says so; the camera asks for its plug-in until it works.
  await page.getByTestId('kiosk-submit').click();
  await expect(page.getByTestId('kiosk-photo-missing')).toHaveText(t.photoMissing);
  await page.getByTestId('kiosk-take-photo').click();
  await expect(page.getByTestId('kiosk-problem-camera')).toHaveText(t.cameraPlugin);
  await setFaults(request, {});
  await page.getByTestId('kiosk-take-photo').click();
  await expect(page.getByTestId('kiosk-photo')).toBeVisible();
  await expect(page.getByTestId('kiosk-problem-camera')).toHaveCount(0);

  await submitAndSeeSuccess(page, 'en');
  await expect(page.getByTestId('kiosk-qr').locator('canvas, svg')).toBeVisible();
  await saveScreen(page, 'kiosk-qr-pass-1920x1080-en');
});

test('[zh_cn] at the gate of a residential community the visitor names the house, and its resident is the host', async ({
  page,
  request,
}) => {
  const { apartments, host, admin } = await householdOfSunshineGarden(request, '1201', '业主');
  await login(page, users.lihua);
  await page.goto(SITE_REGISTER_PATH);
  await expect(page.getByTestId('kiosk-title')).toHaveText(texts.zh_cn.title);

  // No companies here: the house is picked instead, the host's name masked on the public screen.
  await expect(page.getByTestId('kiosk-company')).toHaveCount(0);
  await expect(formItem(page, '来访事由')).toContainText('亲友来访');
  await chooseOption(
    page,
    formItem(page, '被访住户'),
    `${apartments.buildingName} · ${apartments.floorName} · 1201  ${host[0]}${'*'.repeat(host.length - 1)}`,
    true,
  );
  await readIdCard(page);
  const phone = uniqueMobile();
  await page.getByTestId('kiosk-visit-phone').fill(phone);
  await page.getByTestId('kiosk-take-photo').click();
  await expect(page.getByTestId('kiosk-photo')).toBeVisible();
  await page.getByTestId('kiosk-pass-none').click();
  await saveScreen(page, 'kiosk-household-form-zh');
  await submitAndSeeSuccess(page, 'zh_cn');

  const records = await request.post('/api/property/visitRecord/query/page', {
    headers: { Authorization: admin, CompanyId: demoResidentials.sunshineGarden.companyId },
    data: { visitPhone: phone },
  });
  const { data } = (await records.json()) as { data: { rows: Record<string, unknown>[] } };
  expect(data.rows).toHaveLength(1);
  expect(data.rows[0]).toMatchObject({ companyId: null, personName: host, buildingName: apartments.buildingName, registerWay: 'guard' });
});

for (const language of ['zh_cn', 'en'] as const)
  test(`[${language}] offline, the kiosk keeps the registration encrypted on the device and sends it once when back`, async ({
    page,
    context,
    request,
  }) => {
    const t = texts[language];
    await openKiosk(page, language);
    await readIdCard(page);
    const guestName = await page.getByTestId('kiosk-guest-name').inputValue();
    await page.getByTestId('kiosk-take-photo').click();
    await expect(page.getByTestId('kiosk-photo')).toBeVisible();
    await page.getByTestId('kiosk-visit-phone').fill(uniqueMobile());
    await pickHost(page, language, request);

    const registrations: { duplicate: boolean }[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/property/visitor/siteRegister') && response.status() === 200) {
        registrations.push(((await response.json()) as { data: { duplicate: boolean } }).data);
      }
    });

    await context.setOffline(true);
    await expect(page.getByTestId('kiosk-offline')).toHaveText(t.offline(0));
    await page.getByTestId('kiosk-submit').click();
    await expect(page.getByTestId('kiosk-kept')).toContainText(t.kept);
    await expect(page.getByTestId('kiosk-offline')).toHaveText(t.offline(1));
    // Nothing readable of the visitor is kept in the browser: the entry is sealed.
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('cvap-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('queue').objectStore('queue').getAll();
            all.onsuccess = () =>
              resolve(
                JSON.stringify(
                  all.result.map((entry: { owner: string; cipher: ArrayBuffer }) => ({
                    owner: entry.owner,
                    bytes: entry.cipher.byteLength,
                  })),
                ),
              );
          };
        }),
    );
    expect(stored).not.toContain(guestName);
    expect(JSON.parse(stored)).toEqual([{ owner: users.kiosk01.username, bytes: expect.any(Number) }]);

    await context.setOffline(false);
    await expectNotice(page, t.sent);
    await expect(page.getByTestId('kiosk-online')).toHaveText(t.online);
    await expect.poll(() => registrations).toEqual([expect.objectContaining({ duplicate: false })]);
  });

for (const language of ['zh_cn', 'en'] as const)
  test(`[${language}] a visitor barred by the watchlist is stopped at the kiosk with a stop screen`, async ({ page, request }) => {
    const t = texts[language];
    const phone = uniqueMobile();
    const admin = await apiLogin(request, users.admin);
    const added = await request.post('/api/property/visitorWatchlist', {
      headers: { Authorization: admin, CompanyId: CAMPUS },
      data: { name: '黑名单访客', phone, level: 'barred', reason: '多次冒用他人证件' },
    });
    expect(((await added.json()) as { status: number }).status).toBe(200);

    await openKiosk(page, language);
    await readIdCard(page);
    await page.getByTestId('kiosk-take-photo').click();
    await expect(page.getByTestId('kiosk-photo')).toBeVisible();
    await page.getByTestId('kiosk-visit-phone').fill(phone);
    await pickHost(page, language, request);
    await page.getByTestId('kiosk-submit').click();
    await expect(page.getByTestId('kiosk-barred')).toContainText(t.barred);
    await expect(page.getByTestId('kiosk-barred')).toContainText(t.barredMessage);
    await page.getByTestId('kiosk-next').click();
    await expect(page.getByTestId('kiosk-guest-name')).toHaveValue('');
  });
