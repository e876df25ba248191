import { count, eq } from 'drizzle-orm';
import type { PageResult } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, residentials } from '../../../db/schema/index.js';
import { cards } from '../../access/schema.js';
import { persons, staffMembers } from '../schema.js';
import { call, type TestApp } from '../../../../test/helpers/app.js';
import { SAMPLE } from '../../../../test/helpers/multipart.js';
import {
  badCheckDigit,
  idNumber,
  personBody,
  staffBody,
  startPeopleApp,
  uploadFile,
  uploadJpeg,
  type Place,
} from '../../../../test/helpers/door-people.fixtures.js';

const PERSON = '/api/door/person';
const STAFF = '/api/door/staff';

let t: TestApp;
let admin: string;
let lihua: string;
let sunny: Place;
let lake: Place;

beforeAll(async () => {
  ({ t, admin, lihua, sunny, lake } = await startPeopleApp());
});
afterAll(() => t.close());

const personCount = async () => (await t.database.db.orm.select({ n: count() }).from(persons))[0]!.n;
const staffCount = async () => (await t.database.db.orm.select({ n: count() }).from(staffMembers))[0]!.n;
const stored = async (id: number) => (await t.database.db.orm.select().from(persons).where(eq(persons.id, id)))[0]!;

async function createPerson(body: Record<string, unknown>, token = lihua, companyId = '1001') {
  return call<Record<string, unknown>>(t.app, 'POST', PERSON, { token, companyId, body });
}

async function review(ids: number[], verdict: 'pass' | 'reject', reason?: string) {
  const response = await call(t.app, 'POST', '/api/door/person/review', {
    token: lihua,
    companyId: '1001',
    body: { ids, verdict, ...(reason ? { reason } : {}) },
  });
  expect(response.status, response.message).toBe(200);
}

