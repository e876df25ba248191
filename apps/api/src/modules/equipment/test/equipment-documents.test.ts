import { randomBytes } from 'node:crypto';
import type { EquipmentDocument } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, residentials, tenants } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { download } from '../../../../test/helpers/import-files.js';
import { multipartBody } from '../../../../test/helpers/multipart.js';
import { equipment, equipmentTypes } from '../schema.js';

/** Issue 24: documents of a piece of equipment (manuals, warranty certificates, acceptance reports). */

let t: TestApp;
let admin: string;
let lihua: string;
let typeId: number;

const BASE = '/api/property/equipment';
const documentsOf = (id: number, token = admin, companyId = '1001') =>
  call<EquipmentDocument[]>(t.app, 'GET', `${BASE}/documents/${id}`, { token, companyId });
const orm = () => t.database.db.orm;

const PDF = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200)]);
const DOCX = () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(120)]);

/** Uploads files as `token` (acting for `companyId`, or the head office without one); their stored paths. */
async function upload(token: string, parts: { name: string; content: Buffer }[], companyId?: string): Promise<string[]> {
  const { payload, headers } = multipartBody({}, parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: token, ...(companyId ? { companyid: companyId } : {}) },
  });
  expect(response.json(), response.body).toMatchObject({ status: 200 });
  return response.json().data as string[];
}

let serial = 0;
const bodies = new Map<number, Record<string, unknown>>();
async function createEquipment(documents: string[] | null, companyId = '1001') {
  serial += 1;
  const body = { code: `DOC-${serial}`, name: `文档测试 ${serial}`, typeId, status: 1 };
  const made = await call<{ id: number }>(t.app, 'POST', BASE, { token: admin, companyId, body: { ...body, documents } });
  if (made.status === 200) bodies.set(made.data.id, body);
  return made;
}

/** Saves the equipment's edit form (an update writes the whole record) with `over` changed. */
const edit = (id: number, over: Record<string, unknown>, language: 'en' | 'zh-CN' = 'zh-CN') =>
  call(t.app, 'PUT', `${BASE}/${id}`, { token: admin, companyId: '1001', language, body: { ...bodies.get(id), ...over } });

const stored = async (id: number) =>
  (await orm().select({ documents: equipment.documents }).from(equipment).where(eq(equipment.id, id)))[0]!.documents;

beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua')]);
  [{ id: typeId }] = (await orm().select({ id: equipmentTypes.id }).from(equipmentTypes).limit(1)) as [{ id: number }];
});
afterAll(() => t?.close());

