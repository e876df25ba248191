import {
  REPAIR_TRANSITIONS,
  refusedRepairPairs,
  RepairEndpoints,
  type RepairAction,
  type RepairOrderDetail,
  type RepairStatus,
} from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials, users } from '../../../db/schema/index.js';
import { repairOrderEvents, repairOrders, repairTypes } from '../schema.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { multipartBody, SAMPLE } from '../../../../test/helpers/multipart.js';

let t: TestApp;
let admin: string;
let lihua: string;
let wangqiang: string;
let photo: string;
const ids: Record<string, number> = {};

const orm = () => t.database.db.orm;

async function userId(username: string): Promise<number> {
  const [row] = await orm().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}
async function typeId(name: string): Promise<number> {
  const [row] = await orm().select({ id: repairTypes.id }).from(repairTypes).where(eq(repairTypes.typeName, name));
  return row!.id;
}
async function residentialId(companyId: string): Promise<number> {
  const [row] = await orm().select({ id: residentials.id }).from(residentials).where(eq(residentials.companyId, companyId));
  return row!.id;
}

async function businessToken(token: string, companyId = '1001'): Promise<string> {
  const response = await call<string>(t.app, 'GET', RepairEndpoints.businessToken.path, {
    token,
    companyId: token === lihua ? '1001' : companyId,
  });
  expect(response.status).toBe(200);
  return response.data;
}

function orderInput(type: number, title = '2栋1802室厨房下水道堵塞') {
  return { typeId: type, title, address: '2栋1802室', reporterName: '陈建国', reporterPhone: '13912345678', source: 'serviceCentre' };
}

async function create(token: string, companyId: string, body: unknown, businessTokenValue?: string) {
  return call<{ id: number; orderNo: string; status: string }>(t.app, 'POST', RepairEndpoints.create.path, {
    token,
    // '' acts for the head office: no CompanyId header at all.
    ...(companyId ? { companyId } : {}),
    body,
    headers: { businesstoken: businessTokenValue ?? (await businessToken(token, companyId || '1001')) },
  });
}

async function step(action: RepairAction, token: string, companyId: string, body: Record<string, unknown>, language?: 'en' | 'zh-CN') {
  const transition = REPAIR_TRANSITIONS[action];
  const needsToken = transition.requires.includes('businessToken');
  const headers = needsToken ? { businesstoken: await businessToken(token, companyId) } : undefined;
  if (action === 'update') {
    const { id, ...rest } = body;
    return call<{ id: number; status: string }>(t.app, 'PUT', `/api/property/repairOrder/${String(id)}`, {
      token,
      companyId,
      body: rest,
      headers,
      language,
    });
  }
  return call<{ id: number; status: string }>(t.app, 'POST', transition.path, { token, companyId, body, headers, language });
}

async function detail(token: string, companyId: string, id: number) {
  return call<RepairOrderDetail>(t.app, 'POST', `/api/property/repairOrder/query/${id}`, { token, companyId });
}

/** A body that satisfies the action's request schema (what the machine says it requires). */
function validBody(action: RepairAction, id: number): Record<string, unknown> {
  if (action === 'update') return { id, ...orderInput(ids.drain!) };
  const body: Record<string, unknown> = { id };
  for (const requirement of REPAIR_TRANSITIONS[action].requires) {
    if (requirement === 'reason') body.reason = '测试原因';
    if (requirement === 'photo') body.photos = [photo];
    if (requirement === 'worker') body.workerId = ids.zhoujie;
    if (requirement === 'rating') body.rating = 5;
    if (requirement === 'checkResult') body.checkResult = 'qualified';
    if (requirement === 'score') body.score = 95;
  }
  return body;
}

