import {
  AccessEndpoints,
  DOOR_GATEWAY_TOKEN_HEADER,
  type AuthException,
  type AuthFileStatus,
  type AuthResult,
  type PageResult,
} from '@cvap/contracts';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { buildPlace, personBody, type Place } from '../../../../test/helpers/door-people.fixtures.js';
import { readyTaskSocket, taskEnded, type TestSocket } from '../../../../test/helpers/socket.js';
import { QUICK_SIM, SIM_GATEWAY_TOKEN as TOKEN, startDoorSim } from '../../../../test/helpers/door-sim.js';

/**
 * The authorization file of spec section 8 through HTTP: a push to a device whose model needs the file fails with
 * "authorization expired" while the community has none; bad files are refused and change nothing; a valid upload
 * makes the retry succeed. Community 1003 is the demo community without a file.
 */

type Row = Record<string, unknown> & { id: number };

// Apart from access-auth.test.ts's simulator (9602), so the two files can run side by side.
const SIM_PORT = Number(process.env.DOOR_SIM_LICENCE_TEST_PORT ?? 9603);
const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
const EXPIRED_MESSAGE = 'Authorization expired, please upload the authorization file again';

let t: TestApp;
let sim: ChildProcess;
let admin: string;
let socket: TestSocket;
let place: Place;
let licensed: Row;
let plain: Row;
let failedTask: string;

const as = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, companyId: '1003', language: 'en', ...options });
const ended = (taskId: string) => taskEnded(socket, taskId);
const detailOf = async (taskId: string) => (await as<AuthResult[]>('POST', AccessEndpoints.authDetail.path, { body: { taskId } })).data;
const fileState = async () => (await as<AuthFileStatus[]>('GET', AccessEndpoints.authFile.path)).data;

