import {
  AccessEndpoints,
  DOOR_GATEWAY_TOKEN_HEADER,
  VisitorEndpoints,
  type AuthException,
  type AuthResult,
  type PageResult,
  type SiteRegisterResult,
} from '@cvap/contracts';
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { buildPlace, mobile, personBody, uploadJpeg, type Place } from '../../../../test/helpers/door-people.fixtures.js';
import { readyTaskSocket, taskEnded, type TestSocket } from '../../../../test/helpers/socket.js';
import { QUICK_SIM, SIM_GATEWAY_TOKEN as TOKEN, startDoorSim } from '../../../../test/helpers/door-sim.js';

type Row = Record<string, unknown> & { id: number };

// This branch's simulator port for test runs.
const SIM_PORT = Number(process.env.DOOR_SIM_TEST_PORT ?? 9602);
const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;

let t: TestApp;
let sim: ChildProcess;
let admin: string;
let socket: TestSocket;
let place: Place;
let deviceA: Row;
let deviceOff: Row;

const as = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, companyId: '1001', language: 'en', ...options });
const ended = (taskId: string) => taskEnded(socket, taskId);

const deviceBody = (code: string, ip: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `授权测试${code}`,
  ip,
  doorName: '单元门',
  platformAccount: 'admin',
  platformPassword: 'Door@2026',
  authKey: 'secret-auth-key',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp({ config: { doorSimUrl: SIM_URL } });
  const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await login(t.app, 'admin');
  socket = await readyTaskSocket(baseUrl, admin, 'en');
  sim = await startDoorSim(SIM_PORT, baseUrl, QUICK_SIM);
  place = await buildPlace(t.app, admin, '1001');
  const models = await as<PageResult<Row>>('POST', '/api/property/deviceModel/query/page', { body: {} });
  const modelId = models.data.rows[0]!.id;
  // A's door is the new building's; OFF is a gate on an address that never answers (TEST-NET-1), always offline.
  deviceA = (
    await as<Row>('POST', '/api/property/device', { body: deviceBody('T-AUTH-A', '10.97.0.1', { modelId, buildingId: place.buildingId }) })
  ).data;
  deviceOff = (await as<Row>('POST', '/api/property/device', { body: deviceBody('T-AUTH-OFF', '192.0.2.77', { modelId }) })).data;
  // The simulator learns of A on its next device-list read and reports it online with its next heartbeat.
  await vi.waitFor(async () => expect((await as<Row>('GET', `/api/property/device/${deviceA.id}`)).data.status).toBe('online'), {
    timeout: 20_000,
    interval: 100,
  });
});
afterAll(async () => {
  socket?.close();
  sim?.kill('SIGTERM');
  await t?.close();
});

async function simBehaviour(id: number, behaviour: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${SIM_URL}/sim/devices/${id}/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN },
    body: JSON.stringify(behaviour),
  });
  expect(response.ok).toBe(true);
}

const detailOf = async (taskId: string) => (await as<AuthResult[]>('POST', AccessEndpoints.authDetail.path, { body: { taskId } })).data;

describe('authorising people to doors', () => {
  let passedTask: string;

  it('pushes a passed registration to every device of the access level; an offline device and a failed write end in the exception list', async () => {
    const person = await as<Row>('POST', '/api/door/person', { body: personBody(place) });
    expect(person.status, person.message).toBe(200);
    await simBehaviour(deviceA.id, { failNext: 1 });
    const review = await as<{ reviewed: number; authTaskId: string }>('POST', '/api/door/person/review', {
      body: { ids: [person.data.id], verdict: 'pass' },
    });
    expect(review.data.reviewed).toBe(1);
    passedTask = review.data.authTaskId;
    const task = await ended(passedTask);
    expect(task).toMatchObject({ type: 'batchDevice', status: 200, progress: 100 });
    expect(task.message).toMatch(/^Device authorization results: \d+ devices succeeded, \d+ failed$/);

    const detail = await detailOf(passedTask);
    const byCode = (code: string) => detail.filter((r) => r.deviceCode === code);
    expect(byCode('T-AUTH-OFF').map((r) => [r.result, r.reason])).toEqual([[2, 'the device is offline']]);
    expect(byCode('T-AUTH-A').map((r) => r.result)).toEqual([2]);
    expect(byCode('T-AUTH-A')[0]!.credential).toMatch(/^qr:CVAP-PERSON-\d+$/);

    const exceptions = await as<PageResult<AuthException>>('POST', AccessEndpoints.authExceptions.path, { body: {} });
    const listed = exceptions.data.rows.find((r) => r.taskId === passedTask);
    expect(listed).toMatchObject({ status: 'finished' });
    expect(listed!.failed).toBeGreaterThanOrEqual(2);
  });

  it('retries the chosen failed writes as a new task: the device that failed once now takes the credential', async () => {
    const failedOnA = (await detailOf(passedTask)).filter((r) => r.deviceCode === 'T-AUTH-A').map((r) => r.id);
    const retry = await as<{ taskId: string }>('POST', AccessEndpoints.authRetry.path, {
      body: { taskId: passedTask, resultIds: failedOnA },
    });
    expect(retry.status).toBe(200);
    const task = await ended(retry.data.taskId);
    expect(task.message).toBe('Device authorization results: 1 devices succeeded, 0 failed');
    expect((await detailOf(retry.data.taskId)).map((r) => [r.deviceCode, r.result])).toEqual([['T-AUTH-A', 1]]);
  });

  it('keeps another community’s authorisation out of reach (404)', async () => {
    const other = await call(t.app, 'POST', AccessEndpoints.authDetail.path, {
      token: admin,
      companyId: '1002',
      body: { taskId: passedTask },
    });
    expect(other).toMatchObject({ http: 404, status: 40401 });
  });
});

