import { chinaDateOf, PatrolEndpoints, type PatrolState, type PatrolTaskDetail } from '@cvap/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials, tasks, users } from '../../../db/schema/index.js';
import { generatePlannedWork, inTransaction } from '../../../engine/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { repairOrders } from '../../repair/schema.js';
import { repairTypes } from '../../repair/schema.js';
import { patrolPlans, patrolPoints, patrolProblems, patrolRecords, patrolRoutePoints, patrolRoutes, patrolTasks } from '../schema.js';
import { cycleOfForm } from '../plan-fields.js';
import { patrolState } from '../services/state.js';
import { sweepTasks } from '../services/tasks.js';
import { patrolWorkSource, workPlanOf } from '../work-source.js';

let t: TestApp;
let admin: string;
let lihua: string;
let adminId: number;
const orm = () => t.database.db.orm;
const MINUTE = 60_000;

async function residentialId(companyId: string): Promise<number> {
  const [row] = await orm().select({ id: residentials.id }).from(residentials).where(eq(residentials.companyId, companyId));
  return row!.id;
}
async function routeOf(companyId: string, routeName: string) {
  const [route] = await orm()
    .select({ id: patrolRoutes.id })
    .from(patrolRoutes)
    .where(and(eq(patrolRoutes.residentialId, await residentialId(companyId)), eq(patrolRoutes.routeName, routeName)));
  const points = await orm()
    .select({ id: patrolPoints.id, code: patrolPoints.pointCode, name: patrolPoints.pointName })
    .from(patrolRoutePoints)
    .innerJoin(patrolPoints, eq(patrolPoints.id, patrolRoutePoints.pointId))
    .where(eq(patrolRoutePoints.routeId, route!.id))
    .orderBy(asc(patrolRoutePoints.seq));
  return { id: route!.id, points };
}

function planBody(routeId: number, overrides: Record<string, unknown> = {}) {
  return {
    planName: '测试巡更',
    routeId,
    cycleKind: 'daily',
    timeOfDay: '08:00',
    windowMinutes: 120,
    startsOn: chinaDateOf(new Date()),
    leadDays: 1,
    orderMode: 'anyOrder',
    userIds: [adminId],
    enabled: 1,
    ...overrides,
  };
}

async function createPlan(body: Record<string, unknown>, companyId = '1001', language?: 'en' | 'zh-CN') {
  return call<unknown>(t.app, 'POST', '/api/property/patrolPlan', { token: admin, companyId, body, language });
}
const planCount = async () =>
  (
    await orm()
      .select({ n: sql<number>`count(*)::int` })
      .from(patrolPlans)
  )[0]!.n;

/** A task of `planId` whose window runs from `startsIn` minutes from now for `minutes` (made by the plan's work source). */
async function taskAt(planId: number, startsIn: number, minutes = 60): Promise<number> {
  const [row] = await orm().select().from(patrolPlans).where(eq(patrolPlans.id, planId));
  const slot = new Date(Date.now() + startsIn * MINUTE);
  await inTransaction(orm(), (tx) =>
    patrolWorkSource.insertWork(tx, workPlanOf(row!), [{ slot, dueAt: new Date(slot.getTime() + minutes * MINUTE) }]),
  );
  const [task] = await orm()
    .select({ id: patrolTasks.id })
    .from(patrolTasks)
    .where(and(eq(patrolTasks.planId, planId), eq(patrolTasks.slot, slot)));
  return task!.id;
}

async function planId(name: string): Promise<number> {
  const [row] = await orm().select({ id: patrolPlans.id }).from(patrolPlans).where(eq(patrolPlans.planName, name));
  return row!.id;
}

const checkIn = (taskId: number, code: string, token = admin, language?: 'en' | 'zh-CN') =>
  call<{ recordId: number; pointName: string; taskStatus: string }>(t.app, 'POST', PatrolEndpoints.checkIn.path, {
    token,
    companyId: '1001',
    body: { taskId, code },
    language,
  });
