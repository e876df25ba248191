import type { MenuItem, PageResult, UserInfo } from '@cvap/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, userRoles, users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from './helpers/app.js';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
let systemSectionId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  const [section] = (await asAdmin<PageResult<Row>>('POST', '/api/admin/menu/query/page', { body: { code: 'systemManager' } })).data.rows;
  systemSectionId = section!.id;
});
afterAll(() => t?.close());

const asAdmin = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: admin, ...options });
const menuCount = async () => (await t.database.db.orm.select({ n: count() }).from(menus))[0]!.n;
let serial = 0;
const newMenu = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return { parentId: systemSectionId, name: `链接${serial}`, nameEn: `Link ${serial}`, code: `test:link${serial}`, type: 'menu', ...extra };
};

function walk(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...walk(item.children)]);
}

describe('menu function type (route | link)', () => {
  it('creates a link menu with an https address, and front/info hands it as a link to a user whose role is granted it', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/menu', {
      body: newMenu({ functionType: 'link', href: 'https://help.example.com/guide?x=1' }),
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ functionType: 'link', href: 'https://help.example.com/guide?x=1', type: 'menu' });

    const [lihua] = await t.database.db.orm
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.username, 'lihua'));
    expect(
      (await asAdmin('POST', '/api/admin/role/menuBatch', { body: { roleIds: [lihua!.roleId], menuIds: [created.data.id], grant: true } }))
        .status,
    ).toBe(200);

    const info = await call<UserInfo>(t.app, 'GET', '/api/admin/user/front/info', { token: await login(t.app, 'lihua') });
    const entries = walk(info.data.menuTrees);
    expect(entries.find((item) => item.id === created.data.id)).toMatchObject({
      functionType: 'link',
      href: 'https://help.example.com/guide?x=1',
      type: 'menu',
    });
    // Every other entry is a console page.
    expect(entries.filter((item) => item.id !== created.data.id).every((item) => item.functionType === 'route')).toBe(true);
  });

  it('gives a menu created without a function type a console page, and lists and filters by it', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/menu', { body: newMenu({ href: '/systemManager/somewhere' }) });
    expect(created.data).toMatchObject({ functionType: 'route', attributes: null });
    const links = (await asAdmin<PageResult<Row>>('POST', '/api/admin/menu/query/page', { body: { functionType: 'link', limit: 1000 } }))
      .data.rows;
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((row) => row.functionType === 'link')).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'zh-CN' as const],
    ['/systemManager/userMng', 'en' as const],
    ['ftp://files.example.com/a', 'zh-CN' as const],
    ['help.example.com', 'en' as const],
  ])('refuses a link to %s with 40001 in the user’s language and writes nothing', async (href, language) => {
    const before = await menuCount();
    const refused = await asAdmin('POST', '/api/admin/menu', { body: newMenu({ functionType: 'link', href }), language });
    expect(refused).toMatchObject({ http: 422, status: 40001, data: { fields: [{ field: 'href' }] } });
    expect(refused.message).toContain(
      language === 'en'
        ? 'Link: an external link needs a full address starting with http:// or https://'
        : '链接地址：外部链接须填写以 http:// 或 https:// 开头的完整地址',
    );
    expect(await menuCount()).toBe(before);
  });

  it('refuses a link without an address, and a section that is a link', async () => {
    expect(await asAdmin('POST', '/api/admin/menu', { body: newMenu({ functionType: 'link' }) })).toMatchObject({
      status: 40001,
      data: { fields: [{ field: 'href' }] },
    });
    const section = await asAdmin('POST', '/api/admin/menu', {
      body: newMenu({ type: 'section', functionType: 'link', href: 'https://example.com' }),
      language: 'en',
    });
    expect(section).toMatchObject({ http: 422, status: 40001, data: { fields: [{ field: 'functionType' }] } });
    expect(section.message).toContain('Function type: an external link must be of type Menu, not Section');
  });

  it('refuses a console page whose address is not a console path', async () => {
    for (const href of ['https://example.com', '//evil.example.com/x', 'systemManager/userMng']) {
      const refused = await asAdmin('POST', '/api/admin/menu', { body: newMenu({ href }) });
      expect(refused, href).toMatchObject({ status: 40001, data: { fields: [{ field: 'href' }] } });
      expect(refused.message).toContain('链接地址：页面路由的链接地址须为以 / 开头的控制台路径');
    }
  });

  it('compares an update with the stored row: a page turned into a link keeping its /path is refused and left as it was', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/menu', { body: newMenu({ href: '/systemManager/kept' }) });
    const { name, nameEn, type } = created.data;
    const url = `/api/admin/menu/${created.data.id}`;
    const refused = await asAdmin('PUT', url, { body: { name, nameEn, type, functionType: 'link' } });
    expect(refused).toMatchObject({ status: 40001, data: { fields: [{ field: 'href' }] } });
    expect((await asAdmin<Row>('GET', url)).data).toMatchObject({ functionType: 'route', href: '/systemManager/kept' });

    // Changing the href alone on a link to a path is refused as well; with both changed together it is accepted.
    expect(
      (await asAdmin<Row>('PUT', url, { body: { name, nameEn, type, functionType: 'link', href: 'https://example.com/x' } })).data,
    ).toMatchObject({ functionType: 'link' });
    expect(await asAdmin('PUT', url, { body: { name, nameEn, type, href: '/systemManager/kept' } })).toMatchObject({ status: 40001 });
    expect(await asAdmin('PUT', url, { body: { name, nameEn, type: 'section' } })).toMatchObject({
      status: 40001,
      data: { fields: [{ field: 'functionType' }] },
    });
    expect((await asAdmin<Row>('GET', url)).data).toMatchObject({ functionType: 'link', href: 'https://example.com/x', type: 'menu' });
    // An update that leaves the function type out keeps it; it cannot be cleared.
    expect((await asAdmin<Row>('PUT', url, { body: { name: '改名', nameEn, type } })).data).toMatchObject({
      name: '改名',
      functionType: 'link',
    });
    expect(await asAdmin('PUT', url, { body: { name, nameEn, type, functionType: null } })).toMatchObject({ status: 40001 });
  });
});

