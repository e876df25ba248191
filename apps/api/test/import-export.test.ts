import { count, eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypes, quartzJobLogs, tasks, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { addUser } from './helpers/users.js';
import { download, finishedTask, readSheet, uploadZip as upload, workbook } from './helpers/import-files.js';
import { buildZip, type RawEntry } from './helpers/zip-writer.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const uploadZip = (zip: Buffer) => upload(t.app, admin, zip);

function startImport(filePath: string) {
  return call<{ taskId: string }>(t.app, 'POST', '/api/admin/fileType/import', { token: admin, language: 'en', body: { filePath } });
}

const countTypes = async () => (await t.database.db.orm.select({ n: count() }).from(fileTypes))[0]!.n;
const countTasks = async () => (await t.database.db.orm.select({ n: count() }).from(tasks))[0]!.n;
const storedFiles = () => {
  const root = join(t.config.dataDir, 'uploads');
  return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).sort() : [];
};

const HEADERS = ['Type name *', 'Type value *', 'File extensions *', 'Maximum file size (KB) *', 'Business type *', 'Use type *'];

describe('import template', () => {
  it('is generated from the declaration in the user language and downloadable without a token', async () => {
    const response = await call<{ filePath: string }>(t.app, 'GET', '/api/admin/fileType/template', { token: admin, language: 'en' });
    expect(response.data.filePath).toMatch(/^templates\/fileType-en-[0-9a-f]{10}\.xlsx$/);
    const publicDownload = await t.app.inject({ method: 'GET', url: `/api/door/public/download?filePath=${response.data.filePath}` });
    expect(publicDownload.statusCode).toBe(200);
    expect((await readSheet(publicDownload.rawPayload))[0]).toEqual(HEADERS);
    const zh = await call<{ filePath: string }>(t.app, 'GET', '/api/admin/fileType/template', { token: admin });
    expect((await readSheet(await download(t.app, admin, zh.data.filePath)))[0]).toEqual([
      '类型名称 *',
      '类型值 *',
      '文件扩展名 *',
      '最大文件大小（KB） *',
      '业务类型 *',
      '使用类型 *',
    ]);
  });
});

