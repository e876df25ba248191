import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, opLogs, users } from '../src/db/schema/index.js';
import { VisitorEndpoints } from '@cvap/contracts';
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

  it('never locks an account: after 5 failures for one username from one address that pair gets 42901, known or unknown alike', async () => {
    await addUser(t.database.db, { username: 'lockme', password: 'Right@2026', roles: ['staff'], headOffice: true });
    const attacker = '198.51.100.10';
    const attempt = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/jwt/token',
        remoteAddress,
        headers: { 'accept-language': 'en' },
        payload: { username, password },
      });
    const answers = async (username: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await attempt(username, `wrong${i}xx1`, attacker);
        seen.push(`${response.statusCode} ${response.body}`);
      }
      return seen;
    };
    const known = await answers('lockme');
    const unknown = await answers('nobody-at-all');
    expect(known).toEqual(unknown);
    expect(known.map((a) => a.slice(0, 3))).toEqual(['401', '401', '401', '401', '401', '429', '429']);
    expect(known[5]).toContain('"status":42901');
    // The right password from the attacker's address is refused too (the pair is throttled, not the account).
    expect((await attempt('lockme', 'Right@2026', attacker)).statusCode).toBe(429);
    // The real user, from another address, logs in.
    expect((await attempt('lockme', 'Right@2026', '198.51.100.11')).statusCode).toBe(200);
    const [row] = await t.database.db.orm.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.username, 'lockme'));
    expect(row!.lockedUntil).toBeNull();
  });

  it('a stranger keeping the five-every-15-minutes pace from one address never keeps the user out', async () => {
    await addUser(t.database.db, { username: 'victim1', password: 'Right@2026', roles: ['staff'], headOffice: true });
    // What the attack leaves behind: five failures in every window, for an hour.
    const now = Date.now();
    await t.database.db.orm.insert(loginAttempts).values(
      Array.from({ length: 20 }, (_, i) => ({
        ip: '198.51.100.20',
        username: 'victim1',
        succeeded: false,
        createdAt: new Date(now - i * 3 * 60_000),
      })),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      remoteAddress: '198.51.100.21',
      payload: { username: 'victim1', password: 'Right@2026' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('after 50 failures for a username from many addresses only addresses it logged in from before may try it; unknown usernames alike', async () => {
    await addUser(t.database.db, { username: 'victim2', password: 'Right@2026', roles: ['staff'], headOffice: true });
    const attempt = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/jwt/token', remoteAddress, payload: { username, password } });
    expect((await attempt('victim2', 'Right@2026', '192.0.2.50')).statusCode).toBe(200);
    const spread = (username: string) => Array.from({ length: 50 }, (_, i) => ({ ip: `203.0.113.${i + 1}`, username, succeeded: false }));
    await t.database.db.orm.insert(loginAttempts).values([...spread('victim2'), ...spread('ghost2')]);
    const fromNew = await attempt('victim2', 'wrong-guess1', '192.0.2.51');
    const ghostFromNew = await attempt('ghost2', 'wrong-guess1', '192.0.2.51');
    expect(fromNew.statusCode).toBe(429);
    expect(ghostFromNew.body).toBe(fromNew.body);
    expect((await attempt('victim2', 'Right@2026', '192.0.2.50')).statusCode).toBe(200);
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

  it('answers a frozen account’s wrong password exactly like any wrong password, counted toward throttling; only the right one says frozen (decision 0024)', async () => {
    await addUser(t.database.db, { username: 'frozen2', password: 'Right@2026', roles: ['staff'], headOffice: true });
    await t.database.db.orm.update(users).set({ frozen: 1 }).where(eq(users.username, 'frozen2'));
    const attempt = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/jwt/token', remoteAddress, payload: { username, password } });
    const seen = async (username: string, remoteAddress: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await attempt(username, `wrong${i}xx1`, remoteAddress);
        answers.push(`${response.statusCode} ${response.headers['cache-control']} ${response.body}`);
      }
      return answers;
    };
    const frozen = await seen('frozen2', '198.51.100.40');
    expect(frozen).toEqual(await seen('nobody-frozen', '198.51.100.41'));
    expect(frozen[0]).toContain('"status":40103');
    expect(frozen[5]).toContain('"status":42901');
    const right = await attempt('frozen2', 'Right@2026', '198.51.100.42');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ status: 40105 });
    // The refused right password is a failed attempt too: it is recorded and counts like any other.
    const rows = await t.database.db.orm
      .select({ succeeded: loginAttempts.succeeded })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '198.51.100.42'));
    expect(rows).toEqual([{ succeeded: false }]);
  });

  it('refuses a disabled or expired account with 40105', async () => {
    await addUser(t.database.db, { username: 'expired1', password: 'Right@2026', roles: ['staff'], headOffice: true });
    await t.database.db.orm
      .update(users)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, 'expired1'));
    expect((await loginRequest({ username: 'expired1', password: 'Right@2026' })).status).toBe(40105);
    await t.database.db.orm.update(users).set({ validUntil: null, enabled: 0 }).where(eq(users.username, 'expired1'));
    expect((await loginRequest({ username: 'expired1', password: 'Right@2026' })).status).toBe(40105);
  });

  it('limits failures per client address: after 20 in 15 minutes the address gets 42901, whatever the account (other addresses are not affected)', async () => {
    const ip = '203.0.113.77';
    await t.database.db.orm.insert(loginAttempts).values(Array.from({ length: 20 }, () => ({ ip, username: 'someone', succeeded: false })));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      remoteAddress: ip,
      payload: { username: 'admin', password: 'Admin@2026' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 42901 });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      remoteAddress: '203.0.113.78',
      payload: { username: 'admin', password: 'Admin@2026' },
    });
    expect(other.statusCode).toBe(200);
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

  it('refuses a malformed JSON body with 40010 and no parser internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 40010, message: '请求内容不是有效的 JSON', data: null });
  });

  it('marks every answer that carries a token or a key Cache-Control: no-store (the login, the kiosk key)', async () => {
    const answer = await loginRequest({ username: 'lihua', password: 'Manager@2026' });
    expect(answer.status).toBe(200);
    expect(answer.raw.headers['cache-control']).toBe('no-store');
    expect((await loginRequest({ username: 'lihua', password: 'wrong-password1' })).raw.headers['cache-control']).toBe('no-store');
    const kiosk = await call<{ key: string }>(t.app, 'GET', VisitorEndpoints.kioskKey.path, {
      token: await login(t.app, 'kiosk01'),
      companyId: '1003',
    });
    expect(kiosk.status).toBe(200);
    expect(kiosk.data.key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(kiosk.raw.headers['cache-control']).toContain('no-store');
  });

  it('issues a token that opens front/info', async () => {
    const token = await login(t.app, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status).toBe(200);
  });
});

describe('the client address behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    await addUser(proxied.database.db, { username: 'proxied1', password: 'Right@2026', roles: ['staff'], headOffice: true });
  });
  afterAll(() => proxied?.close());

  const attempt = (password: string, remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'proxied1', password },
    });

  it('reads the client from X-Forwarded-For sent by the proxy: one client’s failures do not stop another behind the same proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(`wrong${i}xx1`, '127.0.0.1', '198.51.100.30')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt('Right@2026', '127.0.0.1', '198.51.100.31')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy (it cannot pose as many clients)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(`wrong${i}xx1`, '192.0.2.77', `198.51.100.${40 + i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
