import { AttendanceEndpoints, ReviewStatus, type AttendanceDailyReport, type AttendanceGrid, type AttendanceReport } from '@cvap/contracts';
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opLogs, residentials } from '../../../db/schema/index.js';
import { chinaToday, inTransaction } from '../../../engine/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { staffMembers } from '../../household/schema.js';
import { attendanceAnomalies, attendanceMonthEvents, attendanceSchedules } from '../schema.js';
import { settleDays } from '../services/settle.js';

let t: TestApp;
let admin: string;
let r1001: number;
let tenantId: number;
const orm = () => t.database.db.orm;
let stamp = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100_000}${++stamp}`;

/** A day (YYYY-MM-DD) `days` after another. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday one to two weeks after today in China, whatever day the test runs. */
function mondayAhead(): string {
  const weekAhead = dayAfter(chinaToday(), 7);
  return dayAfter(weekAhead, (8 - new Date(`${weekAhead}T00:00:00Z`).getUTCDay()) % 7);
}

async function staffOf(residentialId: number): Promise<number> {
  const [row] = await orm()
    .insert(staffMembers)
    .values({
      tenantId,
      residentialId,
      name: unique('关账'),
      staffNo: unique('GZ'),
      phone: `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      staffType: 3,
      cardSn: String(3_800_000_000 + Math.floor(Math.random() * 99_999_999)),
      reviewStatus: ReviewStatus.passed,
    })
    .returning({ id: staffMembers.id });
  return row!.id;
}

const send = <T = { id: number }>(path: string, body: unknown, language?: 'en' | 'zh-CN', token = admin) =>
  call<T>(t.app, 'POST', path, { token, companyId: '1001', body, language });
const get = <T>(path: string, query: string) => call<T>(t.app, 'GET', path, { token: admin, companyId: '1001', query });

async function shift(signIn = '09:00', signOut = '18:00'): Promise<number> {
  const response = await send('/api/attendance/shift', {
    shiftName: unique('班'),
    signIn,
    signOut,
    nextDay: 0,
    workMinutes: 480,
    overtimeAfter: 30,
    enabled: 1,
  });
  expect(response.status, response.message).toBe(200);
  return response.data.id;
}
async function schedule(staffId: number, day: string, shiftId: number): Promise<void> {
  const response = await send('/api/attendance/schedule', { staffId, day, shiftId });
  expect(response.status, response.message).toBe(200);
}
async function correct(staffId: number, at: string, language?: 'en') {
  return send('/api/attendance/clockIn', { staffId, clockedAt: at, reason: '补卡' }, language);
}
const anomaliesOf = (staffId: number) =>
  orm().select().from(attendanceAnomalies).where(eq(attendanceAnomalies.staffId, staffId)).orderBy(asc(attendanceAnomalies.day));

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  const [row] = await orm()
    .select({ id: residentials.id, tenantId: residentials.tenantId })
    .from(residentials)
    .where(eq(residentials.companyId, '1001'));
  ({ id: r1001, tenantId } = row!);
});
afterAll(() => t.close());

