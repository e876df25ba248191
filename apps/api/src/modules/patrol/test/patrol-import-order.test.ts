import { chinaDateOf, type Task } from '@cvap/contracts';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentials, users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { download, finishedTask, readSheet, uploadZip, workbook, rejectedReasons } from '../../../../test/helpers/import-files.js';
import { buildZip } from '../../../../test/helpers/zip-writer.js';
import { patrolAreas, patrolPlans, patrolPoints, patrolRecords, patrolRoutePoints, patrolTasks, patrolTypes } from '../schema.js';

let t: TestApp;
let admin: string;
let adminId: number;
const residential: Record<string, number> = {};
const orm = () => t.database.db.orm;
type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  for (const row of await orm().select({ id: residentials.id, companyId: residentials.companyId }).from(residentials))
    residential[row.companyId] = row.id;
  [{ id: adminId }] = (await orm().select({ id: users.id }).from(users).where(eq(users.username, 'admin'))) as [{ id: number }];
});
afterAll(() => t?.close());

async function made(url: string, body: unknown, companyId: string): Promise<Row> {
  const response = await call<Row>(t.app, 'POST', url, { token: admin, body, companyId });
  expect(response.status, `${url}: ${response.message}`).toBe(200);
  return response.data;
}

/** Uploads the rows as a workbook in a zip and imports them as admin acting for `companyId`; the finished task. */
async function importPoints(rows: unknown[][], language: 'en' | 'zh-CN', companyId = '1001'): Promise<Task> {
  const zip = buildZip([{ name: 'points.xlsx', data: await workbook(rows, 'points') }]);
  const filePath = await uploadZip(t.app, admin, zip, { name: 'points.zip', companyId });
  const started = await call<{ taskId: string }>(t.app, 'POST', '/api/property/patrolPoint/import', {
    token: admin,
    language,
    body: { filePath },
    companyId,
  });
  expect(started.status, started.message).toBe(200);
  return finishedTask(t.app, admin, started.data.taskId);
}

const reasonsOf = (task: Task, label: string) => rejectedReasons(t.app, admin, task, label);

const pointsCoded = (prefix: string) =>
  orm()
    .select()
    .from(patrolPoints)
    .where(like(patrolPoints.pointCode, `${prefix}%`))
    .orderBy(asc(patrolPoints.pointCode));
const pointCount = async () =>
  (
    await orm()
      .select({ n: sql<number>`count(*)::int` })
      .from(patrolPoints)
  )[0]!.n;

const HEADERS_EN = ['Community', 'Area *', 'Patrol type *', 'Point name *', 'QR code text *', 'Location *', 'Check items', 'Status *'];
const HEADERS_ZH = ['所属社区', '巡更区域 *', '巡更类型 *', '巡更点名称 *', '二维码内容 *', '位置 *', '检查项', '状态 *'];

describe('patrol point import template and export', () => {
  it('names the community, area and patrol type instead of their ids, in either language', async () => {
    const en = await call<{ filePath: string }>(t.app, 'GET', '/api/property/patrolPoint/template', {
      token: admin,
      language: 'en',
      companyId: '1001',
    });
    expect(en.status, en.message).toBe(200);
    expect((await readSheet(await download(t.app, admin, en.data.filePath)))[0]).toEqual(HEADERS_EN);
    const zh = await call<{ filePath: string }>(t.app, 'GET', '/api/property/patrolPoint/template', { token: admin, companyId: '1001' });
    expect((await readSheet(await download(t.app, admin, zh.data.filePath)))[0]).toEqual(HEADERS_ZH);
  });

  it('exports the acting community\u2019s points as the template filled in, areas and types by name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/property/patrolPoint/export',
      headers: { authorization: admin, 'accept-language': 'en', companyid: '1001' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS_EN);
    const codes = rows.slice(1).map((row) => String(row[4]));
    expect(codes).toContain('XG-1001-01');
    expect(codes.every((code) => !code.startsWith('XG-1002'))).toBe(true);
    const first = rows.find((row) => row[4] === 'XG-1001-01')!;
    expect(first.slice(0, 4)).toEqual(['阳光花园', '楼栋区域', '公共区域巡查', '1号楼大堂']);
  });
});

