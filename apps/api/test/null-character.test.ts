import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, files, loginAttempts } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { multipartBody, SAMPLE } from './helpers/multipart.js';

/** Issue 13 item 4: a null character in any string of a request is bad input (40001), never a 500. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

describe('a null character in a request', () => {
  it('in the login username: 40001 (HTTP 422) naming the field, in the user’s language, and no attempt recorded', async () => {
    const before = (await t.database.db.orm.select({ n: count() }).from(loginAttempts))[0]!.n;
    const en = await call(t.app, 'POST', '/api/auth/jwt/token', {
      body: { username: 'adm\u0000in', password: 'whatever1' },
      language: 'en',
    });
    expect(en).toMatchObject({ http: 422, status: 40001 });
    expect(JSON.stringify(en.raw.json())).toContain('username must not contain a null character');
    const zh = await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'adm\u0000in', password: 'whatever1' } });
    expect(zh).toMatchObject({ http: 422, status: 40001 });
    expect(JSON.stringify(zh.raw.json())).toContain('username 不能包含空字符');
    expect((await t.database.db.orm.select({ n: count() }).from(loginAttempts))[0]!.n).toBe(before);
  });

  it('in a list search: 40001', async () => {
    const response = await call(t.app, 'POST', '/api/admin/user/query/page', {
      token: admin,
      body: { username: 'li\u0000' },
      language: 'en',
    });
    expect(response).toMatchObject({ http: 422, status: 40001 });
  });

  it('in a create, nested or not: 40001 and nothing is written', async () => {
    const response = await call(t.app, 'POST', '/api/admin/department', { token: admin, body: { name: '空\u0000字符部门' } });
    expect(response).toMatchObject({ http: 422, status: 40001 });
    expect(await t.database.db.orm.select().from(departments).where(eq(departments.name, '空字符部门'))).toEqual([]);
    const nested = await call(t.app, 'PUT', '/api/admin/user/password', {
      token: admin,
      body: { oldPassword: 'Admin@2026', password: 'New\u00002026x', confirmPassword: 'New\u00002026x' },
    });
    expect(nested).toMatchObject({ http: 422, status: 40001 });
  });

  it('in the query string: 40001', async () => {
    const response = await call(t.app, 'GET', '/api/door/public/download', { token: admin, query: 'filePath=a%00b.xlsx', language: 'en' });
    expect(response).toMatchObject({ http: 422, status: 40001 });
    expect(response.message).toContain('filePath must not contain a null character');
  });

  it('in an upload’s file name or text field (multipart, read outside the body check): 40001 and nothing stored', async () => {
    const before = (await t.database.db.orm.select({ n: count() }).from(files))[0]!.n;
    for (const [fields, name] of [
      [{}, 'photo\u0000.jpg'],
      [{ bizType: '99\u00009' }, 'photo.jpg'],
    ] as const) {
      const { payload, headers } = multipartBody(fields, [{ name, content: SAMPLE.jpeg, type: 'image/jpeg' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fdfs/file/uploadFiles',
        payload,
        headers: { ...headers, authorization: admin, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 40001 });
      expect(response.json().message).toContain('must not contain a null character');
    }
    expect((await t.database.db.orm.select({ n: count() }).from(files))[0]!.n).toBe(before);
  });
});