describe('closing and reopening a month', () => {
  it('freezes the figures, refuses every correction until reopened with a reason, and logs both', async () => {
    const month = '2024-03';
    const person = await staffOf(r1001);
    const shiftId = await shift();
    await schedule(person, `${month}-04`, shiftId);
    await schedule(person, `${month}-05`, shiftId);
    expect((await correct(person, `${month}-04 09:00:00`)).status).toBe(200);
    expect((await correct(person, `${month}-04 18:00:00`)).status).toBe(200);
    await inTransaction(orm(), (tx) => settleDays(tx, { residentialId: r1001 }, new Date()));
    const absent = (await anomaliesOf(person)).find((a) => a.type === 'absent')!;
    expect(absent.day).toBe(`${month}-05`);

    // A running month cannot be closed; a finished one is.
    const future = await send(AttendanceEndpoints.close.path, { month: '2099-01' });
    expect(future.status).toBe(41101);
    const closed = await send(AttendanceEndpoints.close.path, { month });
    expect(closed.status, closed.message).toBe(200);
    expect((await send(AttendanceEndpoints.close.path, { month })).status).toBe(41102);

    const report = await get<AttendanceReport>(AttendanceEndpoints.report.path, `month=${month}`);
    expect(report.data.state).toBe('closed');
    expect(report.data.closedAt).not.toBeNull();
    const frozen = report.data.rows.find((row) => row.staffId === person)!;
    expect(frozen).toMatchObject({ scheduledDays: 2, workedDays: 1, absentDays: 1 });

    // Each correction is refused with its code, in zh and en, and nothing changes.
    const late = await correct(person, `${month}-05 09:30:00`);
    expect(late.status).toBe(41100);
    expect(late.message).toContain(`${month} 考勤月报已关账`);
    expect((await correct(person, `${month}-05 09:30:00`, 'en')).message).toContain(`The attendance month ${month} is closed`);
    expect((await send(AttendanceEndpoints.excuse.path, { id: absent.id, reason: '年假' })).status).toBe(41100);
    expect((await send('/api/attendance/schedule', { staffId: person, day: `${month}-06`, shiftId })).status).toBe(41100);
    expect((await send(AttendanceEndpoints.recompute.path, { month })).status).toBe(41100);
    const holiday = await send('/api/attendance/holiday', { day: `${month}-05`, kind: 'holiday', holidayName: '假' });
    expect(holiday.status).toBe(41100);
    const [sched] = await orm()
      .select()
      .from(attendanceSchedules)
      .where(and(eq(attendanceSchedules.staffId, person), eq(attendanceSchedules.day, `${month}-05`)));
    const removed = await call(t.app, 'DELETE', `/api/attendance/schedule/${sched!.id}`, { token: admin, companyId: '1001' });
    expect(removed.status).toBe(41100);
    expect(await anomaliesOf(person)).toHaveLength(1);
    expect((await anomaliesOf(person))[0]!.excused).toBe(0);

    // Reopening needs a reason; with one it is logged, shown, and the correction is accepted.
    const noReason = await send(AttendanceEndpoints.reopen.path, { month, reason: '  ' });
    expect(noReason.status).toBe(41104);
    expect((await send(AttendanceEndpoints.reopen.path, { month }, 'en')).message).toContain('needs a reason');
    expect((await send(AttendanceEndpoints.reopen.path, { month: '2024-02', reason: '补录' })).status).toBe(41103);
    const reopened = await send(AttendanceEndpoints.reopen.path, { month, reason: '漏录请假' });
    expect(reopened.status, reopened.message).toBe(200);
    const events = await orm().select().from(attendanceMonthEvents).where(eq(attendanceMonthEvents.month, month));
    expect(events.map((event) => [event.action, event.reason])).toEqual([
      ['close', null],
      ['reopen', '漏录请假'],
    ]);
    const live = await get<AttendanceReport>(AttendanceEndpoints.report.path, `month=${month}`);
    expect(live.data.state).toBe('open');
    expect(live.data.history.map((event) => event.action)).toEqual(['close', 'reopen']);
    expect(live.data.history[1]!.reason).toBe('漏录请假');
    expect((await send(AttendanceEndpoints.excuse.path, { id: absent.id, reason: '年假' })).status).toBe(200);
    await expect
      .poll(async () => {
        const logged = await orm()
          .select()
          .from(opLogs)
          .where(and(eq(opLogs.resource, 'attendanceAnomaly'), eq(opLogs.recordId, month)));
        return logged
          .filter((row) => row.status === 200)
          .map((row) => row.action)
          .sort();
      })
      .toEqual(['close', 'reopen']);
  });

  it('is the supervisor roles\u2019 right, enforced by the server', async () => {
    const repair = await login(t.app, 'wangqiang');
    const refused = await send(AttendanceEndpoints.close.path, { month: '2024-04' }, undefined, repair);
    expect(refused.status).not.toBe(200);
    expect(await orm().select().from(attendanceMonthEvents).where(eq(attendanceMonthEvents.month, '2024-04'))).toHaveLength(0);
    const manager = await login(t.app, 'lihua');
    const allowed = await send(AttendanceEndpoints.close.path, { month: '2024-04' }, undefined, manager);
    expect(allowed.status, allowed.message).toBe(200);
  });

  it('leaves a closed month\u2019s days alone when the settle runs, and catches up once reopened', async () => {
    const month = '2024-05';
    const person = await staffOf(r1001);
    const shiftId = await shift();
    await schedule(person, `${month}-06`, shiftId);
    expect((await send(AttendanceEndpoints.close.path, { month })).status).toBe(200);
    // Closing settled the day: absent.
    expect((await anomaliesOf(person)).map((a) => a.type)).toEqual(['absent']);
    await orm().update(attendanceSchedules).set({ settled: 0 }).where(eq(attendanceSchedules.staffId, person));
    expect(await inTransaction(orm(), (tx) => settleDays(tx, { scheduleIds: [] }, new Date()))).toBe(0);
    const [row] = await orm().select().from(attendanceSchedules).where(eq(attendanceSchedules.staffId, person));
    expect(await inTransaction(orm(), (tx) => settleDays(tx, { scheduleIds: [row!.id] }, new Date()))).toBe(0);
    expect((await send(AttendanceEndpoints.reopen.path, { month, reason: '复核' })).status).toBe(200);
    const recomputed = await send<{ settled: number }>(AttendanceEndpoints.recompute.path, { month });
    expect(recomputed.status, recomputed.message).toBe(200);
    expect(recomputed.data.settled).toBeGreaterThanOrEqual(1);
  });
});

