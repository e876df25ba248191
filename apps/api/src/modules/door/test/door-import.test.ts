import type { Task } from '@cvap/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingFloors, buildings, residentials } from '../../../db/schema/index.js';
import { apartments } from '../schema.js';
import { persons } from '../../household/schema.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { download, finishedTask, readSheet, uploadZip, workbook, rejectedReasons } from '../../../../test/helpers/import-files.js';
import { buildZip } from '../../../../test/helpers/zip-writer.js';

let t: TestApp;
let admin: string;
const residential: Record<string, number> = {};
type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  for (const row of await t.database.db.orm.select({ id: residentials.id, companyId: residentials.companyId }).from(residentials))
    residential[row.companyId] = row.id;
});
afterAll(() => t?.close());

async function made(url: string, body: unknown, companyId?: string): Promise<Row> {
  const response = await call<Row>(t.app, 'POST', url, { token: admin, body, ...(companyId ? { companyId } : {}) });
  expect(response.status, `${url}: ${response.message}`).toBe(200);
  return response.data;
}

/** Uploads the sheet in a zip and imports it as admin (acting for `companyId`, or the head office); the finished task. */
async function importApartments(rows: unknown[][], language: 'en' | 'zh-CN', companyId?: string): Promise<Task> {
  return importApartmentFile(await workbook(rows, 'houses'), language, companyId);
}

async function importApartmentFile(xlsx: Buffer, language: 'en' | 'zh-CN', companyId?: string): Promise<Task> {
  const zip = buildZip([{ name: 'houses.xlsx', data: xlsx }]);
  const filePath = await uploadZip(t.app, admin, zip, { name: 'houses.zip', ...(companyId ? { companyId } : {}) });
  const started = await call<{ taskId: string }>(t.app, 'POST', '/api/door/apartment/import', {
    token: admin,
    language,
    body: { filePath },
    ...(companyId ? { companyId } : {}),
  });
  expect(started.status, started.message).toBe(200);
  return finishedTask(t.app, admin, started.data.taskId);
}

const reasonsOf = (task: Task, label: string) => rejectedReasons(t.app, admin, task, label);

const HEADERS_EN = [
  'Community',
  'Building *',
  'Floor *',
  'Room number *',
  'House type *',
  'Status *',
  'Built-up area (m²)',
  'Inner area (m²)',
  'Remark',
];

describe('house import template', () => {
  it('names community, building and floor instead of the floor id, in either language', async () => {
    const en = await call<{ filePath: string }>(t.app, 'GET', '/api/door/apartment/template', {
      token: admin,
      language: 'en',
      companyId: '1001',
    });
    expect(en.status).toBe(200);
    expect((await readSheet(await download(t.app, admin, en.data.filePath)))[0]).toEqual(HEADERS_EN);
    const zh = await call<{ filePath: string }>(t.app, 'GET', '/api/door/apartment/template', { token: admin, companyId: '1001' });
    expect((await readSheet(await download(t.app, admin, zh.data.filePath)))[0]).toEqual([
      '所属社区',
      '楼栋 *',
      '楼层 *',
      '房号 *',
      '房屋类型 *',
      '房屋状态 *',
      '建筑面积（㎡）',
      '套内面积（㎡）',
      '备注',
    ]);
  });
});

