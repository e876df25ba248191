import type { AreaTreeNode } from '@cvap/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingFloors, buildings, residentials } from '../../../db/schema/index.js';
import { apartments } from '../schema.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';

let t: TestApp;
let admin: string;
let lihua: string;
const residential: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number };
type Page = { rows: Row[]; total: number };

beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua')]);
  for (const row of await t.database.db.orm.select({ id: residentials.id, companyId: residentials.companyId }).from(residentials))
    residential[row.companyId] = row.id;
});
afterAll(() => t?.close());

/** A call that must succeed: its data. */
async function made<T = Row>(method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown, token = admin, companyId?: string): Promise<T> {
  const response = await call<T>(t.app, method, url, { token, body, ...(companyId ? { companyId } : {}) });
  expect(response.status, `${method} ${url}: ${response.message}`).toBe(200);
  return response.data;
}

const floorsOf = async (buildingId: number) =>
  (await made<Page>('POST', '/api/door/buildingFloor/query/page', { buildingId, limit: 100, sort: 'floorNo', order: 'asc' })).rows;

function find(nodes: AreaTreeNode[], key: string): AreaTreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = find(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

const countOf = async (table: typeof apartments | typeof buildingFloors | typeof buildings, where: ReturnType<typeof eq>) =>
  (await t.database.db.orm.select({ n: count() }).from(table).where(where))[0]!.n;

describe('the area tree built by the head office', () => {
  let region: Row;
  let building: Row;
  let floors: Row[];
  let apartment: Row;

  beforeAll(async () => {
    region = await made('POST', '/api/door/building', { residentialId: residential['1001'], type: 1, name: '结构测试东区' });
    building = await made('POST', '/api/door/building', { type: 2, parentId: region.id, name: '结构测试9栋', floorCount: 3, sortNo: 1 });
    floors = await floorsOf(building.id);
    apartment = await made('POST', '/api/door/apartment', {
      floorId: floors[2]!.id,
      roomNo: '302',
      houseType: 1,
      status: 1,
      builtArea: 89.5,
    });
  });

  it('derives the community of a building from its parent region and gives a new building its floors 1..n', async () => {
    expect(region).toMatchObject({ type: 1, floorCount: 0, residentialId: residential['1001'] });
    expect(building).toMatchObject({ residentialId: residential['1001'], parentId: region.id, floorCount: 3 });
    expect(floors.map((f) => [f.floorNo, f.name])).toEqual([
      [1, '1层'],
      [2, '2层'],
      [3, '3层'],
    ]);
  });

  it('adds an extra floor and keeps the building floor count in step', async () => {
    const basement = await made('POST', '/api/door/buildingFloor', { buildingId: building.id, floorNo: -1, name: 'B1' });
    expect(basement).toMatchObject({ residentialId: residential['1001'], buildingId: building.id });
    expect(await made('GET', `/api/door/building/${building.id}`)).toMatchObject({ floorCount: 4 });
  });

  it('derives community and building of a house and of a company from the floor', async () => {
    expect(apartment).toMatchObject({
      residentialId: residential['1001'],
      buildingId: building.id,
      floorId: floors[2]!.id,
      roomNo: '302',
      builtArea: 89.5,
    });
    const company = await made('POST', '/api/door/company', {
      floorId: floors[0]!.id,
      companyName: '结构测试科技有限公司',
      level: 1,
      contactPhone: '13812345678',
    });
    expect(company).toMatchObject({ residentialId: residential['1001'], buildingId: building.id });
  });

  it('shows region, building and floors in the tree under the community', async () => {
    const tree = await made<AreaTreeNode[]>('GET', '/api/door/public/residential/tree');
    expect(tree.map((n) => n.key)).toEqual(expect.arrayContaining([`r-${residential['1001']}`, `r-${residential['1002']}`]));
    const root = find(tree, `r-${residential['1001']}`)!;
    expect(root).toMatchObject({ label: '阳光花园', value: residential['1001'], type: 'residential' });
    const regionNode = root.children!.find((n) => n.key === `b-${region.id}`)!;
    expect(regionNode).toMatchObject({ label: '结构测试东区', type: 'building', buildingType: 1 });
    const buildingNode = regionNode.children!.find((n) => n.key === `b-${building.id}`)!;
    expect(buildingNode).toMatchObject({ label: '结构测试9栋', buildingType: 2 });
    expect(buildingNode.children!.map((n) => [n.type, n.label])).toEqual([
      ['floor', 'B1'],
      ['floor', '1层'],
      ['floor', '2层'],
      ['floor', '3层'],
    ]);
  });

  it('lists communities by name with LIKE wildcards taken literally', async () => {
    const found = await made<{ id: number; companyId: string }[]>('POST', '/api/door/residential/query/list/residential', {
      residentialName: '阳光',
    });
    expect(found.map((r) => r.companyId)).toEqual(['1001']);
    expect(await made('POST', '/api/door/residential/query/list/residential', { residentialName: '%' })).toEqual([]);
    const all = await made<{ companyId: string }[]>('POST', '/api/door/residential/query/list/residential');
    expect(all.map((r) => r.companyId)).toEqual(expect.arrayContaining(['1001', '1002', '1003']));
  });

  it('lists buildings of a community by type', async () => {
    const onlyBuildings = await made<Row[]>('POST', '/api/door/building/query/list', { residentialId: residential['1001'], type: 2 });
    expect(onlyBuildings.map((b) => b.id)).toContain(building.id);
    expect(onlyBuildings.every((b) => b.type === 2 && b.residentialId === residential['1001'])).toBe(true);
    const regions = await made<Row[]>('POST', '/api/door/building/query/list', { residentialId: residential['1001'], type: 1 });
    expect(regions.map((b) => b.id)).toContain(region.id);
    expect(regions.every((b) => b.type === 1)).toBe(true);
  });

  it('answers the full address of a house in both languages, with its parts', async () => {
    const zh = await made('POST', '/api/door/apartment/queryAddress', { id: apartment.id });
    expect(zh).toEqual({
      id: apartment.id,
      address: '阳光花园 结构测试东区 结构测试9栋 3层 302室',
      residentialName: '阳光花园',
      regionNames: ['结构测试东区'],
      buildingName: '结构测试9栋',
      floorName: '3层',
      roomNo: '302',
      residentialId: residential['1001'],
      buildingId: building.id,
      floorId: floors[2]!.id,
      floorNo: 3,
    });
    const en = await call<{ address: string }>(t.app, 'POST', '/api/door/apartment/queryAddress', {
      token: admin,
      language: 'en',
      body: { id: apartment.id },
    });
    expect(en.data.address).toBe('Room 302, 3层, 结构测试9栋, 结构测试东区, 阳光花园');
  });

  it('lists the houses of a floor for pickers', async () => {
    const list = await made<Row[]>('POST', '/api/door/apartment/query/list', { floorId: floors[2]!.id });
    expect(list).toEqual([
      {
        id: apartment.id,
        roomNo: '302',
        floorId: floors[2]!.id,
        buildingId: building.id,
        residentialId: residential['1001'],
        houseType: 1,
        status: 1,
      },
    ]);
    expect(await made('POST', '/api/door/apartment/query/list', { buildingId: building.id, roomNo: '_0%' })).toEqual([]);
  });
});

describe('a community manager (lihua, 阳光花园 1001) and another community', () => {
  let otherBuilding: Row;
  let otherFloor: Row;
  let otherApartment: Row;
  let ownFloor: Row;

  beforeAll(async () => {
    otherBuilding = await made('POST', '/api/door/building', {
      residentialId: residential['1002'],
      type: 2,
      name: '翠湖测试楼',
      floorCount: 2,
    });
    otherFloor = (await floorsOf(otherBuilding.id))[0]!;
    otherApartment = await made('POST', '/api/door/apartment', { floorId: otherFloor.id, roomNo: '101', houseType: 1, status: 2 });
    const own = await made('POST', '/api/door/building', { type: 2, name: '李华测试楼', floorCount: 2 }, lihua, '1001');
    ownFloor = (await made<Page>('POST', '/api/door/buildingFloor/query/page', { buildingId: own.id }, lihua, '1001')).rows[0]!;
  });

  const as = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown) =>
    call(t.app, method, url, { token: lihua, companyId: '1001', body });

  it.each([
    ['building', () => `/api/door/building/${otherBuilding.id}`, () => ({ type: 2, name: '改名' })],
    ['floor', () => `/api/door/buildingFloor/${otherFloor.id}`, () => ({ floorNo: 1, name: '改名' })],
    [
      'house',
      () => `/api/door/apartment/${otherApartment.id}`,
      () => ({ floorId: otherFloor.id, roomNo: '101', houseType: 1, status: 2, remark: '改' }),
    ],
  ])("reads another community's %s as missing on GET, PUT and DELETE", async (_what, url, body) => {
    expect(await as('GET', url())).toMatchObject({ http: 404, status: 40401 });
    expect(await as('PUT', url(), body())).toMatchObject({ http: 404, status: 40401 });
    expect(await as('DELETE', url())).toMatchObject({ http: 404, status: 40401 });
    expect(await made('GET', url())).toMatchObject({ id: expect.any(Number) });
  });

  it("refuses a house under another community's floor with 40908 and writes nothing", async () => {
    const before = await countOf(apartments, eq(apartments.floorId, otherFloor.id));
    const response = await as('POST', '/api/door/apartment', { floorId: otherFloor.id, roomNo: '909', houseType: 1, status: 2 });
    expect(response).toMatchObject({ http: 422, status: 40908, message: '所选楼层不存在或不属于该社区' });
    expect(await countOf(apartments, eq(apartments.floorId, otherFloor.id))).toBe(before);
  });

  it('changes a house of her own community', async () => {
    const apartment = await made(
      'POST',
      '/api/door/apartment',
      { floorId: ownFloor.id, roomNo: '101', houseType: 1, status: 2 },
      lihua,
      '1001',
    );
    expect(apartment).toMatchObject({ residentialId: residential['1001'] });
    expect(
      await made(
        'PUT',
        `/api/door/apartment/${apartment.id}`,
        { floorId: ownFloor.id, roomNo: '101', houseType: 1, status: 1, remark: '已核对' },
        lihua,
        '1001',
      ),
    ).toMatchObject({ status: 1, remark: '已核对' });
  });

  it('sees only her community in the tree and the lists', async () => {
    const tree = await made<AreaTreeNode[]>('GET', '/api/door/public/residential/tree', undefined, lihua, '1001');
    expect(tree.map((n) => n.key)).toEqual([`r-${residential['1001']}`]);
    expect(find(tree, `b-${otherBuilding.id}`)).toBeUndefined();
    const residentialRows = await made<{ companyId: string }[]>('POST', '/api/door/residential/query/list/residential', {}, lihua, '1001');
    expect(residentialRows.map((c) => c.companyId)).toEqual(['1001']);
    const list = await made<Row[]>('POST', '/api/door/building/query/list', {}, lihua, '1001');
    expect(list.every((b) => b.residentialId === residential['1001'])).toBe(true);
  });

  it("reads another community's building, floor and house as missing in the bespoke queries", async () => {
    expect(await as('POST', '/api/door/building/query/list', { residentialId: residential['1002'] })).toMatchObject({
      http: 404,
      status: 40401,
    });
    expect(await as('POST', '/api/door/apartment/queryAddress', { id: otherApartment.id })).toMatchObject({ http: 404, status: 40401 });
    expect(await as('POST', '/api/door/apartment/query/list', { floorId: otherFloor.id })).toMatchObject({ http: 404, status: 40401 });
    expect(await as('POST', '/api/door/apartment/query/list', { buildingId: otherBuilding.id })).toMatchObject({
      http: 404,
      status: 40401,
    });
  });

  it('cannot act for the other community at all', async () => {
    expect(await call(t.app, 'GET', '/api/door/public/residential/tree', { token: lihua, companyId: '1002' })).toMatchObject({
      http: 403,
      status: 40302,
    });
  });
});

