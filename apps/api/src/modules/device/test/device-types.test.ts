import type { PageResult } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';

type Row = Record<string, unknown> & { id: number };
type TreeRow = Row & { children: TreeRow[] };

const BASE = '/api/property/deviceType';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, ...options });

describe('device types (spec section 7: /api/property/deviceType, a tree)', () => {
  it('lists the seeded categories and kinds as a tree and as pages', async () => {
    const tree = await asAdmin<TreeRow[]>('POST', `${BASE}/tree`, { body: {} });
    expect(tree.status).toBe(200);
    const access = tree.data.find((node) => node.deviceName === '门禁设备')!;
    expect(access.pid).toBeNull();
    expect(access.children.map((c) => c.deviceName)).toContain('人脸识别一体机');
    const page = await asAdmin<PageResult<Row>>('POST', `${BASE}/query/page`, { body: { deviceName: '闸' } });
    expect(page.data.rows.map((r) => r.deviceName).sort()).toEqual(['三辊闸', '摆闸', '翼闸', '通道闸机', '道闸'].sort());
  });

  it('creates, reads, moves, renames and deletes a type; refuses a parent that is its own descendant and a delete of a type with children', async () => {
    const parent = await asAdmin<Row>('POST', BASE, { body: { deviceName: '梯控设备', sortNo: 50 } });
    expect(parent.status).toBe(200);
    const child = await asAdmin<Row>('POST', BASE, { body: { deviceName: '梯控读卡器', pid: parent.data.id } });
    expect((await asAdmin<Row>('GET', `${BASE}/${child.data.id}`)).data).toMatchObject({ deviceName: '梯控读卡器', pid: parent.data.id });
    expect((await asAdmin('PUT', `${BASE}/${parent.data.id}`, { body: { pid: child.data.id } })).status).not.toBe(200);
    expect((await asAdmin('DELETE', `${BASE}/${parent.data.id}`)).http).toBe(409);
    expect((await asAdmin<Row>('PUT', `${BASE}/${child.data.id}`, { body: { deviceName: '梯控刷卡器' } })).data.deviceName).toBe(
      '梯控刷卡器',
    );
    expect((await asAdmin('DELETE', `${BASE}/${child.data.id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `${BASE}/${parent.data.id}`)).status).toBe(200);
    expect((await asAdmin('GET', `${BASE}/${parent.data.id}`)).http).toBe(404);
  });

  it('refuses a missing name and one over 50 characters in the user’s language, writing nothing', async () => {
    const missing = await asAdmin('POST', BASE, { body: { sortNo: 1 }, language: 'en' });
    expect(missing).toMatchObject({ http: 422, status: 40001 });
    expect((await asAdmin('POST', BASE, { body: { deviceName: '类'.repeat(51) } })).http).toBe(422);
  });

  it('is kept by the head office: a community user and a user without the element are refused', async () => {
    const lihua = await login(t.app, 'lihua');
    expect((await call(t.app, 'POST', `${BASE}/tree`, { token: lihua, companyId: '1001', body: {} })).http).toBe(403);
    const wangqiang = await login(t.app, 'wangqiang');
    expect((await call(t.app, 'POST', BASE, { token: wangqiang, body: { deviceName: '无权新增' } })).http).toBe(403);
  });
});
