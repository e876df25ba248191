import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { isTaskMessage, readyTaskSocket, type TestSocket } from './helpers/socket.js';
import { addUser } from './helpers/users.js';

/**
 * Issue 13 item 3: a task socket ends with its session, at once and on every instance. The app keeps the
 * default periodic re-check (60 s), so only the end of the session itself can close the socket within the
 * test's time.
 */
let t: TestApp;
let baseUrl: string;
let admin: string;
const password = 'Start@2026';
let serial = 0;

beforeAll(async () => {
  t = await startTestApp({ selfCheckStepPauseMs: 30 });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

/** A fresh head-office user (the self-check needs its element) with an open, authenticated socket. */
async function userWithSocket(): Promise<{ id: number; username: string; token: string; socket: TestSocket }> {
  serial += 1;
  const username = `sock${serial}`;
  const id = await addUser(t.database.db, { username, password, roles: ['sysadmin'], headOffice: true });
  const token = await login(t.app, username, password);
  return { id, username, token, socket: await readyTaskSocket(baseUrl, token, 'en') };
}

async function endsWith(socket: TestSocket, status: number): Promise<void> {
  expect(await socket.next((m) => m.type === 'error', 3000)).toMatchObject({ status });
  expect((await socket.closed).code).toBe(1008);
}

describe('the task socket ends when its session ends', () => {
  it('logout: the socket gets 7103 and closes; a ping is no longer answered', async () => {
    const { token, socket } = await userWithSocket();
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    expect((await call(t.app, 'POST', '/api/auth/jwt/logout', { token })).status).toBe(200);
    await endsWith(socket, 7103);
    expect(socket.messages.filter((m) => m.type === 'pong')).toHaveLength(1);
  });

  it('password change: the socket gets 7101 and receives nothing of a task started after it by the new session', async () => {
    const { username, token, socket } = await userWithSocket();
    const changed = await call(t.app, 'PUT', '/api/admin/user/password', {
      token,
      body: { oldPassword: password, password: 'Changed@2026', confirmPassword: 'Changed@2026' },
    });
    expect(changed.status).toBe(200);
    await endsWith(socket, 7101);
    const fresh = await login(t.app, username, 'Changed@2026');
    const watcher = await readyTaskSocket(baseUrl, fresh, 'en');
    const { taskId } = (await call<{ taskId: string }>(t.app, 'POST', '/api/admin/task/selfCheck', { token: fresh })).data;
    await watcher.next((m) => isTaskMessage(m) && m.task.id === taskId && m.task.status === 200);
    expect(socket.messages.filter(isTaskMessage)).toEqual([]);
    watcher.close();
  });

  it('freeze by an administrator: 7102', async () => {
    const { id, socket } = await userWithSocket();
    expect((await call(t.app, 'POST', '/api/admin/user/freeze', { token: admin, body: { id, frozen: 1 } })).status).toBe(200);
    await endsWith(socket, 7102);
  });

  it('disabled by an administrator: 7102', async () => {
    const { id, username, socket } = await userWithSocket();
    const roleIds = (await call<{ roleIds: number[] }>(t.app, 'GET', `/api/admin/user/${id}`, { token: admin })).data.roleIds;
    const disabled = await call(t.app, 'PUT', '/api/admin/user/update', {
      token: admin,
      body: { id, name: username, roleIds, enabled: 0 },
    });
    expect(disabled.status, disabled.message).toBe(200);
    await endsWith(socket, 7102);
  });

  it('a change that does not end the session leaves the socket open', async () => {
    const { socket } = await userWithSocket();
    const other = await userWithSocket();
    expect((await call(t.app, 'POST', '/api/auth/jwt/logout', { token: other.token })).status).toBe(200);
    await endsWith(other.socket, 7103);
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    expect(socket.messages.some((m) => m.type === 'error')).toBe(false);
    socket.close();
  });
});

describe.runIf(inject('dbKind') === 'postgres')('on every instance', () => {
  it('a logout through one instance ends the socket held by another', async () => {
    const second = await startTestApp({
      database: { db: await t.database.openAnother!(), dispose: async () => undefined },
      config: { jwt: t.config.jwt },
    });
    try {
      const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
      serial += 1;
      const username = `sock${serial}`;
      await addUser(t.database.db, { username, password, roles: ['sysadmin'], headOffice: true });
      const token = await login(t.app, username, password);
      const socket = await readyTaskSocket(secondUrl, token, 'en');
      expect((await call(t.app, 'POST', '/api/auth/jwt/logout', { token })).status).toBe(200);
      await endsWith(socket, 7103);
    } finally {
      await second.close();
    }
  });
});
