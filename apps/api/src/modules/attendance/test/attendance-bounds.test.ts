import { AttendanceEndpoints, chinaDateOf } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { attendanceShifts } from '../schema.js';

let t: TestApp;
let admin: string;
const orm = () => t.database.db.orm;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const inCommunity = (language?: 'en') => ({ token: admin, companyId: '1001', ...(language ? { language } : {}) });

describe('months an attendance route takes', () => {
  const routes: [string, (month: string, language?: 'en') => ReturnType<typeof call>][] = [
    [
      'the monthly report',
      (month, language) => call(t.app, 'GET', `${AttendanceEndpoints.report.path}?month=${month}`, inCommunity(language)),
    ],
    [
      'its export',
      (month, language) => call(t.app, 'GET', `${AttendanceEndpoints.reportExport.path}?month=${month}`, inCommunity(language)),
    ],
    ['the month grid', (month, language) => call(t.app, 'GET', `${AttendanceEndpoints.grid.path}?month=${month}`, inCommunity(language))],
    ['closing', (month, language) => call(t.app, 'POST', AttendanceEndpoints.close.path, { ...inCommunity(language), body: { month } })],
    [
      'reopening',
      (month, language) =>
        call(t.app, 'POST', AttendanceEndpoints.reopen.path, { ...inCommunity(language), body: { month, reason: '补录' } }),
    ],
    [
      'recomputing',
      (month, language) => call(t.app, 'POST', AttendanceEndpoints.recompute.path, { ...inCommunity(language), body: { month } }),
    ],
  ];

  it.each(routes)('%s answers a month before 1900, or 0000-01, with a clear 422 naming the month (zh and en)', async (_name, send) => {
    for (const month of ['1899-12', '0000-01', '0001-01']) {
      const zh = await send(month);
      expect(zh, `${month}: ${zh.message}`).toMatchObject({ http: 422, status: 40001 });
      expect(zh.message).toContain('month');
      expect(zh.message).toContain('1900-01');
      const en = await send(month, 'en');
      expect(en.http).toBe(422);
      expect(en.message).toContain('must be a month from 1900-01 on');
    }
  });
});

describe('shift periods across midnight', () => {
  it('refuses a period longer than a day, which would overlap itself the next day (zh and en), and saves nothing', async () => {
    const name = `跨日${Date.now() % 100_000}`;
    const body = { shiftName: name, signIn: '08:00', signOut: '09:00', nextDay: 1, workMinutes: 480, enabled: 1 };
    const zh = await call(t.app, 'POST', '/api/attendance/shift', { ...inCommunity(), body });
    expect(zh).toMatchObject({ http: 422, status: 40918 });
    expect(zh.message).toContain('08:00-09:00');
    const en = await call(t.app, 'POST', '/api/attendance/shift', { ...inCommunity('en'), body });
    expect(en.message).toContain('longer than 24 hours');
    expect(await orm().select().from(attendanceShifts).where(eq(attendanceShifts.shiftName, name))).toHaveLength(0);

    const night = await call<{ id: number }>(t.app, 'POST', '/api/attendance/shift', {
      ...inCommunity(),
      body: { ...body, signIn: '22:00', signOut: '06:00' },
    });
    expect(night.status, night.message).toBe(200);
    const longer = await call(t.app, 'POST', '/api/attendance/period', {
      ...inCommunity(),
      body: {
        shiftId: night.data.id,
        signIn: '07:00',
        signOut: '08:00',
        nextDay: 1,
        signInBefore: 60,
        signInAfter: 120,
        signOutBefore: 120,
        signOutAfter: 240,
        allowLate: 0,
        allowEarly: 0,
      },
    });
    expect(longer.http).toBe(422);
    expect([40911, 40918]).toContain(longer.status);
    const day = await call(t.app, 'POST', '/api/attendance/shift', {
      ...inCommunity(),
      body: { ...body, shiftName: `${name}整日`, signIn: '08:00', signOut: '08:00' },
    });
    expect(day.status, day.message).toBe(200);
  });
});

describe('the head office opening an attendance report without a community', () => {
  const headOffice = (language?: 'en') => ({ token: admin, ...(language ? { language } : {}) });
  it.each([
    ['monthly', () => `${AttendanceEndpoints.report.path}?month=${chinaDateOf(new Date()).slice(0, 7)}`],
    ['daily', () => `${AttendanceEndpoints.dailyReport.path}?day=${chinaDateOf(new Date())}`],
  ])('is told to choose a community for the %s report (zh and en)', async (_name, url) => {
    const zh = await call(t.app, 'GET', url(), headOffice());
    expect(zh).toMatchObject({ http: 422, status: 41121 });
    expect(zh.message).toContain('请先在顶部选择一个社区');
    const en = await call(t.app, 'GET', url(), headOffice('en'));
    expect(en.message).toContain('choose a community');
  });
});
