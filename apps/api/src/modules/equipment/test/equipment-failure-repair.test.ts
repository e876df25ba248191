import { REPAIR_TRANSITIONS, RepairEndpoints } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { repairOrders, repairTypes } from '../../repair/schema.js';
import { equipment, equipmentFailures } from '../schema.js';

// A failure's repair through a repair work order (decision 0049): the order is filed at 开始维修 only, under the
// repair type the user chose, and the failure is not closed while its order is open.

let t: TestApp;
let admin: string;
let worker: string;

const STEP = '/api/property/equipmentFailure';
const as = (token: string, language: 'en' | 'zh-CN' = 'en') => ({ token, companyId: '1001', language });

async function typeNamed(name: string): Promise<number> {
  const [row] = await t.database.db.orm.select({ id: repairTypes.id }).from(repairTypes).where(eq(repairTypes.typeName, name));
  return row!.id;
}

async function report(title: string): Promise<number> {
  const [lift] = await t.database.db.orm.select().from(equipment).where(eq(equipment.code, 'E1001-DT-01'));
  const reported = await call<{ id: number }>(t.app, 'POST', STEP, { ...as(admin), body: { equipmentId: lift!.id, title, level: 2 } });
  expect(reported.status, reported.message).toBe(200);
  return reported.data.id;
}

async function failureRow(id: number) {
  const [row] = await t.database.db.orm.select().from(equipmentFailures).where(eq(equipmentFailures.id, id));
  return row!;
}

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.orm.select({ n: sql<number>`count(*)::int` }).from(repairOrders);
  return row!.n;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  worker = await login(t.app, 'wangqiang');
});
afterAll(() => t.close());

describe('a failure step asking for a repair order', () => {
  it('is refused on 确认故障 with a clear 422, in zh and en, and changes nothing', async () => {
    const id = await report('确认时要工单');
    const before = await orderCount();
    const en = await call(t.app, 'POST', `${STEP}/confirm`, { ...as(admin), body: { id, createRepairOrder: true, repairTypeId: 1 } });
    expect(en.http).toBe(422);
    expect(en.status).toBe(41138);
    expect(en.message).toContain('Start repair');
    const zh = await call(t.app, 'POST', `${STEP}/confirm`, { ...as(admin, 'zh-CN'), body: { id, createRepairOrder: true } });
    expect(zh.status).toBe(41138);
    expect(zh.message).toContain('开始维修');
    expect((await failureRow(id)).status).toBe('reported');
    expect(await orderCount()).toBe(before);
    // Without it, confirming works.
    expect((await call(t.app, 'POST', `${STEP}/confirm`, { ...as(admin), body: { id } })).status).toBe(200);
  });

  it('on 开始维修 requires the repair type (422, nothing filed) and files the order under the chosen type', async () => {
    const id = await report('水泵轴承异响');
    const before = await orderCount();
    const missing = await call(t.app, 'POST', `${STEP}/startRepair`, { ...as(admin), body: { id, createRepairOrder: true } });
    expect(missing.http).toBe(422);
    expect(missing.status).toBe(41139);
    const missingZh = await call(t.app, 'POST', `${STEP}/startRepair`, { ...as(admin, 'zh-CN'), body: { id, createRepairOrder: true } });
    expect(missingZh.message).toContain('报修类型');
    expect(await orderCount()).toBe(before);
    expect((await failureRow(id)).status).toBe('reported');

    const unknown = await call(t.app, 'POST', `${STEP}/startRepair`, {
      ...as(admin),
      body: { id, createRepairOrder: true, repairTypeId: 2_000_000_000 },
    });
    expect(unknown.status).toBe(40908);
    expect(await orderCount()).toBe(before);

    const lift = await typeNamed('电梯故障');
    const started = await call<{ repairOrderId: number; repairOrderNo: string }>(t.app, 'POST', `${STEP}/startRepair`, {
      ...as(admin),
      body: { id, createRepairOrder: true, repairTypeId: lift },
    });
    expect(started.status, started.message).toBe(200);
    const [order] = await t.database.db.orm.select().from(repairOrders).where(eq(repairOrders.id, started.data.repairOrderId));
    expect(order!.typeId).toBe(lift);
    expect(started.data.repairOrderNo).toBe(order!.orderNo);
  });

  it('refuses a repair type given without asking for an order', async () => {
    const id = await report('只给类型');
    const response = await call(t.app, 'POST', `${STEP}/startRepair`, {
      ...as(admin),
      body: { id, repairTypeId: await typeNamed('电梯故障') },
    });
    expect(response.http).toBe(422);
    expect(response.status).toBe(41141);
    expect((await failureRow(id)).status).toBe('reported');
  });
});

