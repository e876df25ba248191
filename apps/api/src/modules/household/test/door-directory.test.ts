import type { DirectoryEntry } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, residentials } from '../../../db/schema/index.js';
import { call, login, type TestApp } from '../../../../test/helpers/app.js';
import { mobile, personBody, staffBody, startPeopleApp, type Place } from '../../../../test/helpers/door-people.fixtures.js';

const DIRECTORY = '/api/door/directory/query';

let t: TestApp;
let admin: string;
let lihua: string;
let sunny: Place;
let lake: Place;
/** Every name made here starts with this, so rows seeded by the demo data never match the tests' keywords. */
const TAG = '目录测';
const named = (rest: string) => `${TAG}${rest}`;

async function register(place: Place, token: string, body: Record<string, unknown>, verdict: 'pass' | 'reject' | null): Promise<number> {
  const created = await call<{ id: number }>(t.app, 'POST', '/api/door/person', {
    token,
    companyId: place.companyId,
    body: personBody(place, body),
  });
  expect(created.status, created.message).toBe(200);
  if (verdict) {
    const reviewed = await call(t.app, 'POST', '/api/door/person/review', {
      token,
      companyId: place.companyId,
      body: { ids: [created.data.id], verdict, reason: verdict === 'reject' ? '不符' : undefined },
    });
    expect(reviewed.status, reviewed.message).toBe(200);
  }
  return created.data.id;
}

async function registerStaff(companyId: string, token: string, body: Record<string, unknown>, pass: boolean): Promise<number> {
  const created = await call<{ id: number }>(t.app, 'POST', '/api/door/staff', { token, companyId, body: staffBody(body) });
  expect(created.status, created.message).toBe(200);
  if (pass)
    expect(
      (await call(t.app, 'POST', '/api/door/staff/review', { token, companyId, body: { ids: [created.data.id], verdict: 'pass' } })).status,
    ).toBe(200);
  return created.data.id;
}

const ids: Record<string, number> = {};
let serviceCentre: number;

beforeAll(async () => {
  ({ t, admin, lihua, sunny, lake } = await startPeopleApp());
  const [centre] = await t.database.db.orm
    .select({ id: departments.id })
    .from(departments)
    .innerJoin(residentials, eq(residentials.id, departments.residentialId))
    .where(eq(residentials.companyId, '1001'));
  serviceCentre = centre!.id;
  ids.owner = await register(sunny, lihua, { name: named('业主甲'), phone: '13611112222', apartmentId: sunny.apartmentIds[1] }, 'pass');
  ids.employee = await register(
    sunny,
    lihua,
    { name: named('员工乙'), personType: 4, apartmentId: null, companyId: sunny.companyIdOfTenant },
    'pass',
  );
  ids.pending = await register(sunny, lihua, { name: named('待审丙') }, null);
  ids.rejected = await register(sunny, lihua, { name: named('驳回丁') }, 'reject');
  ids.percent = await register(sunny, lihua, { name: named('百分%号') }, 'pass');
  ids.lakeOwner = await register(lake, admin, { name: named('翠湖戊') }, 'pass');
  ids.staff = await registerStaff('1001', lihua, { name: named('保安己'), phone: '13611113333', departmentId: serviceCentre }, true);
  ids.pendingStaff = await registerStaff('1001', lihua, { name: named('保洁庚') }, false);
});
afterAll(() => t.close());

/** `companyId: null` acts as the head office (no CompanyId header). */
function query(body: Record<string, unknown>, token = lihua, companyId: string | null = '1001') {
  return call<DirectoryEntry[]>(t.app, 'POST', DIRECTORY, { token, companyId: companyId ?? undefined, body });
}

const key = (e: DirectoryEntry) => `${e.kind}:${e.id}`;

