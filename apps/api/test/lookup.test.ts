import type { LookupResult } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials, users } from '../src/db/schema/index.js';
import { staffMembers } from '../src/modules/household/schema.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

/**
 * docs/decisions/0048: a picker reads its target's lookup, authorised by the form or filter asking, in the acting
 * community, narrowed by what the field lets be picked; the same narrowing refuses a write naming anyone else.
 */
let t: TestApp;
let lihua: string;
let wangqiang: string;
let zhoumin: string;
let kiosk: string;
const SUNSHINE = '1001';
let sunshineId: number;

beforeAll(async () => {
  t = await startTestApp();
  [lihua, wangqiang, zhoumin, kiosk] = await Promise.all([
    login(t.app, 'lihua'),
    login(t.app, 'wangqiang'),
    login(t.app, 'zhoumin', 'Finance@2026'),
    login(t.app, 'kiosk01'),
  ]);
  const [row] = await t.database.db.orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.companyId, SUNSHINE));
  sunshineId = row!.id;
});
afterAll(() => t?.close());

const lookup = (token: string, path: string, body: Record<string, unknown>, companyId?: string) =>
  call<LookupResult>(t.app, 'POST', path, { token, body, ...(companyId ? { companyId } : {}) });

describe('POST {basePath}/lookup', () => {
  it('offers a community manager the maintenance assignees of her community, though she may not list users', async () => {
    expect((await call(t.app, 'POST', '/api/admin/user/query/page', { token: lihua, companyId: SUNSHINE, body: {} })).status).toBe(40301);
    const answer = await lookup(lihua, '/api/admin/user/lookup', { via: 'maintainPlan.assigneeUserId' }, SUNSHINE);
    expect(answer.status).toBe(200);
    expect(answer.data.rows.length).toBeGreaterThan(0);
    for (const row of answer.data.rows) expect(Object.keys(row).sort()).toEqual(['hint', 'id', 'label', 'parentId', 'residentialId']);
    // Only people who can fill maintenance records: the kiosk account and the head-office finance supervisor are not offered.
    const hints = answer.data.rows.map((row) => row.hint);
    expect(hints).not.toContain('kiosk01');
    expect(hints).not.toContain('zhoumin');
  });

  it('offers patrol plans only users who can open patrol tasks', async () => {
    const answer = await lookup(lihua, '/api/admin/user/lookup', { via: 'patrolPlan.userIds' }, SUNSHINE);
    expect(answer.status).toBe(200);
    expect(answer.data.rows.map((row) => row.hint)).not.toContain('wangqiang');
  });

  it('offers a repair worker the equipment of his community for a failure report', async () => {
    const answer = await lookup(wangqiang, '/api/property/equipment/lookup', { via: 'equipmentFailure.equipmentId' }, SUNSHINE);
    expect(answer.status).toBe(200);
    expect(answer.data.rows.length).toBeGreaterThan(0);
    expect(new Set(answer.data.rows.map((row) => row.residentialId))).toEqual(new Set([sunshineId]));
  });

  it("offers the head office's finance supervisor every community for a charge standard", async () => {
    const answer = await lookup(zhoumin, '/api/door/residential/lookup', { via: 'chargeStandard.residentialId' });
    expect(answer.status).toBe(200);
    expect(answer.data.rows.map((row) => row.label)).toEqual(expect.arrayContaining(['阳光花园', '翠湖苑']));
  });

  it("opens to a bespoke screen's users what its module declares: the statements' buildings, the bill print's houses", async () => {
    const buildings = await lookup(zhoumin, '/api/door/building/lookup', { residentialId: sunshineId });
    expect(buildings.status).toBe(200);
    const building = buildings.data.rows.find((row) => row.parentId !== null) ?? buildings.data.rows[0]!;
    const houses = await lookup(zhoumin, '/api/door/apartment/lookup', { residentialId: sunshineId, filter: { buildingId: building.id } });
    expect(houses.status).toBe(200);
    expect(houses.data.rows.length).toBeGreaterThan(0);
    expect(new Set(houses.data.rows.map((row) => row.hint))).toEqual(new Set([building.label]));
    expect((await lookup(zhoumin, '/api/door/apartment/lookup', { filter: { roomNo: 1 } })).status).toBe(40001);
  });

  it('searches by text and reads given ids, within a bounded page', async () => {
    const all = await lookup(zhoumin, '/api/door/residential/lookup', { limit: 1 });
    expect(all.data.rows).toHaveLength(1);
    expect(all.data.more).toBe(true);
    const found = await lookup(zhoumin, '/api/door/residential/lookup', { q: '阳光' });
    expect(found.data.rows.map((row) => row.label)).toEqual(['阳光花园']);
    const byId = await lookup(zhoumin, '/api/door/residential/lookup', { ids: [sunshineId] });
    expect(byId.data.rows.map((row) => row.id)).toEqual([sunshineId]);
    expect((await lookup(zhoumin, '/api/door/residential/lookup', { limit: 5000 })).status).toBe(40001);
  });

  it('refuses a caller none of whose forms or filters picks from the resource', async () => {
    const refused = await lookup(kiosk, '/api/admin/user/lookup', {}, '1003');
    expect(refused.status).not.toBe(200);
    const answer = await call(t.app, 'POST', '/api/property/equipment/lookup', { token: zhoumin, body: {} });
    expect(answer.status).toBe(40301);
  });

  it('refuses a via that is not a reference to the resource', async () => {
    const answer = await lookup(lihua, '/api/admin/user/lookup', { via: 'equipment.name' }, SUNSHINE);
    expect(answer.status).toBe(40001);
  });
});

