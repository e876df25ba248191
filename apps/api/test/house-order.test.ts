import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

/** Issue 12 item 3: houses open in address order, room numbers compared as numbers. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

type House = { id: number; residentialId: number; buildingId: number; roomNo: string };

async function houses(body: Record<string, unknown>, pages: number): Promise<House[]> {
  const all: House[] = [];
  for (let page = 1; page <= pages; page++) {
    const answer = await call<{ rows: House[] }>(t.app, 'POST', '/api/door/apartment/query/page', { token: admin, body: { page, limit: 100, ...body } });
    expect(answer.status).toBe(200);
    all.push(...answer.data.rows);
  }
  return all;
}

describe('the house list order', () => {
  it('is community, building, then the room number as a number (101 before 1001), by default and when sorted by room', async () => {
    for (const body of [{}, { sort: 'roomNo', order: 'asc' }]) {
      const rows = await houses(body, 6);
      expect(rows.length).toBe(564);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        expect(a.residentialId, `${a.roomNo} then ${b.roomNo}`).toBeLessThanOrEqual(b.residentialId);
        if (a.residentialId === b.residentialId && a.buildingId === b.buildingId && /^\d+$/.test(a.roomNo) && /^\d+$/.test(b.roomNo)) {
          expect(Number(a.roomNo), `${a.roomNo} then ${b.roomNo}`).toBeLessThan(Number(b.roomNo));
        }
      }
      const first = rows.filter((row) => row.residentialId === rows[0]!.residentialId && row.buildingId === rows[0]!.buildingId).map((row) => row.roomNo);
      expect(first.indexOf('101')).toBeLessThan(first.indexOf('1001'));
    }
  });

  it('reverses the same order when sorted by room descending', async () => {
    const rows = await houses({ sort: 'roomNo', order: 'desc' }, 1);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.residentialId).toBeGreaterThanOrEqual(rows[i]!.residentialId);
  });
});
