import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opLogs } from '../../../db/schema/index.js';
import { persons, staffMembers } from '../schema.js';
import { call, login, type TestApp } from '../../../../test/helpers/app.js';
import { userIdOf } from '../../../../test/helpers/users.js';
import { personBody, staffBody, startPeopleApp, type Place } from '../../../../test/helpers/door-people.fixtures.js';

const PERSON_REVIEW = '/api/door/person/review';
const STAFF_REVIEW = '/api/door/staff/review';

let t: TestApp;
let admin: string;
let lihua: string;
let lihuaId: number;
let sunny: Place;
let lake: Place;

beforeAll(async () => {
  ({ t, admin, lihua, sunny, lake } = await startPeopleApp());
  lihuaId = await userIdOf(t.database.db, 'lihua');
});
afterAll(() => t.close());

async function newPersons(n: number, place = sunny, token = lihua): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await call<{ id: number }>(t.app, 'POST', '/api/door/person', {
      token,
      companyId: place.companyId,
      body: personBody(place),
    });
    expect(response.status, response.message).toBe(200);
    ids.push(response.data.id);
  }
  return ids;
}

const rowsOf = (ids: number[]) => t.database.db.orm.select().from(persons).where(inArray(persons.id, ids)).orderBy(persons.id);

/** `companyId: null` acts as the head office (no CompanyId header). */
function review(body: unknown, options: { token?: string; companyId?: string | null; language?: 'zh-CN' | 'en'; path?: string } = {}) {
  const companyId = options.companyId === undefined ? '1001' : (options.companyId ?? undefined);
  return call<{ reviewed: number }>(t.app, 'POST', options.path ?? PERSON_REVIEW, {
    token: options.token ?? lihua,
    companyId,
    body,
    language: options.language ?? 'zh-CN',
  });
}

function expectRecentlyReviewed(at: Date | null) {
  expect(at).toBeInstanceOf(Date);
  expect(Math.abs(Date.now() - at!.getTime())).toBeLessThan(60_000);
}