describe('creating a resident registration', () => {
  it('starts pending with no reviewer, its community and building taken from the house', async () => {
    const response = await createPerson(personBody(sunny));
    expect(response.status, response.message).toBe(200);
    expect(response.data).toMatchObject({
      reviewStatus: 0,
      rejectReason: null,
      reviewerId: null,
      reviewedAt: null,
      residentialId: sunny.residentialId,
      buildingId: sunny.buildingId,
      apartmentId: sunny.apartmentIds[0],
      companyId: null,
    });
  });

  it('refuses review fields in the body (40003) and writes nothing', async () => {
    const before = await personCount();
    for (const extra of [
      { reviewStatus: 1 },
      { reviewerId: 1 },
      { rejectReason: 'x' },
      { reviewedAt: '2026-01-01 00:00:00' },
      { residentialId: lake.residentialId },
      { buildingId: lake.buildingId },
    ]) {
      const response = await createPerson(personBody(sunny, extra));
      expect({ http: response.http, status: response.status }).toEqual({ http: 422, status: 40003 });
      expect(response.message).toContain(Object.keys(extra)[0]);
    }
    expect(await personCount()).toBe(before);
  });

  it('refuses an ID number with a wrong check digit, naming idCard, in Chinese and in English', async () => {
    const before = await personCount();
    const body = personBody(sunny, { idCard: badCheckDigit(idNumber(7)) });
    const zh = await createPerson(body);
    expect({ http: zh.http, status: zh.status }).toEqual({ http: 422, status: 40001 });
    expect(zh.message).toContain('提交的数据不正确');
    expect(zh.message).toContain('idCard');
    expect(zh.data).toEqual({ fields: [expect.objectContaining({ field: 'idCard' })] });
    const en = await call(t.app, 'POST', PERSON, { token: lihua, companyId: '1001', body, language: 'en' });
    expect(en.status).toBe(40001);
    expect(en.message).toContain('The submitted data is not valid');
    expect(en.message).toContain('idCard');
    expect(await personCount()).toBe(before);
  });

  it('accepts the same ID number with its right check digit, and a lower-case x check character upper-cased', async () => {
    const response = await createPerson(personBody(sunny, { idCard: idNumber(7) }));
    expect(response.status, response.message).toBe(200);
    let first17: string;
    for (let n = 0; ; n++) {
      const candidate = idNumber(n);
      if (candidate.endsWith('X')) {
        first17 = candidate.slice(0, 17);
        break;
      }
    }
    const x = await createPerson(personBody(sunny, { idCard: `${first17}x` }));
    expect(x.status, x.message).toBe(200);
    expect(x.data.idCard).toBe(`${first17}X`);
  });

  it.each([['12345678901'], ['1381234567'], ['138123456789'], ['23812345678'], ['1381234567a']])(
    'refuses the mobile %s, naming phone',
    async (phone) => {
      const before = await personCount();
      for (const language of ['zh-CN', 'en'] as const) {
        const response = await call(t.app, 'POST', PERSON, {
          token: lihua,
          companyId: '1001',
          body: personBody(sunny, { phone }),
          language,
        });
        expect({ http: response.http, status: response.status }).toEqual({ http: 422, status: 40001 });
        expect(response.data).toEqual({ fields: [expect.objectContaining({ field: 'phone' })] });
        expect(response.message).toContain(language === 'en' ? 'must be a valid mobile number' : '请输入正确的手机号');
      }
      expect(await personCount()).toBe(before);
    },
  );

  it('needs a house for an owner, family member or tenant, naming apartmentId', async () => {
    for (const personType of [1, 2, 3]) {
      const response = await createPerson(personBody(sunny, { personType, apartmentId: null }));
      expect({ http: response.http, status: response.status }).toEqual({ http: 422, status: 40001 });
      expect(response.data).toEqual({ fields: [expect.objectContaining({ field: 'apartmentId' })] });
    }
    const en = await call(t.app, 'POST', PERSON, {
      token: lihua,
      companyId: '1001',
      body: personBody(sunny, { apartmentId: null }),
      language: 'en',
    });
    expect(en.message).toContain('House: is required');
  });

  it('needs a company for a company employee, naming companyId; the building follows from the company and no house is kept', async () => {
    const refused = await createPerson(personBody(sunny, { personType: 4, apartmentId: null }));
    expect(refused.status).toBe(40001);
    expect(refused.data).toEqual({ fields: [expect.objectContaining({ field: 'companyId' })] });
    const created = await createPerson(personBody(sunny, { personType: 4, companyId: sunny.companyIdOfTenant }));
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({
      companyId: sunny.companyIdOfTenant,
      apartmentId: null,
      buildingId: sunny.buildingId,
      residentialId: sunny.residentialId,
    });
  });

  it('refuses a house or company of another community (40908), writing nothing', async () => {
    const before = await personCount();
    const apartment = await createPerson(personBody(sunny, { apartmentId: lake.apartmentIds[0] }));
    expect({ http: apartment.http, status: apartment.status }).toEqual({ http: 422, status: 40908 });
    expect(apartment.data).toEqual({ fields: [{ field: 'apartmentId', message: 'community' }] });
    const company = await createPerson(personBody(sunny, { personType: 4, apartmentId: null, companyId: lake.companyIdOfTenant }));
    expect(company.status).toBe(40908);
    expect(await personCount()).toBe(before);
  });

  it('lets the head office register a person in any community, the community named through the house', async () => {
    const response = await call<Record<string, unknown>>(t.app, 'POST', PERSON, {
      token: admin,
      body: personBody(lake, { apartmentId: lake.apartmentIds[1] }),
    });
    expect(response.status, response.message).toBe(200);
    expect(response.data).toMatchObject({ residentialId: lake.residentialId, buildingId: lake.buildingId, reviewStatus: 0 });
  });
});