describe('access cards', () => {
  let personId: number;
  const cardBody = (cardNo: string, extra: Record<string, unknown> = {}) => ({
    cardNo,
    cardType: 1,
    holderType: 1,
    personId,
    holderName: '测试住户',
    validUntil: '2030-12-31 23:59:59',
    ...extra,
  });

  beforeAll(async () => {
    personId = (await as<Row>('POST', '/api/door/person', { body: personBody(place) })).data.id;
  });

  it('issues a card to a resident, writes it to the devices the holder may pass, and records both', async () => {
    const issued = await as<Row>('POST', '/api/door/card', { body: cardBody('3000000001') });
    expect(issued.status, issued.message).toBe(200);
    expect(issued.data).toMatchObject({ status: 1, residentialId: place.residentialId, apartmentId: place.apartmentIds[0] });
    await expect
      .poll(
        async () => {
          const records = await as<PageResult<Row>>('POST', '/api/door/cardRecord/query/page', { body: { cardNo: '3000000001' } });
          return records.data.rows.map((r) => `${r.event}:${r.deviceName ?? ''}:${r.ok}`).sort();
        },
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['issue::true', `deviceWrite:${deviceA.name}:true`, `deviceWrite:${deviceOff.name}:false`]));
  });

  it('refuses a card number issued twice, in the user’s language, and changes nothing', async () => {
    const again = await as('POST', '/api/door/card', { body: cardBody('3000000001') });
    expect(again).toMatchObject({ http: 409, status: 40951, message: 'Card number 3000000001 has already been issued' });
    const zh = await call(t.app, 'POST', '/api/door/card', { token: admin, companyId: '1001', body: cardBody('3000000001') });
    expect(zh.message).toBe('卡号 3000000001 已发放，不能重复发卡');
    const cards = await as<PageResult<Row>>('POST', '/api/door/card/query/page', { body: { cardNo: '3000000001' } });
    expect(cards.data.total).toBe(1);
  });

  it('refuses a card number that is not 10 digits, with the field named by its label under it', async () => {
    const bad = await as<{ fields: { field: string; message: string }[] }>('POST', '/api/door/card', { body: cardBody('e2e12345') });
    expect(bad.status).toBe(40001);
    expect(bad.data.fields).toEqual([{ field: 'cardNo', message: 'Card number must be 10 digits' }]);
    const zh = await call<{ fields: { message: string }[] }>(t.app, 'POST', '/api/door/card', {
      token: admin,
      companyId: '1001',
      body: cardBody('e2e12345'),
    });
    expect(zh.data.fields[0]!.message).toBe('卡号须为 10 位数字');
  });

  it('refuses a validity in the past, on issue and on renewal', async () => {
    const past = await as('POST', '/api/door/card', { body: cardBody('3000000002', { validUntil: '2020-01-01 00:00:00' }) });
    expect(past).toMatchObject({ http: 422, status: 40033, message: 'The card validity cannot end in the past' });
    const cards = await as<PageResult<Row>>('POST', '/api/door/card/query/page', { body: { cardNo: '3000000002' } });
    expect(cards.data.total).toBe(0);
    const issued = (await as<PageResult<Row>>('POST', '/api/door/card/query/page', { body: { cardNo: '3000000001' } })).data.rows[0]!;
    const renew = await as('POST', `/api/door/card/${issued.id}/renew`, { body: { validUntil: '2021-01-01 00:00:00' } });
    expect(renew).toMatchObject({ http: 422, status: 40033 });
  });

  it('lets the head office acting for itself issue a visitor card for a community it names, and refuses a holder of another', async () => {
    const asHeadOffice = <T = unknown>(body: Record<string, unknown>) =>
      call<T>(t.app, 'POST', '/api/door/card', { token: admin, language: 'en', body });
    const visitorCard = { cardNo: '3000000011', cardType: 1, holderType: 3, holderName: '访客 张伟', validUntil: '2030-12-31 23:59:59' };
    // Without a community there is nothing to take it from: 请选择所属社区 at the form's field, not a dead end.
    expect(await asHeadOffice(visitorCard)).toMatchObject({ status: 40009 });
    const issued = await asHeadOffice<Row>({ ...visitorCard, residentialId: place.residentialId });
    expect(issued.status, issued.message).toBe(200);
    expect(issued.data.residentialId).toBe(place.residentialId);
    const otherResidential = (
      await call<PageResult<Row>>(t.app, 'POST', '/api/door/residential/query/page', { token: admin, body: {} })
    ).data.rows.find((row) => row.id !== place.residentialId)!.id;
    const mismatched = await asHeadOffice(cardBody('3000000012', { residentialId: otherResidential }));
    expect(mismatched).toMatchObject({ status: 40908, message: 'The chosen Resident does not exist or does not belong to this community' });
    const cards = await as<PageResult<Row>>('POST', '/api/door/card/query/page', { body: { cardNo: '3000000012' } });
    expect(cards.data.total).toBe(0);
  });

  it('reports a card lost, refuses to freeze it then, and returns it', async () => {
    const issued = (await as<PageResult<Row>>('POST', '/api/door/card/query/page', { body: { cardNo: '3000000001' } })).data.rows[0]!;
    const lost = await as<{ status: number; taskId: string | null }>('POST', `/api/door/card/${issued.id}/lost`);
    expect(lost.data.status).toBe(2);
    const freeze = await as('POST', `/api/door/card/${issued.id}/freeze`);
    expect(freeze).toMatchObject({ http: 409, status: 40952, message: 'The card is "Reported lost" and cannot be frozen' });
    const returned = await as<{ status: number }>('POST', `/api/door/card/${issued.id}/return`);
    expect(returned.data.status).toBe(3);
    // A returned card's number may be issued again.
    const reissued = await as('POST', '/api/door/card', { body: cardBody('3000000001') });
    expect(reissued.status).toBe(200);
  });
});

