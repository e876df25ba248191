import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials } from '../../../db/schema/index.js';
import { cards } from '../../access/schema.js';
import { openRecords } from '../schema.js';
import { persons } from '../../household/schema.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';

let t: TestApp;
let admin: string;
let lihua: string;
const residential: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number };
type Page = { rows: Row[]; total: number; totalExact: boolean; page: number; limit: number; nextCursor: string | null };

let apartment: Row;
let neighbour: Row;
let otherApartment: Row;

async function made<T = Row>(method: 'POST' | 'GET', url: string, body?: unknown, token = admin, companyId?: string): Promise<T> {
  const response = await call<T>(t.app, method, url, { token, body, ...(companyId ? { companyId } : {}) });
  expect(response.status, `${method} ${url}: ${response.message}`).toBe(200);
  return response.data;
}

async function apartmentIn(companyId: string, building: string, roomNo: string): Promise<Row> {
  const created = await made('POST', '/api/door/building', {
    residentialId: residential[companyId],
    type: 2,
    name: building,
    floorCount: 1,
  });
  const floor = (await made<Page>('POST', '/api/door/buildingFloor/query/page', { buildingId: created.id })).rows[0]!;
  return made('POST', '/api/door/apartment', { floorId: floor.id, roomNo, houseType: 1, status: 1 });
}

/** Passage records for two houses, interleaved as devices write them: `n` each, ids growing with time. */
async function insertRecords(apartmentId: number, otherId: number, n: number): Promise<void> {
  await t.database.db.orm.execute(sql`
    insert into open_records (residential_id, apartment_id, person_name, device_name, door_name, open_type, direction, result, opened_at)
    select ${residential['1001']}, case when g % 2 = 0 then ${apartmentId}::int else ${otherId}::int end, '张三' || g, '东门闸机', '东门', 1 + g % 6, 1 + g % 2, 1,
           timestamptz '2026-11-01 00:00:00+08' + g * interval '1 minute'
    from generate_series(1, ${n * 2}) as g`);
}

const idsOf = async (apartmentId: number) =>
  (
    await t.database.db.orm
      .select({ id: openRecords.id })
      .from(openRecords)
      .where(eq(openRecords.apartmentId, apartmentId))
      .orderBy(asc(openRecords.id))
  )
    .map((r) => r.id)
    .reverse();

beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua')]);
  for (const row of await t.database.db.orm.select({ id: residentials.id, companyId: residentials.companyId }).from(residentials))
    residential[row.companyId] = row.id;
  apartment = await apartmentIn('1001', '查询测试楼', '1201');
  neighbour = await made('POST', '/api/door/apartment', { floorId: apartment.floorId, roomNo: '1202', houseType: 1, status: 1 });
  otherApartment = await apartmentIn('1002', '查询测试楼B', '101');
  await insertRecords(apartment.id, neighbour.id, 250);
  const r = residential['1001']!;
  const base = { residentialId: r, apartmentId: apartment.id, buildingId: apartment.buildingId as number, phone: '13800001111' };
  await t.database.db.orm.insert(persons).values([
    { ...base, name: '租户甲', personType: 3, reviewStatus: 1 },
    { ...base, name: '待审业主', personType: 1, reviewStatus: 0 },
    { ...base, name: '业主王', personType: 1, reviewStatus: 1 },
    { ...base, name: '家属李', personType: 2, reviewStatus: 1 },
    { ...base, name: '后登记业主', personType: 1, reviewStatus: 1 },
    { ...base, apartmentId: neighbour.id, name: '邻居', personType: 1, reviewStatus: 1 },
  ]);
  await t.database.db.orm.insert(cards).values(
    Array.from({ length: 7 }, (_, i) => ({
      residentialId: r,
      cardNo: String(9_000_000_000 + i),
      holderName: `持卡人${i}`,
      apartmentId: i < 5 ? apartment.id : neighbour.id,
      cardType: 1,
      status: 1,
    })),
  );
});
afterAll(() => t?.close());

describe('passage records of a house', () => {
  const page = (body: Record<string, unknown>, token = admin, companyId?: string) =>
    made<Page>('POST', '/api/door/openRecord/queryByApartmentId', { apartmentId: apartment.id, ...body }, token, companyId);

  it('pages newest first with the exact total, at the first and a later page', async () => {
    const expected = await idsOf(apartment.id);
    expect(expected).toHaveLength(250);
    const first = await page({ page: 1, limit: 20 });
    expect(first).toMatchObject({ total: 250, totalExact: true, page: 1, limit: 20 });
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));
    expect(first.rows[0]).toMatchObject({
      apartmentId: apartment.id,
      residentialId: residential['1001'],
      deviceName: '东门闸机',
      openedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const fifth = await page({ page: 5, limit: 20 });
    expect(fifth.rows.map((row) => row.id)).toEqual(expected.slice(80, 100));
    const last = await page({ page: 13, limit: 20 });
    expect(last.rows.map((row) => row.id)).toEqual(expected.slice(240));
    expect(last.nextCursor).toBeNull();
    expect((await page({ page: 14, limit: 20 })).rows).toEqual([]);
  });

  it('continues from the previous page cursor exactly as the page number does', async () => {
    const first = await page({ page: 1, limit: 50 });
    const byCursor = await page({ page: 2, limit: 50, cursor: first.nextCursor });
    const byNumber = await page({ page: 2, limit: 50 });
    expect(byCursor.rows.map((r) => r.id)).toEqual(byNumber.rows.map((r) => r.id));
    expect(
      await call(t.app, 'POST', '/api/door/openRecord/queryByApartmentId', {
        token: admin,
        body: { apartmentId: apartment.id, page: 2, cursor: 'not-a-cursor' },
      }),
    ).toMatchObject({ status: 40008 });
  });

  it('answers a community manager for a house of her community', async () => {
    expect((await page({ page: 1, limit: 10 }, lihua, '1001')).total).toBe(250);
  });

  it('stays fast at 10 000 records for one room, at the first and the last page', async () => {
    await insertRecords(neighbour.id, otherApartment.id, 10_000);
    const timed = async (pageNo: number) => {
      const started = performance.now();
      const result = await page({ apartmentId: neighbour.id, page: pageNo, limit: 20 });
      return { result, ms: performance.now() - started };
    };
    await timed(1);
    const first = await timed(1);
    const deep = await timed(500);
    expect(first.result.total).toBe(10_250);
    expect(deep.result.rows).toHaveLength(20);
    expect(deep.result.rows.at(-1)!.id).toBe((await idsOf(neighbour.id))[9_999]);
    console.info(`open records of a room with 10 250 rows: page 1 ${first.ms.toFixed(1)} ms, page 500 ${deep.ms.toFixed(1)} ms`);
    expect(first.ms).toBeLessThan(2_000);
    expect(deep.ms).toBeLessThan(2_000);
  });
});