describe('closing a failure', () => {
  it('is refused while its repair order is open, naming the order; allowed once the order is closed', async () => {
    const id = await report('电梯门不关');
    const started = await call<{ repairOrderId: number }>(t.app, 'POST', `${STEP}/startRepair`, {
      ...as(admin),
      body: { id, createRepairOrder: true, repairTypeId: await typeNamed('电梯故障') },
    });
    expect(started.status, started.message).toBe(200);
    const [order] = await t.database.db.orm.select().from(repairOrders).where(eq(repairOrders.id, started.data.repairOrderId));
    expect((await call(t.app, 'POST', `${STEP}/repaired`, { ...as(admin), body: { id } })).status).toBe(200);

    const detail = await call<{ repairOrderIdLabel: string; repairOrderStatus: string }>(t.app, 'GET', `${STEP}/${id}`, as(admin));
    expect(detail.data).toMatchObject({ repairOrderIdLabel: order!.orderNo, repairOrderStatus: order!.status });

    const refused = await call(t.app, 'POST', `${STEP}/close`, { ...as(admin), body: { id } });
    expect(refused.http).toBe(409);
    expect(refused.status).toBe(41140);
    expect(refused.message).toContain(order!.orderNo);
    const refusedZh = await call(t.app, 'POST', `${STEP}/close`, { ...as(admin, 'zh-CN'), body: { id } });
    expect(refusedZh.message).toContain(order!.orderNo);
    expect((await failureRow(id)).status).toBe('repaired');

    const closedOrder = await call(t.app, 'POST', REPAIR_TRANSITIONS.close.path, {
      ...as(admin),
      body: { id: order!.id, reason: '设备故障已修复' },
    });
    expect(closedOrder.status, closedOrder.message).toBe(200);
    expect((await call(t.app, 'POST', `${STEP}/close`, { ...as(admin), body: { id } })).status).toBe(200);
    expect((await failureRow(id)).status).toBe('closed');
  });

  it('without a repair order is allowed once repaired', async () => {
    const id = await report('指示灯不亮');
    for (const step of ['startRepair', 'repaired', 'close']) {
      const response = await call(t.app, 'POST', `${STEP}/${step}`, { ...as(admin), body: { id } });
      expect(response.status, `${step}: ${response.message}`).toBe(200);
    }
  });
});

describe('the repair worker', () => {
  it('reports a failure, reads it and the repair types of his community', async () => {
    const types = await call<{ typeName: string }[]>(t.app, 'GET', RepairEndpoints.typeAll.path, as(worker));
    expect(types.status, types.message).toBe(200);
    expect(types.data.map((type) => type.typeName)).toContain('电梯故障');
    const [pump] = await t.database.db.orm.select().from(equipment).where(eq(equipment.code, 'E1001-SB-01'));
    const reported = await call<{ id: number }>(t.app, 'POST', STEP, {
      ...as(worker),
      body: { equipmentId: pump!.id, title: '保养发现：无渗漏 异常', description: '法兰处轻微渗水', level: 1 },
    });
    expect(reported.status, reported.message).toBe(200);
    const detail = await call<{ equipmentIdLabel: string; status: string }>(t.app, 'GET', `${STEP}/${reported.data.id}`, as(worker));
    expect(detail.status, detail.message).toBe(200);
    expect(detail.data.status).toBe('reported');
  });
});
