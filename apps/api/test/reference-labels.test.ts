import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { readSheet } from './helpers/import-files.js';

/** Issue 12 item 2: references, codes and groups are shown by name in lists, details and exports alike. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const page = (url: string, body: Row, companyId?: string, language?: 'en') =>
  call<{ rows: Row[] }>(t.app, 'POST', url, {
    token: admin,
    body: { page: 1, limit: 20, ...body },
    ...(companyId ? { companyId } : {}),
    ...(language ? { language } : {}),
  });

describe('reference labels beside the ids', () => {
  it("names a house's community, building and floor in the list and the detail, also acting for the community", async () => {
    const answer = await page('/api/door/apartment/query/page', {}, '1002');
    expect(answer.status).toBe(200);
    const rows = answer.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.residentialIdLabel).toBe('翠湖苑');
      expect(row.buildingIdLabel).toMatch(/^[AB]座$/);
      expect(typeof row.floorIdLabel).toBe('string');
    }
    const detail = await call<Row>(t.app, 'GET', `/api/door/apartment/${String(rows[0]!.id)}`, { token: admin, companyId: '1002' });
    expect(detail.data).toMatchObject({
      residentialIdLabel: '翠湖苑',
      buildingIdLabel: rows[0]!.buildingIdLabel,
      floorIdLabel: rows[0]!.floorIdLabel,
    });
  });

  it("names a staff member's department and community, and null where there is none", async () => {
    const rows = (await page('/api/door/staff/query/page', {})).data.rows;
    const withDepartment = rows.find((row) => row.departmentId !== null)!;
    expect(withDepartment.departmentIdLabel).toEqual(expect.any(String));
    expect(withDepartment.departmentIdLabel).not.toBe(String(withDepartment.departmentId));
    for (const row of rows) {
      if (row.residentialId === null) expect(row.residentialIdLabel).toBeNull();
      else expect(['阳光花园', '翠湖苑', '星河科创园']).toContain(row.residentialIdLabel);
    }
  });

  it('writes the names into the export, not the ids', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/door/staff/export', headers: { authorization: admin }, payload: {} });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(response.rawPayload);
    const department = header!.indexOf('部门');
    const residential = header!.indexOf('所属社区');
    expect(department).toBeGreaterThan(-1);
    const departments = rows.map((row) => row[department]).filter((value) => value !== undefined && value !== null);
    expect(departments.length).toBeGreaterThan(0);
    for (const value of departments) expect(value).toEqual(expect.stringMatching(/\D/));
    expect(rows.map((row) => row[residential]).filter((value) => value !== undefined && value !== null)).toContain('翠湖苑');
  });
});

describe('codes shown by their labels', () => {
  it("exports the operation log's resource and action in the user's language", async () => {
    await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/opLog/export',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(response.rawPayload);
    const resource = header!.indexOf('Resource');
    const action = header!.indexOf('Action');
    expect(rows.map((row) => [row[resource], row[action]])).toContainEqual(['Session', 'Log in']);
  });
});