describe('patrol point import', () => {
  beforeAll(async () => {
    // An area only the other community has: naming it while acting for 1001 must not reach it.
    await made('/api/property/patrolArea', { areaName: '翠湖导入区' }, '1002');
  });

  it('imports good rows into the acting community with the area and type they name, and their QR text as typed', async () => {
    const task = await importPoints(
      [
        HEADERS_EN,
        ['', '地下车库', '安防巡更', '导入点一', 'IMP-OK-01', 'B2 坡道', '照明\n排风', 'Enabled'],
        ['阳光花园', '出入口', '巡更巡查/消防巡查', '导入点二', 'IMP-OK-02', '西门', '', ''],
      ],
      'en',
    );
    expect(task.status, task.message ?? undefined).toBe(200);
    expect(task.result).toEqual([
      { label: 'Imported', value: '2', ok: true },
      { label: 'Rejected', value: '0', ok: true },
    ]);
    const points = await pointsCoded('IMP-OK-');
    expect(points.map((p) => [p.pointName, p.residentialId, p.enabled, p.checkItems])).toEqual([
      ['导入点一', residential['1001'], 1, '照明\n排风'],
      ['导入点二', residential['1001'], 1, null],
    ]);
    const [area] = await orm().select().from(patrolAreas).where(eq(patrolAreas.id, points[0]!.areaId));
    expect(area).toMatchObject({ areaName: '地下车库', residentialId: residential['1001'] });
    const [type] = await orm().select().from(patrolTypes).where(eq(patrolTypes.id, points[1]!.typeId));
    expect(type!.typeName).toBe('消防巡查');
    // The point reads back like one added by the form: its QR code is drawn from this text.
    const detail = await call<Row>(t.app, 'GET', `/api/property/patrolPoint/${points[0]!.id}`, { token: admin, companyId: '1001' });
    expect(detail.data).toMatchObject({ pointCode: 'IMP-OK-01', areaId: area!.id });
  });

  it('refuses bad rows with their reasons in the user\u2019s language and writes nothing of them', async () => {
    const before = await pointCount();
    const rows = [
      ['', '地下车库', '不存在的类型', '坏点一', 'IMP-BAD-01', 'x', '', ''],
      ['', '翠湖导入区', '安防巡更', '坏点二', 'IMP-BAD-02', 'x', '', ''],
      ['翠湖苑', '地下车库', '安防巡更', '坏点三', 'IMP-BAD-03', 'x', '', ''],
      ['', '地下车库', '安防巡更', '坏点四', 'XG-1001-01', 'x', '', ''],
      ['', '', '安防巡更', '坏点五', 'IMP-BAD-05', 'x', '', ''],
    ];
    const en = await importPoints([HEADERS_EN, ...rows], 'en');
    expect(en.result!.slice(0, 2)).toEqual([
      { label: 'Imported', value: '0', ok: true },
      { label: 'Rejected', value: '5', ok: false },
    ]);
    const reasons = await reasonsOf(en, 'Result file');
    expect(reasons[2]).toContain('Patrol type "不存在的类型" does not exist');
    // Another community's area is not found from this one; nor is another community named in the row.
    expect(reasons[3]).toContain('Patrol area "翠湖导入区" does not exist');
    expect(reasons[4]).toContain('Community "翠湖苑" does not exist');
    expect(reasons[5]).toMatch(/QR code text/);
    expect(reasons[6]).toContain('Area is required');
    expect(await pointCount()).toBe(before);
    expect(await pointsCoded('IMP-BAD-')).toEqual([]);

    const zh = await importPoints([HEADERS_ZH, ...rows], 'zh-CN');
    const zhReasons = await reasonsOf(zh, '结果文件');
    expect(zhReasons[2]).toContain('巡更类型“不存在的类型”不存在');
    expect(zhReasons[3]).toContain('巡更区域“翠湖导入区”不存在');
    expect(await pointCount()).toBe(before);
  });

  it('writes a good row of a file beside a bad one, as every import does, and only the good one', async () => {
    const task = await importPoints(
      [
        HEADERS_EN,
        ['', '出入口', '安防巡更', '混合好点', 'IMP-MIX-01', '北门', '', ''],
        ['', '出入口', '没有', '混合坏点', 'IMP-MIX-02', '北门', '', ''],
      ],
      'en',
    );
    expect(task.result!.slice(0, 2).map((line) => line.value)).toEqual(['1', '1']);
    expect((await pointsCoded('IMP-MIX-')).map((p) => p.pointCode)).toEqual(['IMP-MIX-01']);
  });
});

