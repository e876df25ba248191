import { chinaDateOf, REPAIR_TRANSITIONS } from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials, users } from '../../../db/schema/index.js';
import { generatePlannedWork, WORK_SOURCES } from '../../../work-plans/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { repairOrders, repairTypes } from '../../repair/schema.js';
import { equipment, equipmentFailures, maintainRecords } from '../schema.js';
import { equipmentOverview } from '../services/overview.js';

let t: TestApp;
let admin: string;
let residentialId: number;
let otherResidentialId: number;
let tenantId: number;
let workerId: number;

const PLAN = '/api/property/maintainPlan';
const as = (companyId: string, language: 'en' | 'zh-CN' = 'en') => ({ token: admin, companyId, language });

async function equipmentOf(code: string) {
  const [row] = await t.database.db.orm.select().from(equipment).where(eq(equipment.code, code));
  return row!;
}

function planBody(over: Record<string, unknown> = {}) {
  return {
    name: '测试保养',
    equipmentId: 0,
    checklist: '外观清洁\n运行无异响',
    cycleKind: 'daily',
    cycleValues: '',
    startsOn: chinaDateOf(new Date()),
    timeOfDay: '00:00',
    windowMinutes: 1,
    leadDays: 1,
    assigneeUserId: workerId,
    enabled: 1,
    ...over,
  };
}