describe('portraits', () => {
  it('accepts a JPG the caller uploaded', async () => {
    const portrait = await uploadJpeg(t.app, lihua, '1001');
    const response = await createPerson(personBody(sunny, { portrait }));
    expect(response.status, response.message).toBe(200);
    expect(response.data.portrait).toBe(portrait);
  });

  it('refuses a PNG uploaded through the upload path (40027, in both languages), writing nothing', async () => {
    const png = await uploadFile(t.app, lihua, 'portrait.png', SAMPLE.png, '1001');
    const before = await personCount();
    const zh = await createPerson(personBody(sunny, { portrait: png }));
    expect({ http: zh.http, status: zh.status, message: zh.message }).toEqual({
      http: 422,
      status: 40027,
      message: '只能上传 JPG 格式的图片',
    });
    const en = await call(t.app, 'POST', PERSON, {
      token: lihua,
      companyId: '1001',
      body: personBody(sunny, { portrait: png }),
      language: 'en',
    });
    expect(en.message).toBe('Only JPG pictures can be uploaded');
    expect(await personCount()).toBe(before);
  });

  it.each([
    ['a path nobody uploaded', 'upload/202601/00000000-0000-4000-8000-000000000000.jpg'],
    ['a path outside the uploads', '../../etc/passwd.jpg'],
    ['an outside URL', 'https://example.com/face.jpg'],
  ])('refuses %s (40027), writing nothing', async (_label, portrait) => {
    const before = await personCount();
    const response = await createPerson(personBody(sunny, { portrait }));
    expect(response.status).toBe(40027);
    expect(await personCount()).toBe(before);
  });

  it('refuses a JPG the caller may not see (uploaded by the head office outside any community)', async () => {
    const theirs = await uploadJpeg(t.app, admin);
    const response = await createPerson(personBody(sunny, { portrait: theirs }));
    expect(response.status).toBe(40027);
  });

  it('refuses a stored .jpg whose bytes on disk are no longer JPEG', async () => {
    const portrait = await uploadJpeg(t.app, lihua, '1001');
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(t.config.dataDir, 'uploads', portrait), SAMPLE.png);
    const response = await createPerson(personBody(sunny, { portrait }));
    expect(response.status).toBe(40027);
  });

  it('checks the portrait of a staff member the same way', async () => {
    const png = await uploadFile(t.app, lihua, 'face.png', SAMPLE.png, '1001');
    const before = await staffCount();
    const refused = await call(t.app, 'POST', STAFF, { token: lihua, companyId: '1001', body: staffBody({ portrait: png }) });
    expect(refused.status).toBe(40027);
    expect(await staffCount()).toBe(before);
    const jpg = await uploadJpeg(t.app, lihua, '1001');
    const ok = await call(t.app, 'POST', STAFF, { token: lihua, companyId: '1001', body: staffBody({ portrait: jpg }) });
    expect(ok.status, ok.message).toBe(200);
  });
});

describe('editing a registration', () => {
  async function registered(): Promise<{ id: number; body: Record<string, unknown> }> {
    const body = personBody(sunny);
    const response = await createPerson(body);
    expect(response.status, response.message).toBe(200);
    return { id: response.data.id as number, body };
  }

  it('submits a rejected registration again: pending, reason and reviewer cleared', async () => {
    const { id, body } = await registered();
    await review([id], 'reject', '照片不清晰');
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, {
      token: lihua,
      companyId: '1001',
      body: { ...body, phone: '13700000001' },
    });
    expect(response.status, response.message).toBe(200);
    expect(await stored(id)).toMatchObject({
      reviewStatus: 0,
      rejectReason: null,
      reviewerId: null,
      reviewedAt: null,
      phone: '13700000001',
    });
  });

  it('keeps a passed registration passed when only contact details change', async () => {
    const { id, body } = await registered();
    await review([id], 'pass');
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, {
      token: lihua,
      companyId: '1001',
      body: { ...body, phone: '13700000002', licencePlate: '浙A12345' },
    });
    expect(response.status, response.message).toBe(200);
    const row = await stored(id);
    expect(row.reviewStatus).toBe(1);
    expect(row.reviewerId).not.toBeNull();
  });

  it.each([
    ['name', () => ({ name: '改名后' })],
    ['idCard', () => ({ idCard: idNumber(21) })],
  ])('sends a passed registration back to review when %s changes', async (_field, change) => {
    const { id, body } = await registered();
    await review([id], 'pass');
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, { token: lihua, companyId: '1001', body: { ...body, ...change() } });
    expect(response.status, response.message).toBe(200);
    expect(await stored(id)).toMatchObject({ reviewStatus: 0, reviewerId: null, reviewedAt: null });
  });

  it('sends a passed registration back to review when the portrait changes', async () => {
    const { id, body } = await registered();
    await review([id], 'pass');
    const portrait = await uploadJpeg(t.app, lihua, '1001');
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, { token: lihua, companyId: '1001', body: { ...body, portrait } });
    expect(response.status, response.message).toBe(200);
    expect((await stored(id)).reviewStatus).toBe(0);
  });

  it('refuses review fields in an update body (40003) and changes nothing', async () => {
    const { id, body } = await registered();
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, { token: lihua, companyId: '1001', body: { ...body, reviewStatus: 1 } });
    expect(response.status).toBe(40003);
    expect((await stored(id)).reviewStatus).toBe(0);
  });

  it('refuses moving a person to a house of another community (40908)', async () => {
    const { id, body } = await registered();
    const response = await call(t.app, 'PUT', `${PERSON}/${id}`, { token: admin, body: { ...body, apartmentId: lake.apartmentIds[0] } });
    expect(response.status).toBe(40908);
    expect((await stored(id)).apartmentId).toBe(sunny.apartmentIds[0]);
  });
});

