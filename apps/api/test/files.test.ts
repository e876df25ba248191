import { and, eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { multipartBody, SAMPLE, type FilePart } from './helpers/multipart.js';
import { s3FilesConfig, startS3Server, type S3Server } from './helpers/s3-server.js';

const UPLOAD = '/api/fdfs/file/uploadFiles';
const DOWNLOAD = '/api/door/public/download';

// Every behaviour below holds on both drivers: the uploads folder, and S3-compatible storage (a real S3 server).
describe.each(['local', 's3'] as const)('on the %s file store', (driver) => {
  let t: TestApp;
  let admin: string;
  let lihua: string;

  let s3: S3Server | null = null;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3Server() : null;
    t = await startTestApp({ config: { files: s3 ? s3FilesConfig(s3) : { driver: 'local' } } });
    admin = await login(t.app, 'admin');
    lihua = await login(t.app, 'lihua');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  function upload(token: string | null, parts: FilePart[], fields: Record<string, string> = {}, companyId?: string) {
    const { payload, headers } = multipartBody(fields, parts);
    return t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: {
        ...headers,
        'accept-language': 'en',
        ...(token ? { authorization: token } : {}),
        ...(companyId ? { companyid: companyId } : {}),
      },
    });
  }

  function download(filePath: string, options: { token?: string; queryToken?: string } = {}) {
    const query = new URLSearchParams({ filePath, ...(options.queryToken ? { token: options.queryToken } : {}) });
    return t.app.inject({ method: 'GET', url: `${DOWNLOAD}?${query}`, headers: options.token ? { authorization: options.token } : {} });
  }

  const stagingDir = () => join(t.config.dataDir, 'uploads', '.staging');

  async function storedPaths(): Promise<string[]> {
    const paths: string[] = [];
    for await (const entry of t.app.files.list('')) paths.push(entry.path);
    return paths.sort();
  }

  async function fileRows() {
    return t.database.db.orm.select().from(files);
  }

  describe('POST /api/fdfs/file/uploadFiles', () => {
    it('stores a JPEG under a server-chosen name and returns its relative path', async () => {
      const response = await upload(admin, [{ name: '门口照片.jpg', content: SAMPLE.jpeg, type: 'image/jpeg' }]);
      expect(response.statusCode).toBe(200);
      const paths = response.json().data as string[];
      expect(paths).toHaveLength(1);
      expect(paths[0]).toMatch(/^upload\/\d{6}\/[0-9a-f-]{36}\.jpg$/);
      expect(await t.app.files.read(paths[0]!)).toEqual(SAMPLE.jpeg);
      const [row] = await t.database.db.orm.select().from(files).where(eq(files.storedPath, paths[0]!));
      expect(row).toMatchObject({
        originalName: '门口照片.jpg',
        size: SAMPLE.jpeg.length,
        mime: 'image/jpeg',
        bizType: '999',
        useType: 1,
        status: 0,
        residentialId: null,
      });
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('accepts several files at once, in order', async () => {
      const response = await upload(admin, [
        { name: 'a.png', content: SAMPLE.png },
        { name: 'b.pdf', content: '%PDF-1.4\n%…' },
      ]);
      expect(response.json().data).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.pdf$/)]);
    });

    describe('refuses, writing nothing', () => {
      async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, http: number) {
        expect({ http: response.statusCode, status: response.json().status }).toEqual({ http, status });
      }

      it.each([
        ['an HTML page renamed .jpg', 'photo.jpg', SAMPLE.html, 40024],
        ['an SVG renamed .jpg', 'photo.jpg', SAMPLE.svg, 40024],
        ['a PNG named .jpg', 'photo.jpg', SAMPLE.png, 40024],
        ['an .svg file', 'logo.svg', SAMPLE.svg, 40023],
        ['an .html file', 'page.html', SAMPLE.html, 40023],
        ['a file without extension', 'README', 'text', 40023],
      ])('%s', async (_label, name, content, status) => {
        const before = await fileRows();
        const stored = await storedPaths();
        const response = await upload(admin, [
          { name: 'good.jpg', content: SAMPLE.jpeg },
          { name, content },
        ]);
        await expectRefused(response, status, 422);
        expect(response.json().message).toContain(name);
        // The good file of the same batch was not kept either.
        expect(await fileRows()).toHaveLength(before.length);
        expect(readdirSync(stagingDir())).toEqual([]);
        expect(await storedPaths()).toEqual(stored);
      });

      it('more than 10 files', async () => {
        const before = await fileRows();
        const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, content: SAMPLE.jpeg }));
        const response = await upload(admin, parts);
        await expectRefused(response, 40021, 413);
        expect(response.json().message).toBe('At most 10 files can be uploaded at once');
        expect(await fileRows()).toHaveLength(before.length);
        expect(readdirSync(stagingDir())).toEqual([]);
      });

      it("a file over its type's maximum size", async () => {
        const stored = await storedPaths();
        const big = Buffer.concat([SAMPLE.jpeg, Buffer.alloc(10 * 1024 * 1024)]);
        const response = await upload(admin, [{ name: 'huge.jpg', content: big }]);
        await expectRefused(response, 40022, 413);
        expect(response.json().message).toBe('The file "huge.jpg" exceeds the size limit (10 MB)');
        expect(await storedPaths()).toEqual(stored);
      });

      it('a business type without file types, and a malformed one', async () => {
        await expectRefused(await upload(admin, [{ name: 'a.jpg', content: SAMPLE.jpeg }], { bizType: '12345' }), 40025, 422);
        await expectRefused(await upload(admin, [{ name: 'a.jpg', content: SAMPLE.jpeg }], { bizType: '1;drop' }), 40001, 422);
      });

      it('no file, a file under another field name, no token', async () => {
        await expectRefused(await upload(admin, []), 40020, 422);
        await expectRefused(await upload(admin, [{ field: 'other', name: 'a.jpg', content: SAMPLE.jpeg }]), 40002, 400);
        await expectRefused(await upload(null, [{ name: 'a.jpg', content: SAMPLE.jpeg }]), 40101, 401);
      });
    });

    it('records the acting community of the uploader', async () => {
      const response = await upload(lihua, [{ name: 'x.jpg', content: SAMPLE.jpeg }], {}, '1001');
      const [row] = await t.database.db.orm.select().from(files).where(eq(files.storedPath, response.json().data[0]));
      expect(row!.residentialId).not.toBeNull();
    });
  });

  describe('GET /api/door/public/download', () => {
    let adminFile: string;
    let residentialFile: string;

    beforeAll(async () => {
      adminFile = (await upload(admin, [{ name: '报表 final.pdf', content: '%PDF-1.4 admin' }])).json().data[0];
      residentialFile = (await upload(lihua, [{ name: 'c.jpg', content: SAMPLE.jpeg }], {}, '1001')).json().data[0];
    });

    it('sends the owner its file as an attachment with nosniff and an RFC 5987 name', async () => {
      const response = await download(adminFile, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('%PDF-1.4 admin');
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-length']).toBe(String('%PDF-1.4 admin'.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="__ final.pdf"; filename*=UTF-8''${encodeURIComponent('报表 final.pdf')}`,
      );
    });

    it('never takes the token from the query (it would end up in logs and Referer headers): 40003, nothing served', async () => {
      const response = await download(adminFile, { queryToken: admin });
      expect({ http: response.statusCode, status: response.json().status }).toEqual({ http: 422, status: 40003 });
      expect(response.headers['content-disposition']).toBeUndefined();
    });

    it('needs a token for anything but templates', async () => {
      const response = await download(adminFile);
      expect({ http: response.statusCode, status: response.json().status }).toEqual({ http: 401, status: 40101 });
    });

    it("answers 404 to a user of another community, and serves a community's file to its users", async () => {
      expect((await download(adminFile, { token: lihua })).json().status).toBe(40401);
      expect((await download(residentialFile, { token: await login(t.app, 'wangqiang') })).statusCode).toBe(200);
      expect((await download(residentialFile, { token: admin })).statusCode).toBe(200);
    });

    it('refuses path traversal and paths that are not recorded files', async () => {
      await t.app.files.put('upload/stray.txt', Buffer.from('not recorded'), 'text/plain');
      for (const filePath of [
        '../jwt-secret',
        'upload/../../jwt-secret',
        '/etc/passwd',
        `${adminFile}/../../../jwt-secret`,
        'upload%2F..%2F..%2Fjwt-secret',
        'upload/stray.txt',
        'upload\\..\\..\\jwt-secret',
      ]) {
        const response = await download(filePath, { token: admin });
        expect([filePath, response.statusCode, response.json().status]).toEqual([filePath, 404, 40401]);
      }
    });

    it('serves templates without a token', async () => {
      await t.app.files.put('templates/sample.xlsx', Buffer.from('PK\x03\x04template'), 'application/octet-stream');
      const [adminRow] = await t.database.db.orm
        .select({ id: users.id, tenantId: users.tenantId })
        .from(users)
        .where(eq(users.username, 'admin'));
      await t.database.db.orm.insert(files).values({
        tenantId: adminRow!.tenantId,
        originalName: '模板.xlsx',
        storedPath: 'templates/sample.xlsx',
        size: 12,
        mime: 'x',
        sha256: '0'.repeat(64),
        bizType: 'template',
        useType: 1,
      });
      const response = await download('templates/sample.xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('模板.xlsx')}`);
    });

    it('does not serve a file whose deletion failed', async () => {
      await t.database.db.orm
        .update(files)
        .set({ status: 1 })
        .where(and(eq(files.storedPath, residentialFile)));
      expect((await download(residentialFile, { token: admin })).statusCode).toBe(404);
    });
  });

  describe('the file resource', () => {
    it("lists a community's files to that community only, and deleting a record removes its file", async () => {
      const path = (await upload(lihua, [{ name: 'gate.jpg', content: SAMPLE.jpeg }], {}, '1001')).json().data[0] as string;
      const page = await call<{ rows: { id: number; storedPath: string }[] }>(t.app, 'POST', '/api/admin/file/query/page', {
        token: admin,
        companyId: '1001',
        body: { originalName: 'gate' },
      });
      const row = page.data.rows.find((r) => r.storedPath === path)!;
      expect(row).toBeDefined();
      const other = await call<{ rows: unknown[] }>(t.app, 'POST', '/api/admin/file/query/page', {
        token: admin,
        companyId: '1002',
        body: { originalName: 'gate' },
      });
      expect(other.data.rows).toEqual([]);
      expect((await call(t.app, 'DELETE', `/api/admin/file/${row.id}`, { token: admin, companyId: '1002' })).status).toBe(40401);
      expect(await t.app.files.read(path)).not.toBeNull();
      expect((await call(t.app, 'DELETE', `/api/admin/file/${row.id}`, { token: admin, companyId: '1001' })).status).toBe(200);
      expect(await t.app.files.read(path)).toBeNull();
      expect(await t.database.db.orm.select().from(files).where(eq(files.storedPath, path))).toEqual([]);
    });

    it('refuses a file type listing extensions the server cannot verify (svg, html)', async () => {
      const body = {
        typeName: '矢量图',
        typeValue: 'vector',
        fileExtension: 'png,svg',
        maximumFileSize: 100,
        businessType: '999',
        useType: 1,
      };
      const refused = await call(t.app, 'POST', '/api/admin/fileType', { token: admin, language: 'en', body });
      expect([refused.status, refused.message]).toEqual([40001, 'The submitted data is not valid: fileExtension: svg']);
      const saved = await call<{ fileExtension: string }>(t.app, 'POST', '/api/admin/fileType', {
        token: admin,
        body: { ...body, fileExtension: ' .PNG; webp ' },
      });
      expect(saved.data.fileExtension).toBe('png,webp');
    });
  });
});
