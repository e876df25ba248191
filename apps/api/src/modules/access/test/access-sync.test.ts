import { AccessEndpoints, RALID_STEP_NAMES, type SyncRun, type Task } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRalidRows } from '../sync/writers.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { startPlatformSim, type PlatformSim } from '../../../../test/helpers/platform-sim.js';
import { isTaskMessage, readyTaskSocket, type TestSocket } from '../../../../test/helpers/socket.js';

// The simulator port of this branch's test runs (a restarted platform must come back at the same URL).
const SIM_PORT = Number(process.env.SIM_PLATFORM_TEST_PORT ?? 9602);
const TENANT = 1;

let sim: PlatformSim;
let t: TestApp;
let baseUrl: string;
let token: string;
let socket: TestSocket;

beforeAll(async () => {
  sim = await startPlatformSim({ SIM_PLATFORM_USERS: '300', SIM_PLATFORM_CARDS: '360' }, SIM_PORT);
  t = await startTestApp({ config: { ralidUrl: sim.url } });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await login(t.app, 'admin');
  socket = await readyTaskSocket(baseUrl, token, 'en');
});
afterAll(async () => {
  socket?.close();
  await t?.close();
  await sim?.stop();
});

async function runSync(language: 'en' | 'zh-CN' = 'en'): Promise<{ task: Task; run: SyncRun }> {
  const started = await call<{ taskId: string }>(t.app, 'POST', AccessEndpoints.syncStart.path, { token, language });
  expect(started.status).toBe(200);
  const ended = (await socket.next((m) => isTaskMessage(m) && m.task.id === started.data.taskId && m.task.status !== 205, 60_000)) as {
    task: Task;
  };
  const latest = await call<SyncRun>(t.app, 'POST', AccessEndpoints.syncLatest.path, { token });
  expect(latest.data.taskId).toBe(started.data.taskId);
  return { task: ended.task, run: latest.data };
}

const counts = async () =>
  Object.fromEntries(await Promise.all(RALID_STEP_NAMES.map(async (s) => [s, await countRalidRows(t.app.db.orm, s, TENANT)])));

describe('the access-control sync', () => {
  it('runs the eight steps in the spec order, each succeeded with its count, and a rerun adds no duplicates', async () => {
    const { task, run } = await runSync();
    expect(task).toMatchObject({ status: 200, progress: 100, type: 'ralidSync', title: 'Access-control sync' });
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s) => s.name)).toEqual([...RALID_STEP_NAMES]);
    expect(run.steps.every((s) => s.status === 'succeeded' && s.error === null)).toBe(true);
    const expected = {
      getDepartment: 12,
      getDepartmentAccessLevel: 24,
      getAccessLevel: 8,
      getDoorInfo: 24,
      getUsers: 300,
      getCard: 360,
      getCardAccessLevel: 360,
      getCardType: 4,
    };
    expect(Object.fromEntries(run.steps.map((s) => [s.name, s.count]))).toEqual(expected);
    expect(await counts()).toEqual(expected);

    const again = await runSync();
    expect(again.task.status).toBe(200);
    expect(await counts()).toEqual(expected);
  });

  it('refuses a second sync started while one runs (40950), on the full and the one-step routes', async () => {
    await sim.control({ pageDelayMs: 150 });
    try {
      const [a, b] = await Promise.all([
        call<{ taskId: string }>(t.app, 'POST', AccessEndpoints.syncStart.path, { token, language: 'en' }),
        call<{ taskId: string }>(t.app, 'POST', AccessEndpoints.syncStart.path, { token, language: 'en' }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 40950]);
      const refused = a.status === 200 ? b : a;
      expect(refused.http).toBe(409);
      expect(refused.message).toBe('An access-control sync is already running; wait for it to end and try again');
      const step = await call(t.app, 'POST', AccessEndpoints.syncSteps.getCardType.path, { token });
      expect(step).toMatchObject({ http: 409, status: 40950, message: '门禁平台同步正在进行中，请等待本次同步结束后再试' });
      const winner = (a.status === 200 ? a : b).data.taskId;
      const ended = (await socket.next((m) => isTaskMessage(m) && m.task.id === winner && m.task.status !== 205, 60_000)) as { task: Task };
      expect(ended.task.status).toBe(200);
    } finally {
      await sim.control({ pageDelayMs: 0 });
    }
  });

  it('stops at a failing step 5: its error shown, progress 100, later steps pending, the users left as they were', async () => {
    await sim.control({ failStep: 5, failMode: 'error', users: 400 });
    try {
      const before = await counts();
      const { task, run } = await runSync('zh-CN');
      expect(task.status).not.toBe(200);
      expect(task.status).not.toBe(205);
      expect(task.progress).toBe(100);
      expect(task.message).toMatch(/^第5步「人员」同步失败：门禁平台数据库连接超时/);
      expect(run).toMatchObject({ status: 'failed', progress: 100 });
      expect(run.steps.map((s) => s.status)).toEqual([
        'succeeded',
        'succeeded',
        'succeeded',
        'succeeded',
        'failed',
        'pending',
        'pending',
        'pending',
      ]);
      expect(run.steps[4]!.error).toContain('门禁平台数据库连接超时');
      expect((await counts()).getUsers).toBe(before.getUsers);
    } finally {
      await sim.control({ failStep: null, users: 300 });
    }
  });

  it('ends failed with a reason when the platform is killed in the middle of a step, keeps nothing of it, and the rerun completes', async () => {
    // 12 000 users are three pages of 5 000: the platform dies serving the second, after the first was written.
    await sim.control({ users: 12_000, failStep: 'getUsers', failMode: 'kill', failAfterPages: 1 });
    const before = await counts();
    const { task, run } = await runSync();
    expect(await sim.exited).not.toBe(0);
    expect(task).toMatchObject({ progress: 100 });
    expect(task.status).not.toBe(200);
    expect(task.message).toMatch(/^Step 5 \(Users\) failed: (the platform closed the connection|connection refused)/);
    expect(run.steps[4]).toMatchObject({ name: 'getUsers', status: 'failed' });
    expect((await counts()).getUsers).toBe(before.getUsers);

    sim = await startPlatformSim({ SIM_PLATFORM_USERS: '12000', SIM_PLATFORM_CARDS: '360' }, SIM_PORT);
    const rerun = await runSync();
    expect(rerun.task.status).toBe(200);
    expect(rerun.run.steps.find((s) => s.name === 'getUsers')!.count).toBe(12_000);
    expect((await counts()).getUsers).toBe(12_000);
  });

  it('syncs one data set through its spec route and refuses a community acting scope', async () => {
    const one = await call<{ step: string; count: number }>(t.app, 'POST', AccessEndpoints.syncSteps.getCardType.path, { token });
    expect(one).toMatchObject({ http: 200, data: { step: 'getCardType', count: 4 } });
    const residential = await call<{ companyId: string }[]>(t.app, 'POST', '/api/door/residential/query/list/residential', {
      token,
      body: {},
    });
    const companyId = residential.data[0]!.companyId;
    const refused = await call(t.app, 'POST', AccessEndpoints.syncStart.path, { token, companyId });
    expect(refused).toMatchObject({ http: 403, status: 40307 });
  });
});