describe('deleting a registration', () => {
  it('is refused while the person holds an active card (40902), allowed once the card is cancelled', async () => {
    const created = await createPerson(personBody(sunny));
    const id = created.data.id as number;
    const [card] = await t.database.db.orm
      .insert(cards)
      .values({
        residentialId: sunny.residentialId,
        cardNo: `C${id}`.slice(0, 10),
        holderName: '持卡人',
        personId: id,
        apartmentId: sunny.apartmentIds[0],
        status: 1,
      })
      .returning({ id: cards.id });
    const refused = await call(t.app, 'DELETE', `${PERSON}/${id}`, { token: lihua, companyId: '1001' });
    expect({ http: refused.http, status: refused.status }).toEqual({ http: 409, status: 40902 });
    expect(await stored(id)).toBeDefined();
    await t.database.db.orm.update(cards).set({ status: 3 }).where(eq(cards.id, card!.id));
    const deleted = await call(t.app, 'DELETE', `${PERSON}/${id}`, { token: lihua, companyId: '1001' });
    expect(deleted.status, deleted.message).toBe(200);
    expect((await t.database.db.orm.select().from(cards).where(eq(cards.id, card!.id)))[0]!.personId).toBeNull();
  });
});

describe('a community manager and another community', () => {
  let theirs: number;
  beforeAll(async () => {
    const response = await call<{ id: number }>(t.app, 'POST', PERSON, { token: admin, companyId: '1002', body: personBody(lake) });
    expect(response.status, response.message).toBe(200);
    theirs = response.data.id;
  });

  it('cannot read a person of 1002 through the API (404, not in the list)', async () => {
    expect((await call(t.app, 'GET', `${PERSON}/${theirs}`, { token: lihua, companyId: '1001' })).http).toBe(404);
    const page = await call<{ rows: { id: number; residentialId: number }[] }>(t.app, 'POST', `${PERSON}/query/page`, {
      token: lihua,
      companyId: '1001',
      body: { limit: 500 },
    });
    expect(page.status).toBe(200);
    expect(page.data.rows.map((r) => r.id)).not.toContain(theirs);
    expect(new Set(page.data.rows.map((r) => r.residentialId))).toEqual(new Set([sunny.residentialId]));
  });

  it('cannot act for 1002 at all (40302)', async () => {
    const response = await call(t.app, 'GET', `${PERSON}/${theirs}`, { token: lihua, companyId: '1002' });
    expect(response.status).toBe(40302);
  });

  it('cannot change or delete a person of 1002 (404, row unchanged)', async () => {
    const before = await stored(theirs);
    const update = await call(t.app, 'PUT', `${PERSON}/${theirs}`, {
      token: lihua,
      companyId: '1001',
      body: personBody(sunny, { name: '篡改' }),
    });
    expect(update.http).toBe(404);
    const remove = await call(t.app, 'DELETE', `${PERSON}/${theirs}`, { token: lihua, companyId: '1001' });
    expect(remove.http).toBe(404);
    expect(await stored(theirs)).toEqual(before);
  });

  it('cannot read, change or delete property staff of 1002 either (404, not in the list)', async () => {
    const created = await call<{ id: number }>(t.app, 'POST', STAFF, { token: admin, companyId: '1002', body: staffBody() });
    expect(created.status, created.message).toBe(200);
    const id = created.data.id;
    expect((await call(t.app, 'GET', `${STAFF}/${id}`, { token: lihua, companyId: '1001' })).http).toBe(404);
    expect((await call(t.app, 'PUT', `${STAFF}/${id}`, { token: lihua, companyId: '1001', body: staffBody({ name: '篡改' }) })).http).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `${STAFF}/${id}`, { token: lihua, companyId: '1001' })).http).toBe(404);
    const page = await call<{ rows: { id: number }[] }>(t.app, 'POST', `${STAFF}/query/page`, {
      token: lihua,
      companyId: '1001',
      body: { limit: 500 },
    });
    expect(page.data.rows.map((r) => r.id)).not.toContain(id);
    const [row] = await t.database.db.orm.select().from(staffMembers).where(eq(staffMembers.id, id));
    expect(row!.name).not.toBe('篡改');
  });
});