describe('house import from the filled template', () => {
  let building: Row;
  let floors: Row[];

  beforeAll(async () => {
    building = await made('/api/door/building', { type: 2, name: '导入测试楼', floorCount: 5 }, '1001');
    await made('/api/door/building', { type: 2, name: '翠湖导入楼', floorCount: 2 }, '1002');
    floors = await t.database.db.orm
      .select({ id: buildingFloors.id, floorNo: buildingFloors.floorNo })
      .from(buildingFloors)
      .where(eq(buildingFloors.buildingId, building.id))
      .orderBy(asc(buildingFloors.floorNo));
  });

  it('imports the valid rows on the floors they name and rejects the others with their reasons', async () => {
    const task = await importApartments(
      [
        HEADERS_EN,
        ['', '导入测试楼', 3, '301', 'Residence', 'Occupied', 88.5, 70.25, 'south'],
        ['阳光花园', '导入测试楼', '4层', '401', '住宅', '空置'],
        ['', '不存在的楼', 1, '101', 'Residence', 'Vacant'],
        ['', '导入测试楼', 9, '901', 'Residence', 'Vacant'],
        ['', '翠湖导入楼', 1, '101', 'Residence', 'Vacant'],
        ['', '导入测试楼', '3', '301', 'Shop', 'Vacant'],
        ['', '', 2, '201', 'Residence', 'Vacant'],
        ['', '导入测试楼', 2, '', 'Residence', 'Vacant'],
        ['翠湖苑', '翠湖导入楼', 1, '102', 'Residence', 'Vacant'],
      ],
      'en',
      '1001',
    );
    expect(task).toMatchObject({ status: 200, message: 'Import finished: 2 imported, 7 rejected' });
    const written = await t.database.db.orm
      .select()
      .from(apartments)
      .where(eq(apartments.buildingId, building.id))
      .orderBy(asc(apartments.roomNo));
    expect(written.map((a) => [a.roomNo, a.floorId, a.houseType, a.status, a.builtArea, a.residentialId])).toEqual([
      ['301', floors[2]!.id, 1, 1, 88.5, residential['1001']],
      ['401', floors[3]!.id, 1, 2, null, residential['1001']],
    ]);
    const reasons = await reasonsOf(task, 'Result file');
    expect(reasons).toEqual({
      4: 'Building "不存在的楼" does not exist',
      5: 'Building "导入测试楼" has no floor "9"',
      6: 'Building "翠湖导入楼" does not exist',
      7: expect.stringContaining('Floor, Room number'),
      8: 'Building is required',
      9: expect.stringMatching(/^Room number /),
      // Acting for 阳光花园, another community is out of reach, named or not.
      10: 'Community "翠湖苑" does not exist',
    });
  });

  it('gives the reasons in Chinese to a Chinese user', async () => {
    const task = await importApartments(
      [
        ['楼栋', '楼层', '房号', '房屋类型', '房屋状态'],
        ['不存在的楼', 1, '101', '住宅', '空置'],
        ['导入测试楼', 'B9', '101', '住宅', '空置'],
      ],
      'zh-CN',
      '1001',
    );
    expect(task.message).toBe('导入完成：成功 0 条，失败 2 条');
    expect(await reasonsOf(task, '结果文件')).toEqual({ 2: '楼栋“不存在的楼”不存在', 3: '楼栋“导入测试楼”没有楼层“B9”' });
  });

  it('lets the head office import without a community when the building name is unambiguous, and with one when it is not', async () => {
    await made('/api/door/building', { residentialId: residential['1001'], type: 2, name: '同名导入楼', floorCount: 1 });
    await made('/api/door/building', { residentialId: residential['1002'], type: 2, name: '同名导入楼', floorCount: 1 });
    const task = await importApartments(
      [
        HEADERS_EN,
        ['', '导入测试楼', 5, '501', 'Office', 'Let'],
        ['', '同名导入楼', 1, '101', 'Residence', 'Vacant'],
        ['阳光花园', '同名导入楼', 1, '102', 'Residence', 'Vacant'],
        ['翠湖苑', '同名导入楼', 1, '102', 'Residence', 'Vacant'],
        ['不存在的社区', '同名导入楼', 1, '103', 'Residence', 'Vacant'],
        ['翠湖苑', '导入测试楼', 1, '104', 'Residence', 'Vacant'],
      ],
      'en',
    );
    expect(task.message).toBe('Import finished: 3 imported, 3 rejected');
    expect(await reasonsOf(task, 'Result file')).toEqual({
      3: 'Building "同名导入楼" exists in several communities: fill in its community',
      6: 'Community "不存在的社区" does not exist',
      7: 'Community "翠湖苑" has no building "导入测试楼"',
    });
    const [apartment] = await t.database.db.orm.select().from(apartments).where(eq(apartments.floorId, floors[4]!.id));
    expect(apartment).toMatchObject({
      roomNo: '501',
      residentialId: residential['1001'],
      buildingId: building.id,
      houseType: 3,
      status: 4,
    });
    const same = await t.database.db.orm
      .select({ roomNo: apartments.roomNo, residentialId: apartments.residentialId })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(eq(buildings.name, '同名导入楼'))
      .orderBy(asc(apartments.residentialId));
    expect(same).toEqual([
      { roomNo: '102', residentialId: residential['1001'] },
      { roomNo: '102', residentialId: residential['1002'] },
    ]);
  });

  it('names the community in Chinese too', async () => {
    const task = await importApartments(
      [
        ['所属社区', '楼栋', '楼层', '房号', '房屋类型', '房屋状态'],
        ['星河', '导入测试楼', 1, '105', '住宅', '空置'],
        ['翠湖苑', '同名导入楼', 9, '105', '住宅', '空置'],
      ],
      'zh-CN',
    );
    expect(await reasonsOf(task, '结果文件')).toEqual({ 2: '社区“星河”不存在', 3: '楼栋“同名导入楼”没有楼层“9”' });
  });
});