/** An order of community 1002 put straight into a state, worked by wangqiang where a state has a worker. */
async function orderIn(status: RepairStatus): Promise<number> {
  const [row] = await orm()
    .insert(repairOrders)
    .values({
      residentialId: await residentialId('1002'),
      orderNo: `T${status}${Math.random().toString(36).slice(2, 10)}`,
      typeId: ids.drain,
      title: `状态 ${status} 的工单`,
      status,
      assigneeUserId: status === 'pending' || status === 'closed' ? null : ids.wangqiang,
    })
    .returning({ id: repairOrders.id });
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua, wangqiang] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua'), login(t.app, 'wangqiang')]);
  ids.wangqiang = await userId('wangqiang');
  ids.zhoujie = await userId('zhoujie');
  ids.machao = await userId('machao');
  ids.drain = await typeId('下水道堵塞');
  ids.lift = await typeId('电梯故障');
  const { payload, headers } = multipartBody({}, [{ name: '维修完成.jpg', content: SAMPLE.jpeg, type: 'image/jpeg' }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: wangqiang, companyid: '1002' },
  });
  photo = (uploaded.json().data as string[])[0]!;
});
afterAll(() => t?.close());

describe('a repair order through its whole workflow', () => {
  it('is created by the service centre, dispatched by a rule, changes hands, is returned, completed, followed up and spot-checked, keeping every step', async () => {
    const created = await create(admin, '1002', orderInput(ids.drain!));
    expect(created.status).toBe(200);
    expect(created.data.orderNo).toMatch(/^BX\d{8}\d{4,}$/);
    // 1002's rule 水电维修 → 王强 covers its subtype 下水道堵塞.
    expect(created.data.status).toBe('dispatched');
    const id = created.data.id;
    let order = await detail(wangqiang, '1002', id);
    expect(order.data.order.assigneeUserId).toBe(ids.wangqiang);
    expect(order.data.actions).toEqual(expect.arrayContaining(['receive', 'change', 'return']));
    expect(order.data.actions).not.toContain('complete');

    expect((await step('receive', wangqiang, '1002', { id })).data.status).toBe('processing');
    expect((await step('feedback', wangqiang, '1002', { id, reason: '已到场，正在疏通' })).data.status).toBe('processing');
    expect((await step('change', wangqiang, '1002', { id, workerId: ids.zhoujie, reason: '需要专业疏通设备' })).data.status).toBe(
      'dispatched',
    );
    expect((await step('return', admin, '1002', { id, reason: '周杰休假，退回重新派单' })).data.status).toBe('pending');
    expect((await step('distribute', admin, '1002', { id, workerId: ids.wangqiang })).data.status).toBe('dispatched');
    expect((await step('receive', wangqiang, '1002', { id })).data.status).toBe('processing');
    expect((await step('complete', wangqiang, '1002', { id, photos: [photo], reason: '已疏通，业主确认' })).data.status).toBe('visiting');
    expect((await step('visit', admin, '1002', { id, rating: 5, reason: '业主满意' })).data.status).toBe('checking');
    expect((await step('check', admin, '1002', { id, checkResult: 'qualified', score: 96 })).data.status).toBe('completed');

    order = await detail(admin, '1002', id);
    expect(order.data.order).toMatchObject({ status: 'completed', rating: 5, checkResult: 'qualified', checkScore: 96 });
    expect(order.data.photos).toEqual([photo]);
    expect(order.data.actions).toEqual([]);
    expect(order.data.events.map((e) => `${e.action}:${e.fromStatus ?? ''}>${e.toStatus}`)).toEqual([
      'create:>pending',
      'distribute:pending>dispatched',
      'receive:dispatched>processing',
      'feedback:processing>processing',
      'change:processing>dispatched',
      'return:dispatched>pending',
      'distribute:pending>dispatched',
      'receive:dispatched>processing',
      'complete:processing>visiting',
      'visit:visiting>checking',
      'check:checking>completed',
    ]);
    const change = order.data.events[4]!;
    expect(change).toMatchObject({ actorName: '王强', assigneeName: '周杰', reason: '需要专业疏通设备' });
    expect(order.data.events[8]!.photos).toEqual([photo]);
  });

  it('stays pending when no rule matches, and the side-menu counts follow each step', async () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await call<{ type: string; total: number }[]>(t.app, 'GET', '/api/property/repairOrder/getRepairOrderCount', {
            token: lihua,
            companyId: '1001',
          })
        ).data.map((c) => [c.type, c.total]),
      );
    const before = await counts();
    const created = await create(lihua, '1001', orderInput(ids.lift!, '1栋电梯按钮失灵'));
    expect(created.data.status).toBe('pending');
    expect(await counts()).toMatchObject({ myRepair: before.myRepair! + 1, assignRepair: before.assignRepair! + 1 });
    await step('distribute', lihua, '1001', { id: created.data.id, workerId: ids.wangqiang });
    expect(await counts()).toMatchObject({ assignRepair: before.assignRepair, repairProcess: before.repairProcess! + 1 });
    await step('close', lihua, '1001', { id: created.data.id, reason: '业主已自行处理' });
    expect(await counts()).toEqual(before);
  });
});

