import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opLogs } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addUser(t.database.db, { username: 'pwuser', password: 'Start@2026', roles: ['staff'], headOffice: true });
});
afterAll(() => t?.close());

const change = (token: string, body: Record<string, string>, language: 'zh-CN' | 'en' = 'zh-CN') =>
  call(t.app, 'PUT', '/api/admin/user/password', { token, body, language });

describe('PUT /api/admin/user/password', () => {
  it('refuses a confirmation that differs (40005)', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    expect(await change(token, { oldPassword: 'Start@2026', password: 'Next@2026a', confirmPassword: 'Next@2026b' })).toMatchObject({
      http: 422,
      status: 40005,
      message: '两次输入的密码不一致',
    });
  });

  it('refuses a password outside the policy (40004)', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    for (const weak of ['short1', 'onlyletters', '1234567890', 'x'.repeat(60) + '12345'])
      expect((await change(token, { oldPassword: 'Start@2026', password: weak, confirmPassword: weak }, 'en')).message).toBe(
        'The password must be 8 to 64 characters and contain both letters and digits',
      );
  });

  it('refuses a wrong current password (40006)', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    expect((await change(token, { oldPassword: 'Wrong@2026', password: 'Next@2026', confirmPassword: 'Next@2026' })).status).toBe(40006);
  });

  it('refuses the current password as the new one (40007)', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    expect((await change(token, { oldPassword: 'Start@2026', password: 'Start@2026', confirmPassword: 'Start@2026' })).status).toBe(40007);
  });

  it('refuses missing and extra fields (40001, 40003)', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    expect((await change(token, { oldPassword: 'Start@2026', password: 'Next@2026' })).status).toBe(40001);
    expect(
      (await change(token, { oldPassword: 'Start@2026', password: 'Next@2026', confirmPassword: 'Next@2026', userId: '1' })).status,
    ).toBe(40003);
  });

  it('changes it, ends the current token with 7101, accepts only the new password, and logs it masked', async () => {
    const token = await login(t.app, 'pwuser', 'Start@2026');
    expect((await change(token, { oldPassword: 'Start@2026', password: 'Next@2026', confirmPassword: 'Next@2026' })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status).toBe(7101);
    expect((await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'pwuser', password: 'Start@2026' } })).status).toBe(40103);
    expect(await login(t.app, 'pwuser', 'Next@2026')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    const rows = await t.database.db.orm.select().from(opLogs).where(eq(opLogs.action, 'changePassword'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row.detail)).not.toMatch(/Start@2026|Next@2026|Wrong@2026/);
  });
});