describe('residents, owner and cards of a house', () => {
  const personsOf = (query: string, token = admin, companyId?: string) =>
    call<Page>(t.app, 'GET', '/api/door/person/queryResidentsByApartment', { token, query, ...(companyId ? { companyId } : {}) });

  it('lists residents owners first as person rows, paged', async () => {
    const all = await personsOf(`apartmentId=${apartment.id}`);
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ total: 5, totalExact: true, page: 1, limit: 20 });
    expect(all.data.rows.map((r) => r.name)).toEqual(['待审业主', '业主王', '后登记业主', '家属李', '租户甲']);
    expect(all.data.rows[0]).toMatchObject({
      personType: 1,
      reviewStatus: 0,
      apartmentId: apartment.id,
      phone: '13800001111',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const second = await personsOf(`apartmentId=${apartment.id}&page=2&limit=2`);
    expect(second.data.rows.map((r) => r.name)).toEqual(['后登记业主', '家属李']);
    const passed = await personsOf(`apartmentId=${apartment.id}&reviewStatus=1`);
    expect(passed.data.rows.map((r) => r.name)).toEqual(['业主王', '后登记业主', '家属李', '租户甲']);
  });

  it('answers the earliest passed owner, or null for a house without one', async () => {
    expect(await made('GET', `/api/door/person/queryOwnerPerson/${apartment.id}`)).toMatchObject({
      name: '业主王',
      personType: 1,
      reviewStatus: 1,
    });
    expect(await made('GET', `/api/door/person/queryOwnerPerson/${otherApartment.id}`)).toBeNull();
  });

  it('pages the cards of a house newest first', async () => {
    const first = await made<Page>('POST', '/api/door/card/queryByApartmentId', { apartmentId: apartment.id, page: 1, limit: 3 });
    expect(first).toMatchObject({ total: 5, totalExact: true });
    expect(first.rows.map((r) => r.cardNo)).toEqual(['9000000004', '9000000003', '9000000002']);
    const second = await made<Page>('POST', '/api/door/card/queryByApartmentId', { apartmentId: apartment.id, page: 2, limit: 3 });
    expect(second.rows.map((r) => r.cardNo)).toEqual(['9000000001', '9000000000']);
    expect(second.rows[0]).toMatchObject({ holderName: '持卡人1', cardType: 1, status: 1, apartmentId: apartment.id });
  });
});

describe('who may read a house', () => {
  const endpoints = (apartmentId: number): [string, string, unknown?, string?][] => [
    ['GET', '/api/door/person/queryResidentsByApartment', undefined, `apartmentId=${apartmentId}`],
    ['GET', `/api/door/person/queryOwnerPerson/${apartmentId}`],
    ['POST', '/api/door/openRecord/queryByApartmentId', { apartmentId }],
    ['POST', '/api/door/card/queryByApartmentId', { apartmentId }],
    ['POST', '/api/door/apartment/queryAddress', { id: apartmentId }],
  ];

  it("reads another community's house, and a missing one, as missing", async () => {
    for (const [method, url, body, query] of [...endpoints(otherApartment.id), ...endpoints(2_000_000_000)]) {
      const response = await call(t.app, method as 'GET', url, { token: lihua, companyId: '1001', body, ...(query ? { query } : {}) });
      expect(response, `${method} ${url}`).toMatchObject({ http: 404, status: 40401 });
    }
  });

  it('needs the house view element: a repair worker is refused, though the tree answers him', async () => {
    const wangqiang = await login(t.app, 'wangqiang');
    for (const [method, url, body, query] of endpoints(apartment.id)) {
      const response = await call(t.app, method as 'GET', url, { token: wangqiang, companyId: '1001', body, ...(query ? { query } : {}) });
      expect(response, `${method} ${url}`).toMatchObject({ http: 403, status: 40301 });
    }
    const tree = await call<{ key: string }[]>(t.app, 'GET', '/api/door/public/residential/tree', { token: wangqiang, companyId: '1001' });
    expect(tree.data.map((n) => n.key)).toEqual([`r-${residential['1001']}`]);
  });

  it('refuses paging beyond the limits and unknown fields', async () => {
    expect(
      await call(t.app, 'POST', '/api/door/openRecord/queryByApartmentId', {
        token: admin,
        body: { apartmentId: apartment.id, limit: 101 },
      }),
    ).toMatchObject({ status: 40001 });
    expect(
      await call(t.app, 'POST', '/api/door/card/queryByApartmentId', {
        token: admin,
        body: { apartmentId: apartment.id, residentialId: 1 },
      }),
    ).toMatchObject({ status: 40003 });
  });
});