describe('the daily report', () => {
  it('gives each scheduled person\u2019s day and exports the same figures', async () => {
    const day = '2024-06-03';
    const [onTime, late, away] = [await staffOf(r1001), await staffOf(r1001), await staffOf(r1001)];
    const shiftId = await shift();
    for (const person of [onTime, late, away]) await schedule(person, day, shiftId);
    for (const at of ['08:55', '19:30']) expect((await correct(onTime, `${day} ${at}:00`)).status).toBe(200);
    for (const at of ['09:40', '17:30']) expect((await correct(late, `${day} ${at}:00`)).status).toBe(200);
    await inTransaction(orm(), (tx) => settleDays(tx, { residentialId: r1001 }, new Date()));
    const report = await get<AttendanceDailyReport>(AttendanceEndpoints.dailyReport.path, `day=${day}`);
    expect(report.status, report.message).toBe(200);
    const of = (id: number) => report.data.rows.find((row) => row.staffId === id)!;
    expect(of(onTime)).toMatchObject({ firstClock: '08:55', lastClock: '19:30', worked: 1, lateCount: 0, absent: 0, overtimeMinutes: 60 });
    expect(of(late)).toMatchObject({ worked: 1, lateCount: 1, lateMinutes: 40, earlyCount: 1, earlyMinutes: 30, absent: 0 });
    expect(of(away)).toMatchObject({ firstClock: '', worked: 0, absent: 1 });

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${AttendanceEndpoints.dailyReportExport.path}?day=${day}`,
      headers: { authorization: admin, companyid: '1001', 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Late minutes');
    const staffNo = of(late).staffNo;
    const line = sheet.getSheetValues().find((values) => Array.isArray(values) && values.includes(staffNo)) as unknown[];
    expect(line.slice(7, 13)).toEqual([1, 1, 40, 1, 30, 0]);
  });
});

describe('holidays and swaps', () => {
  it('counts nobody absent on a holiday of the calendar', async () => {
    const person = await staffOf(r1001);
    const shiftId = await shift();
    await schedule(person, '2024-10-01', shiftId);
    await schedule(person, '2024-10-08', shiftId);
    const made = await send('/api/attendance/holiday', { day: '2024-10-01', kind: 'holiday', holidayName: '国庆节' });
    expect(made.status, made.message).toBe(200);
    const workday = await send('/api/attendance/holiday', { day: '2024-10-08', kind: 'workday', holidayName: '国庆调休' });
    expect(workday.status, workday.message).toBe(200);
    await inTransaction(orm(), (tx) => settleDays(tx, { residentialId: r1001 }, new Date()));
    expect((await anomaliesOf(person)).map((a) => [a.day, a.type])).toEqual([['2024-10-08', 'absent']]);
    const twice = await send('/api/attendance/holiday', { day: '2024-10-01', kind: 'holiday', holidayName: '重复' });
    expect(twice.status).not.toBe(200);
  });

  it('a weekly rotation is off on a holiday and works a swapped working day', async () => {
    const person = await staffOf(r1001);
    const shiftId = await shift('08:00', '17:00');
    const name = (await call<{ shiftName: string }>(t.app, 'GET', `/api/attendance/shift/${shiftId}`, { token: admin, companyId: '1001' }))
      .data.shiftName;
    // Rosters make schedules from today on, so the week lies ahead: a Monday one to two weeks away (China time),
    // its Wednesday a holiday, its Saturday a swapped working day.
    const monday = mondayAhead();
    const [wednesday, saturday, sunday] = [2, 5, 6].map((days) => dayAfter(monday, days));
    expect((await send('/api/attendance/holiday', { day: wednesday, kind: 'holiday', holidayName: '节' })).status).toBe(200);
    expect((await send('/api/attendance/holiday', { day: saturday, kind: 'workday', holidayName: '调' })).status).toBe(200);
    const roster = await send('/api/attendance/roster', {
      rosterName: unique('周'),
      mode: 'weekly',
      pattern: `${name}-${name}-${name}-${name}-${name}-休-休`,
      staffIds: [person],
      staggered: 0,
      startsOn: monday,
      endsOn: sunday,
      leadDays: 31,
      enabled: 1,
    });
    expect(roster.status, roster.message).toBe(200);
    const days = await orm()
      .select({ day: attendanceSchedules.day })
      .from(attendanceSchedules)
      .where(eq(attendanceSchedules.staffId, person));
    expect(days.map((d) => d.day).sort()).toEqual([0, 1, 3, 4, 5].map((n) => dayAfter(monday, n)));
  });

  it('swaps two staff members\u2019 shifts of a day, both recomputed and logged, and refuses bad swaps', async () => {
    const [a, b, c] = [await staffOf(r1001), await staffOf(r1001), await staffOf(r1001)];
    const early = await shift('07:00', '15:00');
    const late = await shift('15:00', '23:00');
    const day = '2024-07-02';
    await schedule(a, day, early);
    await schedule(b, day, late);
    expect((await send(AttendanceEndpoints.swap.path, { day, staffA: a, staffB: a, reason: 'x' })).status).toBe(41105);
    const noReason = await send(AttendanceEndpoints.swap.path, { day, staffA: a, staffB: b, reason: '' }, 'en');
    expect(noReason.status).toBe(41107);
    expect(noReason.message).toContain('needs a reason');
    expect((await send(AttendanceEndpoints.swap.path, { day: '2024-07-03', staffA: a, staffB: b, reason: '换班' })).status).toBe(41106);
    // b comes for the early shift: after the swap b's day is on time, a (not there) absent.
    for (const at of ['06:58', '15:02']) expect((await correct(b, `${day} ${at}:00`)).status).toBe(200);
    const swapped = await send(AttendanceEndpoints.swap.path, { day, staffA: a, staffB: b, reason: '家中有事换班' });
    expect(swapped.status, swapped.message).toBe(200);
    const shifts = await orm()
      .select({ staffId: attendanceSchedules.staffId, shiftId: attendanceSchedules.shiftId, settled: attendanceSchedules.settled })
      .from(attendanceSchedules)
      .where(eq(attendanceSchedules.day, day));
    expect(shifts.find((s) => s.staffId === a)).toMatchObject({ shiftId: late, settled: 1 });
    expect(shifts.find((s) => s.staffId === b)).toMatchObject({ shiftId: early, settled: 1 });
    expect(await anomaliesOf(b)).toHaveLength(0);
    expect((await anomaliesOf(a)).map((x) => x.type)).toEqual(['absent']);
    // One of them off that day: the shift moves.
    const moved = await send(AttendanceEndpoints.swap.path, { day, staffA: a, staffB: c, reason: '代班' });
    expect(moved.status, moved.message).toBe(200);
    expect((await orm().select().from(attendanceSchedules).where(eq(attendanceSchedules.staffId, c))).map((s) => s.shiftId)).toEqual([
      late,
    ]);
    await expect
      .poll(async () => {
        const logged = await orm()
          .select()
          .from(opLogs)
          .where(and(eq(opLogs.resource, 'attendanceSchedule'), eq(opLogs.action, 'swap'), eq(opLogs.status, 200)));
        return logged.length;
      })
      .toBe(2);
  });
});

describe('the month grid', () => {
  it("shows each staff member's month of shifts, and filters by department", async () => {
    const [staffId, shiftId] = [await staffOf(r1001), await shift('07:00', '15:00')];
    await schedule(staffId, '2025-05-03', shiftId);
    const grid = await get<AttendanceGrid>(AttendanceEndpoints.grid.path, 'month=2025-05');
    expect(grid.status, grid.message).toBe(200);
    expect(grid.data.days).toHaveLength(31);
    expect(grid.data.days[0]).toBe('2025-05-01');
    expect(grid.data.shifts.map((s) => s.id)).toContain(shiftId);
    const row = grid.data.rows.find((r) => r.staffId === staffId)!;
    expect(row.cells).toEqual([expect.objectContaining({ day: '2025-05-03', shiftId })]);
    // The new staff member has no department: a department's grid leaves them out.
    const department = grid.data.departments[0]!;
    const one = await get<AttendanceGrid>(AttendanceEndpoints.grid.path, `month=2025-05&departmentId=${department.id}`);
    expect(one.data.rows.length).toBeGreaterThan(0);
    expect(one.data.rows.every((r) => r.departmentName === department.name)).toBe(true);
    expect(one.data.rows.some((r) => r.staffId === staffId)).toBe(false);
    expect((await get(AttendanceEndpoints.grid.path, 'month=2025-13')).status).toBe(40001);
  });
});
