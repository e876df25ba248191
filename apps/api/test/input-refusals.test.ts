import { DOOR_GATEWAY_TOKEN_HEADER, type PageResult } from '@cvap/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, loginAttempts, opLogs } from '../src/db/schema/index.js';
import { feeOverdueRecords } from '../src/modules/fee/billing/schema.js';
import { uploadsRoot } from '../src/files/storage.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from './helpers/app.js';
import { SIM_GATEWAY_TOKEN } from './helpers/door-sim.js';

/**
 * Issue 21 part 3: input that answered 500 is a clear refusal in the user's language (40001 naming the field, or
 * a 4xx envelope for a body the parser cannot read) and changes nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, companyId: '1001', language: 'en', ...options });

interface Fields {
  fields: { field: string; message: string }[];
}

/** `[[[…1…]]]` nested `depth` deep, as JSON text (JSON.stringify itself would overflow on the way). */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('impossible dates are refused as 40001 naming the field', () => {
  it('repair analysis: from 2026-02-30 or 2026-99-99', async () => {
    for (const [from, message] of [
      ['2026-02-30', 'from is not a date that exists'],
      ['0000-01-01', 'from is not a date that exists'],
      ['2026-99-99', 'from has the wrong format'],
    ]) {
      const response = await asAdmin<Fields>('POST', '/api/property/repairOrder/analysis', { body: { from, to: '2026-03-01' } });
      expect(response, from).toMatchObject({ http: 422, status: 40001 });
      expect(response.data.fields).toEqual([{ field: 'from', message }]);
    }
    const zh = await call<Fields>(t.app, 'POST', '/api/property/repairOrder/analysis', {
      token: admin,
      body: { from: '2026-01-01', to: '2026-02-30' },
    });
    expect(zh.data.fields).toEqual([{ field: 'to', message: 'to 不是存在的日期' }]);
    // A real range still answers.
    expect((await asAdmin('POST', '/api/property/repairOrder/analysis', { body: { from: '2024-02-29', to: '2026-03-01' } })).status).toBe(
      200,
    );
  });

  it('overdue compute: asOf 2026-02-30, and nothing is computed', async () => {
    const before = (await t.database.db.orm.select({ n: count() }).from(feeOverdueRecords))[0]!.n;
    for (const [asOf, message] of [
      ['2026-02-30', 'asOf is not a date that exists'],
      ['2026-13-01', 'asOf has the wrong format'],
    ]) {
      const response = await asAdmin<Fields>('POST', '/api/property/overdueRecord/compute', { body: { asOf } });
      expect(response, asOf).toMatchObject({ http: 422, status: 40001 });
      expect(response.data.fields).toEqual([{ field: 'asOf', message }]);
    }
    expect((await t.database.db.orm.select({ n: count() }).from(feeOverdueRecords))[0]!.n).toBe(before);
  });

  it('card renewal: 2027-02-30 00:00:00 and 2026-13-45 25:61:61 are malformed, not stored, not "in the past"', async () => {
    const cards = await asAdmin<PageResult<{ id: number; status: number; validUntil: string }>>('POST', '/api/door/card/query/page', {
      body: { status: 1 },
    });
    const card = cards.data.rows[0]!;
    expect(card).toBeDefined();
    for (const validUntil of ['2027-02-30 00:00:00', '2026-13-45 25:61:61', '2027-01-01 24:00:00']) {
      const response = await asAdmin<Fields>('POST', `/api/door/card/${card.id}/renew`, { body: { validUntil } });
      expect(response, validUntil).toMatchObject({ http: 422, status: 40001 });
      expect(response.data.fields[0]!.field).toBe('validUntil');
    }
    const after = await asAdmin<{ validUntil: string }>('GET', `/api/door/card/${card.id}`);
    expect(after.data.validUntil).toBe(card.validUntil);
  });
});

