import { AttendanceEndpoints, chinaDateOf, type AttendanceMyClock } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { staffMembers } from '../../household/schema.js';
import { attendanceClockIns, attendancePhoneTaps } from '../schema.js';

let t: TestApp;
let admin: string;
let manager: string;
let managerStaffId: number;
const orm = () => t.database.db.orm;

const mine = (token: string, language?: 'en') =>
  call<AttendanceMyClock>(t.app, 'GET', AttendanceEndpoints.myClock.path, { token, companyId: '1001', language });
const clockIn = (token: string, language?: 'en') =>
  call<AttendanceMyClock>(t.app, 'POST', AttendanceEndpoints.clockIn.path, { token, companyId: '1001', language });

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'lihua');
  const [staff] = await orm()
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(users, eq(users.phone, staffMembers.phone))
    .where(eq(users.username, 'lihua'));
  managerStaffId = staff!.id;
});

afterAll(() => t?.close());

describe('clock-in from the phone', () => {
  it("finds the account's staff member by its mobile number and shows today's shift", async () => {
    const shift = await call<{ id: number }>(t.app, 'POST', '/api/attendance/shift', {
      token: admin,
      companyId: '1001',
      body: { shiftName: `手机班${Date.now() % 100_000}`, signIn: '00:00', signOut: '23:59', nextDay: 0, workMinutes: 480, enabled: 1 },
    });
    expect(shift.status, shift.message).toBe(200);
    const day = chinaDateOf(new Date());
    const scheduled = await call(t.app, 'POST', '/api/attendance/schedule', {
      token: admin,
      companyId: '1001',
      body: { staffId: managerStaffId, day, shiftId: shift.data.id },
    });
    expect(scheduled.status, scheduled.message).toBe(200);
    const response = await mine(manager);
    expect(response.status, response.message).toBe(200);
    expect(response.data.staffName).toBe('李华');
    // Read just after the schedule was written: the same China day unless midnight fell between the two calls.
    if (response.data.day === day) {
      expect(response.data.shiftName).toMatch(/^手机班/);
      expect(response.data.periods).toEqual([{ signIn: '00:00', signOut: '23:59', nextDay: 0 }]);
    }
  });

  it("records one clock-in at the server's time, and a second tap within the minute as the same one", async () => {
    const before = Date.now();
    const first = await clockIn(manager);
    expect(first.status, first.message).toBe(200);
    expect(first.data.recorded).toBe(true);
    const phone = first.data.clocks.filter((clock) => clock.source === 'phone');
    expect(phone).toHaveLength(1);
    expect(Date.parse(phone[0]!.clockedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(phone[0]!.clockedAt)).toBeLessThanOrEqual(Date.now());

    const again = await clockIn(manager);
    expect(again.status, again.message).toBe(200);
    expect(again.data.recorded).toBe(false);
    const stored = await orm()
      .select()
      .from(attendanceClockIns)
      .where(and(eq(attendanceClockIns.staffId, managerStaffId), eq(attendanceClockIns.source, 'phone')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.createdBy).not.toBeNull();
  });

  it('six taps sent at once by one person make one clock-in, and tell one of them it was recorded', async () => {
    // A person who has not tapped yet (the taps above are put aside).
    await orm().delete(attendanceClockIns).where(eq(attendanceClockIns.staffId, managerStaffId));
    await orm().delete(attendancePhoneTaps).where(eq(attendancePhoneTaps.staffId, managerStaffId));
    const answers = await Promise.all(Array.from({ length: 6 }, () => clockIn(manager)));
    for (const answer of answers) expect(answer.status, answer.message).toBe(200);
    expect(answers.filter((answer) => answer.data.recorded)).toHaveLength(1);
    const stored = await orm()
      .select({ id: attendanceClockIns.id })
      .from(attendanceClockIns)
      .where(and(eq(attendanceClockIns.staffId, managerStaffId), eq(attendanceClockIns.source, 'phone')));
    expect(stored).toHaveLength(1);
  });

  it('refuses an account with no approved staff member in the community, in its language, and records nothing', async () => {
    const count = async () => (await orm().select({ id: attendanceClockIns.id }).from(attendanceClockIns)).length;
    const before = await count();
    const zh = await clockIn(admin);
    expect(zh.status).toBe(41120);
    expect(zh.message).toContain('手机号');
    const en = await mine(admin, 'en');
    expect(en.status).toBe(41120);
    expect(en.message).toContain('mobile number');
    expect(await count()).toBe(before);
  });
});
