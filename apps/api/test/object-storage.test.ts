import type { Task } from '@cvap/contracts';
import { eq, inArray } from 'drizzle-orm';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, quartzJobs } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { download, finishedTask, readSheet, uploadZip, workbook } from './helpers/import-files.js';
import { multipartBody } from './helpers/multipart.js';
import { s3FilesConfig, startS3Server, type S3Server } from './helpers/s3-server.js';
import { buildZip } from './helpers/zip-writer.js';

// The API on S3-compatible storage (a real S3 server): what differs from the uploads folder is tested here, what
// does not runs in files.test.ts on both drivers.
let s3: S3Server;
let t: TestApp;
let signed: TestApp;
let admin: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ config: { files: s3FilesConfig(s3) } });
  // A second API on the same database, secret and bucket (as behind a load balancer), handing downloads to the store.
  signed = await startTestApp({ database: t.database, config: { jwt: t.config.jwt, files: s3FilesConfig(s3, { signedDownloads: true }) } });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await signed?.close();
  await t?.close();
  await s3?.stop();
});

async function inBucket(path: string): Promise<boolean> {
  for await (const entry of t.app.files.list(path)) if (entry.path === path) return true;
  return false;
}

async function uploadPdf(content: string, name: string): Promise<string> {
  const { payload, headers } = multipartBody({}, [{ name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: admin },
  });
  expect(response.json().status).toBe(200);
  return response.json().data[0];
}

describe('downloads handed to the store (S3_SIGNED_DOWNLOADS)', () => {
  it('redirects to a short-lived signed URL that serves the bytes as the same attachment', async () => {
    const path = await uploadPdf('%PDF-1.4 signed', '月报 May.pdf');
    const streamed = await download(t.app, admin, path);
    const response = await signed.app.inject({
      method: 'GET',
      url: `/api/door/public/download?filePath=${encodeURIComponent(path)}`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');

    const fromStore = await fetch(location);
    expect(fromStore.status).toBe(200);
    expect(Buffer.from(await fromStore.arrayBuffer())).toEqual(streamed);
    expect(fromStore.headers.get('content-type')).toBe('application/octet-stream');
    expect(fromStore.headers.get('content-disposition')).toBe(
      `attachment; filename="__ May.pdf"; filename*=UTF-8''${encodeURIComponent('月报 May.pdf')}`,
    );
  });

  it('still checks who asks before redirecting anywhere', async () => {
    const path = await uploadPdf('%PDF-1.4 private', 'private.pdf');
    const anonymous = await signed.app.inject({ method: 'GET', url: `/api/door/public/download?filePath=${encodeURIComponent(path)}` });
    expect({ http: anonymous.statusCode, location: anonymous.headers.location }).toEqual({ http: 401, location: undefined });
  });
});

describe('an import through the store', () => {
  it('reads the uploaded archive from the bucket and puts the template and the result file there', async () => {
    const headers = ['Type name *', 'Type value *', 'File extensions *', 'Maximum file size (KB) *', 'Business type *', 'Use type *'];
    const template = await call<{ filePath: string }>(t.app, 'GET', '/api/admin/fileType/template', { token: admin, language: 'en' });
    expect(await inBucket(template.data.filePath)).toBe(true);
    expect((await readSheet(await download(t.app, admin, template.data.filePath)))[0]).toEqual(headers);

    const sheet = await workbook([
      headers,
      ['Clips', 's3clip', 'mp4', 2048, '999', 'Long-term'],
      ['No value', '', 'pdf', 100, '999', 'Long-term'],
    ]);
    const archive = await uploadZip(t.app, admin, buildZip([{ name: 'types.xlsx', data: sheet }]));
    expect(await inBucket(archive)).toBe(true);
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/admin/fileType/import', {
      token: admin,
      language: 'en',
      body: { filePath: archive },
    });
    const task: Task = await finishedTask(t.app, admin, started.data.taskId);
    expect(task).toMatchObject({ status: 200, message: 'Import finished: 1 imported, 1 rejected' });
    const resultFile = task.result!.find((line) => line.label === 'Result file')!.value;
    expect(await inBucket(resultFile)).toBe(true);
    expect((await readSheet(await download(t.app, admin, resultFile)))[0]).toEqual(['Row', ...headers, 'Reasons']);
  });
});

describe('the temporary-file cleaner', () => {
  it('removes old temporary files from the bucket and their rows', async () => {
    const archive = await uploadZip(t.app, admin, buildZip([{ name: 'a.txt', data: Buffer.from('x') }]));
    const kept = await uploadPdf('%PDF-1.4 long-term', 'kept.pdf');
    const orm = t.database.db.orm;
    await orm
      .update(files)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(inArray(files.storedPath, [archive, kept]));
    const [job] = await orm.select().from(quartzJobs).where(eq(quartzJobs.code, 'cleanTemporaryFiles'));
    const run = await call<{ ok: boolean; result: string }>(t.app, 'POST', `/api/admin/quartzJob/${job!.id}/run`, { token: admin });
    expect(run.data.ok).toBe(true);
    expect(JSON.parse(run.data.result).deleted).toBeGreaterThanOrEqual(1);
    expect(await inBucket(archive)).toBe(false);
    expect(await orm.select().from(files).where(eq(files.storedPath, archive))).toEqual([]);
    // A long-term upload of the same age stays.
    expect(await inBucket(kept)).toBe(true);
  });
});

describe('a store that does not answer', () => {
  it('answers uploads and downloads 503 "file storage is unavailable", never a database message', async () => {
    const path = await uploadPdf('%PDF-1.4 kept', 'kept.pdf');
    // A second API on the same database whose S3 endpoint is a port nobody listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const away = await startTestApp({
      database: t.database,
      config: { jwt: t.config.jwt, files: { ...s3FilesConfig(s3), endpoint: `http://127.0.0.1:${port}` } },
    });
    try {
      const { payload, headers } = multipartBody({}, [{ name: 'lost.pdf', content: '%PDF-1.4 lost' }]);
      const upload = await away.app.inject({
        method: 'POST',
        url: '/api/fdfs/file/uploadFiles',
        payload,
        headers: { ...headers, authorization: admin, 'accept-language': 'en' },
      });
      const downloaded = await call(away.app, 'GET', '/api/door/public/download', {
        token: admin,
        query: `filePath=${encodeURIComponent(path)}`,
        language: 'zh-CN',
      });
      expect([upload.statusCode, upload.json()]).toMatchObject([
        503,
        { status: 50306, message: 'File storage is unavailable, please try again later' },
      ]);
      expect(downloaded).toMatchObject({ http: 503, status: 50306, message: '文件存储暂不可用，请稍后再试' });
    } finally {
      await away.close();
    }
  });
});
