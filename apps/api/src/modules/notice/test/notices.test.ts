import type { PageResult } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, residentials, users } from '../../../db/schema/index.js';
import { notices } from '../schema.js';
import { publishNotice } from '../services/publish-notice.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { multipartBody, SAMPLE } from '../../../../test/helpers/multipart.js';

type Row = Record<string, unknown> & { id: number };

const BASE = '/api/property/notice';

let t: TestApp;
let admin: string;
let lihua: string;
let wangqiang: string;
const residential = new Map<string, number>();
const building = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp();
  [admin, lihua, wangqiang] = await Promise.all([login(t.app, 'admin'), login(t.app, 'lihua'), login(t.app, 'wangqiang')]);
  const orm = t.database.db.orm;
  for (const r of await orm.select({ id: residentials.id, companyId: residentials.companyId }).from(residentials))
    residential.set(r.companyId, r.id);
  const rows = await orm
    .select({ id: buildings.id, name: buildings.name, companyId: residentials.companyId })
    .from(buildings)
    .innerJoin(residentials, eq(residentials.id, buildings.residentialId));
  for (const b of rows) building.set(`${b.companyId}/${b.name}`, b.id);
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, ...options });
const asLihua = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: lihua, companyId: '1001', ...options });

async function create(body: Record<string, unknown>, as = asAdmin) {
  return as<Row>('POST', BASE, { body: { title: '测试公告', audience: 'company', ...body } });
}

async function storedBody(id: number): Promise<string> {
  const [row] = await t.database.db.orm.select({ body: notices.body }).from(notices).where(eq(notices.id, id));
  return row!.body;
}

async function uploadedPicture(): Promise<string> {
  const { payload, headers } = multipartBody({}, [{ name: '公告配图.png', content: SAMPLE.png }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: admin },
  });
  return (response.json() as { data: string[] }).data[0]!;
}

describe('notice bodies are sanitised before they are stored', () => {
  it('drops a <script> element and its content, keeping the text around it', async () => {
    const created = await create({ body: '<p>停水通知</p><script>alert(document.cookie)</script><p>请储水</p>' });
    expect(created.status).toBe(200);
    const body = await storedBody(created.data.id);
    expect(body).toBe('<p>停水通知</p><p>请储水</p>');
    expect((await asAdmin<Row>('GET', `${BASE}/${created.data.id}`)).data.body).toBe(body);
  });

  it('removes event handlers such as <img onerror> (a picture that is not an upload goes entirely)', async () => {
    const picture = await uploadedPicture();
    const src = `/api/door/public/download?filePath=${encodeURIComponent(picture)}`;
    const created = await create({
      body: `<p onclick="alert(1)">正文</p><img src="x" onerror="alert(1)"><img src="${src}" onerror="alert(2)" onload="alert(3)" alt="配图">`,
    });
    const body = await storedBody(created.data.id);
    expect(body).not.toMatch(/onerror|onload|onclick|alert/);
    expect(body).toBe(`<p>正文</p><img src="${src}" alt="配图" />`);
  });

  it('removes javascript:, data: and vbscript: links, keeping their text; http(s) links open in a new tab without opener', async () => {
    const created = await create({
      body:
        '<p><a href="javascript:alert(1)">点我</a> <a href="JaVaScRiPt&#58;alert(1)">再点</a> <a href="data:text/html,<script>alert(1)</script>">数据</a> ' +
        '<a href="vbscript:msgbox(1)">旧</a> <a href="https://www.hangzhou.gov.cn/">政务网</a></p>',
    });
    const body = await storedBody(created.data.id);
    expect(body).not.toMatch(/javascript|vbscript|data:/i);
    expect(body).toContain('点我');
    expect(body).toContain('<a href="https://www.hangzhou.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">政务网</a>');
  });

  it('drops an SVG with a script (and any SVG) whole, with styles and embedded documents', async () => {
    const created = await create({
      body:
        '<p>图示</p><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><text>svg 文本</text></svg>' +
        '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style><p style="color:red;text-align:center">居中</p>',
    });
    const body = await storedBody(created.data.id);
    expect(body).toBe('<p>图示</p><p style="text-align:center">居中</p>');
  });

  it('refuses a body that shows nothing once sanitised, in the user’s language, writing nothing', async () => {
    const before = (await t.database.db.orm.select({ id: notices.id }).from(notices)).length;
    const zh = await create({ title: '空正文', body: '<script>alert(1)</script>' });
    expect(zh).toMatchObject({ http: 422, status: 40001 });
    expect(zh.message).toContain('正文不能为空');
    const en = await call(t.app, 'POST', BASE, {
      token: admin,
      language: 'en',
      body: { title: 'Empty', audience: 'company', body: '<svg><script>x</script></svg>' },
    });
    expect(en.message).toContain('the body shows nothing');
    expect((await t.database.db.orm.select({ id: notices.id }).from(notices)).length).toBe(before);
  });

  it('sanitises an update the same way', async () => {
    const created = await create({ body: '<p>原文</p>' });
    const updated = await asAdmin<Row>('PUT', `${BASE}/${created.data.id}`, {
      body: { title: '测试公告', audience: 'company', body: '<p>新文</p><img src=x onerror=alert(1)>' },
    });
    expect(updated.status).toBe(200);
    expect(await storedBody(created.data.id)).toBe('<p>新文</p>');
  });
});

