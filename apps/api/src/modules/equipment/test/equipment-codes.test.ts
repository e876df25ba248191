import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { equipment, equipmentTypes } from '../schema.js';

/** Codes are printed on QR labels: a character that reorders the text would make a label show another code. */

let t: TestApp;
let admin: string;
let typeId: number;
const BASE = '/api/property/equipment';
const orm = () => t.database.db.orm;
const rows = async () => (await orm().select({ n: count() }).from(equipment))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  [{ id: typeId }] = (await orm().select({ id: equipmentTypes.id }).from(equipmentTypes).limit(1)) as [{ id: number }];
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, language: 'en' | 'zh-CN') =>
  call(t.app, 'POST', BASE, { token: admin, companyId: '1001', language, body: { typeId, status: 1, name: '水泵', ...body } });

describe('text fields of a resource', () => {
  it('refuse a code with a character that changes the text direction, in the user’s language, creating nothing', async () => {
    const before = await rows();
    for (const control of ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C']) {
      const en = await create({ code: `PUMP${control}-01` }, 'en');
      expect(en, JSON.stringify(control)).toMatchObject({ http: 422, status: 40001 });
      expect(JSON.stringify(en.raw.json())).toContain('code must not contain characters that change the text direction');
    }
    const zh = await create({ code: 'PUMP\u202E-01' }, 'zh-CN');
    expect(JSON.stringify(zh.raw.json())).toContain('code 不能包含改变文字显示方向的控制字符');
    expect(await rows()).toBe(before);
  });

  it('refuse a lone surrogate, and accept a character written with a surrogate pair', async () => {
    const before = await rows();
    for (const name of ['水泵\uD800', '\uDC00水泵']) {
      const refused = await create({ code: `SUR-${name.length}${name.charCodeAt(0)}`, name }, 'en');
      expect(refused).toMatchObject({ http: 422, status: 40001 });
      expect(JSON.stringify(refused.raw.json())).toContain('name contains an invalid character (a lone surrogate)');
    }
    expect(await rows()).toBe(before);
    expect(await create({ code: 'PAIR-01', name: '水泵 𠀀' }, 'en')).toMatchObject({ status: 200 });
  });
});