const recordsOf = (taskId: number) =>
  orm().select().from(patrolRecords).where(eq(patrolRecords.taskId, taskId)).orderBy(asc(patrolRecords.seq));

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  lihua = await login(t.app, 'lihua');
  [{ id: adminId }] = (await orm().select({ id: users.id }).from(users).where(eq(users.username, 'admin'))) as [{ id: number }];
});
afterAll(() => t.close());

describe('patrol plans', () => {
  it('refuses a plan on a route of another community, naming the route, and saves nothing', async () => {
    const before = await planCount();
    const other = await routeOf('1002', '日间全区路线');
    const response = await createPlan(planBody(other.id));
    expect(response.status).toBe(40908);
    expect(response.message).toContain('巡更路线');
    expect(await planCount()).toBe(before);
  });

  it('refuses a cycle that never fires (weekly with no day, yearly on 02-30, an end before the start) in the user\u2019s language', async () => {
    const route = await routeOf('1001', '日间全区路线');
    const before = await planCount();
    const weekly = await createPlan(planBody(route.id, { cycleKind: 'weekly', cycleDays: '' }));
    expect(weekly.status).toBe(40028);
    expect(weekly.message).toContain('不会产生任何任务');
    const yearly = await createPlan(planBody(route.id, { cycleKind: 'yearly', cycleDays: '02-30' }), '1001', 'en');
    expect(yearly.status).toBe(40028);
    expect(yearly.message).toContain('never fires');
    const ended = await createPlan(planBody(route.id, { startsOn: '2026-06-10', endsOn: '2026-06-01' }));
    expect(ended.status).toBe(40028);
    expect(await planCount()).toBe(before);
  });

  it('generates a saved plan\u2019s tasks up to its lead days, one record per route point, and remakes future ones when its shift moves', async () => {
    const route = await routeOf('1001', '夜间安防路线');
    const saved = await createPlan(planBody(route.id, { planName: '生成测试', timeOfDay: '21:00' }));
    expect(saved.status).toBe(200);
    const id = await planId('生成测试');
    const tomorrow = chinaDateOf(new Date(Date.now() + 86_400_000));
    const tasks = await orm().select().from(patrolTasks).where(eq(patrolTasks.planId, id)).orderBy(asc(patrolTasks.slot));
    const last = tasks.at(-1)!;
    expect(chinaDateOf(last.slot)).toBe(tomorrow);
    expect(last.dueAt.getTime() - last.slot.getTime()).toBe(120 * MINUTE);
    expect(await recordsOf(last.id)).toHaveLength(route.points.length);
    const movedAt = Date.now();
    const moved = await call(t.app, 'PUT', `/api/property/patrolPlan/${id}`, {
      token: admin,
      companyId: '1001',
      body: { ...planBody(route.id, { planName: '生成测试', timeOfDay: '22:30' }) },
    });
    expect(moved.status).toBe(200);
    const after = await orm().select().from(patrolTasks).where(eq(patrolTasks.planId, id)).orderBy(asc(patrolTasks.slot));
    // Only work still to come is remade: late in the China evening today's 21:00 task is already past and stays.
    const future = after.filter((task) => task.slot.getTime() > movedAt);
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((task) => new Date(task.slot.getTime() + 8 * 3_600_000).toISOString().slice(11, 16) === '22:30')).toBe(true);
    expect(after.at(-1)!.slot > last.slot).toBe(true);
  });

  it('makes one task per plan and slot, with one set of points, when two API instances make the same slots at once', async () => {
    const route = await routeOf('1001', '夜间安防路线');
    expect((await createPlan(planBody(route.id, { planName: '并发生成', timeOfDay: '20:00', leadDays: 3 }))).status).toBe(200);
    const id = await planId('并发生成');
    // Forget what the save made, so that both instances find the same slots still to make.
    await orm().delete(patrolTasks).where(eq(patrolTasks.planId, id));
    await orm().update(patrolPlans).set({ generatedUntil: null }).where(eq(patrolPlans.id, id));
    const [row] = await orm().select().from(patrolPlans).where(eq(patrolPlans.id, id));
    const [{ tenantId }] = (await orm().select({ tenantId: residentials.tenantId }).from(residentials).limit(1)) as [{ tenantId: number }];
    const other = await t.database.openAnother!();
    // Two days' slots, as a plan's save and the clock's pass in another instance would both make them.
    const slots = [1, 2].map((days) => {
      const slot = new Date(Date.now() + days * 86_400_000);
      return { slot, dueAt: new Date(slot.getTime() + 60 * MINUTE) };
    });
    const made = await Promise.all(
      [orm(), other.orm].map((db) => inTransaction(db, (tx) => patrolWorkSource.insertWork(tx, workPlanOf(row!), slots))),
    );
    expect(made[0]! + made[1]!).toBe(slots.length);
    await Promise.all([
      generatePlannedWork(orm(), [patrolWorkSource], { tenantId, now: new Date() }),
      generatePlannedWork(other.orm, [patrolWorkSource], { tenantId, now: new Date() }),
    ]);
    const tasks = await orm().select().from(patrolTasks).where(eq(patrolTasks.planId, id));
    expect(tasks.length).toBeGreaterThan(slots.length);
    expect(new Set(tasks.map((task) => task.slot.toISOString())).size).toBe(tasks.length);
    const records = await orm()
      .select()
      .from(patrolRecords)
      .where(
        inArray(
          patrolRecords.taskId,
          tasks.map((task) => task.id),
        ),
      );
    expect(records).toHaveLength(tasks.length * route.points.length);
  });
});

