import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemParams, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';

/** Issue 13's smaller items (the download token and file permissions are in files.test.ts). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

describe('authenticated responses are not cached', () => {
  it('an authenticated answer, and a refusal to an authenticated user, carry Cache-Control: no-store', async () => {
    const info = await call(t.app, 'GET', '/api/admin/user/front/info', { token: admin });
    expect(info.status).toBe(200);
    expect(info.raw.headers['cache-control']).toBe('no-store');
    const page = await call(t.app, 'POST', '/api/admin/user/query/page', { token: admin, body: {} });
    expect(page.raw.headers['cache-control']).toBe('no-store');
    const refused = await call(t.app, 'POST', '/api/admin/user/query/page', { token: admin, body: { nope: 1 } });
    expect(refused.status).toBe(40003);
    expect(refused.raw.headers['cache-control']).toBe('no-store');
  });
});

describe('impossible dates', () => {
  it('refuses 2026-02-30 in a form (40001, in the user’s language) and stores nothing; accepts 2028-02-29', async () => {
    const id = await addUser(t.database.db, { username: 'dated1', password: 'Start@2026', roles: ['staff'], headOffice: true });
    const roleIds = (await call<{ roleIds: number[] }>(t.app, 'GET', `/api/admin/user/${id}`, { token: admin })).data.roleIds;
    const refused = await call(t.app, 'PUT', '/api/admin/user/update', {
      token: admin,
      language: 'en',
      body: { id, name: 'dated1', roleIds, validUntil: '2026-02-30 00:00:00' },
    });
    expect(refused).toMatchObject({ http: 422, status: 40001 });
    expect(refused.message).toContain('validUntil is not a date that exists');
    const [stored] = await t.database.db.orm.select({ validUntil: users.validUntil }).from(users).where(eq(users.id, id));
    expect(stored!.validUntil).toBeNull();
    expect(
      (
        await call(t.app, 'PUT', '/api/admin/user/update', {
          token: admin,
          body: { id, name: 'dated1', roleIds, validUntil: '2028-02-29 12:00:00' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', '/api/admin/user/update', {
          token: admin,
          body: { id, name: 'dated1', roleIds, validUntil: '2100-02-29 12:00:00' },
        })
      ).status,
    ).toBe(40001);
  });

  it('refuses an impossible date in a range search', async () => {
    const response = await call(t.app, 'POST', '/api/admin/quartzJobLog/query/page', {
      token: admin,
      body: { startedAt: ['2026-04-31 00:00:00', null] },
    });
    expect(response).toMatchObject({ http: 422, status: 40001 });
  });
});

describe('the scheduler’s handler list', () => {
  it('is for those who may view jobs: 40301 to a community manager, 200 to the administrator', async () => {
    expect(
      await call(t.app, 'GET', '/api/admin/quartzJob/handlers', { token: await login(t.app, 'lihua'), companyId: '1001' }),
    ).toMatchObject({ http: 403, status: 40301 });
    expect(await call(t.app, 'GET', '/api/admin/quartzJob/handlers', { token: await login(t.app, 'wangqiang') })).toMatchObject({
      http: 403,
      status: 40301,
    });
    expect((await call(t.app, 'GET', '/api/admin/quartzJob/handlers', { token: admin })).status).toBe(200);
  });
});

describe('system parameters the code reads', () => {
  it('refuses an amount precision of -1 (or 4, or text) with the reason in the user’s language; 1 to 3 pass', async () => {
    const [row] = await t.database.db.orm.select().from(systemParams).where(eq(systemParams.paramKey, 'billing.amountPrecision'));
    const put = (paramValue: string, valueType = 'number', language: 'en' | 'zh-CN' = 'en') =>
      call(t.app, 'PUT', `/api/admin/systemParam/${row!.id}`, {
        token: admin,
        language,
        body: { paramValue, valueType, description: row!.description },
      });
    const refused = await put('-1');
    expect(refused).toMatchObject({ http: 422, status: 40001 });
    expect(refused.message).toContain('must be 1 (yuan), 2 (jiao) or 3 (fen)');
    expect((await put('-1', 'number', 'zh-CN')).message).toContain('须为 1（元）、2（角）或 3（分）');
    expect((await put('4')).status).toBe(40001);
    expect((await put('-1', 'string')).status).toBe(40001);
    const [after] = await t.database.db.orm
      .select({ paramValue: systemParams.paramValue })
      .from(systemParams)
      .where(eq(systemParams.id, row!.id));
    expect(after!.paramValue).toBe('3');
    expect((await put('2')).status).toBe(200);
  });

  it('refuses a retention of 0 days and an upload limit above the server’s', async () => {
    const rows = await t.database.db.orm.select().from(systemParams);
    const byKey = (key: string) => rows.find((r) => r.paramKey === key)!;
    const put = (key: string, paramValue: string) =>
      call(t.app, 'PUT', `/api/admin/systemParam/${byKey(key).id}`, { token: admin, body: { paramValue, valueType: 'number' } });
    expect((await put('opLog.retentionDays', '0')).status).toBe(40001);
    expect((await put('upload.maxFiles', '11')).status).toBe(40001);
    expect((await put('opLog.retentionDays', '90')).status).toBe(200);
  });
});
