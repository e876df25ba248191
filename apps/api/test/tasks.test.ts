import type { Task, TaskServerMessage } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tasks } from '../src/db/schema/index.js';
import { TaskFailure } from '../src/tasks/task-service.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openTaskSocket, readyTaskSocket } from './helpers/socket.js';
import { userIdOf } from './helpers/users.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ selfCheckStepPauseMs: 30, wsAuthTimeoutMs: 1500, wsRecheckMs: 250 });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

const origin = () => baseUrl;
const isTask = (m: TaskServerMessage): m is Extract<TaskServerMessage, { type: 'task' }> => m.type === 'task';

const readySocket = async (username: string, language = 'zh-CN') => readyTaskSocket(baseUrl, await login(t.app, username), language);

describe('the system self-check over the task WebSocket', () => {
  it('pushes 205 progress then 200 with the result to its owner, and nothing to another user', async () => {
    const adminSocket = await readySocket('admin', 'en');
    const otherSocket = await readySocket('chenjing');
    const adminToken = await login(t.app, 'admin');

    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/admin/task/selfCheck', { token: adminToken, language: 'en' });
    expect(started.status).toBe(200);
    const { taskId } = started.data;

    const finished = (await adminSocket.next((m) => isTask(m) && m.task.id === taskId && m.task.status === 200)) as { task: Task };
    const updates = adminSocket.messages
      .filter(isTask)
      .map((m) => m.task)
      .filter((task) => task.id === taskId);
    expect(updates[0]).toMatchObject({ status: 205, progress: 0, title: 'System self-check', type: 'selfCheck' });
    const running = updates.filter((u) => u.status === 205).map((u) => u.progress);
    expect(running.length).toBeGreaterThanOrEqual(8);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(finished.task.progress).toBe(100);
    expect(finished.task.result!.map((line) => line.label)).toEqual([
      'Database round trip',
      'Database migrations',
      'JWT secret strength',
      'Menu catalogue matches the database',
      'Users without any role',
      'Accounts expiring within 30 days',
      'Hardware helper (9090) reachable',
      'Data folder writable',
    ]);
    const byLabel = Object.fromEntries(finished.task.result!.map((line) => [line.label, line]));
    expect(byLabel['Hardware helper (9090) reachable']).toMatchObject({ ok: false, value: 'unreachable: connection refused' });
    expect(byLabel['Database migrations']!.ok).toBe(true);
    expect(byLabel['Menu catalogue matches the database']!.ok).toBe(true);
    expect(byLabel['Data folder writable']!.ok).toBe(true);
    expect(finished.task.message).toBe('Self-check finished: 7 of 8 passed, the rest need attention');

    await new Promise((r) => setTimeout(r, 100));
    expect(otherSocket.messages.filter(isTask)).toEqual([]);

    const own = await call<Task>(t.app, 'GET', `/api/admin/task/${taskId}`, { token: adminToken });
    expect(own.data).toMatchObject({ id: taskId, status: 200, progress: 100 });
    const foreign = await call(t.app, 'GET', `/api/admin/task/${taskId}`, { token: await login(t.app, 'chenjing') });
    expect(foreign).toMatchObject({ http: 404, status: 40401 });
    expect((await call(t.app, 'GET', `/api/admin/task/${randomUUID()}`, { token: adminToken })).http).toBe(404);
    adminSocket.close();
    otherSocket.close();
  });

  it('labels the result in the starter’s language and reports a reachable hardware helper', async () => {
    const helper: Server = createServer((request, response) => {
      response.writeHead(request.method === 'POST' && request.url === '/GetImage' ? 200 : 404, { 'content-type': 'application/json' });
      response.end('{"status":200,"message":"ok","data":{"image":""}}');
    });
    await new Promise<void>((resolve) => helper.listen(0, '127.0.0.1', resolve));
    const port = (helper.address() as { port: number }).port;
    const other = await startTestApp({ database: t.database, config: { hwBridgeUrl: `http://127.0.0.1:${port}`, hwBridgePort: port } });
    try {
      const token = await login(other.app, 'chenjing');
      const { taskId } = (await call<{ taskId: string }>(other.app, 'POST', '/api/admin/task/selfCheck', { token })).data;
      let task: Task | undefined;
      for (let i = 0; i < 100 && task?.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        task = (await call<Task>(other.app, 'GET', `/api/admin/task/${taskId}`, { token })).data;
      }
      expect(task).toMatchObject({ status: 200, title: '系统自检', message: '自检完成：8 项全部通过' });
      expect(task!.result!.find((line) => line.label === '硬件助手（9090）连通性')).toMatchObject({
        ok: true,
        value: expect.stringMatching(/^可访问（\d+ ms）$/),
      });
    } finally {
      await other.close();
      helper.close();
    }
  });
});

