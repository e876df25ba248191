import { AttendanceMyClockPaths, type AttendanceMyClock } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { staffMembers } from '../../household/schema.js';
import { attendanceClockIns } from '../schema.js';

let t: TestApp;
let manager: string;
let managerStaffId: number;
const orm = () => t.database.db.orm;

beforeAll(async () => {
  t = await startTestApp();
  manager = await login(t.app, 'lihua');
  const [staff] = await orm()
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(users, eq(users.phone, staffMembers.phone))
    .where(eq(users.username, 'lihua'));
  managerStaffId = staff!.id;
});

afterAll(() => t?.close());

describe('one phone clock-in per tap', () => {
  it('six taps sent at once by one person make one clock-in, and tell one of them it was recorded', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<AttendanceMyClock>(t.app, 'POST', AttendanceMyClockPaths.mine, { token: manager, companyId: '1001' }),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.message).toBe(200);
    expect(answers.filter((answer) => answer.data.recorded)).toHaveLength(1);
    const stored = await orm()
      .select({ id: attendanceClockIns.id })
      .from(attendanceClockIns)
      .where(and(eq(attendanceClockIns.staffId, managerStaffId), eq(attendanceClockIns.source, 'phone')));
    expect(stored).toHaveLength(1);
  });
});