describe('POST /api/door/directory/query', () => {
  it('lists passed residents and passed staff of the community only, ordered by name', async () => {
    const response = await query({ keyword: TAG, limit: 50 });
    expect(response.status, response.message).toBe(200);
    expect(response.data.map(key).sort()).toEqual(
      [`person:${ids.owner}`, `person:${ids.employee}`, `person:${ids.percent}`, `staff:${ids.staff}`].sort(),
    );
    const names = response.data.map((e) => e.name);
    expect(names).toEqual([...names].sort());
  });

  it('says where each person lives or works', async () => {
    const response = await query({ keyword: TAG, limit: 50 });
    const byKey = new Map(response.data.map((e) => [key(e), e]));
    expect(byKey.get(`person:${ids.owner}`)).toMatchObject({
      kind: 'person',
      phone: '13611112222',
      residentialId: sunny.residentialId,
      roomNo: '102',
      buildingName: expect.any(String),
      companyName: null,
      departmentName: null,
    });
    expect(byKey.get(`person:${ids.employee}`)).toMatchObject({ companyName: expect.stringContaining('测试企业'), roomNo: null });
    expect(byKey.get(`staff:${ids.staff}`)).toMatchObject({
      kind: 'staff',
      departmentName: expect.any(String),
      roomNo: null,
      companyName: null,
      residentialId: sunny.residentialId,
    });
  });

  it('finds people by part of the name or of the phone number', async () => {
    expect((await query({ keyword: `${TAG}业主` })).data.map(key)).toEqual([`person:${ids.owner}`]);
    const byPhone = (await query({ keyword: '1361111' })).data.map(key).sort();
    expect(byPhone).toEqual([`person:${ids.owner}`, `staff:${ids.staff}`].sort());
  });

  it('matches LIKE wildcards in the keyword literally', async () => {
    expect((await query({ keyword: '%' })).data.map(key)).toEqual([`person:${ids.percent}`]);
    expect((await query({ keyword: `${TAG}_` })).data).toEqual([]);
  });

  it('filters by company and by building (residents only), and by kind', async () => {
    expect((await query({ companyId: sunny.companyIdOfTenant })).data.map(key)).toEqual([`person:${ids.employee}`]);
    const inBuilding = (await query({ buildingId: sunny.buildingId, limit: 50 })).data;
    expect(inBuilding.map(key).sort()).toEqual([`person:${ids.owner}`, `person:${ids.employee}`, `person:${ids.percent}`].sort());
    expect((await query({ keyword: TAG, kind: 'staff' })).data.map(key)).toEqual([`staff:${ids.staff}`]);
    expect((await query({ keyword: TAG, kind: 'person', limit: 50 })).data.every((e) => e.kind === 'person')).toBe(true);
  });

  it('returns at most `limit` entries, the first by name', async () => {
    const all = (await query({ keyword: TAG, limit: 50 })).data;
    const two = (await query({ keyword: TAG, limit: 2 })).data;
    expect(two).toEqual(all.slice(0, 2));
    expect((await query({ limit: 51 })).status).toBe(40001);
  });

  it('shows another community nothing of this one, and the head office everything', async () => {
    const lakeView = (await query({ keyword: TAG, limit: 50 }, admin, '1002')).data.map(key);
    expect(lakeView).toEqual([`person:${ids.lakeOwner}`]);
    const headOffice = (await query({ keyword: TAG, limit: 50 }, admin, null)).data.map(key);
    expect(headOffice).toEqual(expect.arrayContaining([`person:${ids.owner}`, `person:${ids.lakeOwner}`, `staff:${ids.staff}`]));
    expect(headOffice).not.toContain(`person:${ids.pending}`);
  });

  it('a 1001 manager cannot look into 1002 with a forged community header (40302) nor by a 1002 building id', async () => {
    expect((await query({ keyword: TAG }, lihua, '1002')).status).toBe(40302);
    expect((await query({ buildingId: lake.buildingId })).data).toEqual([]);
  });

  it('is granted to repair workers (their pickers) but not to roles without it', async () => {
    const wangqiang = await login(t.app, 'wangqiang');
    const repair = await query({ keyword: TAG, limit: 50 }, wangqiang, '1001');
    expect(repair.status, repair.message).toBe(200);
    expect(repair.data.length).toBeGreaterThan(0);
    const chenjing = await login(t.app, 'chenjing');
    expect((await query({ keyword: TAG }, chenjing, null)).http).toBe(403);
  });

  it('refuses unknown fields (40003)', async () => {
    expect((await query({ keyword: TAG, phone: mobile() })).status).toBe(40003);
  });
});
