import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';

/** Issue 12 item 3: houses open in address order, room numbers compared as numbers. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

type Apartment = { id: number; residentialId: number; buildingId: number; roomNo: string };

async function apartments(body: Record<string, unknown>, pages: number): Promise<Apartment[]> {
  const all: Apartment[] = [];
  for (let page = 1; page <= pages; page++) {
    const answer = await call<{ rows: Apartment[] }>(t.app, 'POST', '/api/door/apartment/query/page', {
      token: admin,
      body: { page, limit: 100, ...body },
    });
    expect(answer.status).toBe(200);
    all.push(...answer.data.rows);
  }
  return all;
}

describe('the house list order', () => {
  it('is community, building, then the room number as a number (101 before 1001), by default and when sorted by room', async () => {
    for (const body of [{}, { sort: 'roomNo', order: 'asc' }]) {
      const rows = await apartments(body, 6);
      expect(rows.length).toBe(564);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        expect(a.residentialId, `${a.roomNo} then ${b.roomNo}`).toBeLessThanOrEqual(b.residentialId);
        if (a.residentialId === b.residentialId && a.buildingId === b.buildingId && /^\d+$/.test(a.roomNo) && /^\d+$/.test(b.roomNo)) {
          expect(Number(a.roomNo), `${a.roomNo} then ${b.roomNo}`).toBeLessThan(Number(b.roomNo));
        }
      }
      const first = rows
        .filter((row) => row.residentialId === rows[0]!.residentialId && row.buildingId === rows[0]!.buildingId)
        .map((row) => row.roomNo);
      expect(first.indexOf('101')).toBeLessThan(first.indexOf('1001'));
    }
  });

  it('reverses the same order when sorted by room descending', async () => {
    const rows = await apartments({ sort: 'roomNo', order: 'desc' }, 1);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.residentialId).toBeGreaterThanOrEqual(rows[i]!.residentialId);
  });
});

/** Issue 12 item 4: areas that cannot be are refused, naming the field, and nothing is saved. */
describe('house areas', () => {
  async function aFloor(): Promise<number> {
    const [apartment] = await apartments({}, 1);
    return (await call<{ floorId: number }>(t.app, 'GET', `/api/door/apartment/${apartment!.id}`, { token: admin })).data.floorId;
  }
  const create = (body: Record<string, unknown>, language?: 'en') =>
    call(t.app, 'POST', '/api/door/apartment', {
      token: admin,
      body: { houseType: 1, status: 2, ...body },
      ...(language ? { language } : {}),
    });
  const countRoom = async (roomNo: string) => (await apartments({ roomNo }, 1)).filter((row) => row.roomNo === roomNo).length;

  it('refuses a negative built area with 40001 naming builtArea', async () => {
    const answer = await create({ floorId: await aFloor(), roomNo: 'N901', builtArea: -5 });
    expect(answer).toMatchObject({ status: 40001 });
    expect(JSON.stringify(answer.data)).toContain('builtArea');
    expect(await countRoom('N901')).toBe(0);
  });

  it('refuses an inner area larger than the built area, in both languages, on create and on update', async () => {
    const floorId = await aFloor();
    const zh = await create({ floorId, roomNo: 'N902', builtArea: 80, innerArea: 90 });
    expect(zh).toMatchObject({ http: 422, status: 40001, data: { fields: [{ field: 'innerArea', message: '套内面积不能大于建筑面积' }] } });
    const en = await create({ floorId, roomNo: 'N902', builtArea: 80, innerArea: 90 }, 'en');
    expect(en).toMatchObject({
      status: 40001,
      data: { fields: [{ field: 'innerArea', message: 'The inner area cannot be larger than the built-up area' }] },
    });
    expect(await countRoom('N902')).toBe(0);

    const made = await call<{ id: number }>(t.app, 'POST', '/api/door/apartment', {
      token: admin,
      body: { floorId, roomNo: 'N903', houseType: 1, status: 2, builtArea: 80, innerArea: 70 },
    });
    expect(made.status).toBe(200);
    const update = await call(t.app, 'PUT', `/api/door/apartment/${made.data.id}`, {
      token: admin,
      body: { floorId, roomNo: 'N903', houseType: 1, status: 2, builtArea: 60 },
    });
    expect(update).toMatchObject({ status: 40001, data: { fields: [{ field: 'innerArea' }] } });
    expect((await call<{ builtArea: number }>(t.app, 'GET', `/api/door/apartment/${made.data.id}`, { token: admin })).data.builtArea).toBe(
      80,
    );
  });
});