describe('property staff', () => {
  async function serviceCentre(companyId: string): Promise<number> {
    const [row] = await t.database.db.orm
      .select({ id: departments.id })
      .from(departments)
      .innerJoin(residentials, eq(residentials.id, departments.residentialId))
      .where(eq(residentials.companyId, companyId))
      .limit(1);
    return row!.id;
  }

  it('starts pending; the community follows from the acting scope', async () => {
    const response = await call<Record<string, unknown>>(t.app, 'POST', STAFF, {
      token: lihua,
      companyId: '1001',
      body: staffBody({ departmentId: await serviceCentre('1001') }),
    });
    expect(response.status, response.message).toBe(200);
    expect(response.data).toMatchObject({ reviewStatus: 0, reviewerId: null, residentialId: sunny.residentialId });
  });

  it('refuses review fields in the body (40003)', async () => {
    const response = await call(t.app, 'POST', STAFF, { token: lihua, companyId: '1001', body: staffBody({ reviewStatus: 1 }) });
    expect(response.status).toBe(40003);
  });

  it('refuses a department of another community (40908 naming departmentId)', async () => {
    const before = await staffCount();
    const response = await call(t.app, 'POST', STAFF, {
      token: lihua,
      companyId: '1001',
      body: staffBody({ departmentId: await serviceCentre('1002') }),
    });
    expect(response.status).toBe(40908);
    expect(response.data).toEqual({ fields: [{ field: 'departmentId', message: 'community' }] });
    expect(await staffCount()).toBe(before);
  });

  it('lets a community manager put her staff in a head-office department, as her department picker offers', async () => {
    const [it] = await t.database.db.orm.select({ id: departments.id }).from(departments).where(eq(departments.name, '信息技术部'));
    const offered = await call<{ rows: { id: number }[] }>(t.app, 'POST', '/api/admin/department/lookup', {
      token: lihua,
      companyId: '1001',
      body: { via: 'staff.departmentId', limit: 1000 },
    });
    expect(offered.data.rows.map((row) => row.id)).toContain(it!.id);
    const response = await call<Record<string, unknown>>(t.app, 'POST', STAFF, {
      token: lihua,
      companyId: '1001',
      body: staffBody({ departmentId: it!.id }),
    });
    expect(response.status, response.message).toBe(200);
    expect(response.data).toMatchObject({ departmentId: it!.id, residentialId: sunny.residentialId });
  });

  it('refuses a staff number already used in the tenant (40901 naming staffNo), also from another community', async () => {
    const first = staffBody();
    expect((await call(t.app, 'POST', STAFF, { token: lihua, companyId: '1001', body: first })).status).toBe(200);
    const again = await call(t.app, 'POST', STAFF, {
      token: admin,
      companyId: '1002',
      body: staffBody({ staffNo: first.staffNo }),
      language: 'en',
    });
    expect({ http: again.http, status: again.status }).toEqual({ http: 409, status: 40901 });
    expect(again.data).toEqual({ fields: ['staffNo'] });
    expect(again.message).toContain('Staff ID');
  });

  it('lists, filtered by a department, the staff of that department and of every department below it', async () => {
    const department = async (name: string, parentId: number | null) => {
      const [row] = await t.database.db.orm.insert(departments).values({ tenantId: 1, name, parentId }).returning({ id: departments.id });
      return row!.id;
    };
    const top = await department('树形物业部', null);
    const below = await department('树形保洁组', top);
    const beside = await department('树形保安部', null);
    const names: [string, number][] = [
      ['树顶员工', top],
      ['树下员工', below],
      ['树旁员工', beside],
    ];
    for (const [name, departmentId] of names) {
      const created = await call(t.app, 'POST', STAFF, { token: admin, body: staffBody({ name, departmentId }) });
      expect(created.status, created.message).toBe(200);
    }
    const listed = async (departmentId: number) =>
      (
        await call<PageResult<Record<string, unknown>>>(t.app, 'POST', `${STAFF}/query/page`, {
          token: admin,
          body: { departmentId, name: '树', limit: 50 },
        })
      ).data.rows
        .map((row) => row.name)
        .sort();
    expect(await listed(top)).toEqual(['树下员工', '树顶员工']);
    expect(await listed(below)).toEqual(['树下员工']);
    expect(await listed(beside)).toEqual(['树旁员工']);
  });

  it('lets the head office register head-office staff (no community) in a head-office department', async () => {
    const [it] = await t.database.db.orm.select({ id: departments.id }).from(departments).where(eq(departments.name, '信息技术部'));
    const response = await call<Record<string, unknown>>(t.app, 'POST', STAFF, { token: admin, body: staffBody({ departmentId: it!.id }) });
    expect(response.status, response.message).toBe(200);
    expect(response.data.residentialId).toBeNull();
  });
});
