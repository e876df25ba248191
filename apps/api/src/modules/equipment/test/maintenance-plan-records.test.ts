import { chinaDateOf } from '@cvap/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { equipment, maintainPlans, maintainRecords } from '../schema.js';

let t: TestApp;
let admin: string;
let workerId: number;
const orm = () => t.database.db.orm;
const PLAN = '/api/property/maintainPlan';
const as = (language?: 'en') => ({ token: admin, companyId: '1001', ...(language ? { language } : {}) });

/** The China time of day now, HH:mm. */
const chinaClock = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(11, 16);

/** Waits out the last two minutes of a China day, so a slot at 23:59 today is still ahead when the test runs. */
async function awayFromMidnight(): Promise<void> {
  while (chinaClock() >= '23:58') await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function userNamed(name: string): Promise<number> {
  const [row] = await orm().select({ id: users.id }).from(users).where(eq(users.name, name));
  return row!.id;
}

async function planBody(over: Record<string, unknown> = {}) {
  const [pump] = await orm().select({ id: equipment.id }).from(equipment).where(eq(equipment.code, 'E1001-SB-01'));
  return {
    name: `记录唯一${Date.now() % 100_000}`,
    equipmentId: pump!.id,
    checklist: '外观清洁',
    cycleKind: 'daily',
    cycleValues: '',
    startsOn: chinaDateOf(new Date()),
    timeOfDay: '00:00',
    windowMinutes: 60,
    leadDays: 1,
    assigneeUserId: workerId,
    enabled: 1,
    ...over,
  };
}

const fill = (id: number, language?: 'en') =>
  call(t.app, 'POST', '/api/property/maintainRecord/fill', { ...as(language), body: { id, results: [{ item: '外观清洁', ok: true }] } });

const recordsOf = (planId: number) =>
  orm().select().from(maintainRecords).where(eq(maintainRecords.planId, planId)).orderBy(asc(maintainRecords.slot));

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  workerId = await userNamed('王强');
});
afterAll(() => t.close());

describe('maintenance plan records', () => {
  it('keeps one record a day when the time of day moves: the filled one stays, no open twin with its number', async () => {
    await awayFromMidnight();
    const body = await planBody();
    const created = await call<{ id: number }>(t.app, 'POST', PLAN, { ...as(), body });
    expect(created.status, created.message).toBe(200);
    const today = chinaDateOf(new Date());
    const [first] = await recordsOf(created.data.id);
    expect(chinaDateOf(first!.slot)).toBe(today);
    const filled = await fill(first!.id);
    expect(filled.status, filled.message).toBe(200);

    const moved = await call(t.app, 'PUT', `${PLAN}/${created.data.id}`, { ...as(), body: { ...body, timeOfDay: '23:59' } });
    expect(moved.status, moved.message).toBe(200);
    const records = await recordsOf(created.data.id);
    const days = records.map((record) => chinaDateOf(record.slot));
    expect(new Set(days).size).toBe(days.length);
    expect(new Set(records.map((record) => record.recordNo)).size).toBe(records.length);
    expect(records.filter((record) => chinaDateOf(record.slot) === today)).toMatchObject([{ id: first!.id, status: 1 }]);
    const [duplicates] = (
      (await orm().execute(
        sql`select count(*)::int as n from (select record_no from maintain_records group by 1 having count(*) > 1) d`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(duplicates!.n).toBe(0);
  });

  it('refuses to fill a record more than its lead time ahead (zh and en), and changes nothing', async () => {
    await awayFromMidnight();
    const created = await call<{ id: number }>(t.app, 'POST', PLAN, { ...as(), body: await planBody({ timeOfDay: '23:59', leadDays: 0 }) });
    expect(created.status, created.message).toBe(200);
    const [ahead] = await recordsOf(created.data.id);
    expect(ahead!.slot.getTime()).toBeGreaterThan(Date.now());
    const zh = await fill(ahead!.id);
    expect(zh).toMatchObject({ http: 409, status: 41134 });
    expect(zh.message).toContain(ahead!.recordNo);
    const en = await fill(ahead!.id, 'en');
    expect(en.message).toContain('at most 0 day(s) ahead');
    const [after] = await orm().select().from(maintainRecords).where(eq(maintainRecords.id, ahead!.id));
    expect(after).toMatchObject({ status: 0, doneAt: null });
  });

  it("refuses an assignee who works for another community (zh and en), as a patrol plan's staff are", async () => {
    const before = await orm().select({ id: maintainPlans.id }).from(maintainPlans);
    const body = await planBody({ assigneeUserId: await userNamed('王芳') });
    const zh = await call(t.app, 'POST', PLAN, { ...as(), body });
    expect(zh).toMatchObject({ http: 422, status: 40908 });
    expect(zh.message).toContain('保养人员');
    const en = await call(t.app, 'POST', PLAN, { ...as('en'), body });
    expect(en.message).toContain('assignee');
    expect(await orm().select({ id: maintainPlans.id }).from(maintainPlans)).toHaveLength(before.length);
  });
});