describe('patrol plan form', () => {
  it('offers as staff the community\u2019s linked users and the head office\u2019s, not another community\u2019s', async () => {
    const response = await call<{ id: number; name: string }[]>(t.app, 'GET', PatrolEndpoints.staff.path, {
      token: lihua,
      companyId: '1001',
    });
    expect(response.status).toBe(200);
    const names = response.data.map((person) => person.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '张伟']));
    expect(names).not.toContain('王芳');
  });

  it('offers the head office, acting for itself, the staff of the community its form names', async () => {
    const named = await call<{ id: number; name: string }[]>(
      t.app,
      'GET',
      `${PatrolEndpoints.staff.path}?residentialId=${await residentialId('1001')}`,
      {
        token: admin,
      },
    );
    expect(named.status).toBe(200);
    const names = named.data.map((person) => person.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '张伟']));
    expect(names).not.toContain('王芳');
    const everyone = await call<{ id: number; name: string }[]>(t.app, 'GET', PatrolEndpoints.staff.path, { token: admin });
    expect(everyone.data.map((person) => person.name)).toContain('王芳');
  });

  it('reads the cycle days of the form: weekdays and month days by commas, yearly MM-DD, anything else refused on its field', () => {
    expect(cycleOfForm('weekly', '4, 1，4', null)).toEqual({ kind: 'weekly', weekdays: [1, 4] });
    expect(cycleOfForm('monthly', '31,1', null)).toEqual({ kind: 'monthly', days: [1, 31] });
    expect(cycleOfForm('yearly', '03-15,09-15', null)).toEqual({
      kind: 'yearly',
      dates: [
        { month: 3, day: 15 },
        { month: 9, day: 15 },
      ],
    });
    expect(cycleOfForm('weekly', '周一', null)).toMatchObject({ field: 'cycleDays' });
    expect(cycleOfForm('everyNDays', null, null)).toMatchObject({ field: 'everyNDays' });
    expect(cycleOfForm('everyNDays', null, 3)).toEqual({ kind: 'everyNDays', n: 3 });
  });
});

