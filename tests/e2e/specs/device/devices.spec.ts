import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DOOR_GATEWAY_TOKEN_HEADER,
  deviceModelResource,
  deviceResource,
  deviceRestartResource,
  deviceTimeResource,
  openRecordResource,
  deviceUpgradeResource,
  manufacturerResource,
  type Language,
} from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { zipOf } from '../../support/import-zip.js';
import { chooseOption, ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

/**
 * Issue 14 (devices): add a manufacturer, a model and a device and watch it come online on the simulator;
 * restart it on a schedule and read the run's result; push an upgrade to three devices, one of which fails.
 */

const SIM_URL = `http://127.0.0.1:${process.env.E2E_DOOR_SIM_PORT ?? 9291}`;
const RESIDENTIAL = '1001';
const texts = {
  zh_cn: { online: '在线', succeeded: '成功', failed: '失败', badTime: '请按 HH:mm 填写', endBeforeStart: '必须晚于开始时间' },
  en: {
    online: 'Online',
    succeeded: 'Succeeded',
    failed: 'Failed',
    badTime: 'must be HH:mm',
    endBeforeStart: 'must be after the start time',
  },
} as const;

/** A free address of a /24 for this run (devices' ips are unique within the community). */
let octet = 100 + (Date.now() % 100);
const nextIp = (net: string) => `${net}.${(octet = (octet % 250) + 1)}`;

/** "yyyy-MM-dd HH:mm:ss" in China Standard Time, as the console's date pickers take it. */
function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Signs the administrator in at the head office (which keeps the manufacturer and model catalogue). */
async function signIn(page: Page, language: Language): Promise<string> {
  const token = await apiLogin(page.request, users.admin);
  await apiSetLanguage(page.request, token, language);
  await login(page, users.admin);
  return token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'post' | 'get', url: string, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: { Authorization: token, CompanyId: RESIDENTIAL }, ...(data ? { data } : {}) });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** Makes the simulator's device fail its next command (its control surface, with the gateway token). */
async function failNextCommand(request: APIRequestContext, deviceId: number): Promise<void> {
  const response = await request.post(`${SIM_URL}/sim/devices/${deviceId}/behaviour`, {
    headers: { [DOOR_GATEWAY_TOKEN_HEADER]: process.env.CVAP_E2E_GATEWAY_TOKEN ?? '' },
    data: { failNext: 1 },
  });
  expect(response.ok()).toBe(true);
}