describe('house export', () => {
  it('has the import template’s columns, so the file imports back: unchanged rows are refused as duplicates, deleted houses return as they were', async () => {
    const building = await made('/api/door/building', { type: 2, name: '导出测试楼', floorCount: 3 }, '1001');
    const floors = await t.database.db.orm
      .select({ id: buildingFloors.id })
      .from(buildingFloors)
      .where(eq(buildingFloors.buildingId, building.id))
      .orderBy(asc(buildingFloors.floorNo));
    await made(
      '/api/door/apartment',
      { floorId: floors[0]!.id, roomNo: '101', houseType: 1, status: 1, builtArea: 88.5, innerArea: 70.25, remark: '朝南' },
      '1001',
    );
    await made('/api/door/apartment', { floorId: floors[2]!.id, roomNo: '301', houseType: 3, status: 4 }, '1001');
    const stored = async () =>
      (await t.database.db.orm.select().from(apartments).where(eq(apartments.buildingId, building.id)).orderBy(asc(apartments.roomNo))).map(
        ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...apartment }) => apartment,
      );
    const before = await stored();

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/door/apartment/export',
      headers: { authorization: admin, 'accept-language': 'en', companyid: '1001' },
      payload: { buildingId: building.id },
    });
    expect(exported.statusCode).toBe(200);
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet[0]).toEqual(HEADERS_EN);
    expect(sheet.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['阳光花园', '导出测试楼', '1层', '101', 'Residence'],
      ['阳光花园', '导出测试楼', '3层', '301', 'Office'],
    ]);

    const again = await importApartmentFile(exported.rawPayload, 'en', '1001');
    expect(again.message).toBe('Import finished: 0 imported, 2 rejected');
    expect(Object.values(await reasonsOf(again, 'Result file'))).toEqual([
      expect.stringContaining('Floor, Room number'),
      expect.stringContaining('Floor, Room number'),
    ]);
    expect(await stored()).toEqual(before);

    for (const apartment of await t.database.db.orm
      .select({ id: apartments.id })
      .from(apartments)
      .where(eq(apartments.buildingId, building.id))) {
      expect((await call(t.app, 'DELETE', `/api/door/apartment/${apartment.id}`, { token: admin, companyId: '1001' })).status).toBe(200);
    }
    expect(await stored()).toEqual([]);
    const restored = await importApartmentFile(exported.rawPayload, 'en', '1001');
    expect(restored).toMatchObject({ status: 200, message: 'Import finished: 2 imported, 0 rejected' });
    expect(await stored()).toEqual(before);
  });

  it('from the head office over several communities imports back: each row finds its building through its community', async () => {
    const homes: Row[] = [];
    for (const companyId of ['1001', '1002']) {
      const building = await made('/api/door/building', {
        residentialId: residential[companyId],
        type: 2,
        name: '同名导出楼',
        floorCount: 1,
      });
      const [floor] = await t.database.db.orm
        .select({ id: buildingFloors.id })
        .from(buildingFloors)
        .where(eq(buildingFloors.buildingId, building.id));
      homes.push(await made('/api/door/apartment', { floorId: floor!.id, roomNo: '同名101', houseType: 1, status: 2 }));
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/door/apartment/export',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { roomNo: '同名101' },
    });
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['阳光花园', '同名导出楼', '1层', '同名101'],
      ['翠湖苑', '同名导出楼', '1层', '同名101'],
    ]);
    for (const home of homes) expect((await call(t.app, 'DELETE', `/api/door/apartment/${home.id}`, { token: admin })).status).toBe(200);

    const restored = await importApartmentFile(exported.rawPayload, 'en');
    expect(restored.message).toBe('Import finished: 2 imported, 0 rejected');
    const back = await t.database.db.orm
      .select({ residentialId: apartments.residentialId })
      .from(apartments)
      .where(eq(apartments.roomNo, '同名101'))
      .orderBy(asc(apartments.residentialId));
    expect(back).toEqual([{ residentialId: residential['1001'] }, { residentialId: residential['1002'] }]);
  });
});

