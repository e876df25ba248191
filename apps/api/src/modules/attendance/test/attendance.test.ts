import { AttendanceEndpoints, chinaDateOf, dateOfDay, dayNumber, ReviewStatus, type AttendanceReport } from '@cvap/contracts';
import ExcelJS from 'exceljs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opLogs, residentials } from '../../../db/schema/index.js';
import { generatePlannedWork, inTransaction } from '../../../engine/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { openRecords } from '../../door/schema.js';
import { staffMembers } from '../../household/schema.js';
import {
  attendanceAnomalies,
  attendanceClockIns,
  attendancePeriods,
  attendanceRosterDays,
  attendanceSchedules,
  attendanceShifts,
} from '../schema.js';
import { ingestOpenRecords, settleDays } from '../services/settle.js';
import { attendanceWorkSource } from '../work-source.js';

let t: TestApp;
let admin: string;
let r1001: number;
let tenantId: number;
const orm = () => t.database.db.orm;
let stamp = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100_000}${++stamp}`;

async function residential(companyId: string): Promise<{ id: number; tenantId: number }> {
  const [row] = await orm()
    .select({ id: residentials.id, tenantId: residentials.tenantId })
    .from(residentials)
    .where(eq(residentials.companyId, companyId));
  return row!;
}

/** An approved staff member of the community with a fresh card SN. */
async function staffOf(residentialId: number): Promise<{ id: number; cardSn: string }> {
  const cardSn = String(3_900_000_000 + Math.floor(Math.random() * 99_999_999));
  const [row] = await orm()
    .insert(staffMembers)
    .values({
      tenantId,
      residentialId,
      name: unique('考勤'),
      staffNo: unique('KQ'),
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      staffType: 3,
      cardSn,
      reviewStatus: ReviewStatus.passed,
    })
    .returning({ id: staffMembers.id });
  return { id: row!.id, cardSn };
}

const post = (path: string, body: unknown, language?: 'en' | 'zh-CN', companyId = '1001') =>
  call<{ id: number }>(t.app, 'POST', path, { token: admin, companyId, body, language });

async function shift(name: string, signIn: string, signOut: string, extra: Record<string, unknown> = {}) {
  const response = await post('/api/attendance/shift', {
    shiftName: name,
    signIn,
    signOut,
    nextDay: 0,
    workMinutes: 480,
    enabled: 1,
    ...extra,
  });
  expect(response.status, response.message).toBe(200);
  return response.data.id;
}
const periodBody = (shiftId: number, signIn: string, signOut: string, nextDay = 0) => ({
  shiftId,
  signIn,
  signOut,
  nextDay,
  signInBefore: 60,
  signInAfter: 120,
  signOutBefore: 120,
  signOutAfter: 240,
  allowLate: 5,
  allowEarly: 0,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  ({ id: r1001, tenantId } = await residential('1001'));
});
afterAll(() => t.close());

describe('shifts and periods', () => {
  it('refuses a day period whose sign-out precedes its sign-in (zh, en) and accepts it as a night shift', async () => {
    const zh = await post('/api/attendance/shift', {
      shiftName: unique('反'),
      signIn: '18:00',
      signOut: '09:00',
      nextDay: 0,
      workMinutes: 480,
      enabled: 1,
    });
    expect(zh.status).toBe(40910);
    expect(zh.message).toContain('签退时间（09:00）不能早于签到时间（18:00）');
    const name = unique('夜班');
    const en = await post(
      '/api/attendance/shift',
      { shiftName: name, signIn: '18:00', signOut: '09:00', nextDay: 0, workMinutes: 480, enabled: 1 },
      'en',
    );
    expect(en.status).toBe(40910);
    expect(en.message).toContain('cannot precede the sign-in');
    expect(await orm().select().from(attendanceShifts).where(eq(attendanceShifts.shiftName, name))).toHaveLength(0);
    const night = await shift(name, '20:00', '08:00', { nextDay: 1 });
    const periods = await orm().select().from(attendancePeriods).where(eq(attendancePeriods.shiftId, night));
    expect(periods.map((p) => [p.signIn, p.signOut, p.nextDay])).toEqual([['20:00', '08:00', 1]]);
  });

  it('refuses overlapping periods in both languages and saves nothing', async () => {
    const id = await shift(unique('两段'), '08:00', '12:00');
    const overlap = await post('/api/attendance/period', periodBody(id, '11:30', '17:00'));
    expect(overlap.status).toBe(40911);
    expect(overlap.message).toContain('11:30-17:00');
    const en = await post('/api/attendance/period', periodBody(id, '07:00', '09:00'), 'en');
    expect(en.status).toBe(40911);
    expect(en.message).toContain('overlaps the period 08:00-12:00');
    expect(await orm().select().from(attendancePeriods).where(eq(attendancePeriods.shiftId, id))).toHaveLength(1);
    const second = await post('/api/attendance/period', periodBody(id, '13:00', '17:00'));
    expect(second.status, second.message).toBe(200);
  });

  it('refuses to delete the last period of a shift, deletes one of two', async () => {
    const id = await shift(unique('删'), '08:00', '12:00');
    const second = await post('/api/attendance/period', periodBody(id, '13:00', '17:00'));
    const del = (periodId: number, language?: 'en') =>
      call(t.app, 'DELETE', `/api/attendance/period/${periodId}`, { token: admin, companyId: '1001', language });
    expect((await del(second.data.id)).status).toBe(200);
    const [last] = await orm().select().from(attendancePeriods).where(eq(attendancePeriods.shiftId, id));
    const refused = await del(last!.id);
    expect(refused.status).toBe(40912);
    expect(refused.message).toContain('最后一个考勤时段不能删除');
    expect((await del(last!.id, 'en')).message).toContain('last attendance period');
    expect(await orm().select().from(attendancePeriods).where(eq(attendancePeriods.shiftId, id))).toHaveLength(1);
  });
});

describe('schedules and clock-ins', () => {
  it('refuses a schedule for staff of another community', async () => {
    const shiftId = await shift(unique('白'), '09:00', '18:00');
    const { id: r1002 } = await residential('1002');
    const stranger = await staffOf(r1002);
    const response = await post('/api/attendance/schedule', { staffId: stranger.id, day: '2025-03-03', shiftId });
    expect(response.status).toBe(40913);
    expect((await post('/api/attendance/schedule', { staffId: stranger.id, day: '2025-03-03', shiftId }, 'en')).message).toContain(
      'does not belong to this community',
    );
    expect(await orm().select().from(attendanceSchedules).where(eq(attendanceSchedules.staffId, stranger.id))).toHaveLength(0);
  });

  it('refuses a correction without a reason and a clock-in in the future; a correction is logged and settles its day', async () => {
    const person = await staffOf(r1001);
    const shiftId = await shift(unique('早'), '08:00', '12:00', { flexMinutes: 0 });
    await post('/api/attendance/schedule', { staffId: person.id, day: '2025-03-04', shiftId });
    const noReason = await post('/api/attendance/clockIn', { staffId: person.id, clockedAt: '2025-03-04 08:20:00', reason: ' ' });
    expect(noReason.status).toBe(40914);
    expect((await post('/api/attendance/clockIn', { staffId: person.id, clockedAt: '2025-03-04 08:20:00' }, 'en')).message).toContain(
      'needs a reason',
    );
    const future = chinaDateOf(new Date(Date.now() + 2 * 86_400_000));
    const ahead = await post('/api/attendance/clockIn', { staffId: person.id, clockedAt: `${future} 08:00:00`, reason: '补卡' });
    expect(ahead.status).toBe(40915);
    expect(await orm().select().from(attendanceClockIns).where(eq(attendanceClockIns.staffId, person.id))).toHaveLength(0);

    const made = await post('/api/attendance/clockIn', { staffId: person.id, clockedAt: '2025-03-04 08:20:00', reason: '忘带卡' });
    expect(made.status, made.message).toBe(200);
    const [row] = await orm().select().from(attendanceClockIns).where(eq(attendanceClockIns.id, made.data.id));
    expect(row).toMatchObject({ source: 'console', reason: '忘带卡' });
    const anomalies = await orm().select().from(attendanceAnomalies).where(eq(attendanceAnomalies.staffId, person.id));
    expect(anomalies.map((a) => [a.type, a.minutes]).sort()).toEqual([
      ['late', 20],
      ['missingOut', 0],
    ]);
    await expect
      .poll(
        async () =>
          (
            await orm()
              .select()
              .from(opLogs)
              .where(and(eq(opLogs.resource, 'attendanceClockIn'), eq(opLogs.recordId, String(made.data.id))))
          ).length,
      )
      .toBe(1);
  });

  it('makes a rotation\u2019s schedule once per (rotation, day), even when generated again', async () => {
    const [a, b] = [await staffOf(r1001), await staffOf(r1001)];
    const early = unique('早');
    const late = unique('中');
    await shift(early, '07:00', '15:00');
    await shift(late, '15:00', '23:00');
    const startsOn = dateOfDay(dayNumber(chinaDateOf(new Date())) - 7);
    const endsOn = dateOfDay(dayNumber(startsOn) + 13);
    const roster = await post('/api/attendance/roster', {
      rosterName: unique('轮'),
      mode: 'rotation',
      pattern: `${early}-${late}-休`,
      staffIds: [a.id, b.id],
      staggered: 1,
      startsOn,
      endsOn,
      leadDays: 31,
      enabled: 1,
    });
    expect(roster.status, roster.message).toBe(200);
    const count = async () =>
      (await orm().select().from(attendanceRosterDays).where(eq(attendanceRosterDays.planId, roster.data.id))).length;
    expect(await count()).toBe(14);
    const schedules = await orm()
      .select()
      .from(attendanceSchedules)
      .where(eq(attendanceSchedules.rosterId, roster.data.id))
      .orderBy(asc(attendanceSchedules.day));
    // Two of every three days each, b one step ahead of a.
    expect(schedules.filter((s) => s.staffId === a.id)).toHaveLength(10);
    expect(schedules.filter((s) => s.day === startsOn).map((s) => s.staffId)).toEqual([a.id, b.id]);
    await generatePlannedWork(orm(), [attendanceWorkSource], { tenantId, now: new Date() });
    expect(await count()).toBe(14);
    const unknown = await post('/api/attendance/roster', {
      rosterName: unique('轮'),
      mode: 'rotation',
      pattern: '不存在的班-休',
      staffIds: [a.id],
      staggered: 1,
      startsOn,
      leadDays: 1,
      enabled: 1,
    });
    expect(unknown.status).toBe(40916);
  });
});

describe('door passages, anomalies and the monthly report', () => {
  it('turns staff passages into clock-ins once, finds late and absent days, excuses one, and reports exactly those', async () => {
    const person = await staffOf(r1001);
    const shiftId = await shift(unique('白班'), '09:00', '18:00');
    for (const day of ['2025-05-05', '2025-05-06', '2025-05-07', '2025-05-08'])
      expect((await post('/api/attendance/schedule', { staffId: person.id, day, shiftId })).status).toBe(200);
    const openRecord = (at: string) => ({
      residentialId: r1001,
      personName: '门禁',
      cardNo: person.cardSn,
      deviceName: '东门闸机',
      doorName: '东门',
      openType: 1,
      direction: 1,
      result: 1,
      openedAt: new Date(`${at.replace(' ', 'T')}+08:00`),
    });
    await orm()
      .insert(openRecords)
      .values([
        openRecord('2025-05-05 08:50:00'),
        openRecord('2025-05-05 08:50:30'), // the same person again within a minute: one clock-in
        openRecord('2025-05-05 18:05:00'),
        openRecord('2025-05-06 09:25:00'), // late 25 minutes
        openRecord('2025-05-06 18:01:00'),
        // 05-07: no passage, absent; 05-08: absent too, to be excused
      ]);
    await inTransaction(orm(), (tx) => ingestOpenRecords(tx, tenantId));
    await inTransaction(orm(), (tx) => ingestOpenRecords(tx, tenantId));
    const clocks = await orm().select().from(attendanceClockIns).where(eq(attendanceClockIns.staffId, person.id));
    expect(clocks).toHaveLength(4);
    expect(new Set(clocks.map((c) => c.source))).toEqual(new Set(['door']));
    await inTransaction(orm(), (tx) => settleDays(tx, { residentialId: r1001 }, new Date()));
    const anomalies = await orm()
      .select()
      .from(attendanceAnomalies)
      .where(eq(attendanceAnomalies.staffId, person.id))
      .orderBy(asc(attendanceAnomalies.day));
    expect(anomalies.map((a) => [a.day, a.type, a.minutes])).toEqual([
      ['2025-05-06', 'late', 25],
      ['2025-05-07', 'absent', 480],
      ['2025-05-08', 'absent', 480],
    ]);
    const noReason = await post(AttendanceEndpoints.excuse.path, { id: anomalies[2]!.id, reason: '' });
    expect(noReason.status).toBe(40914);
    expect((await post(AttendanceEndpoints.excuse.path, { id: anomalies[2]!.id, reason: '年假' })).status).toBe(200);
    expect((await post(AttendanceEndpoints.excuse.path, { id: anomalies[2]!.id, reason: '年假' })).status).toBe(40917);

    const report = await call<AttendanceReport>(t.app, 'GET', `${AttendanceEndpoints.report.path}?month=2025-05`, {
      token: admin,
      companyId: '1001',
    });
    expect(report.status, report.message).toBe(200);
    const mine = report.data.rows.find((row) => row.staffId === person.id);
    expect(mine).toMatchObject({
      scheduledDays: 4,
      workedDays: 2,
      lateCount: 1,
      lateMinutes: 25,
      absentDays: 1,
      excusedCount: 1,
      earlyCount: 0,
    });

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${AttendanceEndpoints.reportExport.path}?month=2025-05`,
      headers: { authorization: `Bearer ${admin}`, companyid: '1001', 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Days worked');
    const line = sheet.getSheetValues().find((values) => Array.isArray(values) && values.includes(mine!.staffNo)) as unknown[];
    expect(line.slice(4, 11)).toEqual([4, 2, 1, 25, 0, 0, 1]);
    void sql;
  });
});