describe('patrol check-in', () => {
  let plan: number;
  let route: Awaited<ReturnType<typeof routeOf>>;

  beforeAll(async () => {
    route = await routeOf('1001', '夜间安防路线');
    expect((await createPlan(planBody(route.id, { planName: '签到测试', orderMode: 'inOrder' }))).status).toBe(200);
    plan = await planId('签到测试');
  });

  it('refuses a check-in outside the task\u2019s window and changes nothing', async () => {
    const task = await taskAt(plan, 120);
    const response = await checkIn(task, route.points[0]!.code, admin, 'en');
    expect(response.status).toBe(40920);
    expect(response.message).toContain('within the task window');
    expect((await recordsOf(task)).every((record) => record.status === 'pending')).toBe(true);
  });

  it('refuses the QR of a point on another route (the same community\u2019s, or another community\u2019s) and changes nothing', async () => {
    const task = await taskAt(plan, -10);
    const [elsewhere] = await orm()
      .select({ code: patrolPoints.pointCode })
      .from(patrolPoints)
      .where(
        and(eq(patrolPoints.residentialId, await residentialId('1001')), sql`${patrolPoints.id} not in ${route.points.map((p) => p.id)}`),
      );
    const sameResidential = await checkIn(task, elsewhere!.code);
    expect(sameResidential.status).toBe(40921);
    expect(sameResidential.message).toContain(elsewhere!.code);
    expect((await checkIn(task, 'XG-1002-01')).status).toBe(40921);
    expect((await recordsOf(task)).every((record) => record.status === 'pending')).toBe(true);
  });

  it('checks points in by their QR text in the route\u2019s order, once each, by the plan\u2019s people only; the window\u2019s close marks the rest missed', async () => {
    const task = await taskAt(plan, -10);
    const [first, second] = route.points;
    expect((await checkIn(task, second!.code)).status).toBe(40923);
    expect((await checkIn(task, first!.code, lihua)).status).toBe(40924);
    const done = await checkIn(task, first!.code.toLowerCase());
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ pointName: first!.name, taskStatus: 'open' });
    expect((await checkIn(task, first!.code)).status).toBe(40922);
    const detail = await call<PatrolTaskDetail>(t.app, 'GET', PatrolEndpoints.taskDetail.path.replace('{id}', String(task)), {
      token: admin,
      companyId: '1001',
    });
    expect(detail.data.points.map((point) => point.status)).toEqual(['checked', ...route.points.slice(1).map(() => 'pending')]);
    await inTransaction(orm(), (tx) => sweepTasks(tx, new Date(Date.now() + 2 * 3_600_000), { taskId: task }));
    const [closed] = await orm().select().from(patrolTasks).where(eq(patrolTasks.id, task));
    expect(closed).toMatchObject({ status: 'missed', checkedCount: 1 });
    expect((await recordsOf(task)).map((record) => record.status)).toEqual(['checked', ...route.points.slice(1).map(() => 'missed')]);
  });

  it('completes a task at its last point', async () => {
    const anyOrder = await routeOf('1001', '消防设备路线');
    expect((await createPlan(planBody(anyOrder.id, { planName: '完成测试' }))).status).toBe(200);
    const task = await taskAt(await planId('完成测试'), -5);
    for (const point of [...anyOrder.points].reverse()) expect((await checkIn(task, point.code)).status).toBe(200);
    const [row] = await orm().select().from(patrolTasks).where(eq(patrolTasks.id, task));
    expect(row).toMatchObject({ status: 'done', checkedCount: anyOrder.points.length });
  });
});