describe('the task WebSocket', () => {
  it('refuses a foreign Origin and a missing Origin before upgrading (HTTP 403)', async () => {
    await expect(openTaskSocket(baseUrl, { origin: 'http://evil.example' })).rejects.toMatchObject({ statusCode: 403 });
    await expect(openTaskSocket(baseUrl)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const other = await startTestApp({ database: t.database, config: { allowedOrigins: ['http://localhost:5173'] } });
    try {
      const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
      const socket = await openTaskSocket(url, { origin: 'http://localhost:5173' });
      socket.send({ type: 'ping' });
      expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
      socket.close();
    } finally {
      await other.close();
    }
  });

  it('closes a connection that does not authenticate in time, with 40101', async () => {
    const socket = await openTaskSocket(baseUrl, { origin: origin(), language: 'en' });
    expect(await socket.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      status: 40101,
      message: 'Login exception, please log in again',
    });
    expect((await socket.closed).code).toBe(1008);
  });

  it('refuses a bad token and a revoked one exactly like HTTP does', async () => {
    const bad = await openTaskSocket(baseUrl, { origin: origin() });
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.next((m) => m.type === 'error')).toMatchObject({ status: 40101 });
    await bad.closed;

    const token = await login(t.app, 'admin');
    await call(t.app, 'POST', '/api/auth/jwt/logout', { token });
    const revoked = await openTaskSocket(baseUrl, { origin: origin() });
    revoked.send({ type: 'auth', token });
    expect(await revoked.next((m) => m.type === 'error')).toMatchObject({ status: 7103, message: '会话已失效，请重新登录' });
    await revoked.closed;
  });

  it('closes an authenticated connection once its session ends', async () => {
    const token = await login(t.app, 'wangqiang');
    const socket = await openTaskSocket(baseUrl, { origin: origin() });
    socket.send({ type: 'auth', token });
    await socket.next((m) => m.type === 'ready');
    await call(t.app, 'POST', '/api/auth/jwt/logout', { token });
    expect(await socket.next((m) => m.type === 'error', 3000)).toMatchObject({ status: 7103 });
    await socket.closed;
  });

  it('answers ping with pong and refuses garbage after authentication without dropping the connection', async () => {
    const socket = await readySocket('admin');
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    socket.send('{not json');
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ status: 40002 });
    socket.send({ type: 'ping' });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.filter((m) => m.type === 'pong')).toHaveLength(2);
    socket.close();
  });
});