describe('import of a zip', () => {
  it('writes the valid rows in one go and lists every rejected row with its reasons', async () => {
    const before = await countTypes();
    const sheet = await workbook([
      HEADERS,
      ['Videos', 'video', 'mp4', 20480, '999', 'Long-term'],
      ['Scans', 'scan', '.PDF, png', 4096, '999', '临时'],
      ['No value', '', 'pdf', 100, '999', 'Long-term'],
      ['Bad use', 'badUse', 'pdf', 100, '999', 'Forever'],
      ['Again', 'video', 'pdf', 100, '999', 'Long-term'],
      ['Existing', 'image', 'jpg', 100, '999', 'Long-term'],
      ['Markup', 'markup', 'svg,html', 100, '999', 'Long-term'],
    ]);
    const started = await startImport(await uploadZip(buildZip([{ name: 'types/file-types.xlsx', data: sheet }])));
    expect(started.status).toBe(200);
    const task = await finishedTask(t.app, admin, started.data.taskId);
    expect(task).toMatchObject({ status: 200, progress: 100, message: 'Import finished: 2 imported, 5 rejected' });
    expect(await countTypes()).toBe(before + 2);
    const [scan] = await t.database.db.orm.select().from(fileTypes).where(eq(fileTypes.typeValue, 'scan'));
    expect(scan).toMatchObject({ fileExtension: 'pdf,png', useType: 2 });

    const resultFile = task.result!.find((line) => line.label === 'Result file')!.value;
    const errors = await readSheet(await download(t.app, admin, resultFile));
    expect(errors[0]).toEqual(['Row', ...HEADERS, 'Reasons']);
    const reasons = Object.fromEntries(errors.slice(1).map((row) => [row[0], String(row.at(-1))]));
    expect(Object.keys(reasons).map(Number)).toEqual([4, 5, 6, 7, 8]);
    expect(reasons[4]).toMatch(/^Type value /);
    expect(reasons[5]).toBe('Use type is not one of the options');
    expect(reasons[6]).toBe('Type value repeats row 2');
    expect(reasons[7]).toMatch(/Type value/);
    expect(reasons[8]).toMatch(/svg, html/);
  });

  it('serves the result file only to the importer and to those holding the resource’s import element (issue 13)', async () => {
    const sheet = await workbook([HEADERS, ['No value', '', 'pdf', 100, '999', 'Long-term']]);
    const started = await startImport(await uploadZip(buildZip([{ name: 'types/one.xlsx', data: sheet }])));
    const task = await finishedTask(t.app, admin, started.data.taskId);
    const resultFile = task.result!.find((line) => line.label === 'Result file')!.value;
    const get = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/door/public/download?filePath=${encodeURIComponent(resultFile)}`,
        headers: { authorization: token },
      });
    expect((await get(admin)).statusCode).toBe(200);
    // Head office like the importer, without the file type import element: not found.
    await addUser(t.database.db, { username: 'hqstaff1', password: 'Start@2026', roles: ['staff'], headOffice: true });
    const refused = await get(await login(t.app, 'hqstaff1', 'Start@2026'));
    expect({ http: refused.statusCode, status: refused.json().status }).toEqual({ http: 404, status: 40401 });
    // A system operator holds it.
    expect((await get(await login(t.app, 'chenjing'))).statusCode).toBe(200);
  });

  it('reports reasons in Chinese for a Chinese user', async () => {
    const sheet = await workbook([
      ['类型名称', '类型值', '文件扩展名', '最大文件大小（KB）', '业务类型', '使用类型'],
      ['缺值', '', 'pdf', 1, '999', '长期'],
    ]);
    const path = await uploadZip(buildZip([{ name: 'a.xlsx', data: sheet }]));
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/admin/fileType/import', { token: admin, body: { filePath: path } });
    const task = await finishedTask(t.app, admin, started.data.taskId);
    expect(task.message).toBe('导入完成：成功 0 条，失败 1 条');
    const errors = await readSheet(await download(t.app, admin, task.result!.find((l) => l.label === '结果文件')!.value));
    expect(String(errors[1]!.at(-1))).toMatch(/^类型值/);
  });

  describe('refuses the whole archive before extracting anything', () => {
    const sheetEntry = async (): Promise<RawEntry> => ({
      name: 'ok.xlsx',
      data: await workbook([HEADERS, ['A', 'refusedA', 'pdf', 1, '999', 'Long-term']]),
    });

    it.each<[string, () => Promise<RawEntry[]>, string]>([
      [
        'an entry with ../ in its path',
        async () => [await sheetEntry(), { name: '../../evil.sh', data: Buffer.from('#!/bin/sh') }],
        'traversal',
      ],
      ['an absolute entry path', async () => [await sheetEntry(), { name: '/etc/cron.d/evil', data: Buffer.from('x') }], 'absolutePath'],
      [
        'a symlink',
        async () => [await sheetEntry(), { name: 'link.xlsx', data: Buffer.from('/etc/passwd'), deflate: false, unixMode: 0o120777 }],
        'symlink',
      ],
      [
        '10 000 empty entries',
        async () => [await sheetEntry(), ...Array.from({ length: 10_000 }, (_, i) => ({ name: `empty/${i}` }))],
        'tooManyEntries',
      ],
      ['an entry declaring 1 GB', async () => [{ ...(await sheetEntry()), declaredSize: 1024 ** 3 }], 'entryTooLarge'],
      ['no workbook', async () => [{ name: 'readme.txt', data: Buffer.from('x') }], 'noWorkbook'],
      ['two workbooks', async () => [await sheetEntry(), { ...(await sheetEntry()), name: 'second.xlsx' }], 'manyWorkbooks'],
    ])('%s', async (_label, entries, reason) => {
      const path = await uploadZip(buildZip(await entries()));
      const [typesBefore, tasksBefore, filesBefore] = [await countTypes(), await countTasks(), storedFiles()];
      const response = await startImport(path);
      expect({
        http: response.raw.statusCode,
        status: response.status,
        reason: (response.data as unknown as { reason: string }).reason,
      }).toEqual({ http: 422, status: 40026, reason });
      expect(response.message).toMatch(/^The import archive was refused and nothing was imported: /);
      expect([await countTypes(), await countTasks(), storedFiles()]).toEqual([typesBefore, tasksBefore, filesBefore]);
    });

    it('an entry whose header lies about its size: the task fails while inflating, nothing written', async () => {
      const path = await uploadZip(buildZip([{ name: 'bomb.xlsx', data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 1000 }]));
      const [typesBefore, filesBefore] = [await countTypes(), storedFiles()];
      const started = await startImport(path);
      expect(started.status).toBe(200);
      const task = await finishedTask(t.app, admin, started.data.taskId);
      expect(task).toMatchObject({
        status: 500,
        message: "Import failed, nothing was written: an entry's real size differs from what its header declares",
      });
      expect([await countTypes(), storedFiles()]).toEqual([typesBefore, filesBefore]);
    });

    it('a workbook that is itself a zip bomb', async () => {
      const inner = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 10 }]);
      const path = await uploadZip(buildZip([{ name: 'inner.xlsx', data: inner, deflate: false }]));
      const typesBefore = await countTypes();
      const task = await finishedTask(t.app, admin, (await startImport(path)).data.taskId);
      expect(task.status).toBe(500);
      expect(task.message).toContain('nothing was written');
      expect(await countTypes()).toBe(typesBefore);
    });
  });

  it('is refused for a path that is not an import upload, and without the import element', async () => {
    expect((await startImport('upload/202601/00000000-0000-0000-0000-000000000000.zip')).status).toBe(40401);
    expect((await startImport('../jwt-secret')).status).toBe(40401);
    const lihua = await login(t.app, 'lihua');
    expect(
      (await call(t.app, 'POST', '/api/admin/fileType/import', { token: lihua, companyId: '1001', body: { filePath: 'x' } })).status,
    ).toBe(40301);
  });
});

describe('export', () => {
  it('streams an .xlsx with the declaration labels, honouring the page filters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fileType/export',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { useType: 1, typeName: 'Vid' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="File type-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Type name',
      'Type value',
      'File extensions',
      'Maximum file size (KB)',
      'Business type',
      'Use type',
      'Created at',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([['Videos', 'Long-term']]);
  });

  it('runs as a task above 5 000 rows, with the file downloadable by its owner', async () => {
    const orm = t.database.db.orm;
    const [adminRow] = await orm.select({ tenantId: users.tenantId }).from(users).where(eq(users.username, 'admin'));
    const startedAt = new Date();
    await orm.insert(quartzJobLogs).values(
      Array.from({ length: 5001 }, (_, i) => ({
        tenantId: adminRow!.tenantId,
        jobCode: 'bulk',
        jobName: '批量',
        handler: 'purgeOpLogs',
        trigger: 'manual',
        startedAt,
        durationMs: i,
        status: 1,
      })),
    );
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/admin/quartzJobLog/export', {
      token: admin,
      body: { jobCode: 'bulk' },
    });
    expect(started.status).toBe(200);
    const task = await finishedTask(t.app, admin, started.data.taskId);
    expect(task).toMatchObject({ status: 200, message: '导出完成：共 5001 条' });
    const rows = await readSheet(await download(t.app, admin, task.result![0]!.value));
    expect(rows).toHaveLength(5002);
    expect(rows[0]).toContain('任务编码');
    expect(rows[1]).toContain('手动');
  });
});