describe('patrol overdue reminders', () => {
  it('reminds the plan\u2019s people once of a task past its window with points missed, not of a completed or running one', async () => {
    const route = await routeOf('1001', '消防设备路线');
    expect((await createPlan(planBody(route.id, { planName: '漏检提醒测试' }))).status).toBe(200);
    const plan = await planId('漏检提醒测试');
    const missed = await taskAt(plan, -180, 60);
    const completed = await taskAt(plan, -30, 120);
    for (const point of route.points) expect((await checkIn(completed, point.code)).status).toBe(200);
    const running = await taskAt(plan, 120, 180);
    await orm()
      .delete(tasks)
      .where(and(eq(tasks.userId, adminId), eq(tasks.type, 'patrolReminder')));
    // Both first windows closed, the third still open; the tasks' clock has not swept them (the reminder needs it not).
    const now = new Date(Date.now() + 3 * 3_600_000);
    const [{ tenantId }] = (await orm().select({ tenantId: residentials.tenantId }).from(residentials).limit(1)) as [{ tenantId: number }];
    const first = await generatePlannedWork(orm(), [patrolWorkSource], { tenantId, now });
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    const second = await generatePlannedWork(orm(), [patrolWorkSource], { tenantId, now });
    expect(second.overdue).toBe(0);

    const rows = await orm()
      .select()
      .from(patrolTasks)
      .where(inArray(patrolTasks.id, [missed, completed, running]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(missed)!.remindedAt?.getTime()).toBe(now.getTime());
    expect(byId.get(completed)!.remindedAt).toBeNull();
    expect(byId.get(running)!.remindedAt).toBeNull();
    const sent = await orm()
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, adminId), eq(tasks.type, 'patrolReminder')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ source: 'patrolManager:patrolTask', status: 200 });
    expect(sent[0]!.title).toMatch(/^\d+ 个巡更任务有漏检点$/);
    const points = route.points.length;
    expect(sent[0]!.message).toContain(`${byId.get(missed)!.taskName} (${points}/${points})`);
    expect(sent[0]!.message).not.toContain(byId.get(completed)!.taskName);
    expect(sent[0]!.message).not.toContain(byId.get(running)!.taskName);
  });
});

describe('patrol problems', () => {
  it('raises a problem at a checked-in point, closes one, turns another into a repair order of the community', async () => {
    const route = await routeOf('1001', '消防设备路线');
    expect((await createPlan(planBody(route.id, { planName: '问题测试' }))).status).toBe(200);
    const task = await taskAt(await planId('问题测试'), -5);
    const point = route.points[0]!;
    const raise = (title: string, pointId = point.id) =>
      call<{ id: number }>(t.app, 'POST', PatrolEndpoints.raiseProblem.path, {
        token: admin,
        companyId: '1001',
        body: { taskId: task, pointId, title },
      });
    expect((await raise('消防栓漏水')).status).toBe(40925);
    expect((await checkIn(task, point.code)).status).toBe(200);
    const first = await raise('消防栓漏水');
    const second = await raise('应急灯不亮');
    expect([first.status, second.status]).toEqual([200, 200]);

    const closed = await call(t.app, 'POST', PatrolEndpoints.closeProblem.path, {
      token: admin,
      companyId: '1001',
      body: { id: first.data.id, closeNote: '已更换垫圈' },
    });
    expect(closed.status).toBe(200);
    const again = await call(t.app, 'POST', PatrolEndpoints.closeProblem.path, {
      token: admin,
      companyId: '1001',
      body: { id: first.data.id, closeNote: 'x' },
      language: 'en',
    });
    expect(again.status).toBe(40925);
    expect(again.message).toContain('Closed');

    const [type] = await orm().select({ id: repairTypes.id }).from(repairTypes).limit(1);
    const filed = await call<{ repairOrderId: number; repairOrderNo: string }>(t.app, 'POST', PatrolEndpoints.problemToRepair.path, {
      token: admin,
      companyId: '1001',
      body: { id: second.data.id, typeId: type!.id },
    });
    expect(filed.status).toBe(200);
    const [order] = await orm().select().from(repairOrders).where(eq(repairOrders.id, filed.data.repairOrderId));
    expect(order).toMatchObject({
      source: 'patrol',
      title: '应急灯不亮',
      residentialId: await residentialId('1001'),
      orderNo: filed.data.repairOrderNo,
    });
    const problems = await orm()
      .select()
      .from(patrolProblems)
      .where(inArray(patrolProblems.id, [first.data.id, second.data.id]))
      .orderBy(asc(patrolProblems.id));
    expect(problems.map((p) => p.status)).toEqual(['closed', 'repair']);
    const closedRepair = await call(t.app, 'POST', PatrolEndpoints.closeProblem.path, {
      token: admin,
      companyId: '1001',
      body: { id: second.data.id, closeNote: '维修完成' },
    });
    expect(closedRepair.status).toBe(200);
  });

  it('does not let one community see or act on another\u2019s problem', async () => {
    const [other] = await orm()
      .select({ id: patrolProblems.id })
      .from(patrolProblems)
      .where(eq(patrolProblems.residentialId, await residentialId('1002')))
      .limit(1);
    const response = await call(t.app, 'POST', PatrolEndpoints.closeProblem.path, {
      token: lihua,
      companyId: '1001',
      body: { id: other!.id, closeNote: 'x' },
    });
    expect(response.status).toBe(40401);
  });
});