describe('equipment documents', () => {
  it('are saved in order, read back with name, size and upload time, and download as uploaded', async () => {
    const manual = PDF();
    const warranty = DOCX();
    const paths = await upload(
      lihua,
      [
        { name: '电梯使用手册.pdf', content: manual },
        { name: 'warranty.docx', content: warranty },
      ],
      '1001',
    );
    const made = await createEquipment([...paths, paths[0]!]);
    expect(made.status, made.message).toBe(200);
    const detail = await call<{ documents: string[] }>(t.app, 'GET', `${BASE}/${made.data.id}`, { token: admin, companyId: '1001' });
    expect(detail.data.documents).toEqual(paths);

    const listed = await documentsOf(made.data.id, lihua);
    expect(listed.status).toBe(200);
    expect(listed.data.map(({ name, size, path }) => ({ name, size, path }))).toEqual([
      { name: '电梯使用手册.pdf', size: manual.length, path: paths[0] },
      { name: 'warranty.docx', size: warranty.length, path: paths[1] },
    ]);
    for (const document of listed.data) expect(document.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Anyone who may see the community's equipment downloads them (here the head office), byte for byte.
    expect(await download(t.app, admin, paths[0]!)).toEqual(manual);

    // Removed by editing: the detail lists what is left; none left is none.
    const edited = await edit(made.data.id, { documents: [paths[1]] });
    expect(edited.status, edited.message).toBe(200);
    expect((await documentsOf(made.data.id)).data.map((d) => d.name)).toEqual(['warranty.docx']);
    expect((await edit(made.data.id, { documents: [] })).status).toBe(200);
    expect((await documentsOf(made.data.id)).data).toEqual([]);
  });

  it('gives a head-office upload to the equipment community, so its staff can download it', async () => {
    const content = PDF();
    const [path] = await upload(admin, [{ name: '验收报告.pdf', content }]);
    const made = await createEquipment([path!]);
    expect(made.status, made.message).toBe(200);
    expect(await download(t.app, lihua, path!)).toEqual(content);
  });

  it('refuses a path nobody uploaded, another tenant file and another community file, changing nothing', async () => {
    const [kept] = await upload(lihua, [{ name: 'kept.pdf', content: PDF() }], '1001');
    const made = await createEquipment([kept!]);
    expect(made.status, made.message).toBe(200);

    const [other] = await orm().insert(tenants).values({ code: 'doc-other', name: '另一家物业' }).returning({ id: tenants.id });
    const foreignPath = `upload/202601/${randomBytes(16).toString('hex')}.pdf`;
    await orm()
      .insert(files)
      .values({
        tenantId: other!.id,
        originalName: 'foreign.pdf',
        storedPath: foreignPath,
        size: 10,
        mime: 'application/pdf',
        sha256: '0'.repeat(64),
        bizType: '999',
      });
    const [otherResidentialPath] = await upload(admin, [{ name: 'other-community.pdf', content: PDF() }], '1002');

    for (const [bad, language, message] of [
      ['upload/202601/nobody.pdf', 'en', /The document "upload\/202601\/nobody\.pdf" does not exist or is not available/],
      [foreignPath, 'zh-CN', /不存在或不可用/],
      [otherResidentialPath!, 'en', /does not exist or is not available/],
    ] as const) {
      const refused = await edit(made.data.id, { name: '改名', documents: [kept, bad] }, language);
      expect(refused).toMatchObject({ http: 422, status: 41130 });
      expect(refused.message).toMatch(message);
      const [row] = await orm().select().from(equipment).where(eq(equipment.id, made.data.id));
      expect(row!.documents).toEqual([kept]);
      expect(row!.name).not.toBe('改名');
    }
    // Nothing was created with it either, and the foreign file was not touched.
    const before = (await orm().select({ id: equipment.id }).from(equipment)).length;
    expect((await createEquipment([foreignPath])).status).toBe(41130);
    expect((await orm().select({ id: equipment.id }).from(equipment)).length).toBe(before);
    const [foreign] = await orm().select().from(files).where(eq(files.storedPath, foreignPath));
    expect(foreign!.residentialId).toBeNull();
    // The other community's file stays its own.
    const [theirs] = await orm().select().from(files).where(eq(files.storedPath, otherResidentialPath!));
    const [residential1002] = await orm().select().from(residentials).where(eq(residentials.companyId, '1002'));
    expect(theirs!.residentialId).toBe(residential1002!.id);
  });

  it('refuses other kinds of file, more than ten and one over 20 MB, in the user language', async () => {
    const made = await createEquipment(null);
    const [text] = await upload(lihua, [{ name: '说明.txt', content: Buffer.from('plain text notes') }], '1001');
    const put = (documents: string[], language: 'en' | 'zh-CN') => edit(made.data.id, { documents }, language);

    const wrongKind = await put([text!], 'en');
    expect(wrongKind).toMatchObject({ http: 422, status: 41132 });
    expect(wrongKind.message).toBe(
      'The file "说明.txt" cannot be an equipment document; allowed types: pdf, doc, docx, xls, xlsx, jpg, jpeg, png',
    );
    expect((await put([text!], 'zh-CN')).message).toMatch(/^文件“说明\.txt”不能作为设备文档/);

    const many = [
      ...(await upload(
        lihua,
        Array.from({ length: 10 }, (_, i) => ({ name: `m${i}.pdf`, content: PDF() })),
        '1001',
      )),
      ...(await upload(lihua, [{ name: 'm10.pdf', content: PDF() }], '1001')),
    ];
    const tooMany = await put(many, 'zh-CN');
    expect(tooMany).toMatchObject({ http: 422, status: 41131, message: '每台设备最多10个文档，本次为11个' });
    expect((await put(many.slice(0, 10), 'en')).status).toBe(200);

    // A file recorded over 20 MB (an administrator may raise the upload limit of documents).
    const [big] = await upload(lihua, [{ name: 'big.pdf', content: PDF() }], '1001');
    await orm()
      .update(files)
      .set({ size: 20 * 1024 * 1024 + 1 })
      .where(eq(files.storedPath, big!));
    const tooLarge = await put([big!], 'en');
    expect(tooLarge).toMatchObject({ http: 422, status: 41133, message: 'The document "big.pdf" is larger than 20 MB' });
    expect(await stored(made.data.id)).toEqual(many.slice(0, 10));
  });

  it('lists documents only of equipment the caller may see', async () => {
    const made = await createEquipment(null, '1002');
    expect(made.status, made.message).toBe(200);
    expect((await documentsOf(made.data.id, admin, '1002')).status).toBe(200);
    expect(await documentsOf(made.data.id, admin, '1001')).toMatchObject({ http: 404 });
    expect(await documentsOf(made.data.id, lihua, '1001')).toMatchObject({ http: 404 });
    expect(await call(t.app, 'GET', `${BASE}/documents/${made.data.id}`, { companyId: '1001' })).toMatchObject({ http: 401 });
  });
});
