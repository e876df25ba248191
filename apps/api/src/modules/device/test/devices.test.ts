import {
  DOOR_GATEWAY_PATHS,
  DOOR_GATEWAY_TOKEN_HEADER,
  OPEN_TYPE_REMOTE,
  TaskStatus,
  type PageResult,
  type Task,
  type UpgradeResultRow,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { buildZip } from '../../../../test/helpers/zip-writer.js';
import { multipartBody } from '../../../../test/helpers/multipart.js';
import { QUICK_SIM, SIM_GATEWAY_TOKEN as TOKEN, startDoorSim } from '../../../../test/helpers/door-sim.js';

type Row = Record<string, unknown> & { id: number };

const SIM_PORT = Number(process.env.DOOR_SIM_TEST_PORT ?? 9601);
const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

let t: TestApp;
let admin: string;
let modelId: number;

const as = <T = unknown>(companyId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, companyId, ...options });

async function upload(companyId: string, bizType: string, name: string, content: Buffer): Promise<{ status: number; path?: string }> {
  const { payload, headers } = multipartBody({ bizType }, [{ name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: admin, companyid: companyId },
  });
  const body = response.json() as { status: number; data: string[] };
  return { status: body.status, path: body.data?.[0] };
}

const deviceBody = (code: string, ip: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `测试门禁机${code}`,
  ip,
  modelId,
  doorName: '测试门',
  platformAccount: 'admin',
  platformPassword: 'Door@2026',
  authKey: 'secret-auth-key',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp({ config: { doorSimUrl: SIM_URL } });
  admin = await login(t.app, 'admin');
  const models = await call<PageResult<Row>>(t.app, 'POST', '/api/property/deviceModel/query/page', { token: admin, body: {} });
  modelId = models.data.rows[0]!.id;
});
afterAll(() => t?.close());