describe('patrol overview', () => {
  it('reads a year of the demo history: coverage, misses by month, problems by area', async () => {
    const to = chinaDateOf(new Date());
    const from = chinaDateOf(new Date(Date.now() - 364 * 86_400_000));
    const response = await call<PatrolState>(t.app, 'GET', PatrolEndpoints.state.path, {
      token: admin,
      companyId: '1001',
      query: `from=${from}&to=${to}`,
    });
    expect(response.status).toBe(200);
    const { totals, byMonth, problemsByArea, missedPoints } = response.data;
    expect(totals.points).toBeGreaterThan(1000);
    expect(totals.checked / totals.points).toBeGreaterThan(0.9);
    expect(totals.missed).toBeGreaterThan(0);
    expect(byMonth.length).toBeGreaterThanOrEqual(12);
    expect(missedPoints.length).toBeGreaterThan(0);
    expect(problemsByArea.length).toBeGreaterThan(0);
  });

  it('refuses a period PostgreSQL cannot hold (year 0000), one that ends before it starts and one over 400 days, in the user\u2019s language', async () => {
    for (const [from, to] of [
      ['0000-01-01', '0000-01-01'],
      ['2026-03-02', '2026-03-01'],
      ['2024-01-01', '2026-01-01'],
    ]) {
      const response = await call(t.app, 'GET', PatrolEndpoints.state.path, {
        token: admin,
        companyId: '1001',
        query: `from=${from}&to=${to}`,
        language: 'en',
      });
      expect(response.status, `${from} ~ ${to}`).toBe(40001);
      expect(response.message).toContain('not valid');
    }
  });
});

/** The overview's tasks by month and points missed most, read from the tasks and records (as it read them before). */
async function stateFromTasks(residentialRows: number[], from: string, to: string) {
  const ids = sql`(${sql.join(residentialRows, sql`, `)})`;
  const closed = sql`t.residential_id in ${ids} and t.status in ('done', 'missed')
    and t.slot >= (${from}::date)::timestamp at time zone 'Asia/Shanghai' and t.slot < (${to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`;
  const byMonth = (await orm().execute(sql`select to_char(t.slot at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
      sum(t.point_count)::int as points, sum(t.checked_count)::int as checked, (sum(t.point_count) - sum(t.checked_count))::int as missed
    from patrol_tasks t where ${closed} group by 1 order by 1`)) as unknown as { rows: unknown[] };
  const missedPoints = (await orm().execute(sql`select r.point_name as "pointName", count(*)::int as missed
    from patrol_records r join patrol_tasks t on t.id = r.task_id where ${closed} and r.status = 'missed'
    group by 1 order by 2 desc, 1 limit 10`)) as unknown as { rows: unknown[] };
  return { byMonth: byMonth.rows, missedPoints: missedPoints.rows };
}