describe('who reports for which community', () => {
  it('asks the head office acting for itself to name the community (40009), and takes the order acting for one', async () => {
    const unnamed = await create(admin, '', orderInput(ids.lift!, '总部未选社区'));
    expect(unnamed).toMatchObject({ http: 422, status: 40009, message: '请选择所属社区' });
    const named = await create(admin, '1001', orderInput(ids.lift!, '总部代报'));
    expect(named.status).toBe(200);
  });
});

describe('the declared machine is enforced', () => {
  // One test per (state, action) pair the machine does not allow, generated from contracts REPAIR_TRANSITIONS.
  for (const { status, action } of refusedRepairPairs()) {
    it(`refuses ${action} on an order that is ${status} (40930, nothing changes)`, async () => {
      const id = await orderIn(status);
      const response = await step(action, admin, '1002', validBody(action, id), 'en');
      expect(response.http).toBe(409);
      expect(response.status).toBe(40930);
      expect(response.message).toContain(`cannot take the action "${REPAIR_TRANSITIONS[action].label.en}"`);
      const [row] = await orm().select({ status: repairOrders.status }).from(repairOrders).where(eq(repairOrders.id, id));
      expect(row!.status).toBe(status);
      expect(await orm().select().from(repairOrderEvents).where(eq(repairOrderEvents.orderId, id))).toHaveLength(0);
    });
  }

  it('lets only the current worker take a worker step (40931), and says so in Chinese', async () => {
    const id = await orderIn('dispatched');
    const response = await step('receive', admin, '1002', { id });
    expect(response.http).toBe(403);
    expect(response.status).toBe(40931);
    expect(response.message).toContain('当前的维修人员');
  });

  it('refuses a step without what the machine requires (a completion without a photo, a check without a score)', async () => {
    const processing = await orderIn('processing');
    const noPhoto = await step('complete', wangqiang, '1002', { id: processing, reason: '完成' });
    expect(noPhoto.http).toBe(422);
    expect(noPhoto.message).toContain('photos');
    const checking = await orderIn('checking');
    const noScore = await step('check', admin, '1002', { id: checking, checkResult: 'qualified' });
    expect(noScore.http).toBe(422);
    const [row] = await orm().select({ status: repairOrders.status }).from(repairOrders).where(eq(repairOrders.id, checking));
    expect(row!.status).toBe('checking');
  });

  it('refuses a photo that was never uploaded', async () => {
    const id = await orderIn('processing');
    const response = await step('complete', wangqiang, '1002', { id, photos: ['upload/202611/not-there.jpg'] });
    expect(response.status).toBe(40935);
  });
});