/** A licence file as the simulated platform issues it. */
async function issued(residentialId: number, query = ''): Promise<string> {
  const response = await fetch(`${SIM_URL}/sim/licence?residentialId=${residentialId}${query}`, {
    headers: { [DOOR_GATEWAY_TOKEN_HEADER]: TOKEN },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="licence-${residentialId}.lic"`);
  return response.text();
}

const deviceBody = (code: string, ip: string, modelId: number) => ({
  code,
  name: `授权文件测试${code}`,
  ip,
  modelId,
  buildingId: place.buildingId,
  doorName: '单元门',
  platformAccount: 'admin',
  platformPassword: 'Door@2026',
  authKey: 'secret-auth-key',
});

beforeAll(async () => {
  t = await startTestApp({ config: { doorSimUrl: SIM_URL } });
  const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await login(t.app, 'admin');
  socket = await readyTaskSocket(baseUrl, admin, 'en');
  // The simulator's platform signs with the same (development default) secret as the test app.
  sim = await startDoorSim(SIM_PORT, baseUrl, { ...QUICK_SIM, DOOR_LICENCE_SECRET: '' });
  place = await buildPlace(t.app, admin, '1003');
  const models = await as<PageResult<Row>>('POST', '/api/property/deviceModel/query/page', { body: { limit: 100 } });
  const needing = models.data.rows.find((m) => m.needsAuthFile === true);
  const notNeeding = models.data.rows.find((m) => m.needsAuthFile === false);
  expect(needing, 'the demo seed marks a model as needing the file').toBeDefined();
  licensed = (await as<Row>('POST', '/api/property/device', { body: deviceBody('T-LIC-F', '10.98.0.1', needing!.id) })).data;
  plain = (await as<Row>('POST', '/api/property/device', { body: deviceBody('T-LIC-P', '10.98.0.2', notNeeding!.id) })).data;
  for (const device of [licensed, plain])
    await vi.waitFor(async () => expect((await as<Row>('GET', `/api/property/device/${device.id}`)).data.status).toBe('online'), {
      timeout: 20_000,
      interval: 100,
    });
});
afterAll(async () => {
  socket?.close();
  sim?.kill('SIGTERM');
  await t?.close();
});

describe('the authorization file', () => {
  it('marks a model as needing the file through the model form', async () => {
    const created = await call<Row>(t.app, 'POST', '/api/property/deviceModel', {
      token: admin,
      body: { modelCode: 'T-LIC-M', modelName: '授权文件型号', manufacturerId: 1, verifyMethods: ['card'], needsAuthFile: true },
    });
    expect(created.status, created.message).toBe(200);
    expect((await call<Row>(t.app, 'GET', `/api/property/deviceModel/${created.data.id}`, { token: admin })).data.needsAuthFile).toBe(true);
  });

  it('shows the community without a file as having none, and the seeded communities a valid one', async () => {
    expect(await fileState()).toEqual([expect.objectContaining({ residentialId: place.residentialId, status: 'none', validUntil: null })]);
    const all = (await call<AuthFileStatus[]>(t.app, 'GET', AccessEndpoints.authFile.path, { token: admin })).data;
    expect(all.map((r) => r.status)).toEqual(['valid', 'valid', 'none']);
  });

  it('fails a push to a device that needs the file while the community has none, listed as an exception', async () => {
    const person = await as<Row>('POST', '/api/door/person', { body: personBody(place) });
    expect(person.status, person.message).toBe(200);
    const review = await as<{ authTaskId: string }>('POST', '/api/door/person/review', {
      body: { ids: [person.data.id], verdict: 'pass' },
    });
    failedTask = review.data.authTaskId;
    const task = await ended(failedTask);
    expect(task.status).toBe(200);
    const detail = await detailOf(failedTask);
    expect(detail.filter((r) => r.deviceCode === 'T-LIC-F').map((r) => [r.result, r.reason])).toEqual([[2, EXPIRED_MESSAGE]]);
    // The device whose model needs no file took the credential.
    expect(detail.filter((r) => r.deviceCode === 'T-LIC-P').map((r) => r.result)).toEqual([1]);
    const exceptions = await as<PageResult<AuthException>>('POST', AccessEndpoints.authExceptions.path, { body: {} });
    expect(exceptions.data.rows.find((r) => r.taskId === failedTask)?.failed).toBeGreaterThanOrEqual(1);
    // The same message in Chinese for a Chinese operator's push.
    const zhReview = await call<{ authTaskId: string }>(t.app, 'POST', '/api/door/person/review', {
      token: admin,
      companyId: '1003',
      body: { ids: [(await as<Row>('POST', '/api/door/person', { body: personBody(place) })).data.id], verdict: 'pass' },
    });
    await vi.waitFor(
      async () =>
        expect((await detailOf(zhReview.data.authTaskId)).find((r) => r.deviceCode === 'T-LIC-F')?.reason).toBe(
          '授权已过期，请重新上传授权文件',
        ),
      { timeout: 20_000, interval: 200 },
    );
  });

  it('refuses a non-JSON file, a bad signature, another community’s file and an expired one, changing nothing', async () => {
    const good = await issued(place.residentialId);
    const edited = good.replace(/"validUntil": "\d{4}-\d{2}-\d{2}"/, '"validUntil": "2099-12-31"');
    expect(edited).not.toBe(good);
    const other = await issued(place.residentialId - 1);
    const expired = await issued(place.residentialId, '&validFrom=2020-01-01&validUntil=2020-12-31');
    const cases: [string, string][] = [
      ['not json at all', 'is not an authorization file (its content is not JSON)'],
      [
        JSON.stringify({ kind: 'cvap-door-licence', residentialId: place.residentialId }),
        'is not an authorization file (fields missing or malformed)',
      ],
      [edited, 'fails its signature check'],
      [other, 'was issued to another community'],
      [expired, 'has expired (valid until 2020-12-31)'],
    ];
    for (const [content, reason] of cases) {
      const refused = await as('POST', AccessEndpoints.authFileUpload.path, { body: { fileName: 'licence.lic', content } });
      expect(refused).toMatchObject({ http: 422, status: 40001 });
      expect(refused.message).toContain(`Authorization file ${reason}`);
    }
    const zh = await call(t.app, 'POST', AccessEndpoints.authFileUpload.path, {
      token: admin,
      companyId: '1003',
      body: { fileName: 'licence.lic', content: edited },
    });
    expect(zh.message).toContain('授权文件 签名校验失败');
    // Too large, or a field the upload does not take: refused by the schema.
    expect((await as('POST', AccessEndpoints.authFileUpload.path, { body: { fileName: 'a.lic', content: 'x'.repeat(5000) } })).http).toBe(
      422,
    );
    expect(
      (await as('POST', AccessEndpoints.authFileUpload.path, { body: { fileName: 'a.lic', content: good, residentialId: 1 } })).http,
    ).toBe(422);
    expect((await fileState())[0]).toMatchObject({ status: 'none', fileName: null });
  });

  it('refuses the upload without the element, and a community user’s upload of another community’s file', async () => {
    const good = await issued(place.residentialId);
    const worker = await login(t.app, 'wangqiang');
    const denied = await call(t.app, 'POST', AccessEndpoints.authFileUpload.path, {
      token: worker,
      companyId: '1001',
      body: { fileName: 'licence.lic', content: good },
    });
    expect(denied.http).toBe(403);
    // lihua manages 1001 only: 1003's file is not hers, and she cannot act for 1003.
    const manager = await login(t.app, 'lihua');
    const wrong = await call(t.app, 'POST', AccessEndpoints.authFileUpload.path, {
      token: manager,
      companyId: '1001',
      language: 'en',
      body: { fileName: 'licence.lic', content: good },
    });
    expect(wrong).toMatchObject({ http: 422, status: 40001 });
    expect(wrong.message).toContain('was issued to another community');
    const elsewhere = await call(t.app, 'POST', AccessEndpoints.authFileUpload.path, {
      token: manager,
      companyId: '1003',
      body: { fileName: 'licence.lic', content: good },
    });
    expect(elsewhere.http).toBe(403);
    expect((await fileState())[0]!.status).toBe('none');
  });

  it('takes a valid file, after which the retry succeeds; a later upload replaces it', async () => {
    const good = await issued(place.residentialId, '&validUntil=2099-06-30');
    const saved = await as<AuthFileStatus>('POST', AccessEndpoints.authFileUpload.path, {
      body: { fileName: 'licence-1003.lic', content: good },
    });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({
      residentialId: place.residentialId,
      status: 'valid',
      validUntil: '2099-06-30',
      fileName: 'licence-1003.lic',
    });

    const retry = await as<{ taskId: string }>('POST', AccessEndpoints.authRetry.path, { body: { taskId: failedTask } });
    expect(retry.status).toBe(200);
    await ended(retry.data.taskId);
    const detail = await detailOf(retry.data.taskId);
    expect(detail.filter((r) => r.deviceCode === 'T-LIC-F').map((r) => [r.result, r.reason])).toEqual([[1, null]]);

    // The head office uploads for a community by the file's own community id; the new file replaces the old.
    const next = await issued(place.residentialId, '&validUntil=2098-01-31');
    const replaced = await call<AuthFileStatus>(t.app, 'POST', AccessEndpoints.authFileUpload.path, {
      token: admin,
      body: { fileName: 'licence-new.lic', content: next },
    });
    expect(replaced.status, replaced.message).toBe(200);
    expect(await fileState()).toEqual([
      expect.objectContaining({ status: 'valid', validUntil: '2098-01-31', fileName: 'licence-new.lic' }),
    ]);
  });
});