describe('a write naming someone the field does not let be picked', () => {
  it('refuses a patrol plan given to a user who cannot open patrol tasks', async () => {
    const [repairer] = await t.database.db.orm.select({ id: users.id }).from(users).where(eq(users.username, 'wangqiang'));
    const admin = await login(t.app, 'admin');
    const route = await call<{ rows: { id: number; residentialId: number }[] }>(t.app, 'POST', '/api/property/patrolRoute/query/page', {
      token: admin,
      companyId: SUNSHINE,
      body: { page: 1, limit: 1 },
    });
    const answer = await call(t.app, 'POST', '/api/property/patrolPlan', {
      token: admin,
      companyId: SUNSHINE,
      body: { planName: '夜间巡更', startsOn: '2030-01-01', routeId: route.data.rows[0]!.id, userIds: [repairer!.id] },
    });
    expect(answer.status).toBe(40001);
    expect(JSON.stringify(answer.data)).toContain('userIds');
  });

  it('refuses a rotation of unreviewed staff', async () => {
    const [pending] = await t.database.db.orm
      .select({ id: staffMembers.id, companyId: residentials.companyId })
      .from(staffMembers)
      .innerJoin(residentials, eq(residentials.id, staffMembers.residentialId))
      .where(eq(staffMembers.reviewStatus, 0))
      .limit(1);
    const admin = await login(t.app, 'admin');
    const answer = await call(t.app, 'POST', '/api/attendance/roster', {
      token: admin,
      companyId: pending!.companyId,
      body: { rosterName: '保安轮班', pattern: '早班-休', staffIds: [pending!.id], startsOn: '2030-01-01' },
    });
    // The rotation's own check speaks first (40913, naming the person); the engine's would refuse it too.
    expect(answer.http).toBe(422);
    expect(answer.status).not.toBe(200);
    // And the rotation's staff picker never offers them.
    const offered = await lookup(admin, '/api/door/staff/lookup', { via: 'attendanceRoster.staffIds' }, pending!.companyId);
    expect(offered.status).toBe(200);
    expect(offered.data.rows.length).toBeGreaterThan(0);
    expect(offered.data.rows.map((row) => row.id)).not.toContain(pending!.id);
  });
});
