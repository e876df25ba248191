import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const frontInfo = (token: string, language: 'en' | 'zh-CN' = 'zh-CN') =>
  call(t.app, 'GET', '/api/admin/user/front/info', { token, language });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('session tokens', () => {
  it('accepts the token raw or as Bearer', async () => {
    const token = await login(t.app, 'admin');
    expect((await frontInfo(token)).status).toBe(200);
    expect((await frontInfo(`Bearer ${token}`)).status).toBe(200);
  });

  it('refuses a missing or malformed token with 40101 (HTTP 401) in the request language', async () => {
    expect(await call(t.app, 'GET', '/api/admin/user/front/info')).toMatchObject({
      http: 401,
      status: 40101,
      message: '登录异常，请重新登录',
    });
    expect(await frontInfo('not-a-token', 'en')).toMatchObject({
      http: 401,
      status: 40101,
      message: 'Login exception, please log in again',
    });
    expect((await frontInfo('a.b.c')).status).toBe(40101);
  });

  it('refuses a token whose signature was tampered with (40101)', async () => {
    const token = await login(t.app, 'lihua');
    const [header, payload, signature] = token.split('.');
    const forgedPayload = base64url({ ...(jwt.decode(token) as object), sub: '1' });
    expect((await frontInfo(`${header}.${forgedPayload}.${signature}`)).status).toBe(40101);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await frontInfo(`${header}.${payload}.${flipped}`)).status).toBe(40101);
  });

  it('refuses an alg:none token and one signed with another secret (40101)', async () => {
    const token = await login(t.app, 'admin');
    const claims = jwt.decode(token) as object;
    expect((await frontInfo(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`)).status).toBe(40101);
    expect((await frontInfo(jwt.sign(claims, 'another-secret-that-is-long-enough-1234567'))).status).toBe(40101);
  });

  it('refuses an expired token with 40102', async () => {
    const token = await login(t.app, 'admin');
    const claims = jwt.decode(token) as { sub: string; jti: string; iat: number };
    const expired = jwt.sign({ sub: claims.sub, iat: claims.iat - 7200, exp: claims.iat - 3600 }, t.config.jwt.value, {
      jwtid: claims.jti,
      algorithm: 'HS256',
    });
    expect(await frontInfo(expired, 'en')).toMatchObject({ http: 401, status: 40102, message: 'Login expired, please log in again' });
  });

  it('refuses a well-signed token for a session that does not exist (40101)', async () => {
    const forged = jwt.sign({ sub: '1' }, t.config.jwt.value, {
      jwtid: '00000000-0000-4000-8000-000000000000',
      algorithm: 'HS256',
      expiresIn: 600,
    });
    expect((await frontInfo(forged)).status).toBe(40101);
  });

  it('ends the session at logout: the same token then gets 7103', async () => {
    const token = await login(t.app, 'wangqiang');
    const other = await login(t.app, 'wangqiang');
    expect((await call(t.app, 'POST', '/api/auth/jwt/logout', { token })).status).toBe(200);
    expect(await frontInfo(token)).toMatchObject({ http: 401, status: 7103 });
    // Another session of the same user is untouched.
    expect((await frontInfo(other)).status).toBe(200);
  });

  it('ends other sessions with 7101 when the password is changed elsewhere', async () => {
    await addUser(t.database.db, { username: 'changer', password: 'First@2026', roles: ['staff'], headOffice: true });
    const elsewhere = await login(t.app, 'changer', 'First@2026');
    const here = await login(t.app, 'changer', 'First@2026');
    const change = await call(t.app, 'PUT', '/api/admin/user/password', {
      token: here,
      body: { oldPassword: 'First@2026', password: 'Second@2026', confirmPassword: 'Second@2026' },
    });
    expect(change.status).toBe(200);
    expect(await frontInfo(elsewhere)).toMatchObject({ http: 401, status: 7101, message: '当前密码已修改，请重新登录' });
    expect((await frontInfo(here)).status).toBe(7101);
    expect((await frontInfo(await login(t.app, 'changer', 'Second@2026'))).status).toBe(200);
  });

  it('ends the session with 7102 once the account is frozen or disabled', async () => {
    await addUser(t.database.db, { username: 'freezeme', password: 'Right@2026', roles: ['staff'], headOffice: true });
    const token = await login(t.app, 'freezeme', 'Right@2026');
    expect((await frontInfo(token)).status).toBe(200);
    await t.database.db.orm.update(users).set({ frozen: 1 }).where(eq(users.username, 'freezeme'));
    expect(await frontInfo(token, 'en')).toMatchObject({ http: 401, status: 7102 });
    await t.database.db.orm.update(users).set({ frozen: 0, enabled: 0 }).where(eq(users.username, 'freezeme'));
    expect((await frontInfo(token)).status).toBe(7102);
  });

  it('ends the session with 40102 when its row has expired, even if the token has not', async () => {
    const token = await login(t.app, 'admin');
    const { jti } = jwt.decode(token) as { jti: string };
    await t.database.db.orm
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, jti));
    expect((await frontInfo(token)).status).toBe(40102);
  });
});