async function counts() {
  const orm = t.database.db.orm;
  const [row] = await orm
    .select({
      plans: sql<number>`(select count(*) from maintain_plans)::int`,
      records: sql<number>`(select count(*) from maintain_records)::int`,
      failures: sql<number>`(select count(*) from equipment_failures)::int`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  const orm = t.database.db.orm;
  const residentialRows = await orm
    .select({ id: residentials.id, companyId: residentials.companyId, tenantId: residentials.tenantId })
    .from(residentials);
  residentialId = residentialRows.find((c) => c.companyId === '1001')!.id;
  otherResidentialId = residentialRows.find((c) => c.companyId === '1002')!.id;
  tenantId = residentialRows[0]!.tenantId;
  [{ id: workerId }] = (await orm.select({ id: users.id }).from(users).where(eq(users.username, 'wangqiang'))) as [{ id: number }];
});
afterAll(() => t.close());

describe('the demo', () => {
  it('has a ledger and a year of maintenance history in each demo community', async () => {
    const rows = (await t.database.db.orm.execute(sql`select e.residential_id, count(distinct e.id)::int as equipment,
        count(r.id) filter (where r.status = 1)::int as done, min(r.slot) as first
      from equipment e left join maintain_records r on r.equipment_id = e.id group by 1`)) as unknown as {
      rows: { equipment: number; done: number; first: Date }[];
    };
    expect(rows.rows).toHaveLength(3);
    for (const row of rows.rows) {
      expect(row.equipment).toBeGreaterThanOrEqual(10);
      expect(row.done).toBeGreaterThan(150);
      expect(Date.now() - new Date(row.first).getTime()).toBeGreaterThan(300 * 86_400_000);
    }
  });

  it('shows real figures on the overview', async () => {
    const response = await call<{ totals: { equipment: number; onTimeRate: number }; maintenanceByMonth: unknown[] }>(
      t.app,
      'GET',
      '/api/property/equipment/overview',
      as('1001'),
    );
    expect(response.status).toBe(200);
    expect(response.data.totals.equipment).toBe(11);
    expect(response.data.totals.onTimeRate).toBeGreaterThan(70);
    expect(response.data.maintenanceByMonth.length).toBeGreaterThanOrEqual(12);
  });
});

describe('maintenance plans', () => {
  it('make their records when saved: one due today (overdue, with a one-minute window), one ahead', async () => {
    const pump = await equipmentOf('E1001-SB-01');
    const created = await call<{ id: number }>(t.app, 'POST', PLAN, { ...as('1001'), body: planBody({ equipmentId: pump.id }) });
    expect(created.status).toBe(200);
    const records = await t.database.db.orm.select().from(maintainRecords).where(eq(maintainRecords.planId, created.data.id));
    expect(records.length).toBe(2);
    const list = await call<{ rows: { id: number; overdue: boolean }[] }>(t.app, 'POST', '/api/property/maintainRecord/query/page', {
      ...as('1001'),
      body: { planId: created.data.id, overdue: true },
    });
    expect(list.status, list.message).toBe(200);
    expect(list.data.rows.map((r) => r.overdue)).toEqual([true]);
  });

  it.each([
    ['weekly without weekdays', { cycleKind: 'weekly', cycleValues: '' }],
    ['yearly on 02-30', { cycleKind: 'yearly', cycleValues: '02-30' }],
    ['every 0 days', { cycleKind: 'everyNDays', cycleValues: '0' }],
    ['an end before the start', { endsOn: '2020-01-01' }],
  ])('refuses a cycle that never fires (%s), in the user’s language, and saves nothing', async (_name, over) => {
    const pump = await equipmentOf('E1001-SB-02');
    const before = await counts();
    const en = await call(t.app, 'POST', PLAN, { ...as('1001'), body: planBody({ equipmentId: pump.id, ...over }) });
    const zh = await call(t.app, 'POST', PLAN, { ...as('1001', 'zh-CN'), body: planBody({ equipmentId: pump.id, ...over }) });
    expect([en.status, zh.status]).toEqual([40028, 40028]);
    expect(en.message).toContain('never fires');
    expect(zh.message).toContain('不会产生任何任务');
    expect(await counts()).toEqual(before);
  });

  it('refuses a plan on equipment of another community, and saves nothing', async () => {
    const other = await equipmentOf('E1002-SB-01');
    const before = await counts();
    const response = await call(t.app, 'POST', PLAN, { ...as('1001'), body: planBody({ equipmentId: other.id }) });
    expect(response.status).toBe(40908);
    expect(response.message).toContain('equipment');
    expect(await counts()).toEqual(before);
  });

  it('are generated by the platform job from their watermark, once', async () => {
    const orm = t.database.db.orm;
    const now = new Date(Date.now() + 10 * 86_400_000);
    const first = await generatePlannedWork(orm, WORK_SOURCES, { tenantId, now });
    const second = await generatePlannedWork(orm, WORK_SOURCES, { tenantId, now });
    expect(first.made).toBeGreaterThan(0);
    expect(second.made).toBe(0);
    const [dupes] = (
      (await orm.execute(
        sql`select count(*)::int as n from (select plan_id, slot from maintain_records group by 1, 2 having count(*) > 1) d`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(dupes!.n).toBe(0);
  });
});

describe('filling in a maintenance record', () => {
  async function openRecord() {
    const [row] = await t.database.db.orm
      .select()
      .from(maintainRecords)
      .where(and(eq(maintainRecords.residentialId, residentialId), eq(maintainRecords.status, 0)))
      // The earliest: a record more than its lead time ahead cannot be filled yet.
      .orderBy(asc(maintainRecords.slot))
      .limit(1);
    return row!;
  }

  it('refuses a result for an item the plan does not have, and changes nothing', async () => {
    const record = await openRecord();
    const checklist = await call<{ items: string[] }>(t.app, 'GET', `/api/property/maintainRecord/checklist/${record.id}`, as('1001'));
    const results = checklist.data.items.map((item) => ({ item, ok: true }));
    const response = await call(t.app, 'POST', '/api/property/maintainRecord/fill', {
      ...as('1001'),
      body: { id: record.id, results: [...results, { item: '检查屋顶', ok: true }] },
    });
    expect(response.status).toBe(40991);
    expect(response.message).toContain('检查屋顶');
    const [after] = await t.database.db.orm.select().from(maintainRecords).where(eq(maintainRecords.id, record.id));
    expect(after!.status).toBe(0);
  });

  it('is done with a result for every checklist item, once', async () => {
    const record = await openRecord();
    const checklist = await call<{ items: string[] }>(t.app, 'GET', `/api/property/maintainRecord/checklist/${record.id}`, as('1001'));
    const body = {
      id: record.id,
      results: checklist.data.items.map((item, i) => ({ item, ok: i > 0, note: i === 0 ? '有轻微异响' : undefined })),
    };
    const missing = await call(t.app, 'POST', '/api/property/maintainRecord/fill', {
      ...as('1001'),
      body: { ...body, results: body.results.slice(1) },
    });
    expect(missing.status).toBe(40993);
    const done = await call(t.app, 'POST', '/api/property/maintainRecord/fill', { ...as('1001'), body });
    expect(done.status).toBe(200);
    const again = await call(t.app, 'POST', '/api/property/maintainRecord/fill', { ...as('1001'), body });
    expect(again.status).toBe(40992);
    const [after] = await t.database.db.orm.select().from(maintainRecords).where(eq(maintainRecords.id, record.id));
    expect(after).toMatchObject({ status: 1 });
    expect((after!.results as { item: string }[]).map((r) => r.item)).toEqual(checklist.data.items);
  });

  it('is read by a community manager through the generic record route', async () => {
    const lihua = await login(t.app, 'lihua');
    const [record] = await t.database.db.orm
      .select()
      .from(maintainRecords)
      .where(eq(maintainRecords.residentialId, residentialId))
      .limit(1);
    const response = await call<{ recordNo: string }>(t.app, 'GET', `/api/property/maintainRecord/${record!.id}`, {
      token: lihua,
      companyId: '1001',
    });
    expect(response.status, response.message).toBe(200);
    expect(response.data.recordNo).toBe(record!.recordNo);
  });

  it('of another community is not found', async () => {
    const [other] = await t.database.db.orm
      .select()
      .from(maintainRecords)
      .where(eq(maintainRecords.residentialId, otherResidentialId))
      .limit(1);
    const response = await call(t.app, 'GET', `/api/property/maintainRecord/checklist/${other!.id}`, as('1001'));
    expect(response.status).toBe(40401);
  });
});

describe('an equipment failure', () => {
  it('goes reported → being repaired (as a repair work order) → repaired → closed, with its downtime; closing early is refused', async () => {
    const lift = await equipmentOf('E1001-DT-01');
    const reported = await call<{ id: number; status: string; failureNo: string }>(t.app, 'POST', '/api/property/equipmentFailure', {
      ...as('1001'),
      body: { equipmentId: lift.id, title: '电梯困人', level: 3 },
    });
    expect(reported.status).toBe(200);
    expect(reported.data.status).toBe('reported');
    expect((await equipmentOf('E1001-DT-01')).status).toBe(2);
    const id = reported.data.id;
    const early = await call(t.app, 'POST', '/api/property/equipmentFailure/close', { ...as('1001'), body: { id } });
    expect(early.status).toBe(40994);
    expect(early.message).toContain('Reported');
    const early_zh = await call(t.app, 'POST', '/api/property/equipmentFailure/close', { ...as('1001', 'zh-CN'), body: { id } });
    expect(early_zh.message).toContain('已上报');
    const repairing = await call<{ repairOrderId: number }>(t.app, 'POST', '/api/property/equipmentFailure/startRepair', {
      ...as('1001'),
      body: { id, createRepairOrder: true, repairTypeId: (await t.database.db.orm.select().from(repairTypes).limit(1))[0]!.id },
    });
    expect(repairing.status).toBe(200);
    expect(repairing.data.repairOrderId).toBeGreaterThan(0);
    expect((await equipmentOf('E1001-DT-01')).status).toBe(3);
    const [order] = await t.database.db.orm.select().from(repairOrders).where(eq(repairOrders.id, repairing.data.repairOrderId));
    expect(order!.title).toContain('电梯困人');
    expect((await call(t.app, 'POST', '/api/property/equipmentFailure/repaired', { ...as('1001'), body: { id } })).status).toBe(200);
    // Its repair order ends first (a failure is not closed while its order is open).
    const closeOrder = { ...as('1001'), body: { id: order!.id, reason: '已修复' } };
    expect((await call(t.app, 'POST', REPAIR_TRANSITIONS.close.path, closeOrder)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/property/equipmentFailure/close', { ...as('1001'), body: { id } })).status).toBe(200);
    const [failure] = await t.database.db.orm.select().from(equipmentFailures).where(eq(equipmentFailures.id, id));
    expect(failure).toMatchObject({ status: 'closed' });
    expect(failure!.repairedAt!.getTime()).toBeGreaterThanOrEqual(failure!.reportedAt.getTime());
    const page = await call<{ rows: { id: number; downtimeMinutes: number }[] }>(
      t.app,
      'POST',
      '/api/property/equipmentFailure/query/page',
      { ...as('1001'), body: { status: 'closed', limit: 100 } },
    );
    expect(page.status, page.message).toBe(200);
    expect(page.data.rows.find((r) => r.id === id)!.downtimeMinutes).toBeGreaterThanOrEqual(0);
    expect((await equipmentOf('E1001-DT-01')).status).toBe(1);
  });

  it('is refused on equipment of another community', async () => {
    const other = await equipmentOf('E1002-DT-01');
    const before = await counts();
    const response = await call(t.app, 'POST', '/api/property/equipmentFailure', {
      ...as('1001'),
      body: { equipmentId: other.id, title: 'x', level: 1 },
    });
    expect(response.status).toBe(40908);
    expect(await counts()).toEqual(before);
  });
});

/** The overview's maintenance figures read from the records themselves (how it read them before the daily counts). */
async function overviewFromRecords(residentialRows: number[], now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(date_trunc('month', ${at} at time zone 'Asia/Shanghai') - interval '11 months') at time zone 'Asia/Shanghai'`;
  const ids = sql`(${sql.join(residentialRows, sql`, `)})`;
  const orm = t.database.db.orm;
  const months = (await orm.execute(sql`select to_char(due_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
      count(*) filter (where status = 1 and done_at <= due_at)::int as "onTime", count(*) filter (where status = 1 and done_at > due_at)::int as late,
      count(*) filter (where status = 0 and due_at < ${at})::int as overdue
    from maintain_records where residential_id in ${ids} and due_at >= ${since} and due_at < ${at} group by 1 order by 1`)) as unknown as {
    rows: { month: string; onTime: number; late: number; overdue: number }[];
  };
  const [totals] = (
    (await orm.execute(sql`select (select count(*) from maintain_records where residential_id in ${ids} and status = 0 and due_at < ${at})::int as "openOverdue",
      (select count(*) filter (where status = 1 and done_at <= due_at) from maintain_records where residential_id in ${ids} and due_at >= ${since} and due_at < ${at})::int as "onTime",
      (select count(*) from maintain_records where residential_id in ${ids} and due_at >= ${since} and due_at < ${at})::int as due`)) as unknown as {
      rows: { openOverdue: number; onTime: number; due: number }[];
    }
  ).rows;
  return {
    maintenanceByMonth: months.rows,
    openOverdue: totals!.openOverdue,
    onTimeRate: totals!.due ? Math.round((totals!.onTime * 1000) / totals!.due) / 10 : null,
  };
}

describe('the overview’s daily maintenance counts', () => {
  it('equal the records after inserts, completions on time and late, moves and deletes, for a community and the head office', async () => {
    const orm = t.database.db.orm;
    const now = new Date();
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    const check = async () => {
      const daily = (await orm.execute(sql`select residential_id, day::text, total, on_time, late, open from maintain_record_days
          where (total, on_time, late, open) <> (0, 0, 0, 0) order by 1, 2`)) as unknown as { rows: unknown[] };
      const fromRecords =
        (await orm.execute(sql`select residential_id, (due_at at time zone 'Asia/Shanghai')::date::text as day, count(*)::int as total,
          count(*) filter (where status = 1 and done_at <= due_at)::int as on_time, count(*) filter (where status = 1 and done_at > due_at)::int as late,
          count(*) filter (where status = 0)::int as open
        from maintain_records group by 1, 2 order by 1, 2`)) as unknown as { rows: unknown[] };
      expect(daily.rows).toEqual(fromRecords.rows);
      for (const [scope, residentialRows] of [
        [{ kind: 'residential', tenantId, residentialId, companyId: '1001' }, [residentialId]],
        [{ kind: 'headOffice', tenantId }, (await orm.select({ id: residentials.id }).from(residentials)).map((r) => r.id)],
      ] as const) {
        const overview = await equipmentOverview({ orm, scope: scope as never, now });
        const expected = await overviewFromRecords([...residentialRows], now);
        expect(overview.maintenanceByMonth).toEqual(expected.maintenanceByMonth);
        expect(overview.totals.openOverdue).toBe(expected.openOverdue);
        expect(overview.totals.onTimeRate).toBe(expected.onTimeRate);
      }
    };
    await check();
    const pump = await equipmentOf('E1001-SB-01');
    const [plan] = await orm
      .select({ id: maintainRecords.planId })
      .from(maintainRecords)
      .where(eq(maintainRecords.equipmentId, pump.id))
      .limit(1);
    // Records due at hours around now (days and months back, earlier today, later, tomorrow): open, done on time, done late.
    const made = await orm
      .insert(maintainRecords)
      .values(
        [-24 * 200, -24 * 40, -24 * 3, -30, -2, 2, 30].flatMap((offset, i) =>
          [0, 1, 2].map((kind) => ({
            residentialId,
            recordNo: `OVW-TEST-${i}-${kind}`,
            planId: plan!.id,
            equipmentId: pump.id,
            // A day of its own for each, long before the plan's history: a plan has one record a day.
            slot: new Date(Date.UTC(2000, 0, 1 + i * 3 + kind)),
            dueAt: hours(offset),
            status: kind === 0 ? 0 : 1,
            doneAt: kind === 0 ? null : hours(offset + (kind === 1 ? -1 : 1)),
          })),
        ),
      )
      .returning({ id: maintainRecords.id });
    await check();
    const ids = made.map((row) => row.id);
    // Completed late, reopened, moved to another day and community, a remark only; then some deleted.
    await orm.execute(sql`update maintain_records set status = 1, done_at = due_at + interval '5 hours' where id = ${ids[0]!}`);
    await orm.execute(sql`update maintain_records set status = 0, done_at = null where id = ${ids[4]!}`);
    await orm.execute(
      sql`update maintain_records set due_at = due_at - interval '3 days', residential_id = ${otherResidentialId} where id = ${ids[7]!}`,
    );
    await orm.execute(sql`update maintain_records set remark = '只改备注' where id = any(${sql.param(ids)}::int[])`);
    await check();
    await orm.execute(sql`delete from maintain_records where id = any(${sql.param(ids.slice(10))}::int[])`);
    await check();
  });
});