describe('the demo seed', () => {
  it('puts the communities\u2019 security, cleaning and engineering staff on rotations with three months of clocks and anomalies', async () => {
    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    const n = sql<number>`count(*)::int`;
    expect(await count(orm().select({ n }).from(attendanceSchedules).where(eq(attendanceSchedules.residentialId, r1001)))).toBeGreaterThan(
      500,
    );
    expect(
      await count(
        orm()
          .select({ n })
          .from(attendanceClockIns)
          .where(and(eq(attendanceClockIns.residentialId, r1001), eq(attendanceClockIns.source, 'door'))),
      ),
    ).toBeGreaterThan(500);
    const types = await orm()
      .selectDistinct({ type: attendanceAnomalies.type })
      .from(attendanceAnomalies)
      .where(eq(attendanceAnomalies.residentialId, r1001));
    expect(types.map((row) => row.type).sort()).toEqual(expect.arrayContaining(['absent', 'early', 'late', 'overtime']));
    const china = new Date(Date.now() + 8 * 3_600_000);
    const previous = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const report = await call<AttendanceReport>(t.app, 'GET', `${AttendanceEndpoints.report.path}?month=${previous}`, {
      token: admin,
      companyId: '1001',
    });
    expect(report.data.rows.length).toBeGreaterThan(5);
    expect(report.data.rows.every((row) => row.workedDays <= row.scheduledDays)).toBe(true);
    expect(report.data.rows.reduce((sum, row) => sum + row.workedDays, 0)).toBeGreaterThan(100);
  });

  it('makes its door clock-ins from staff passages through the staff door, and keeps the passage ids in time order', async () => {
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [clocks] = rows<{ door: number; staffDoor: number; unlinked: number }>(
      await orm().execute(sql`select count(*)::int as door, count(*) filter (where r.door_name = '员工通道')::int as "staffDoor",
          count(*) filter (where r.id is null or r.opened_at <> c.clocked_at or r.card_no <> s.card_sn)::int as unlinked
        from ${attendanceClockIns} c join ${staffMembers} s on s.id = c.staff_id left join ${openRecords} r on r.id = c.open_record_id
        where c.source = 'door' and c.residential_id = ${r1001}`),
    );
    expect(clocks!.staffDoor).toBeGreaterThan(500);
    expect(clocks!.unlinked).toBe(0);
    // The seed's history (tests above add passages of 2025): no passage has a smaller id than an earlier one.
    const [order] = rows<{ inversions: number; openRecords: number }>(
      await orm().execute(sql`select count(*) filter (where previous > opened_at)::int as inversions, count(*)::int as "openRecords" from (
          select opened_at, lag(opened_at) over (order by id) as previous from ${openRecords}
          where opened_at > now() - interval '120 days') p`),
    );
    expect(order!.openRecords).toBeGreaterThan(clocks!.door);
    expect(order!.inversions).toBe(0);
  });
});