describe('resident import', () => {
  const PEOPLE_EN = [
    'Name *',
    'Resident type *',
    'Mobile *',
    'Gender',
    'ID card number',
    'Community',
    'Building',
    'Room number',
    'Company',
    'Portrait',
    'Licence plate',
  ];
  let apartment: Row;
  let company: Row;

  async function importPeople(rows: unknown[][], language: 'en' | 'zh-CN', companyId?: string): Promise<Task> {
    const zip = buildZip([{ name: 'people.xlsx', data: await workbook(rows, 'people') }]);
    const filePath = await uploadZip(t.app, admin, zip, { name: 'people.zip', ...(companyId ? { companyId } : {}) });
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/door/person/import', {
      token: admin,
      language,
      body: { filePath },
      ...(companyId ? { companyId } : {}),
    });
    expect(started.status, started.message).toBe(200);
    return finishedTask(t.app, admin, started.data.taskId);
  }
  const stored = (name: string) => t.database.db.orm.select().from(persons).where(eq(persons.name, name));

  beforeAll(async () => {
    const building = await made('/api/door/building', { type: 2, name: '住户导入楼', floorCount: 2 }, '1001');
    const [floor] = await t.database.db.orm
      .select({ id: buildingFloors.id })
      .from(buildingFloors)
      .where(eq(buildingFloors.buildingId, building.id))
      .orderBy(asc(buildingFloors.floorNo));
    apartment = await made('/api/door/apartment', { floorId: floor!.id, roomNo: '101', houseType: 1, status: 1 }, '1001');
    const office = await made('/api/door/building', { type: 2, name: '住户导入园区楼', floorCount: 2 }, '1003');
    const [officeFloor] = await t.database.db.orm
      .select({ id: buildingFloors.id })
      .from(buildingFloors)
      .where(eq(buildingFloors.buildingId, office.id))
      .orderBy(asc(buildingFloors.floorNo));
    company = await made('/api/door/company', { floorId: officeFloor!.id, companyName: '导入测试科技', level: 1 }, '1003');
  });

  it('has a template naming the house by building and room and the company by name, in place of their ids', async () => {
    const template = await call<{ filePath: string }>(t.app, 'GET', '/api/door/person/template', { token: admin, language: 'en' });
    expect((await readSheet(await download(t.app, admin, template.data.filePath)))[0]).toEqual(PEOPLE_EN);
  });

  it('creates pending registrations in the house or company each row names, and refuses the others with their reasons', async () => {
    const task = await importPeople(
      [
        PEOPLE_EN,
        ['导入业主甲', 'Owner', '13700000001', 'Male', '', '', '住户导入楼', '101'],
        ['导入员工乙', 'Company employee', '13700000002', 'Female', '', '', '', '', '导入测试科技'],
        ['导入租户丙', 'Tenant', '13700000003', '', '', '', '住户导入楼', '999'],
        ['导入家属丁', 'Family member', '13700000004', '', '', '', '住户导入楼', ''],
        ['导入员工戊', 'Company employee', '13700000005', '', '', '', '', '', '不存在的企业'],
        ['导入业主己', 'Owner', '13700000006', '', '', '翠湖苑', '住户导入楼', '101'],
        ['导入业主庚', 'Owner', '13700000007', '', '', '', '', ''],
        ['导入业主辛', 'Owner', '1370000', '', '', '', '住户导入楼', '101'],
      ],
      'en',
    );
    expect(task.message).toBe('Import finished: 2 imported, 6 rejected');
    const reasons = await reasonsOf(task, 'Result file');
    expect(reasons).toMatchObject({
      4: 'House "住户导入楼 999" does not exist',
      5: 'Building and room number go together',
      6: 'Company "不存在的企业" does not exist',
      7: 'Community "翠湖苑" has no house "住户导入楼 101"',
    });
    expect(reasons[8]).toBeTruthy();
    expect(reasons[9]).toContain('Mobile');
    const [owner] = await stored('导入业主甲');
    expect(owner).toMatchObject({
      apartmentId: apartment.id,
      residentialId: residential['1001'],
      buildingId: apartment.buildingId,
      companyId: null,
      personType: 1,
      reviewStatus: 0,
    });
    const [employee] = await stored('导入员工乙');
    expect(employee).toMatchObject({
      companyId: company.id,
      residentialId: residential['1003'],
      apartmentId: null,
      personType: 4,
      reviewStatus: 0,
    });
  });

  it('acting for a community, reaches only that community’s houses, and answers in Chinese', async () => {
    const task = await importPeople(
      [
        ['姓名', '住户类型', '手机号', '楼栋', '房号', '所属企业'],
        ['导入业主壬', '业主', '13700000008', '住户导入楼', '101'],
        ['导入员工癸', '企业员工', '13700000009', '', '', '导入测试科技'],
      ],
      'zh-CN',
      '1001',
    );
    expect(task.message).toBe('导入完成：成功 1 条，失败 1 条');
    expect(await reasonsOf(task, '结果文件')).toEqual({ 3: '企业“导入测试科技”不存在' });
    expect(await stored('导入员工癸')).toEqual([]);
  });
});