describe('a body nested deeper than 64 levels', () => {
  it('on the login route, unauthenticated: 40001 in the user’s language, at once, and no attempt recorded', async () => {
    const before = (await t.database.db.orm.select({ n: count() }).from(loginAttempts))[0]!.n;
    for (const payload of [nested(6000), nestedObject(6000), `{"username":${nested(100)},"password":"x"}`]) {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/jwt/token',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 40001,
        data: { fields: [{ field: 'the request body', message: 'the request body must not be nested more than 64 levels deep' }] },
      });
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      headers: { 'content-type': 'application/json' },
      payload: nested(6000),
    });
    expect(zh.json()).toMatchObject({ status: 40001, data: { fields: [{ message: '请求内容 嵌套不能超过64层' }] } });
    expect((await t.database.db.orm.select({ n: count() }).from(loginAttempts))[0]!.n).toBe(before);
  });

  it('on an authenticated route, and 64 levels are still read (the null-character check reaches them)', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/query/page',
      headers: { 'content-type': 'application/json', authorization: admin },
      payload: `{"username":${nested(6000)}}`,
    });
    expect(deep.json()).toMatchObject({ status: 40001 });
    // 63 arrays inside the body object: 64 levels, accepted by the walk, and a NUL at the bottom is found.
    const atBound = `{"username":${'['.repeat(63)}"a\\u0000"${']'.repeat(63)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/query/page',
      headers: { 'content-type': 'application/json', authorization: admin, 'accept-language': 'en' },
      payload: atBound,
    });
    expect(response.json()).toMatchObject({ status: 40001 });
    expect(JSON.stringify(response.json())).toContain('must not contain a null character');
  });
});

describe('bodies the parser cannot read are 4xx envelopes in the user’s language', () => {
  const post = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/jwt/token', headers: { 'accept-language': 'en', ...headers }, payload });

  it('malformed JSON, an empty JSON body, 1e309: 40010 (HTTP 400)', async () => {
    for (const payload of ['{"username": "admin",', '', '{"username": 1e309, "password": "x"}']) {
      const response = await post({ 'content-type': 'application/json' }, payload);
      const expected = payload.includes('1e309') ? 422 : 400;
      expect(response.statusCode, payload).toBe(expected);
      if (expected === 400) expect(response.json()).toEqual({ status: 40010, message: 'The request body is not valid JSON', data: null });
    }
  });

  it('a content type no route reads: 41501 (HTTP 415)', async () => {
    const response = await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'username=admin');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 41501, message: 'This content type (Content-Type) is not accepted here', data: null });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(zh.json()).toMatchObject({ status: 41501, message: '此处不接受该请求内容类型（Content-Type）' });
  });

  it('a path with a broken percent-escape: 40002 (HTTP 400) in the envelope, not Fastify’s own English body', async () => {
    for (const url of ['/api/admin/user/%E0%A4%A', '/api/door/card/%/renew']) {
      const en = await t.app.inject({ method: 'GET', url, headers: { authorization: admin, 'accept-language': 'en' } });
      expect(en.statusCode, url).toBe(400);
      expect(en.json()).toEqual({ status: 40002, message: 'The request is malformed', data: null });
    }
    const zh = await t.app.inject({ method: 'GET', url: '/api/admin/user/%', headers: { authorization: admin } });
    expect(zh.json()).toEqual({ status: 40002, message: '请求格式不正确', data: null });
  });

  it('a body over the limit: 41301 (HTTP 413)', async () => {
    const response = await post({ 'content-type': 'application/json' }, JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 41301 });
  });

  it('a Content-Length that does not match the body: 400, not 500', async () => {
    const response = await post({ 'content-type': 'application/json', 'content-length': '5' }, '{"username":"admin","password":"x"}');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('an upload whose multipart body is broken', () => {
  it('is 40002 (HTTP 400) in the user’s language, and nothing is stored', async () => {
    const before = (await t.database.db.orm.select({ n: count() }).from(files))[0]!.n;
    const bodies: [string, string][] = [
      ['multipart/form-data', '--x\r\n\r\n'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nabc'],
      ['multipart/form-data; boundary=b', `--b\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}`],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fdfs/file/uploadFiles',
        headers: { authorization: admin, 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ status: 40002, message: 'The request is malformed', data: null });
    }
    expect((await t.database.db.orm.select({ n: count() }).from(files))[0]!.n).toBe(before);
    const staging = join(uploadsRoot(t.config.dataDir), '.staging');
    expect(existsSync(staging) ? readdirSync(staging, { recursive: true }) : []).toEqual([]);
  });
});

describe('the device gateway with an id beyond a row id (int4)', () => {
  const gateway = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { [DOOR_GATEWAY_TOKEN_HEADER]: SIM_GATEWAY_TOKEN }, payload: payload as object });

  it('a heartbeat ignores the device as unknown, a passage answers 404: never 500', async () => {
    for (const id of ['9223372036854775808', '2147483648']) {
      const heartbeat = await gateway('/api/device-gateway/heartbeat', {
        devices: [{ id, state: 'online' }],
        at: '2026-06-15T10:00:00+08:00',
      });
      expect(heartbeat.statusCode, id).toBe(200);
      const openRecord = await gateway('/api/device-gateway/passage', {
        deviceId: id,
        method: 'card',
        direction: 1,
        opened: true,
        personName: '张三',
        at: '2026-06-15T10:00:00+08:00',
      });
      expect(openRecord.statusCode, id).toBe(404);
    }
  });
});

describe('the operation log of a refused request with a NUL or a lone surrogate', () => {
  it('is written (the characters encoded), not lost with its batch', async () => {
    const marker = `fuzz-${Date.now()}`;
    for (const name of [`${marker}\u0000`, `${marker}\ud800`]) {
      const response = await asAdmin('POST', '/api/admin/department', { body: { name, remark: 'x\u0000' } });
      expect(response.http).toBeLessThan(500);
    }
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.orm
          .select({ detail: opLogs.detail })
          .from(opLogs)
          .where(and(eq(opLogs.path, '/api/admin/department'), sql`${opLogs.detail}::text like ${`%${marker}%`}`));
        expect(rows.map((r) => JSON.stringify(r.detail)).sort()).toEqual([
          expect.stringContaining(`${marker}\\\\0`),
          expect.stringContaining(`${marker}\ufffd`),
        ]);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