describe('BusinessToken', () => {
  it('ten parallel creates with one token create exactly one order', async () => {
    const token = await businessToken(lihua);
    const title = `并发创建 ${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(lihua, '1001', orderInput(ids.lift!, title), token)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 40934)).toHaveLength(9);
    expect(await orm().select().from(repairOrders).where(eq(repairOrders.title, title))).toHaveLength(1);
  });

  it('refuses a token used before', async () => {
    const token = await businessToken(lihua);
    expect((await create(lihua, '1001', orderInput(ids.lift!, '一次令牌'), token)).status).toBe(200);
    const again = await create(lihua, '1001', orderInput(ids.lift!, '一次令牌'), token);
    expect(again.http).toBe(409);
    expect(again.status).toBe(40934);
  });

  it("refuses another user's token and another module's token, and a create without one", async () => {
    const title = `他人令牌 ${Date.now()}`;
    const othersToken = await businessToken(admin);
    expect((await create(lihua, '1001', orderInput(ids.lift!, title), othersToken)).status).toBe(40934);
    const lihuaId = await userId('lihua');
    const { businessTokens } = await import('../../../db/schema/index.js');
    await orm()
      .insert(businessTokens)
      .values({ token: 'notice-module-token-0001', module: 'notice', userId: lihuaId, expiresAt: new Date(Date.now() + 600_000) });
    expect((await create(lihua, '1001', orderInput(ids.lift!, title), 'notice-module-token-0001')).status).toBe(40934);
    const none = await call(t.app, 'POST', RepairEndpoints.create.path, {
      token: lihua,
      companyId: '1001',
      body: orderInput(ids.lift!, title),
    });
    expect(none.status).toBe(40934);
    expect(await orm().select().from(repairOrders).where(eq(repairOrders.title, title))).toHaveLength(0);
  });
});

describe('update (PUT /api/property/repairOrder/{id})', () => {
  it('edits an order awaiting dispatch with a fresh BusinessToken, keeping photos it does not name', async () => {
    const created = await create(lihua, '1001', { ...orderInput(ids.lift!, '3栋地下车库照明损坏'), photos: [photo] });
    const id = created.data.id;
    const edited = await step('update', lihua, '1001', { id, ...orderInput(ids.lift!, '3栋地下车库照明全部损坏') });
    expect(edited.status).toBe(200);
    const [row] = await orm().select().from(repairOrders).where(eq(repairOrders.id, id));
    expect(row).toMatchObject({ title: '3栋地下车库照明全部损坏', photos: [photo], status: 'pending' });
    const noToken = await call(t.app, 'PUT', `/api/property/repairOrder/${id}`, {
      token: lihua,
      companyId: '1001',
      body: orderInput(ids.lift!),
    });
    expect(noToken.status).toBe(40934);
  });
});

describe('bad input', () => {
  it('answers an order of another community by id as not found, for reading and for every step', async () => {
    const other = await orderIn('pending'); // community 1002; lihua acts for 1001 only
    expect((await detail(lihua, '1001', other)).http).toBe(404);
    const distribute = await step('distribute', lihua, '1001', { id: other, workerId: ids.wangqiang });
    expect(distribute.http).toBe(404);
    const [row] = await orm()
      .select({ status: repairOrders.status, assignee: repairOrders.assigneeUserId })
      .from(repairOrders)
      .where(eq(repairOrders.id, other));
    expect(row).toEqual({ status: 'pending', assignee: null });
  });

  it("refuses a worker who is not one of the community's workers (dispatch, transfer and a distribution rule)", async () => {
    const id = await orderIn('pending');
    const response = await step('distribute', admin, '1002', { id, workerId: ids.machao }, 'en'); // machao works in 1003
    expect(response.http).toBe(422);
    expect(response.status).toBe(40932);
    expect(response.message).toContain('does not belong to this community');
    const lihuaAsWorker = await step('distribute', admin, '1002', { id, workerId: await userId('lihua') });
    expect(lihuaAsWorker.status).toBe(40932);
    const rule = await call(t.app, 'POST', '/api/property/repairDistribution', {
      token: lihua,
      companyId: '1001',
      body: { ruleName: '错误规则', typeId: ids.lift, workerUserId: ids.machao, enabled: 1, sortNo: 1 },
    });
    expect(rule.status).toBe(40932);
    const [row] = await orm()
      .select()
      .from(repairOrders)
      .where(and(eq(repairOrders.id, id), eq(repairOrders.status, 'pending')));
    expect(row!.assigneeUserId).toBeNull();
  });

  it('refuses body fields the step does not take (status, assignee) and a create at the head office', async () => {
    const id = await orderIn('visiting');
    const response = await step('visit', admin, '1002', { id, rating: 4, status: 'completed' });
    expect(response.status).toBe(40003);
    const headOffice = await create(admin, '', orderInput(ids.lift!));
    expect(headOffice.status).not.toBe(200);
  });
});

describe('repair analysis', () => {
  it('counts a period by type, state and worker, with times, overdue share and satisfaction', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 150 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const response = await call<{
      total: number;
      byStatus: { key: string; total: number }[];
      byWorker: { name: string }[];
      avgRating: number | null;
      avgCompleteMinutes: number | null;
    }>(t.app, 'POST', RepairEndpoints.analysis.path, { token: admin, body: { from, to: today } });
    expect(response.status).toBe(200);
    expect(response.data.total).toBeGreaterThan(100);
    expect(response.data.byStatus.reduce((sum, s) => sum + s.total, 0)).toBe(response.data.total);
    expect(response.data.byWorker.map((w) => w.name)).toContain('王强');
    expect(response.data.avgRating).toBeGreaterThan(3);
    expect(response.data.avgCompleteMinutes).toBeGreaterThan(0);
    // The rollup the page reads agrees with the orders themselves, after every step the tests above took.
    const [direct] = await orm()
      .select({ total: sql<number>`count(*)::integer`, rated: sql<number>`count(${repairOrders.rating})::integer` })
      .from(repairOrders)
      .where(sql`(${repairOrders.createdAt} at time zone 'Asia/Shanghai')::date between ${from}::date and ${today}::date`);
    expect(response.data).toMatchObject({ total: direct!.total, rated: direct!.rated });
  });
});

describe('the SLA clock', () => {
  it('marks open orders past a deadline overdue and reminds their worker once, through a pushed task', async () => {
    const { remindOverdueRepairs } = await import('../jobs.js');
    const { tasks } = await import('../../../db/schema/index.js');
    const id = await orderIn('processing');
    const past = new Date(Date.now() - 3_600_000);
    await orm()
      .update(repairOrders)
      .set({ responseDeadline: past, completeDeadline: past, receivedAt: past })
      .where(eq(repairOrders.id, id));
    const onTime = await orderIn('processing');
    await orm()
      .update(repairOrders)
      .set({ completeDeadline: new Date(Date.now() + 3_600_000) })
      .where(eq(repairOrders.id, onTime));
    const [tenant] = await orm().select({ tenantId: users.tenantId }).from(users).where(eq(users.id, ids.wangqiang!));
    const context = {
      orm: orm(),
      config: t.config,
      files: t.app.files,
      log: t.app.log,
      tenantId: tenant!.tenantId,
      now: new Date(),
      signal: new AbortController().signal,
      progress: () => undefined,
    };
    const first = await remindOverdueRepairs.run(context, { batch: 5000 });
    expect(first.overdue).toBeGreaterThan(0);
    const [order] = await orm().select().from(repairOrders).where(eq(repairOrders.id, id));
    expect(order).toMatchObject({ overdue: 1 });
    expect(order!.remindedAt).not.toBeNull();
    const [kept] = await orm().select().from(repairOrders).where(eq(repairOrders.id, onTime));
    expect(kept).toMatchObject({ overdue: 0, remindedAt: null });
    const reminders = await orm()
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, ids.wangqiang!), eq(tasks.type, 'repairReminder')));
    expect(reminders.map((r) => r.message).join('、')).toContain(order!.orderNo);
    expect(await remindOverdueRepairs.run({ ...context, now: new Date() }, { batch: 5000 })).toEqual({ overdue: 0, reminded: 0 });
  });
});

describe('POST /api/property/repairOrder/exportRepairOrder', () => {
  it('answers the matching orders of the acting community as an .xlsx (binary)', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: RepairEndpoints.exportOrders.path,
      headers: { authorization: lihua, companyid: '1001', 'accept-language': 'en' },
      payload: { page: 1, limit: 20, status: ['completed'] },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    expect(raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('repair types acting for a community', () => {
  it('are read by a community (its staff pick them when reporting) and changed only by the head office (40307)', async () => {
    const page = await call<{ rows: unknown[] }>(t.app, 'POST', '/api/property/repairType/query/page', {
      token: lihua,
      companyId: '1001',
      body: { page: 1, limit: 20 },
    });
    expect(page.status).toBe(200);
    expect(page.data.rows.length).toBeGreaterThan(0);
    const add = await call(t.app, 'POST', '/api/property/repairType', {
      token: lihua,
      companyId: '1001',
      body: { typeName: '门窗维修', responseMinutes: 60, completeMinutes: 1440 },
    });
    expect(add.status).toBe(40307);
  });
});