for (const language of ['zh_cn', 'en'] as const) {
  test.describe(`door devices (${language})`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.afterEach(async ({ request }) => {
      if (language === 'en') await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    });

    test('a manufacturer, a model and a device added in the console come online on the simulator, and a scheduled restart shows its result', async ({
      page,
    }) => {
      await signIn(page, language);
      const token = uniqueToken();
      const makerName = `厂商${token}`.slice(0, 20);
      const modelName = `型号${token}`.slice(0, 20);
      const deviceName = `东门${token}`.slice(0, 20);

      const makers = new ResourcePage(page, manufacturerResource, language, { manufacturerCode: `M${token}`, manufacturerName: makerName });
      await makers.open();
      await makers.add(token);

      const models = new ResourcePage(page, deviceModelResource, language, {
        modelCode: `D${token}`,
        modelName,
        manufacturerId: makerName,
      });
      await models.open();
      await models.add(token);

      // Devices belong to a community: the administrator acts for one.
      await chooseResidential(page, RESIDENTIAL);
      const devices = new ResourcePage(page, deviceResource, language, {
        code: `MJ${token}`.slice(0, 32),
        name: deviceName,
        ip: nextIp('10.77.1'),
        doorName: deviceName,
        platformAccount: 'admin',
        platformPassword: 'Door@2026',
      });
      await devices.open();
      await devices.openAdd();
      for (const name of ['code', 'name', 'ip', 'doorName', 'platformAccount', 'platformPassword']) {
        await devices.fillField(name, deviceResource.fields[name]!, token);
      }
      await chooseOption(page, devices.formItem('modelId'), modelName, true);
      await devices.saveDialog();
      const row = devices.row(deviceName);
      // The platform hears of the device after the save; its heartbeats then make it online in the list.
      await expect(row).toContainText(texts[language].online, { timeout: 30_000 });

      const restarts = new ResourcePage(page, deviceRestartResource, language, {
        name: `重启${token}`.slice(0, 20),
        deviceId: deviceName,
      });
      await restarts.open();
      await restarts.openAdd();
      await restarts.fillField('name', deviceRestartResource.fields.name!, token);
      await chooseOption(page, restarts.formItem('deviceId'), deviceName, true);
      const at = restarts.formItem('reserveDatetime').locator('input').first();
      await at.click();
      await at.fill(chinaTime(new Date(Date.now() + 15_000)));
      await at.press('Enter');
      await restarts.saveDialog();
      // The scheduler's restart job (every 10 s) runs the plan; the list reads its result again every 5 s.
      const plan = restarts.row(`重启${token}`.slice(0, 20));
      await expect(plan).toContainText(texts[language].succeeded, { timeout: 60_000 });
      await expect(plan).toContainText('OK');
    });

    test('an upgrade pushed to three devices succeeds on two and fails on the one that cannot do it', async ({ page }) => {
      const admin = await signIn(page, language);
      await chooseResidential(page, RESIDENTIAL);
      const token = uniqueToken();
      const [model] = (await api<{ rows: { id: number }[] }>(page.request, admin, 'post', '/api/property/deviceModel/query/page', {})).rows;
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        const created = await api<{ id: number }>(page.request, admin, 'post', '/api/property/device', {
          code: `UP${token}${n}`.slice(0, 32),
          name: `升级${n}号${token}`.slice(0, 20),
          ip: nextIp('10.77.2'),
          modelId: model!.id,
          doorName: `升级门${n}`,
          platformAccount: 'admin',
          platformPassword: 'Door@2026',
        });
        ids.push(created.id);
      }
      // The platform reads new devices within a few seconds; then the third is made to fail its next command.
      await expect
        .poll(
          async () =>
            (
              await page.request.get(`${SIM_URL}/devices/${ids[2]}`, {
                headers: { [DOOR_GATEWAY_TOKEN_HEADER]: process.env.CVAP_E2E_GATEWAY_TOKEN ?? '' },
              })
            ).status(),
          {
            timeout: 20_000,
          },
        )
        .toBe(200);
      await failNextCommand(page.request, ids[2]!);

      const firmware = await zipOf('firmware/manifest.txt', Buffer.from('model=DS-K1T671M\nversion=2.2.0\n'));
      const upload = await page.request.post('/api/fdfs/file/uploadFiles', {
        headers: { Authorization: admin, CompanyId: RESIDENTIAL },
        multipart: { bizType: '20', files: { name: 'DS-K1T671M_V2.2.0.zip', mimeType: 'application/zip', buffer: firmware } },
      });
      const [path] = ((await upload.json()) as { data: string[] }).data;
      const packageName = `固件${token}`.slice(0, 20);
      await api(page.request, admin, 'post', '/api/property/deviceUpgrade', {
        upgradeName: packageName,
        upgradeVersion: '2.2.0',
        upgradeUrl: path,
      });

      const upgrades = new ResourcePage(page, deviceUpgradeResource, language);
      await upgrades.open();
      await upgrades.row(packageName).getByTestId('upgrade-push').click();
      const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('push-devices') });
      // One multiple select: opened once, each device found by typing its name and clicked, then closed.
      await dialog.locator('.ant-select').first().click();
      const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
      for (const n of [1, 2, 3]) {
        const name = `升级${n}号${token}`.slice(0, 20);
        await page.keyboard.type(name);
        await dropdown.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
      }
      await page.keyboard.press('Escape');
      await expect(dialog.locator('.ant-select-selection-item')).toHaveCount(3);
      await page.getByTestId('push-submit').click();
      const results = page.getByTestId('upgrade-results');
      await expect(results.locator('tbody tr')).toHaveCount(3);
      await expect(results.locator('tbody tr').filter({ hasText: texts[language].succeeded })).toHaveCount(2, { timeout: 30_000 });
      await expect(results.locator('tbody tr').filter({ hasText: texts[language].failed })).toHaveCount(1);
      await expect(results.locator('tbody tr').filter({ hasText: `升级3号` })).toContainText(texts[language].failed);
    });

    test('a weekly time period is saved with HH:mm times; a time that is not HH:mm or an end before the start is refused', async ({
      page,
    }) => {
      await signIn(page, language);
      await chooseResidential(page, RESIDENTIAL);
      const token = uniqueToken();
      const name = `时段${token}`.slice(0, 20);
      const periods = new ResourcePage(page, deviceTimeResource, language, { name, startTime: '7:30', endTime: '20:00' });
      await periods.open();
      await periods.openAdd();
      for (const field of ['name', 'startTime', 'endTime'] as const)
        await periods.fillField(field, deviceTimeResource.fields[field]!, token);
      await periods.fillField('weekDays', deviceTimeResource.fields.weekDays!, token);
      await periods.dialog.getByTestId('resource-dialog-ok').click();
      await expect(page.getByText(texts[language].badTime).first()).toBeVisible();
      await periods.formItem('startTime').locator('input').fill('21:00');
      await periods.dialog.getByTestId('resource-dialog-ok').click();
      await expect(page.getByText(texts[language].endBeforeStart).first()).toBeVisible();
      await periods.formItem('startTime').locator('input').fill('07:30');
      await periods.saveDialog();
      await expect(periods.row(name)).toContainText('07:30');
    });

    test('a passage at a simulated door arrives in the passage records by itself, with the face reader’s picture', async ({ page }) => {
      const admin = await signIn(page, language);
      await chooseResidential(page, RESIDENTIAL);
      const records = new ResourcePage(page, openRecordResource, language);
      await records.open();
      const { rows } = await api<{ rows: { id: number }[] }>(page.request, admin, 'post', '/api/property/device/query/page', {
        status: 'online',
      });
      const person = `访客${uniqueToken()}`.slice(0, 20);
      const passed = await page.request.post(`${SIM_URL}/sim/devices/${rows[0]!.id}/passage`, {
        headers: { [DOOR_GATEWAY_TOKEN_HEADER]: process.env.CVAP_E2E_GATEWAY_TOKEN ?? '' },
        data: { method: 'face', personName: person, direction: 1 },
      });
      expect(passed.ok()).toBe(true);
      // No reload: the list reads itself again every few seconds.
      const row = records.row(person);
      await expect(row).toBeVisible({ timeout: 15_000 });
      await expect(row.getByTestId('open-record-capture')).toBeVisible();
    });
  });
}
