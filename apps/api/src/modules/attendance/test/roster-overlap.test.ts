import {
  AttendanceEndpoints,
  attendanceRosterResource,
  chinaDateOf,
  permissionCode,
  dateOfDay,
  dayNumber,
  ReviewStatus,
  ROSTER_OVERLAP_DAYS_SHOWN,
  type RosterOverlap,
} from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, residentials, roles } from '../../../db/schema/index.js';
import { grantRole } from '../../../db/seed/catalogue.js';
import { call, login, PASSWORDS, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { addUser } from '../../../../test/helpers/users.js';
import { staffMembers } from '../../household/schema.js';

let t: TestApp;
let admin: string;
let manager: string;
const orm = () => t.database.db.orm;
let stamp = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100_000}${++stamp}`;
const path = AttendanceEndpoints.rosterOverlap.path;
/** Days from tomorrow (China time), so nothing depends on the hour the test runs. */
const day = (offset: number) => dateOfDay(dayNumber(chinaDateOf(new Date())) + 1 + offset);

async function staffOf(companyId: string, extra: Partial<typeof staffMembers.$inferInsert> = {}): Promise<number> {
  const [community] = await orm()
    .select({ id: residentials.id, tenantId: residentials.tenantId })
    .from(residentials)
    .where(eq(residentials.companyId, companyId));
  const [row] = await orm()
    .insert(staffMembers)
    .values({
      tenantId: community!.tenantId,
      residentialId: community!.id,
      name: unique('排班'),
      staffNo: unique('PB'),
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      staffType: 3,
      reviewStatus: ReviewStatus.passed,
      ...extra,
    })
    .returning({ id: staffMembers.id });
  return row!.id;
}

async function shiftIn(companyId: string): Promise<string> {
  const name = unique('白');
  const made = await call(t.app, 'POST', '/api/attendance/shift', {
    token: admin,
    companyId,
    body: { shiftName: name, signIn: '08:00', signOut: '16:00', nextDay: 0, workMinutes: 480, enabled: 1 },
  });
  expect(made.status, made.message).toBe(200);
  return name;
}

async function rosterIn(companyId: string, body: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const rosterName = unique('规则');
  const made = await call<{ id: number }>(t.app, 'POST', '/api/attendance/roster', {
    token: admin,
    companyId,
    body: { rosterName, mode: 'rotation', staggered: 0, leadDays: 31, enabled: 1, ...body },
  });
  expect(made.status, made.message).toBe(200);
  return { id: made.data.id, name: rosterName };
}

const check = (token: string, body: Record<string, unknown>, companyId = '1001') =>
  call<RosterOverlap>(t.app, 'POST', path, { token, companyId, body: { mode: 'rotation', staggered: 0, ...body } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'lihua', PASSWORDS.lihua);
});
afterAll(() => t.close());

describe('the overlap check of a rotation about to be saved', () => {
  it('names, per person, the other rotation and the days it already covers that this one would work', async () => {
    const shift = await shiftIn('1001');
    const [a, b, c] = [await staffOf('1001'), await staffOf('1001'), await staffOf('1001')];
    const daily = await rosterIn('1001', { pattern: shift, staffIds: [a, b], startsOn: day(0), endsOn: day(29) });
    // Every other day over ten days: a works five of the days `daily` covers; c is on no other rotation.
    const answer = await check(manager, { staffIds: [a, c], pattern: `${shift}-休`, startsOn: day(0), endsOn: day(9) });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.data.people).toEqual([
      {
        staffId: a,
        staffName: expect.any(String),
        rosters: [{ rosterId: daily.id, rosterName: daily.name, days: [day(0), day(2), day(4), day(6), day(8)], count: 5 }],
      },
    ]);
    // A long overlap lists its first days and counts them all.
    const long = await check(manager, { staffIds: [b], pattern: shift, startsOn: day(0), endsOn: day(40) });
    const [only] = long.data.people[0]!.rosters;
    expect(only!.count).toBe(30);
    expect(only!.days).toHaveLength(ROSTER_OVERLAP_DAYS_SHOWN);
    expect(only!.days[0]).toBe(day(0));
    // Editing the rotation itself: it is not its own overlap.
    const itself = await check(manager, { id: daily.id, staffIds: [a, b], pattern: shift, startsOn: day(0), endsOn: day(29) });
    expect(itself.data.people).toEqual([]);
  });

  it('finds nothing when the days are disjoint: another span, or only the other rotation’s days off', async () => {
    const shift = await shiftIn('1001');
    const a = await staffOf('1001');
    await rosterIn('1001', { pattern: `${shift}-休`, staffIds: [a], startsOn: day(0), endsOn: day(9) });
    const later = await check(manager, { staffIds: [a], pattern: shift, startsOn: day(20), endsOn: day(25) });
    expect(later.status, later.message).toBe(200);
    expect(later.data.people).toEqual([]);
    // Works the odd days, the other rotation the even ones.
    const offDays = await check(manager, { staffIds: [a], pattern: `休-${shift}`, startsOn: day(0), endsOn: day(9) });
    expect(offDays.data.people).toEqual([]);
  });

  it('does not show another community’s rotation', async () => {
    const shift = await shiftIn('1002');
    const other = await staffOf('1002');
    await rosterIn('1002', { pattern: shift, staffIds: [other], startsOn: day(0), endsOn: day(9) });
    const body = { staffIds: [other], pattern: shift, startsOn: day(0), endsOn: day(9) };
    const fromElsewhere = await check(manager, body);
    expect(fromElsewhere.status, fromElsewhere.message).toBe(200);
    expect(fromElsewhere.data.people).toEqual([]);
    // The head office acting for that community sees it (the same question, in scope).
    const inScope = await check(admin, body, '1002');
    expect(inScope.data.people.map((person) => person.staffId)).toEqual([other]);
  });

  it('is refused without the rotation’s add or edit element', async () => {
    const guard = await login(t.app, 'zhangwei', PASSWORDS.zhangwei);
    const refused = await check(guard, { staffIds: [1], pattern: '白-休', startsOn: day(0) });
    expect(refused.http).toBe(403);
  });
});

describe('adding a department to a rotation', () => {
  it('lets who may only add rotations read the department tree and a department’s reviewed staff through the staff lookup', async () => {
    const [community] = await orm().select().from(residentials).where(eq(residentials.companyId, '1001'));
    const [department] = await orm()
      .insert(departments)
      .values({ tenantId: community!.tenantId, residentialId: community!.id, name: unique('保安部') })
      .returning({ id: departments.id });
    const [elsewhere] = await orm()
      .insert(departments)
      .values({ tenantId: community!.tenantId, residentialId: community!.id, name: unique('保洁部') })
      .returning({ id: departments.id });
    const reviewed = await staffOf('1001', { departmentId: department!.id });
    await staffOf('1001', { departmentId: department!.id, reviewStatus: ReviewStatus.pending });
    await staffOf('1001', { departmentId: elsewhere!.id });
    const code = unique('roster');
    const [role] = await orm()
      .insert(roles)
      .values({ tenantId: community!.tenantId, code, name: unique('排班员') })
      .returning({ id: roles.id });
    await grantRole(orm(), role!.id, {
      screens: ['attendanceManager:roster'],
      elements: [permissionCode(attendanceRosterResource, 'add')],
    });
    const username = unique('paiban');
    await addUser(t.database.db, { username, password: 'Roster@2026', roles: [code], companyIds: ['1001'] });
    const token = await login(t.app, username, 'Roster@2026');
    const tree = await call<{ rows: { id: number }[] }>(t.app, 'POST', '/api/admin/department/lookup', {
      token,
      companyId: '1001',
      body: {},
    });
    expect(tree.status, tree.message).toBe(200);
    expect(tree.data.rows.map((row) => row.id)).toEqual(expect.arrayContaining([department!.id, elsewhere!.id]));
    const members = await call<{ rows: { id: number; residentialId: number }[] }>(t.app, 'POST', '/api/door/staff/lookup', {
      token,
      companyId: '1001',
      body: { via: 'attendanceRoster.staffIds', filter: { departmentId: department!.id } },
    });
    expect(members.status, members.message).toBe(200);
    expect(members.data.rows.map((row) => row.id)).toEqual([reviewed]);
  });
});