describe('menu attributes (a JSON object)', () => {
  it('accepts an object and returns it, and keeps the seeded inline pages through an edit of another field', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/menu', {
      body: newMenu({ href: '/systemManager/attrs', attributes: { badge: 'new', inline: [{ path: '/a/b', zh: '甲', en: 'A' }] } }),
    });
    expect(created.status).toBe(200);
    expect((await asAdmin<Row>('GET', `/api/admin/menu/${created.data.id}`)).data.attributes).toEqual({
      badge: 'new',
      inline: [{ path: '/a/b', zh: '甲', en: 'A' }],
    });

    const [seeded] = await t.database.db.orm
      .select({ id: menus.id, attributes: menus.attributes })
      .from(menus)
      .where(eq(menus.code, 'houseManager:houseManager'));
    expect(seeded?.attributes).toMatchObject({ inline: expect.any(Array) });
    const row = (await asAdmin<Row>('GET', `/api/admin/menu/${seeded!.id}`)).data;
    expect(row.attributes).toEqual(seeded!.attributes);
    // The console sends the row back as it read it (attributes included), with one field changed.
    const { id: _id, code: _code, createdAt: _createdAt, ...editable } = row;
    expect(
      (await asAdmin<Row>('PUT', `/api/admin/menu/${seeded!.id}`, { body: { ...editable, sortNo: Number(row.sortNo) + 1 } })).status,
    ).toBe(200);
    const [after] = await t.database.db.orm.select({ attributes: menus.attributes }).from(menus).where(eq(menus.id, seeded!.id));
    expect(after!.attributes).toEqual(seeded!.attributes);
  });

  it.each([
    ['an array', [1, 2], 'zh-CN' as const, 'attributes 须为 JSON 对象'],
    ['a number', 42, 'en' as const, 'attributes must be a JSON object'],
    ['text', '{"a": 1}', 'en' as const, 'attributes must be a JSON object'],
    ['a value over 2 000 characters', { text: 'x'.repeat(2_000) }, 'en' as const, 'attributes must be at most 2000 characters of JSON'],
    ['a value over 2 000 characters', { text: 'x'.repeat(2_000) }, 'zh-CN' as const, 'attributes JSON 内容不能超过2000个字符'],
  ])('refuses %s with 40001 in the user’s language and writes nothing', async (_what, attributes, language, message) => {
    const before = await menuCount();
    const refused = await asAdmin('POST', '/api/admin/menu', { body: newMenu({ href: '/systemManager/x', attributes }), language });
    expect(refused).toMatchObject({ http: 422, status: 40001 });
    expect(refused.message).toContain(message);
    expect(await menuCount()).toBe(before);
  });

  it('clears attributes with null', async () => {
    const created = await asAdmin<Row>('POST', '/api/admin/menu', { body: newMenu({ href: '/systemManager/y', attributes: { a: 1 } }) });
    const { name, nameEn, type } = created.data;
    expect(
      (await asAdmin<Row>('PUT', `/api/admin/menu/${created.data.id}`, { body: { name, nameEn, type, attributes: null } })).data.attributes,
    ).toBeNull();
  });
});