describe('notice audience and community scoping', () => {
  it('keeps the chosen communities or buildings and returns them', async () => {
    const created = await create({
      body: '<p>两个社区</p>',
      audience: 'communities',
      communityIds: [residential.get('1001'), residential.get('1002')],
    });
    const read = await asAdmin<Row>('GET', `${BASE}/${created.data.id}`);
    expect(read.data).toMatchObject({
      audience: 'communities',
      communityIds: [residential.get('1001'), residential.get('1002')],
      buildingIds: [],
    });
    const byBuilding = await create({ body: '<p>1栋</p>', audience: 'buildings', buildingIds: [building.get('1001/1栋')] });
    expect((await asAdmin<Row>('GET', `${BASE}/${byBuilding.data.id}`)).data.buildingIds).toEqual([building.get('1001/1栋')]);
  });

  it('a building that is deleted leaves the audiences it was in', async () => {
    const made = await asAdmin<Row>('POST', '/api/door/building', {
      body: { residentialId: residential.get('1001'), type: 2, name: `公告楼${Date.now()}`, floorCount: 0 },
    });
    expect(made.status).toBe(200);
    const notice = await create({ body: '<p>临时楼栋</p>', audience: 'buildings', buildingIds: [made.data.id, building.get('1001/2栋')] });
    expect((await asAdmin('DELETE', `/api/door/building/${made.data.id}`)).status).toBe(200);
    expect((await asAdmin<Row>('GET', `${BASE}/${notice.data.id}`)).data.buildingIds).toEqual([building.get('1001/2栋')]);
  });

  it('refuses an audience without its communities or buildings', async () => {
    expect(await create({ body: '<p>x</p>', audience: 'communities', communityIds: [] })).toMatchObject({ http: 422, status: 40001 });
    expect(await create({ body: '<p>x</p>', audience: 'buildings' })).toMatchObject({ http: 422, status: 40001 });
  });

  it('a community user writes for its own community only: not the whole company, another community or its buildings', async () => {
    const own = await create({ body: '<p>本社区</p>', audience: 'communities' }, asLihua);
    expect(own.status).toBe(200);
    expect(own.data.residentialId).toBe(residential.get('1001'));
    expect((await asLihua<Row>('GET', `${BASE}/${own.data.id}`)).data.communityIds).toEqual([residential.get('1001')]);
    expect(await create({ body: '<p>x</p>', audience: 'company' }, asLihua)).toMatchObject({ http: 422, status: 40001 });
    expect(await create({ body: '<p>x</p>', audience: 'communities', communityIds: [residential.get('1002')] }, asLihua)).toMatchObject({
      http: 422,
    });
    expect(await create({ body: '<p>x</p>', audience: 'buildings', buildingIds: [building.get('1002/A座')] }, asLihua)).toMatchObject({
      http: 422,
    });
    expect((await create({ body: '<p>1栋</p>', audience: 'buildings', buildingIds: [building.get('1001/1栋')] }, asLihua)).status).toBe(
      200,
    );
  });

  it('another community’s notice reads as missing to a community user (get, update, delete, publish, read, readers)', async () => {
    const other = await create({ body: '<p>翠湖苑</p>', audience: 'communities', communityIds: [residential.get('1002')] });
    const head = other.data.id;
    for (const [method, url, body] of [
      ['GET', `${BASE}/${head}`, undefined],
      ['PUT', `${BASE}/${head}`, { title: '改', body: '<p>改</p>', audience: 'communities' }],
      ['DELETE', `${BASE}/${head}`, undefined],
      ['POST', `${BASE}/${head}/publish`, { status: 1 }],
      ['POST', `${BASE}/${head}/read`, undefined],
      ['GET', `${BASE}/${head}/readers`, undefined],
    ] as const)
      expect((await asLihua(method, url, body === undefined ? {} : { body })).http, `${method} ${url}`).toBe(404);
    const page = await asLihua<PageResult<Row>>('POST', `${BASE}/query/page`, { body: { limit: 100 } });
    expect(page.data.rows.every((row) => row.residentialId === residential.get('1001'))).toBe(true);
  });

  it('a user without the notice elements is refused (403)', async () => {
    expect((await call(t.app, 'POST', `${BASE}/query/page`, { token: wangqiang, body: {} })).http).toBe(403);
    expect((await call(t.app, 'POST', BASE, { token: wangqiang, body: { title: 'x', body: '<p>x</p>', audience: 'company' } })).http).toBe(
      403,
    );
  });
});