describe('task failures', () => {
  it('ends a task that throws as failed (500) with a reason, pushed to its owner, never stuck at 205', async () => {
    const socket = await readySocket('chenjing', 'en');
    const userId = await userIdOf(t.database.db, 'chenjing');
    const unexpected = await t.app.tasks.start(
      { userId, language: 'en', type: 'test', source: 'test', title: 'Explodes' },
      async ({ progress }) => {
        await progress(40);
        throw new Error('boom at /srv/secret/path.ts: select * from users');
      },
    );
    const failed = (await socket.next((m) => isTask(m) && m.task.id === unexpected.id && m.task.status === 500)) as { task: Task };
    expect(failed.task.message).toBe('The task failed unexpectedly; please try again later');
    expect(failed.task.progress).toBe(40);

    const explained = await t.app.tasks.start({ userId, language: 'en', type: 'test', source: 'test', title: 'Explains' }, async () => {
      throw new TaskFailure('The import file has no rows');
    });
    expect(
      ((await socket.next((m) => isTask(m) && m.task.id === explained.id && m.task.status === 500)) as { task: Task }).task.message,
    ).toBe('The import file has no rows');
    socket.close();
  });

  it('pushes progress reported inside a transaction at once and records it after (PGlite has one connection)', async () => {
    const socket = await readySocket('chenjing', 'en');
    const userId = await userIdOf(t.database.db, 'chenjing');
    const orm = t.database.db.orm;
    let pushedInside: TaskServerMessage | null = null;
    const started = await t.app.tasks.start(
      { userId, language: 'en', type: 'test', source: 'test', title: 'Writes' },
      async ({ progress }) => {
        await orm.transaction(async (tx) => {
          await tx.select({ id: tasks.id }).from(tasks).limit(1);
          await progress(30, 'inside');
          await progress(20, 'lower is not pushed lower');
          pushedInside = await socket.next((m) => isTask(m) && m.task.message === 'lower is not pushed lower', 3000);
        });
        return { message: 'done', result: null };
      },
    );
    const finished = (await socket.next((m) => isTask(m) && m.task.id === started.id && m.task.status !== 205)) as { task: Task };
    expect(pushedInside).toMatchObject({ task: { id: started.id, status: 205, progress: 30 } });
    expect(finished.task).toMatchObject({ status: 200, progress: 100, message: 'done' });
    const [row] = await orm.select().from(tasks).where(eq(tasks.id, started.id));
    expect(row).toMatchObject({ status: 200, progress: 100, message: 'done' });
    socket.close();
  });

  it('marks tasks a dead process left at 205 as failed when the API starts', async () => {
    const userId = await userIdOf(t.database.db, 'admin');
    const orm = t.database.db.orm;
    const stale = randomUUID();
    const fresh = randomUUID();
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await orm.insert(tasks).values([
      {
        id: stale,
        userId,
        type: 'selfCheck',
        source: 'x',
        title: 'left behind',
        status: 205,
        progress: 30,
        createdAt: longAgo,
        updatedAt: longAgo,
      },
      { id: fresh, userId, type: 'selfCheck', source: 'x', title: 'another instance is running it', status: 205, progress: 30 },
    ]);
    const restarted = await startTestApp({ database: t.database });
    await restarted.close();
    const rows = Object.fromEntries((await orm.select().from(tasks).where(eq(tasks.userId, userId))).map((row) => [row.id, row]));
    expect(rows[stale]).toMatchObject({ status: 500, message: '服务重启，任务已中断' });
    // PGlite belongs to one process, so every 205 task there was interrupted; on PostgreSQL another live instance
    // may be running a task whose heartbeat is fresh, and it is left alone.
    expect(rows[fresh]!.status).toBe(inject('dbKind') === 'pglite' ? 500 : 205);
  });
});

describe.runIf(inject('dbKind') === 'postgres')('two API instances on one PostgreSQL', () => {
  it('deliver a task’s progress to the socket held by the other instance', async () => {
    const second = await startTestApp({
      database: { db: await t.database.openAnother!(), dispose: async () => undefined },
      selfCheckStepPauseMs: 20,
    });
    try {
      const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
      const token = await login(second.app, 'chenjing');
      const socket = await openTaskSocket(secondUrl, { origin: secondUrl });
      socket.send({ type: 'auth', token });
      await socket.next((m) => m.type === 'ready');
      const { taskId } = (
        await call<{ taskId: string }>(t.app, 'POST', '/api/admin/task/selfCheck', { token: await login(t.app, 'chenjing') })
      ).data;
      await socket.next((m) => isTask(m) && m.task.id === taskId && m.task.status === 200);
      expect(socket.messages.filter(isTask).filter((m) => m.task.id === taskId && m.task.status === 205).length).toBeGreaterThan(1);
      socket.close();
    } finally {
      await second.close();
    }
  });
});