describe('patrol route order', () => {
  let points: Row[];
  let routeId: number;
  const ids = () => points.map((p) => p.id);
  const storedOrder = async () =>
    (
      await orm()
        .select({ pointId: patrolRoutePoints.pointId })
        .from(patrolRoutePoints)
        .where(eq(patrolRoutePoints.routeId, routeId))
        .orderBy(asc(patrolRoutePoints.seq))
    ).map((row) => row.pointId);
  const put = (pointIds: unknown, language?: 'en' | 'zh-CN', companyId = '1001') =>
    call<Row>(t.app, 'PUT', `/api/property/patrolRoute/${routeId}`, {
      token: admin,
      companyId,
      body: { routeName: '顺序测试路线', pointIds },
      language,
    });

  beforeAll(async () => {
    const [area] = await orm()
      .select({ id: patrolAreas.id })
      .from(patrolAreas)
      .where(and(eq(patrolAreas.residentialId, residential['1001']!), eq(patrolAreas.areaName, '出入口')));
    const [type] = await orm().select({ id: patrolTypes.id }).from(patrolTypes).where(eq(patrolTypes.typeName, '安防巡更'));
    points = [];
    for (const n of [1, 2, 3])
      points.push(
        await made(
          '/api/property/patrolPoint',
          { pointName: `顺序点${n}`, pointCode: `ORD-${n}`, areaId: area!.id, typeId: type!.id, location: `位置${n}`, enabled: 1 },
          '1001',
        ),
      );
    routeId = (await made('/api/property/patrolRoute', { routeName: '顺序测试路线', pointIds: ids() }, '1001')).id;
  });

  it('stores the order sent, reads it back, and remakes the route\u2019s tasks not started yet in that order', async () => {
    await made(
      '/api/property/patrolPlan',
      {
        planName: '顺序测试计划',
        routeId,
        cycleKind: 'daily',
        timeOfDay: '21:00',
        windowMinutes: 120,
        startsOn: chinaDateOf(new Date()),
        leadDays: 1,
        orderMode: 'inOrder',
        userIds: [adminId],
        enabled: 1,
      },
      '1001',
    );
    const [a, b, c] = ids() as [number, number, number];
    const saved = await put([c, a, b]);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.pointIds).toEqual([c, a, b]);
    const read = await call<Row>(t.app, 'GET', `/api/property/patrolRoute/${routeId}`, { token: admin, companyId: '1001' });
    expect(read.data.pointIds).toEqual([c, a, b]);
    expect(await storedOrder()).toEqual([c, a, b]);

    // Every task of the plan not started yet (there is always at least tomorrow's) walks the new order.
    const [plan] = await orm().select({ id: patrolPlans.id }).from(patrolPlans).where(eq(patrolPlans.planName, '顺序测试计划'));
    const future = await orm()
      .select({ id: patrolTasks.id })
      .from(patrolTasks)
      .where(and(eq(patrolTasks.planId, plan!.id), gt(patrolTasks.slot, new Date())));
    expect(future.length).toBeGreaterThan(0);
    for (const task of future) {
      const records = await orm()
        .select({ pointId: patrolRecords.pointId })
        .from(patrolRecords)
        .where(eq(patrolRecords.taskId, task.id))
        .orderBy(asc(patrolRecords.seq));
      expect(records.map((r) => r.pointId)).toEqual([c, a, b]);
    }
  });

  it('refuses a repeated point, another community\u2019s point or an unknown id with a clear error, and keeps the order', async () => {
    const order = await storedOrder();
    const [a, b] = ids() as [number, number, number];
    const repeated = await put([a, b, a], 'en');
    expect(repeated.status).toBe(40001);
    expect(repeated.message).toContain('must not repeat a point');

    const [other] = await orm()
      .select({ id: patrolPoints.id })
      .from(patrolPoints)
      .where(eq(patrolPoints.residentialId, residential['1002']!))
      .limit(1);
    const foreign = await put([a, other!.id]);
    expect(foreign.status).toBe(40908);
    expect(foreign.message).toContain('巡更点');

    const unknown = await put([a, 2_000_000_000], 'en');
    expect(unknown.status).toBe(40908);
    const empty = await put([], 'en');
    expect(empty.status).toBe(40001);
    expect(await storedOrder()).toEqual(order);
  });
});