describe('devices: bad input is refused with a clear message and changes nothing', () => {
  it('refuses a second device with the same code or the same ip in one community (40901 naming the field), but not in another community', async () => {
    const first = await as<Row>('1001', 'POST', '/api/property/device', { body: deviceBody('T-DUP-1', '10.99.0.1') });
    expect(first.status).toBe(200);
    const sameCode = await as('1001', 'POST', '/api/property/device', { body: deviceBody('t-dup-1', '10.99.0.2') });
    expect(sameCode.status).toBe(40901);
    expect(sameCode.message).toContain('设备编码');
    const sameIp = await as('1001', 'POST', '/api/property/device', { body: deviceBody('T-DUP-2', '10.99.0.1'), language: 'en' });
    expect(sameIp.status).toBe(40901);
    expect(sameIp.message).toContain('IP address');
    const elsewhere = await as('1002', 'POST', '/api/property/device', { body: deviceBody('T-DUP-1', '10.99.0.1') });
    expect(elsewhere.status).toBe(200);
    const rows = await as<PageResult<Row>>('1001', 'POST', '/api/property/device/query/page', { body: { code: 'T-DUP' } });
    expect(rows.data.rows.map((r) => r.code)).toEqual(['T-DUP-1']);
  });

  it('refuses an ip that is not IPv4, and a model the tenant does not have', async () => {
    const badIp = await as('1001', 'POST', '/api/property/device', { body: deviceBody('T-IP', '10.0.0.256') });
    expect(badIp.status).toBe(40001);
    expect(badIp.message).toContain('IPv4');
    const badModel = await as('1001', 'POST', '/api/property/device', { body: deviceBody('T-MODEL', '10.99.1.1', { modelId: 999_999 }) });
    expect(badModel.status).toBe(40908);
  });

  it('treats a device of another community by id as missing: read, edit, delete, QR code and open door all answer 404', async () => {
    const other = await as<Row>('1002', 'POST', '/api/property/device', { body: deviceBody('T-OTHER', '10.99.2.1') });
    const id = other.data.id;
    expect((await as('1001', 'GET', `/api/property/device/${id}`)).status).toBe(40401);
    expect(
      (await as('1001', 'PUT', `/api/property/device/${id}`, { body: deviceBody('T-OTHER', '10.99.2.2', { name: '改名' }) })).status,
    ).toBe(40401);
    expect((await as('1001', 'DELETE', `/api/property/device/${id}`)).status).toBe(40401);
    expect((await as('1001', 'GET', `/api/property/device/qrCode/${id}`)).http).toBe(404);
    expect((await as('1001', 'POST', `/api/property/device/openDoor/${id}`)).status).toBe(40401);
    expect((await as<Row>('1002', 'GET', `/api/property/device/${id}`)).data.name).toBe('测试门禁机T-OTHER');
  });

  it('never returns the platform password, the device password or the authKey after save', async () => {
    const created = await as<Row>('1001', 'POST', '/api/property/device', {
      body: deviceBody('T-SECRET', '10.99.3.1', { userPassword: 'x1' }),
    });
    const read = await as<Row>('1001', 'GET', `/api/property/device/${created.data.id}`);
    for (const row of [created.data, read.data]) {
      expect(row).not.toHaveProperty('platformPassword');
      expect(row).not.toHaveProperty('authKey');
      expect(row).not.toHaveProperty('userPassword');
      expect(row.platformAccount).toBe('admin');
      expect(row.status).toBe('unknown');
    }
  });

  it('answers the QR code as a real PNG', async () => {
    const created = await as<Row>('1001', 'POST', '/api/property/device', { body: deviceBody('T-QR', '10.99.4.1') });
    const png = await as('1001', 'GET', `/api/property/device/qrCode/${created.data.id}`);
    expect(png.raw.headers['content-type']).toBe('image/png');
    expect(png.raw.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('runs a monthly restart on day 31 on the last day of a shorter month, and refuses a one-off time in the past', async () => {
    const device = await as<Row>('1001', 'POST', '/api/property/device', { body: deviceBody('T-RESTART', '10.99.5.1') });
    const plan = await as<Row>('1001', 'POST', '/api/property/deviceRestart', {
      body: {
        name: '月末重启',
        deviceId: device.data.id,
        restartType: 1,
        reserveType: 4,
        monthDay: 31,
        reserveDatetime: '2026-01-01 02:00:00',
      },
    });
    expect(plan.status).toBe(200);
    const next = String(plan.data.nextRunAt);
    const [year, month, day] = next.slice(0, 10).split('-').map(Number) as [number, number, number];
    expect(day).toBe(Math.min(31, new Date(Date.UTC(year, month, 0)).getUTCDate()));
    expect(next.slice(11)).toBe('02:00:00');
    const past = await as('1001', 'POST', '/api/property/deviceRestart', {
      body: { name: '过去', deviceId: device.data.id, restartType: 1, reserveType: 1, reserveDatetime: '2020-01-01 02:00:00' },
    });
    expect(past.status).toBe(40001);
    const noDay = await as('1001', 'POST', '/api/property/deviceRestart', {
      body: { name: '每周', deviceId: device.data.id, restartType: 1, reserveType: 3, reserveDatetime: '2026-01-01 02:00:00' },
      language: 'en',
    });
    expect(noDay.status).toBe(40001);
    expect(noDay.message).toContain('weekly');
  });

  it('refuses an upgrade package whose file is not a firmware package, and firmware whose content is not a zip', async () => {
    const picture = await upload('1001', '999', 'photo.jpg', JPEG);
    expect(picture.status).toBe(200);
    const wrongKind = await as('1001', 'POST', '/api/property/deviceUpgrade', {
      body: { upgradeName: '门禁固件', upgradeVersion: '2.1.0', upgradeUrl: picture.path },
    });
    expect(wrongKind.status).toBe(40001);
    expect(wrongKind.message).toContain('固件');
    const before = await as<PageResult<Row>>('1001', 'POST', '/api/property/deviceUpgrade/query/page', { body: {} });
    const fakeZip = await upload('1001', '20', 'firmware.zip', Buffer.from('not really a zip'));
    expect(fakeZip.status).not.toBe(200);
    const listed = await as<PageResult<Row>>('1001', 'POST', '/api/property/deviceUpgrade/query/page', { body: {} });
    // Only the demo's package: nothing was added.
    expect(listed.data.rows.map((row) => row.id)).toEqual(before.data.rows.map((row) => row.id));
    expect(listed.data.rows.map((row) => row.upgradeVersion)).toEqual(['V2.3.1']);
  });
});

describe('device gateway: heartbeats and passages from the platform', () => {
  const gateway = (url: string, body: unknown, token = TOKEN) =>
    call(t.app, 'POST', url, { body, headers: { [DOOR_GATEWAY_TOKEN_HEADER]: token } });

  it('refuses a report without the gateway token', async () => {
    const refused = await gateway(
      DOOR_GATEWAY_PATHS.heartbeat,
      { devices: [], at: new Date().toISOString() },
      'wrong-token-wrong-token-00',
    );
    expect(refused.status).toBe(40150);
  });

  it('shows online, login abnormal and equipment abnormity from heartbeats, offline once they stop, and records the changes', async () => {
    const created = await as<Row>('1001', 'POST', '/api/property/device', { body: deviceBody('T-HB', '10.99.6.1') });
    const id = String(created.data.id);
    const statusOf = async () => (await as<Row>('1001', 'GET', `/api/property/device/${id}`)).data.status;
    await gateway(DOOR_GATEWAY_PATHS.heartbeat, { devices: [{ id, state: 'online', firmware: '1.0.0' }], at: new Date().toISOString() });
    expect(await statusOf()).toBe('online');
    await gateway(DOOR_GATEWAY_PATHS.heartbeat, { devices: [{ id, state: 'loginAbnormal' }], at: new Date().toISOString() });
    expect(await statusOf()).toBe('loginAbnormal');
    await gateway(DOOR_GATEWAY_PATHS.heartbeat, { devices: [{ id, state: 'equipmentAbnormity' }], at: new Date().toISOString() });
    expect(await statusOf()).toBe('equipmentAbnormity');
    // Heartbeats stop: the last one ages past the limit.
    await t.database.db.orm.execute(`update devices set last_heartbeat_at = now() - interval '5 minutes' where id = ${Number(id)}`);
    expect(await statusOf()).toBe('offline');
    const offline = await as<PageResult<Row>>('1001', 'POST', '/api/property/device/query/page', {
      body: { status: 'offline', code: 'T-HB' },
    });
    expect(offline.data.rows.map((r) => r.code)).toEqual(['T-HB']);
    const changes = await t.database.db.orm.execute(`select state from device_state_changes where device_id = ${Number(id)} order by id`);
    expect((changes as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual([
      'online',
      'loginAbnormal',
      'equipmentAbnormity',
    ]);
  });

  it('turns a reported passage into a passage record of the device’s community, with its capture picture', async () => {
    const created = await as<Row>('1001', 'POST', '/api/property/device', {
      body: deviceBody('T-PASS', '10.99.7.1', { doorName: '东门' }),
    });
    const answer = await gateway(DOOR_GATEWAY_PATHS.openRecord, {
      deviceId: String(created.data.id),
      method: 'face',
      direction: 1,
      opened: true,
      personName: '王建华',
      captureJpeg: JPEG.toString('base64'),
      at: new Date().toISOString(),
    });
    expect(answer.status).toBe(200);
    const records = await as<PageResult<Row>>('1001', 'POST', '/api/door/openRecord/query/page', { body: { personName: '王建华' } });
    const record = records.data.rows[0]!;
    expect(record).toMatchObject({ deviceName: '测试门禁机T-PASS', doorName: '东门', openType: 2, direction: 1, result: 1 });
    expect(String(record.captureUrl)).toMatch(/\.jpg$/);
    const elsewhere = await as<PageResult<Row>>('1002', 'POST', '/api/door/openRecord/query/page', { body: { personName: '王建华' } });
    expect(elsewhere.data.rows).toHaveLength(0);
  });
});

describe('upgrade push through the simulator (reliability)', () => {
  let sim: ChildProcess;
  let listening: TestApp;
  beforeAll(async () => {
    sim = await startDoorSim(SIM_PORT, 'http://127.0.0.1:65531', {
      DOOR_SIM_DELAY_MIN_MS: '1500',
      DOOR_SIM_DELAY_MAX_MS: '1500',
      DOOR_SIM_RESYNC_MS: '3600000',
    });
  });
  afterAll(async () => {
    sim?.kill('SIGTERM');
    await listening?.close().catch(() => undefined);
  });

  it('ends the push task failed, not stuck at 205, when the API stops mid-push; a new start shows no device still pushing', async () => {
    listening = await startTestApp({ database: t.database, config: { doorSimUrl: SIM_URL } });
    const token = await login(listening.app, 'admin');
    const asListening = <T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<T>(listening.app, method, url, { token, companyId: '1001', ...(body === undefined ? {} : { body }) });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const device = await asListening<Row>('POST', '/api/property/device', deviceBody(`T-UP-${n}`, `10.99.8.${n}`));
      ids.push(device.data.id);
    }
    // The platform learns of them after the commit; wait until it holds all three.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${SIM_URL}/devices`, { headers: { [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN } })).json()) as unknown[]).length,
      )
      .toBeGreaterThanOrEqual(3);
    const zip = buildZip([{ name: 'firmware/manifest.txt', data: Buffer.from('version=2.1.0\n') }]);
    const firmware = await upload('1001', '20', 'DS-K1T671M_V2.1.0.zip', zip);
    expect(firmware.status).toBe(200);
    const upgrade = await asListening<Row>('POST', '/api/property/deviceUpgrade', {
      upgradeName: '门禁固件',
      upgradeVersion: '2.1.0',
      upgradeUrl: firmware.path,
    });
    expect(upgrade.status).toBe(200);
    const push = await asListening<{ taskId: string }>('POST', '/api/property/deviceUpgrade/push', {
      upgradeId: upgrade.data.id,
      deviceIds: ids,
    });
    expect(push.status).toBe(200);
    const taskId = push.data.taskId;
    await listening.app.close();

    const after = await startTestApp({ database: t.database, config: { doorSimUrl: SIM_URL } });
    try {
      const owner = await login(after.app, 'admin');
      const task = await call<Task>(after.app, 'GET', `/api/admin/task/${taskId}`, { token: owner });
      expect(task.data.status).toBe(TaskStatus.FAILED);
      const results = await call<UpgradeResultRow[]>(after.app, 'GET', '/api/property/deviceUpgrade/results', {
        token: owner,
        companyId: '1001',
        query: `taskId=${taskId}`,
      });
      expect(results.data).toHaveLength(3);
      expect(results.data.every((r) => r.result !== 0)).toBe(true);
    } finally {
      await after.close();
    }
  });
});

describe('开门 from the console (issue 23)', () => {
  const port = SIM_PORT + 10;
  let sim: ChildProcess;
  let app: TestApp;
  beforeAll(async () => {
    sim = await startDoorSim(port, 'http://127.0.0.1:65531', { ...QUICK_SIM });
    app = await startTestApp({ database: t.database, config: { doorSimUrl: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    sim?.kill('SIGTERM');
    await app?.close();
  });

  async function registered(code: string, extra: Record<string, unknown> = {}): Promise<number> {
    const token = await login(app.app, 'admin');
    const created = await call<Row>(app.app, 'POST', '/api/property/device', {
      token,
      companyId: '1001',
      body: deviceBody(code, `10.99.9.${code.length + Number(code.slice(-1))}`, extra),
    });
    expect(created.status).toBe(200);
    await expect
      .poll(async () => {
        const listed = await fetch(`http://127.0.0.1:${port}/devices`, { headers: { [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN } });
        return ((await listed.json()) as { id: string }[]).some((d) => d.id === String(created.data.id));
      })
      .toBe(true);
    return created.data.id;
  }

  const openRecords = (deviceId: number) =>
    t.database.db.orm.execute(
      sql`select person_name, open_type, result from open_records where device_id = ${deviceId} order by id`,
    ) as unknown as Promise<{ rows: { person_name: string; open_type: number; result: number }[] }>;

  it('opens the door and writes a 远程开门 line in the passage records naming who opened it', async () => {
    const id = await registered('T-OPEN-1');
    const token = await login(app.app, 'admin');
    const opened = await call(app.app, 'POST', `/api/property/device/openDoor/${id}`, { token, companyId: '1001' });
    expect(opened.status).toBe(200);
    expect((await openRecords(id)).rows).toEqual([{ person_name: '系统管理员', open_type: OPEN_TYPE_REMOTE, result: 1 }]);
  });

  it('checks the platform login after a save: accepted with the right password, refused in the user’s language with a wrong one', async () => {
    const token = await login(app.app, 'admin');
    const good = await registered('T-LOGIN-5');
    expect(await call(app.app, 'POST', `/api/property/device/checkLogin/${good}`, { token, companyId: '1001' })).toMatchObject({
      status: 200,
      data: { loginAccepted: true, reason: null },
    });
    const wrong = await registered('T-LOGIN-7', { platformPassword: 'Wrong@2026' });
    const zh = await call(app.app, 'POST', `/api/property/device/checkLogin/${wrong}`, { token, companyId: '1001' });
    expect(zh).toMatchObject({ status: 200, data: { loginAccepted: false, reason: '设备平台拒绝登录：请检查设备的平台账号和平台密码' } });
    const en = await call(app.app, 'POST', `/api/property/device/checkLogin/${wrong}`, { token, companyId: '1001', language: 'en' });
    expect(en.data).toEqual({
      loginAccepted: false,
      reason: "The device platform refused the login: check the device's platform account and password",
    });
    // Another community's device reads as missing.
    expect((await call(app.app, 'POST', `/api/property/device/checkLogin/${good}`, { token, companyId: '1002' })).status).toBe(40401);
  });

  it('says why a device refused in the user’s language, never the driver’s words, and records the refused attempt', async () => {
    const id = await registered('T-OPEN-2', { platformPassword: 'Wrong@2026' });
    const token = await login(app.app, 'admin');
    const zh = await call(app.app, 'POST', `/api/property/device/openDoor/${id}`, { token, companyId: '1001' });
    expect(zh).toMatchObject({ http: 502, status: 50350, message: '设备未能执行：设备平台拒绝登录：请检查设备的平台账号和平台密码' });
    const en = await call(app.app, 'POST', `/api/property/device/openDoor/${id}`, { token, companyId: '1001', language: 'en' });
    expect(en.message).toBe(
      "The device did not do it: The device platform refused the login: check the device's platform account and password",
    );
    expect(JSON.stringify([zh.message, zh.data, en.message, en.data])).not.toContain('platform login refused');
    expect((await openRecords(id)).rows.map((row) => row.result)).toEqual([0, 0]);
  });
});