describe('POST /api/door/person/review', () => {
  it('passes a pending registration, recording the reviewer and the time', async () => {
    const [id] = await newPersons(1);
    const response = await review({ ids: [id], verdict: 'pass' });
    expect(response.status, response.message).toBe(200);
    // Passing also starts the authorisation of the person's doors when their access level has devices (issue 14).
    expect(response.data).toMatchObject({ reviewed: 1 });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ reviewStatus: 1, reviewerId: lihuaId, rejectReason: null });
    expectRecentlyReviewed(row!.reviewedAt);
  });

  it('refuses a rejection without a reason (422 naming reason), changing nothing', async () => {
    const ids = await newPersons(1);
    for (const body of [
      { ids, verdict: 'reject' },
      { ids, verdict: 'reject', reason: '   ' },
    ]) {
      const response = await review(body);
      expect({ http: response.http, status: response.status }).toEqual({ http: 422, status: 40001 });
      expect(response.data).toEqual({ fields: [{ field: 'reason', message: 'reason 为必填项' }] });
    }
    const en = await review({ ids, verdict: 'reject' }, { language: 'en' });
    expect(en.message).toContain('reason is required');
    expect((await rowsOf(ids))[0]).toMatchObject({ reviewStatus: 0, reviewerId: null, reviewedAt: null });
  });

  it('rejects with a reason, recording reason, reviewer and time', async () => {
    const ids = await newPersons(1);
    const response = await review({ ids, verdict: 'reject', reason: '  身份证照片模糊  ' });
    expect(response.status, response.message).toBe(200);
    const [row] = await rowsOf(ids);
    expect(row).toMatchObject({ reviewStatus: 2, rejectReason: '身份证照片模糊', reviewerId: lihuaId });
    expectRecentlyReviewed(row!.reviewedAt);
    const api = await call<Record<string, unknown>>(t.app, 'GET', `/api/door/person/${ids[0]}`, { token: lihua, companyId: '1001' });
    expect(api.data).toMatchObject({
      reviewStatus: 2,
      rejectReason: '身份证照片模糊',
      reviewerId: lihuaId,
      reviewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('passes a batch in one request', async () => {
    const ids = await newPersons(3);
    const response = await review({ ids: [...ids, ids[0]], verdict: 'pass' });
    expect(response.data).toMatchObject({ reviewed: 3 });
    expect((await rowsOf(ids)).map((r) => r.reviewStatus)).toEqual([1, 1, 1]);
  });

  it('rejects a batch in one request, each with the reason', async () => {
    const ids = await newPersons(3);
    const response = await review({ ids, verdict: 'reject', reason: '信息不全' });
    expect(response.data).toEqual({ reviewed: 3 });
    expect((await rowsOf(ids)).map((r) => [r.reviewStatus, r.rejectReason, r.reviewerId])).toEqual(ids.map(() => [2, '信息不全', lihuaId]));
  });

  it('may pass a rejected registration and reject a passed one (the declared transitions)', async () => {
    const ids = await newPersons(2);
    await review({ ids: [ids[0]], verdict: 'reject', reason: '先驳回' });
    await review({ ids: [ids[1]], verdict: 'pass' });
    expect((await review({ ids: [ids[0]], verdict: 'pass' })).status).toBe(200);
    expect((await review({ ids: [ids[1]], verdict: 'reject', reason: '已搬离' })).status).toBe(200);
    expect((await rowsOf(ids)).map((r) => [r.reviewStatus, r.rejectReason])).toEqual([
      [1, null],
      [2, '已搬离'],
    ]);
  });

  it('refuses a whole batch containing a person of another community (404), changing nothing', async () => {
    const ours = await newPersons(2);
    const [theirs] = await newPersons(1, lake, admin);
    const before = await rowsOf([...ours, theirs!]);
    const response = await review({ ids: [...ours, theirs], verdict: 'pass' });
    expect({ http: response.http, status: response.status }).toEqual({ http: 404, status: 40401 });
    expect(await rowsOf([...ours, theirs!])).toEqual(before);
  });

  it('refuses a whole batch containing an id that does not exist (404)', async () => {
    const ours = await newPersons(1);
    const response = await review({ ids: [...ours, 2_000_000_000], verdict: 'pass' });
    expect(response.http).toBe(404);
    expect((await rowsOf(ours))[0]!.reviewStatus).toBe(0);
  });

  it('refuses a rejection batch containing an already-rejected registration (40907, naming it and its status), changing nothing', async () => {
    const ids = await newPersons(3);
    await review({ ids: [ids[1]], verdict: 'reject', reason: '第一次' });
    const before = await rowsOf(ids);
    const zh = await review({ ids, verdict: 'reject', reason: '第二次' });
    expect({ http: zh.http, status: zh.status }).toEqual({ http: 409, status: 40907 });
    expect(zh.message).toBe(`${before[1]!.name}(#${ids[1]}) 当前为“已驳回”，不能执行该审核操作`);
    const en = await review({ ids, verdict: 'reject', reason: '第二次' }, { language: 'en' });
    expect(en.message).toBe(`${before[1]!.name}(#${ids[1]}) is "Rejected" and cannot take this review action`);
    expect(await rowsOf(ids)).toEqual(before);
  });

  it('refuses passing an already-passed registration (40907)', async () => {
    const ids = await newPersons(1);
    await review({ ids, verdict: 'pass' });
    const response = await review({ ids, verdict: 'pass' }, { language: 'en' });
    expect(response.status).toBe(40907);
    expect(response.message).toContain('"Passed"');
  });

  it('lets the head office review people of any community', async () => {
    const [theirs] = await newPersons(1, lake, admin);
    const [ours] = await newPersons(1);
    const response = await review({ ids: [theirs, ours], verdict: 'pass' }, { token: admin, companyId: null });
    expect(response.status, response.message).toBe(200);
  });

  it('refuses users without the review element (403) and bad bodies (40001/40003)', async () => {
    const [id] = await newPersons(1);
    const wangqiang = await login(t.app, 'wangqiang');
    expect((await review({ ids: [id], verdict: 'pass' }, { token: wangqiang })).http).toBe(403);
    expect((await review({ ids: [], verdict: 'pass' })).status).toBe(40001);
    expect((await review({ ids: [id], verdict: 'maybe' })).status).toBe(40001);
    expect((await review({ ids: [id], verdict: 'pass', reviewerId: 1 })).status).toBe(40003);
    expect((await rowsOf([id!]))[0]!.reviewStatus).toBe(0);
  });

  it('writes an operation log entry naming the reviewed ids', async () => {
    const ids = await newPersons(2);
    await review({ ids, verdict: 'pass' });
    await new Promise((r) => setTimeout(r, 150));
    const rows = await t.database.db.orm
      .select()
      .from(opLogs)
      .where(and(eq(opLogs.resource, 'person'), eq(opLogs.action, 'review'), eq(opLogs.recordId, ids.join(','))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: lihuaId, status: 200, path: PERSON_REVIEW });
  });
});

describe('the reviewer named on registration rows', () => {
  const names = (rows: Record<string, unknown>[], ids: number[]) => ids.map((id) => rows.find((row) => row.id === id)?.reviewerName);

  it("sends the reviewer's name with reviewed rows in the list and the detail, to a community manager who may not list users", async () => {
    const ids = await newPersons(3);
    await review({ ids: [ids[0]], verdict: 'pass' });
    await review({ ids: [ids[1]], verdict: 'reject', reason: '照片不清晰' }, { token: admin, companyId: null });
    // The premise: the community manager cannot look a user id up.
    expect((await call(t.app, 'POST', '/api/admin/user/query/page', { token: lihua, companyId: '1001', body: {} })).http).toBe(403);

    const page = await call<{ rows: Record<string, unknown>[] }>(t.app, 'POST', '/api/door/person/query/page', {
      token: lihua,
      companyId: '1001',
      body: { limit: 100 },
    });
    expect(page.status, page.message).toBe(200);
    expect(names(page.data.rows, ids)).toEqual(['李华', '系统管理员', null]);
    expect(page.data.rows.find((row) => row.id === ids[0])).toMatchObject({ reviewerId: lihuaId, reviewerName: '李华' });

    const detail = await call<Record<string, unknown>>(t.app, 'GET', `/api/door/person/${ids[1]}`, { token: lihua, companyId: '1001' });
    expect(detail.data).toMatchObject({ reviewStatus: 2, reviewerName: '系统管理员' });
  });

  it('clears the name when an edit sends the registration back to review', async () => {
    const [id] = await newPersons(1);
    await review({ ids: [id], verdict: 'reject', reason: '信息不全' });
    const edited = await call<Record<string, unknown>>(t.app, 'PUT', `/api/door/person/${id}`, {
      token: lihua,
      companyId: '1001',
      body: personBody(sunny, { licencePlate: '粤B12345' }),
    });
    expect(edited.status, edited.message).toBe(200);
    expect(edited.data).toMatchObject({ reviewStatus: 0, reviewerId: null, reviewerName: null });
  });

  it('refuses a reviewer name in a create or update body (40003): only the server fills it', async () => {
    const create = await call(t.app, 'POST', '/api/door/person', {
      token: lihua,
      companyId: '1001',
      body: personBody(sunny, { reviewerName: '冒充' }),
    });
    expect(create.status).toBe(40003);
  });

  it('names the reviewer of property staff rows too', async () => {
    const created = await call<{ id: number }>(t.app, 'POST', '/api/door/staff', { token: lihua, companyId: '1001', body: staffBody() });
    const id = created.data.id;
    await review({ ids: [id], verdict: 'pass' }, { path: STAFF_REVIEW });
    const page = await call<{ rows: Record<string, unknown>[] }>(t.app, 'POST', '/api/door/staff/query/page', {
      token: lihua,
      companyId: '1001',
      body: { limit: 100 },
    });
    expect(names(page.data.rows, [id])).toEqual(['李华']);
    const detail = await call<Record<string, unknown>>(t.app, 'GET', `/api/door/staff/${id}`, { token: lihua, companyId: '1001' });
    expect(detail.data).toMatchObject({ reviewerId: lihuaId, reviewerName: '李华' });
  });
});

describe('POST /api/door/staff/review', () => {
  async function newStaff(n: number, companyId: string | null = '1001', token = lihua): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const response = await call<{ id: number }>(t.app, 'POST', '/api/door/staff', {
        token,
        companyId: companyId ?? undefined,
        body: staffBody(),
      });
      expect(response.status, response.message).toBe(200);
      ids.push(response.data.id);
    }
    return ids;
  }
  const staffRows = (ids: number[]) =>
    t.database.db.orm.select().from(staffMembers).where(inArray(staffMembers.id, ids)).orderBy(staffMembers.id);

  it('passes and rejects staff in batches, recording reviewer, time and reason', async () => {
    const ids = await newStaff(4);
    expect((await review({ ids: ids.slice(0, 2), verdict: 'pass' }, { path: STAFF_REVIEW })).data).toEqual({
      reviewed: 2,
      authTaskId: expect.any(String),
    });
    expect((await review({ ids: ids.slice(2), verdict: 'reject', reason: '工号有误' }, { path: STAFF_REVIEW })).data).toEqual({
      reviewed: 2,
    });
    const rows = await staffRows(ids);
    expect(rows.map((r) => [r.reviewStatus, r.rejectReason, r.reviewerId])).toEqual([
      [1, null, lihuaId],
      [1, null, lihuaId],
      [2, '工号有误', lihuaId],
      [2, '工号有误', lihuaId],
    ]);
    for (const row of rows) expectRecentlyReviewed(row.reviewedAt);
  });

  it('refuses a batch with staff of another community (404) and a rejection without reason (422)', async () => {
    const ours = await newStaff(1);
    const [theirs] = await newStaff(1, '1002', admin);
    expect((await review({ ids: [...ours, theirs], verdict: 'pass' }, { path: STAFF_REVIEW })).http).toBe(404);
    expect((await review({ ids: ours, verdict: 'reject' }, { path: STAFF_REVIEW })).http).toBe(422);
    expect((await staffRows([...ours, theirs!])).map((r) => r.reviewStatus)).toEqual([0, 0]);
  });

  it('refuses reviewing head-office staff from a community (404)', async () => {
    const [headOffice] = await newStaff(1, null, admin);
    expect((await review({ ids: [headOffice], verdict: 'pass' }, { path: STAFF_REVIEW })).http).toBe(404);
  });
});