describe('the patrol overview’s daily counts', () => {
  it('equal the tasks and records after tasks are made, checked, closed with points missed and deleted with their plan', async () => {
    const tenantId = (await orm().select({ tenantId: residentials.tenantId }).from(residentials).limit(1))[0]!.tenantId;
    const r1001 = await residentialId('1001');
    const all = (await orm().select({ id: residentials.id }).from(residentials)).map((row) => row.id);
    const to = chinaDateOf(new Date(Date.now() + 86_400_000));
    const from = chinaDateOf(new Date(Date.now() - 380 * 86_400_000));
    const check = async () => {
      const taskDays = (await orm().execute(sql`select residential_id, day::text, tasks, points, checked from patrol_task_days
          where (tasks, points, checked) <> (0, 0, 0) order by 1, 2`)) as unknown as { rows: unknown[] };
      const fromTasks = (await orm()
        .execute(sql`select residential_id, (slot at time zone 'Asia/Shanghai')::date::text as day, count(*)::int as tasks,
          sum(point_count)::int as points, sum(checked_count)::int as checked
        from patrol_tasks where status in ('done', 'missed') group by 1, 2 order by 1, 2`)) as unknown as { rows: unknown[] };
      expect(taskDays.rows).toEqual(fromTasks.rows);
      const missedDays = (await orm().execute(sql`select residential_id, day::text, point_name, missed from patrol_missed_days
          where missed <> 0 order by 1, 2, 3`)) as unknown as { rows: unknown[] };
      const fromRecords = (await orm()
        .execute(sql`select t.residential_id, (t.slot at time zone 'Asia/Shanghai')::date::text as day, r.point_name,
          count(*)::int as missed from patrol_records r join patrol_tasks t on t.id = r.task_id where r.status = 'missed'
        group by 1, 2, 3 order by 1, 2, 3`)) as unknown as { rows: unknown[] };
      expect(missedDays.rows).toEqual(fromRecords.rows);
      for (const [scope, residentialRows] of [
        [{ kind: 'residential', tenantId, residentialId: r1001, companyId: '1001' }, [r1001]],
        [{ kind: 'headOffice', tenantId }, all],
      ] as const) {
        const state = await patrolState({ orm: orm(), scope, user: { tenantId } } as never, { from, to });
        const expected = await stateFromTasks([...residentialRows], from, to);
        expect(state.byMonth).toEqual(expected.byMonth);
        expect(state.missedPoints).toEqual(expected.missedPoints);
      }
    };
    await check();
    const route = await routeOf(
      '1001',
      (await orm().select().from(patrolRoutes).where(eq(patrolRoutes.residentialId, r1001)).limit(1))[0]!.routeName,
    );
    expect((await createPlan(planBody(route.id, { planName: '计数巡更' }))).status).toBe(200);
    const plan = await planId('计数巡更');
    // Two tasks whose windows closed an hour ago (one point checked in one of them), one still open.
    const first = await taskAt(plan, -24 * 60 - 120, 60);
    const second = await taskAt(plan, -120, 60);
    await taskAt(plan, -10, 120);
    await orm().execute(sql`update patrol_records set status = 'checked', checked_at = now() where task_id = ${first} and seq = 1`);
    await orm().execute(sql`update patrol_tasks set checked_count = 1 where id = ${first}`);
    await inTransaction(orm(), (tx) => sweepTasks(tx, new Date(), { tenantId }));
    expect((await recordsOf(second)).every((record) => record.status === 'missed')).toBe(true);
    await check();
    await orm().execute(sql`update patrol_records set remark = '只改备注' where task_id = ${first}`);
    await check();
    await orm().delete(patrolPlans).where(eq(patrolPlans.id, plan));
    await check();
  });
});
