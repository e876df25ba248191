import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHeadOfficeMenu, type MenuItem, type UserInfo } from '@cvap/contracts';
import { residentials, tenants } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let lihua: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  // Another property company with its own community, which nobody of the demo tenant may act for.
  const [other] = await t.database.db.orm.insert(tenants).values({ code: 'other', name: '另一家物业' }).returning({ id: tenants.id });
  await t.database.db.orm.insert(residentials).values({ tenantId: other!.id, companyId: '2001', residentialName: '别家小区' });
  [lihua, admin] = await Promise.all([login(t.app, 'lihua'), login(t.app, 'admin')]);
});
afterAll(() => t?.close());

const counts = (token: string, companyId?: string, headers?: Record<string, string | string[]>) =>
  call(t.app, 'GET', '/api/property/repairOrder/getRepairOrderCount', {
    token,
    ...(companyId === undefined ? {} : { companyId }),
    ...(headers ? { headers: headers as Record<string, string> } : {}),
  });

describe('CompanyId for a community user (lihua: 阳光花园 1001 only)', () => {
  it('acts for her community', async () => {
    expect((await counts(lihua, '1001')).status).toBe(200);
  });

  it('refuses a missing header with 40303 (HTTP 403): never widened to everything', async () => {
    expect(await counts(lihua)).toMatchObject({ http: 403, status: 40303 });
  });

  it.each([
    ['empty', ''],
    ['negative', '-1'],
    ['a list', '1001,1002'],
    ['a list with a space', '1001, 1002'],
    ['injected SQL', '1001 OR 1=1'],
    ['text', 'abc'],
    ['too long', '1'.repeat(19)],
    ['full-width digits', '１００１'],
  ])('refuses a malformed header (%s) with 40304 (HTTP 400)', async (_what, value) => {
    expect(await counts(lihua, value)).toMatchObject({ http: 400, status: 40304 });
  });

  it('refuses a repeated header with 40304', async () => {
    expect(await counts(lihua, undefined, { companyid: ['1001', '1001'] })).toMatchObject({ http: 400, status: 40304 });
  });

  it.each([
    ['zero', '0'],
    ['a community not granted to her', '1002'],
    ['another company’s community', '2001'],
    ['a community that does not exist', '999999'],
  ])('refuses %s with 40302 (HTTP 403)', async (_what, value) => {
    expect(await counts(lihua, value)).toMatchObject({ http: 403, status: 40302 });
  });

  it('answers in English when asked', async () => {
    const response = await call(t.app, 'GET', '/api/property/repairOrder/getRepairOrderCount', {
      token: lihua,
      companyId: '1002',
      language: 'en',
    });
    expect(response.message).toBe('You may not act for this community');
  });

  it('still checks a header sent to user-level routes, which she may call without one', async () => {
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token: lihua })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token: lihua, companyId: '1002' })).status).toBe(40302);
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token: lihua, companyId: 'x' })).status).toBe(40304);
  });
});

describe('CompanyId for a head-office user (admin)', () => {
  it('acts for the head office without the header', async () => {
    expect((await counts(admin)).status).toBe(200);
  });

  it('acts for every community of the tenant', async () => {
    for (const companyId of ['1001', '1002', '1003']) expect((await counts(admin, companyId)).status).toBe(200);
  });

  it('refuses another company’s community and unknown ids with 40302, malformed ones with 40304', async () => {
    expect((await counts(admin, '2001')).status).toBe(40302);
    expect((await counts(admin, '0')).status).toBe(40302);
    expect((await counts(admin, '')).status).toBe(40304);
    expect((await counts(admin, '1001 OR 1=1')).status).toBe(40304);
  });
});

describe('a head-office user acting for one community (admin with CompanyId 1002)', () => {
  const screens = (items: MenuItem[]): string[] => items.flatMap((item) => [item.code, ...screens(item.children)]);

  it('gets the community screens in the menu tree, without the head-office sections', async () => {
    const asResidential = await call<UserInfo>(t.app, 'GET', '/api/admin/user/front/info', { token: admin, companyId: '1002' });
    const asHeadOffice = await call<UserInfo>(t.app, 'GET', '/api/admin/user/front/info', { token: admin });
    expect(screens(asHeadOffice.data.menuTrees)).toContain('systemManager:userMng');
    expect(screens(asResidential.data.menuTrees).filter(isHeadOfficeMenu)).toEqual([]);
    expect(screens(asResidential.data.menuTrees)).toEqual(
      expect.arrayContaining(['houseManager:houseManager', 'householdManager:propertyReg']),
    );
  });

  it("lists the community's own records, and refuses head-office resources with 40307 in the user's language", async () => {
    expect(
      (await call(t.app, 'POST', '/api/door/apartment/query/page', { token: admin, companyId: '1002', body: { page: 1, limit: 10 } }))
        .status,
    ).toBe(200);
    expect(
      await call(t.app, 'POST', '/api/door/residential/query/page', { token: admin, companyId: '1002', body: { page: 1, limit: 10 } }),
    ).toMatchObject({ http: 403, status: 40307, message: '该功能仅在总部身份下可用，请先返回总部' });
    const users = await call(t.app, 'POST', '/api/admin/user/query/page', {
      token: admin,
      companyId: '1002',
      language: 'en',
      body: { page: 1, limit: 10 },
    });
    expect(users).toMatchObject({
      http: 403,
      status: 40307,
      message: 'This is available only when acting for the head office: return to head office first',
    });
  });
});