describe('publishing, scheduling, top and read count', () => {
  it('publishes (1) and withdraws (0); status and publishing time are the server’s', async () => {
    const created = await create({ body: '<p>发布</p>', status: 1 });
    expect(created).toMatchObject({ http: 422, status: 40003 });
    const draft = await create({ body: '<p>发布</p>' });
    expect(draft.data).toMatchObject({ status: 0, publishedAt: null, readCount: 0 });
    expect((await asAdmin('POST', `${BASE}/${draft.data.id}/publish`, { body: { status: 1 } })).status).toBe(200);
    const published = (await asAdmin<Row>('GET', `${BASE}/${draft.data.id}`)).data;
    expect(published.status).toBe(1);
    expect(published.publishedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await asAdmin('POST', `${BASE}/${draft.data.id}/publish`, { body: { status: 0 } })).status).toBe(200);
    expect((await asAdmin<Row>('GET', `${BASE}/${draft.data.id}`)).data).toMatchObject({ status: 0, publishedAt: null });
    expect((await asAdmin('POST', `${BASE}/${draft.data.id}/publish`, { body: { status: 2 } })).http).toBe(422);
  });

  it('stamps publishing with the clock its context gives, not the machine’s', async () => {
    const draft = await create({ body: '<p>定时</p>' });
    const orm = t.database.db.orm;
    const [user] = await orm.select().from(users).where(eq(users.username, 'admin'));
    const now = new Date('2031-02-03T04:05:06Z');
    const ctx = { orm, scope: { kind: 'headOffice' as const, tenantId: user!.tenantId }, now, language: 'zh_cn' as const };
    await publishNotice({ ...ctx, user: { ...user!, kiosk: false, language: 'zh_cn' } }, draft.data.id, 1);
    const [row] = await orm
      .select({ publishedAt: notices.publishedAt, updatedAt: notices.updatedAt })
      .from(notices)
      .where(eq(notices.id, draft.data.id));
    expect(row).toEqual({ publishedAt: now, updatedAt: now });
  });

  it('refuses a scheduled time in the past; the scheduler job publishes a notice once its time has come', async () => {
    const past = await create({ body: '<p>过去</p>', scheduledAt: '2020-01-01 08:00:00' });
    expect(past).toMatchObject({ http: 422, status: 40001 });
    const soon = new Date(Date.now() + 8 * 3_600_000 + 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const scheduled = await create({ body: '<p>定时</p>', scheduledAt: soon });
    expect(scheduled.data).toMatchObject({ status: 0, scheduledAt: soon });
    const orm = t.database.db.orm;
    // The time comes (moved into the past directly: the API refuses to schedule there), then the job runs.
    await orm
      .update(notices)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(notices.id, scheduled.data.id));
    const [job] = (
      await asAdmin<PageResult<Row>>('POST', '/api/admin/quartzJob/query/page', { body: { handler: 'publishScheduledNotices' } })
    ).data.rows;
    expect(job).toBeDefined();
    const run = await asAdmin<{ result: string }>('POST', `/api/admin/quartzJob/${job!.id}/run`);
    expect(run.status).toBe(200);
    expect((await asAdmin<Row>('GET', `${BASE}/${scheduled.data.id}`)).data).toMatchObject({ status: 1, scheduledAt: null });
  });

  it('lists pinned notices first, then the newest', async () => {
    const pinned = await create({ title: '置顶测试', body: '<p>置顶</p>', top: 1 });
    const page = await asAdmin<PageResult<Row>>('POST', `${BASE}/query/page`, { body: { limit: 100 } });
    const tops = page.data.rows.map((row) => row.top);
    expect(tops.indexOf(0)).toBeGreaterThan(tops.lastIndexOf(1));
    expect(page.data.rows.filter((row) => row.top === 1).map((row) => row.id)).toContain(pinned.data.id);
  });

  it('counts each reader once, published notices only, and lists who read', async () => {
    const created = await create({ body: '<p>阅读</p>', audience: 'communities' }, asLihua);
    const id = created.data.id;
    expect((await asAdmin<{ counted: boolean }>('POST', `${BASE}/${id}/read`)).data).toEqual({ readCount: 0, counted: false });
    await asLihua('POST', `${BASE}/${id}/publish`, { body: { status: 1 } });
    expect((await asAdmin('POST', `${BASE}/${id}/read`)).data).toEqual({ readCount: 1, counted: true });
    expect((await asAdmin('POST', `${BASE}/${id}/read`)).data).toEqual({ readCount: 1, counted: false });
    const both = await Promise.all([asLihua('POST', `${BASE}/${id}/read`), asLihua('POST', `${BASE}/${id}/read`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await asAdmin<Row>('GET', `${BASE}/${id}`)).data.readCount).toBe(2);
    const readers = await asAdmin<{ name: string }[]>('GET', `${BASE}/${id}/readers`);
    expect(readers.data.map((r) => r.name)).toEqual(['系统管理员', '李华']);
  });
});