describe('bad input', () => {
  let building: Row;
  let floors: Row[];

  beforeAll(async () => {
    building = await made('POST', '/api/door/building', { residentialId: residential['1001'], type: 2, name: '规则测试楼', floorCount: 2 });
    floors = await floorsOf(building.id);
    await made('POST', '/api/door/apartment', { floorId: floors[0]!.id, roomNo: '101', houseType: 1, status: 2 });
  });

  it('refuses a duplicate room number on one floor with 40901 naming floor and room number', async () => {
    const zh = await call(t.app, 'POST', '/api/door/apartment', {
      token: admin,
      body: { floorId: floors[0]!.id, roomNo: '101', houseType: 2, status: 2 },
    });
    expect(zh).toMatchObject({ http: 409, status: 40901, data: { fields: ['floorId', 'roomNo'] } });
    expect(zh.message).toContain('楼层、房号');
    const en = await call(t.app, 'POST', '/api/door/apartment', {
      token: admin,
      language: 'en',
      body: { floorId: floors[0]!.id, roomNo: '101', houseType: 2, status: 2 },
    });
    expect(en.message).toContain('Floor, Room number');
    // The same number on another floor is a different house.
    await made('POST', '/api/door/apartment', { floorId: floors[1]!.id, roomNo: '101', houseType: 1, status: 2 });
  });

  it('refuses to delete a building that still has houses (no cascade) and changes nothing', async () => {
    const floorsBefore = await countOf(buildingFloors, eq(buildingFloors.buildingId, building.id));
    const response = await call(t.app, 'DELETE', `/api/door/building/${building.id}`, { token: admin });
    expect(response).toMatchObject({ http: 409, status: 40902 });
    expect(response.message).toContain('楼栋下仍有房屋');
    expect(await countOf(buildings, eq(buildings.id, building.id))).toBe(1);
    expect(await countOf(buildingFloors, eq(buildingFloors.buildingId, building.id))).toBe(floorsBefore);
    expect(await countOf(apartments, eq(apartments.buildingId, building.id))).toBe(2);
  });

  it('deletes an empty building together with its empty floors', async () => {
    const empty = await made('POST', '/api/door/building', {
      residentialId: residential['1001'],
      type: 2,
      name: '空楼测试',
      floorCount: 5,
    });
    expect(await countOf(buildingFloors, eq(buildingFloors.buildingId, empty.id))).toBe(5);
    expect((await call(t.app, 'DELETE', `/api/door/building/${empty.id}`, { token: admin })).status).toBe(200);
    expect(await countOf(buildingFloors, eq(buildingFloors.buildingId, empty.id))).toBe(0);
  });

  it('refuses to delete a floor with companies, in the user language', async () => {
    const campus = await made('POST', '/api/door/building', {
      residentialId: residential['1003'],
      type: 2,
      name: '企业测试楼',
      floorCount: 1,
    });
    const [floor] = await floorsOf(campus.id);
    await made('POST', '/api/door/company', { floorId: floor!.id, companyName: '楼层测试企业', level: 2 });
    const zh = await call(t.app, 'DELETE', `/api/door/buildingFloor/${floor!.id}`, { token: admin });
    expect(zh).toMatchObject({ http: 409, status: 40902, message: '该数据仍被使用（楼层下仍有企业），不能删除' });
    const en = await call(t.app, 'DELETE', `/api/door/buildingFloor/${floor!.id}`, { token: admin, language: 'en' });
    expect(en.message).toBe('This record is still in use (companies are on this floor) and cannot be deleted');
    expect(await countOf(buildingFloors, eq(buildingFloors.id, floor!.id))).toBe(1);
  });

  it('refuses floors on a region with 40906', async () => {
    const response = await call(t.app, 'POST', '/api/door/building', {
      token: admin,
      body: { residentialId: residential['1001'], type: 1, name: '带楼层的区域', floorCount: 3 },
    });
    expect(response).toMatchObject({ http: 422, status: 40906 });
    expect(await countOf(buildings, eq(buildings.name, '带楼层的区域'))).toBe(0);
    const region = await made('POST', '/api/door/building', { residentialId: residential['1001'], type: 1, name: '规则测试区域' });
    expect(
      await call(t.app, 'POST', '/api/door/buildingFloor', { token: admin, body: { buildingId: region.id, floorNo: 1, name: '1层' } }),
    ).toMatchObject({ status: 40906 });
  });

  it('refuses a building as the parent of another node with 40905', async () => {
    const response = await call(t.app, 'POST', '/api/door/building', {
      token: admin,
      body: { type: 2, parentId: building.id, name: '楼中楼' },
    });
    expect(response).toMatchObject({ http: 422, status: 40905 });
  });

  it('refuses fields the client may not send with 40003 and writes nothing', async () => {
    const before = await countOf(apartments, eq(apartments.floorId, floors[1]!.id));
    for (const extra of [{ residentialId: residential['1002'] }, { buildingId: building.id }, { owner: 'x' }]) {
      const response = await call(t.app, 'POST', '/api/door/apartment', {
        token: admin,
        body: { floorId: floors[1]!.id, roomNo: '777', houseType: 1, status: 2, ...extra },
      });
      expect(response, JSON.stringify(extra)).toMatchObject({ http: 422, status: 40003 });
    }
    expect(await countOf(apartments, eq(apartments.floorId, floors[1]!.id))).toBe(before);
    expect(await call(t.app, 'POST', '/api/door/building/query/list', { token: admin, body: { name: 'x' } })).toMatchObject({
      status: 40003,
    });
  });
});