describe('a visitor QR pass', () => {
  /** The credential values the simulated device holds now. */
  async function held(deviceId: number): Promise<string[]> {
    const response = await fetch(`${SIM_URL}/devices/${deviceId}`, { headers: { [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN } });
    return ((await response.json()) as { credentials: { value: string }[] }).credentials.map((c) => c.value);
  }

  it('is written to the visited building’s door at registration, opens it, and is taken off at sign-out', async () => {
    const host = await as<Row>('POST', '/api/door/person', {
      body: personBody(place, { personType: 4, companyId: place.companyIdOfTenant, apartmentId: undefined }),
    });
    expect(host.status, host.message).toBe(200);
    const registered = await as<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: {
        clientRequestId: randomUUID(),
        guestName: '扫码访客',
        visitPhone: mobile(),
        guestType: 'business',
        companyId: place.companyIdOfTenant,
        personId: host.data.id,
        personName: '接待人',
        catchImage: await uploadJpeg(t.app, admin, '1001'),
        companions: [],
        passMethod: 'qr',
        visitWay: 'walk',
      },
    });
    expect(registered.status, registered.message).toBe(200);
    const code = registered.data.qrCode!;
    await vi.waitFor(async () => expect(await held(deviceA.id)).toContain(code), { timeout: 20_000, interval: 100 });
    const passed = await fetch(`${SIM_URL}/sim/devices/${deviceA.id}/passage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN },
      body: JSON.stringify({ method: 'qr', value: code, direction: 1 }),
    });
    expect(((await passed.json()) as { passage: { opened: boolean } }).passage.opened).toBe(true);

    const signedOut = await as('POST', VisitorEndpoints.steps.signOut.path.replace('{id}', String(registered.data.id)), { body: {} });
    expect(signedOut.status, signedOut.message).toBe(200);
    await vi.waitFor(async () => expect(await held(deviceA.id)).not.toContain(code), { timeout: 20_000, interval: 100 });
  });
});