describe('reading notices addressed to a community', () => {
  it('a community user reads the head office’s notices for the whole company or for her community, and only published ones', async () => {
    const company = await create({ title: '全公司公告', body: '<p>全公司</p>' });
    const ours = await create({
      title: '发给阳光花园',
      body: '<p>阳光花园</p>',
      audience: 'communities',
      communityIds: [residential.get('1001')],
    });
    const theirs = await create({
      title: '发给翠湖苑',
      body: '<p>翠湖苑</p>',
      audience: 'buildings',
      buildingIds: [building.get('1002/A座')],
    });
    const draft = await create({ title: '草稿', body: '<p>草稿</p>' });
    for (const notice of [company, ours, theirs]) await asAdmin('POST', `${BASE}/${notice.data.id}/publish`, { body: { status: 1 } });

    const board = await asLihua<{ rows: Row[] }>('POST', `${BASE}/board`, { body: { limit: 100 } });
    const ids = board.data.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([company.data.id, ours.data.id]));
    expect(ids).not.toContain(theirs.data.id);
    expect(ids).not.toContain(draft.data.id);

    expect((await asLihua<Row>('GET', `${BASE}/${company.data.id}/view`)).data).toMatchObject({
      title: '全公司公告',
      body: '<p>全公司</p>',
      // Read here, kept by the head office: the console offers her no 编辑 and asks for no readers.
      managed: false,
    });
    expect((await asAdmin<Row>('GET', `${BASE}/${company.data.id}/view`)).data.managed).toBe(true);
    for (const hidden of [theirs, draft]) expect((await asLihua('GET', `${BASE}/${hidden.data.id}/view`)).http).toBe(404);
    expect((await asLihua('POST', `${BASE}/${theirs.data.id}/read`)).http).toBe(404);
    expect((await asLihua('POST', `${BASE}/${ours.data.id}/read`)).data).toEqual({ readCount: 1, counted: true });

    // Reading is not managing: the head office's notice stays out of her list and cannot be changed by her.
    expect((await asLihua('GET', `${BASE}/${company.data.id}`)).http).toBe(404);
    expect(
      (await asLihua('PUT', `${BASE}/${company.data.id}`, { body: { title: '改', body: '<p>改</p>', audience: 'communities' } })).http,
    ).toBe(404);
    expect((await asLihua('POST', `${BASE}/${company.data.id}/publish`, { body: { status: 0 } })).http).toBe(404);
    expect((await asLihua('GET', `${BASE}/${company.data.id}/readers`)).http).toBe(404);
  });
});
