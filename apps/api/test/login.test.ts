import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, opLogs, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const loginRequest = (body: unknown, language?: 'en' | 'zh-CN', headers?: Record<string, string>) =>
  call<string>(t.app, 'POST', '/api/auth/jwt/token', { body, ...(language ? { language } : {}), ...(headers ? { headers } : {}) });

describe('POST /api/auth/jwt/token', () => {
  it('answers the token string for a correct login, with the username trimmed and matched case-insensitively', async () => {
    const response = await loginRequest({ username: '  LiHua ', password: 'Manager@2026', id: 'browser-1' });
    expect(response.http).toBe(200);
    expect(response.status).toBe(200);
    const claims = jwt.decode(response.data, { complete: true });
    expect(claims?.header.alg).toBe('HS256');
    expect(claims?.payload).toMatchObject({ sub: expect.stringMatching(/^\d+$/), jti: expect.any(String) });
  });

  it('refuses a wrong password with 40103 in Chinese by default and in English on request', async () => {
    const zh = await loginRequest({ username: 'admin', password: 'wrong-password1' });
    expect(zh).toMatchObject({ http: 401, status: 40103, message: '用户名或密码错误', data: null });
    const en = await loginRequest({ username: 'admin', password: 'wrong-password1' }, 'en');
    expect(en).toMatchObject({ http: 401, status: 40103, message: 'Incorrect username or password' });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await loginRequest({ username: 'nobody-here', password: 'whatever123' });
    expect(response).toMatchObject({ http: 401, status: 40103, message: '用户名或密码错误' });
  });

  it('locks the account after 5 failures in 15 minutes (40104 with the minutes), even for the right password', async () => {
    await addUser(t.database.db, { username: 'lockme', password: 'Right@2026', roles: ['staff'], headOffice: true });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await loginRequest({ username: 'lockme', password: `wrong${i}xx1` })).status);
    expect(codes).toEqual([40103, 40103, 40103, 40103, 40104]);
    const locked = await loginRequest({ username: 'lockme', password: 'Right@2026' }, 'en');
    expect(locked).toMatchObject({ http: 423, status: 40104 });
    expect(locked.message).toBe('Too many failed logins: the account is locked, try again in 15 minutes');
    const zh = await loginRequest({ username: 'lockme', password: 'Right@2026' });
    expect(zh.message).toContain('15分钟');
    const [row] = await t.database.db.orm.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.username, 'lockme'));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('resets the failure count after a successful login', async () => {
    await addUser(t.database.db, { username: 'resetme', password: 'Right@2026', roles: ['staff'], headOffice: true });
    for (let i = 0; i < 4; i++) await loginRequest({ username: 'resetme', password: 'bad-password1' });
    expect((await loginRequest({ username: 'resetme', password: 'Right@2026' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginRequest({ username: 'resetme', password: 'bad-password1' })).status).toBe(40103);
  });

  it('refuses a frozen account with 40105 once the password is right, and 40103 when it is wrong', async () => {
    expect(await loginRequest({ username: 'zhaolei', password: 'Frozen@2026' })).toMatchObject({ http: 401, status: 40105 });
    expect((await loginRequest({ username: 'zhaolei', password: 'nope-nope1' })).status).toBe(40103);
  });

  it('refuses a disabled or expired account with 40105', async () => {
    await addUser(t.database.db, { username: 'expired1', password: 'Right@2026', roles: ['staff'], headOffice: true });
    await t.database.db.orm.update(users).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(users.username, 'expired1'));
    expect((await loginRequest({ username: 'expired1', password: 'Right@2026' })).status).toBe(40105);
    await t.database.db.orm.update(users).set({ validUntil: null, enabled: 0 }).where(eq(users.username, 'expired1'));
    expect((await loginRequest({ username: 'expired1', password: 'Right@2026' })).status).toBe(40105);
  });

  it('limits failures per client address: after 20 in 15 minutes the address gets 42901, whatever the account', async () => {
    const ip = '203.0.113.77';
    await t.database.db.orm.insert(loginAttempts).values(Array.from({ length: 20 }, () => ({ ip, username: 'someone', succeeded: false })));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/jwt/token', remoteAddress: ip, payload: { username: 'admin', password: 'Admin@2026' } });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 42901 });
  });

  it('records logins, failed and successful, in the operation log without the password', async () => {
    await loginRequest({ username: 'wangqiang', password: 'Repair@2026' });
    await loginRequest({ username: 'wangqiang', password: 'Secret-typo-9' });
    // The log is written after the response; give it a moment.
    await new Promise((r) => setTimeout(r, 100));
    const rows = await t.database.db.orm.select().from(opLogs).where(eq(opLogs.username, 'wangqiang'));
    expect(rows.map((r) => r.status).sort()).toEqual([200, 40103]);
    for (const row of rows) {
      expect(row).toMatchObject({ resource: 'session', action: 'login', method: 'POST', path: '/api/auth/jwt/token' });
      expect(JSON.stringify(row.detail)).not.toMatch(/Repair@2026|Secret-typo-9/);
      expect(row.detail).toMatchObject({ body: { password: '***' } });
    }
    expect(rows.find((r) => r.status === 200)!.userId).toBeGreaterThan(0);
  });

  it('refuses missing fields with 40001 (HTTP 422) naming them, and unknown fields with 40003', async () => {
    const missing = await loginRequest({ username: 'admin' }, 'en');
    expect(missing).toMatchObject({ http: 422, status: 40001 });
    expect(missing.message).toBe('The submitted data is not valid: password is required');
    const zh = await loginRequest({ username: '', password: 'x' });
    expect(zh.message).toBe('提交的数据不正确：username 不能为空');
    const extra = await loginRequest({ username: 'admin', password: 'Admin@2026', role: 'sysadmin', isAdmin: true }, 'en');
    expect(extra).toMatchObject({ http: 422, status: 40003 });
    expect(extra.message).toBe('The request contains fields that are not allowed: role, isAdmin');
  });

  it('refuses a malformed JSON body with 40002 and no parser internals', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/jwt/token', headers: { 'content-type': 'application/json' }, payload: '{"username": "admin",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 40002, message: '请求格式不正确', data: null });
  });

  it('issues a token that opens front/info', async () => {
    const token = await login(t.app, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status).toBe(200);
  });
});
