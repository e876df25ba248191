import { describe, expect, it } from 'vitest';
import { defineResource } from './define.js';
import { createSchema, jsonValueProblem, pageQuerySchema, permissionCode, rowSchema, updateSchema } from './derive.js';
import { ENABLE_OPTIONS, f } from './fields.js';
import type { ResourceDecl } from './types.js';

const sample = defineResource({
  name: 'sample',
  module: 'sys',
  basePath: '/api/admin/sample',
  menu: 'systemManager:userMng',
  label: { zh: '样例', en: 'Sample' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  fields: {
    id: f.id(),
    code: f.text('编码', 'Code', { required: true, form: 'create', search: 'eq', sortable: true }),
    name: f.text('名称', 'Name', { required: true, maxLength: 10, list: true, search: 'like' }),
    phone: f.phone('电话', 'Phone', { list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, search: 'eq' }),
    secret: f.password('密码', 'Password', { required: true }),
    createdAt: f.createdAt(),
  },
});

describe('derived request schemas', () => {
  it('builds permission codes as module:resource:action', () => {
    expect(permissionCode(sample, 'delete')).toBe('sys:sample:delete');
  });

  it('accepts a complete create body and refuses fields the action does not allow', () => {
    const body = { code: 'A1', name: '名称', phone: '', enabled: 1, secret: 'Passw0rd!' };
    expect(createSchema(sample).parse(body)).toMatchObject({ code: 'A1', phone: null });
    expect(createSchema(sample).safeParse({ ...body, companyId: 1 }).success).toBe(false);
    expect(createSchema(sample).safeParse({ ...body, createdAt: '2026-01-01 00:00:00' }).success).toBe(false);
  });

  it('enforces max length, the mobile pattern and enum values', () => {
    const base = { code: 'A1', name: 'ok', enabled: 1, secret: 'Passw0rd!' };
    expect(createSchema(sample).safeParse({ ...base, name: '一二三四五六七八九十十' }).success).toBe(false);
    expect(createSchema(sample).safeParse({ ...base, phone: '12345678901' }).success).toBe(false);
    expect(createSchema(sample).safeParse({ ...base, enabled: 3 }).success).toBe(false);
  });

  it('does not let an update change a create-only field, and lets it omit secrets', () => {
    expect(updateSchema(sample).safeParse({ code: 'B', name: 'x', enabled: 0 }).success).toBe(false);
    expect(updateSchema(sample).safeParse({ name: 'x', enabled: 0 }).success).toBe(true);
  });

  it('takes back the names the API returned beside reference ids, and still refuses any other unknown field', () => {
    const linked: ResourceDecl = {
      ...sample,
      name: 'linked',
      fields: { ...sample.fields, parentId: f.reference('上级', 'Parent', { ref: { resource: 'sample' } }) },
    };
    expect(updateSchema(linked).safeParse({ name: 'x', enabled: 0, parentId: 3, parentIdLabel: '甲' }).success).toBe(true);
    expect(updateSchema(linked).safeParse({ name: 'x', enabled: 0, nameLabel: '甲' }).success).toBe(false);
  });

  it('clamps the page size, refuses page 0 and sorts only on allowlisted fields', () => {
    const page = pageQuerySchema(sample);
    expect(page.parse({ limit: 100_000 })).toMatchObject({ page: 1, limit: 10_000 });
    expect(page.safeParse({ page: -1 }).success).toBe(false);
    expect(page.safeParse({ sort: 'name; drop table users' }).success).toBe(false);
    expect(page.safeParse({ sort: 'name' }).success).toBe(false);
    expect(page.parse({ sort: 'code', order: 'desc' })).toMatchObject({ sort: 'code', order: 'desc' });
    expect(page.safeParse({ unknown: 1 }).success).toBe(false);
  });

  it('never returns secret fields', () => {
    expect(Object.keys(rowSchema(sample).shape)).not.toContain('secret');
  });
});

describe('defaults and json fields', () => {
  const kinds = defineResource({
    name: 'kinds',
    module: 'sys',
    basePath: '/api/admin/kinds',
    menu: 'systemManager:userMng',
    label: { zh: '类型', en: 'Kinds' },
    scope: 'headOffice',
    titleField: 'name',
    actions: ['view', 'add', 'edit'],
    fields: {
      id: f.id(),
      name: f.text('名称', 'Name', { required: true }),
      mode: f.enumOf(
        [
          { value: 'a', zh: '甲', en: 'A' },
          { value: 'b', zh: '乙', en: 'B' },
        ],
        '方式',
        'Mode',
        { required: true, default: 'a' },
      ),
      extra: f.json('属性', 'Attributes', { maxLength: 30 }),
    },
  });

  it('gives a create that leaves a required field with a default out the default, and never accepts it cleared', () => {
    expect(createSchema(kinds).parse({ name: 'x' })).toMatchObject({ mode: 'a' });
    expect(createSchema(kinds).parse({ name: 'x', mode: 'b' })).toMatchObject({ mode: 'b' });
    expect(createSchema(kinds).safeParse({ name: 'x', mode: null }).success).toBe(false);
    expect(updateSchema(kinds).parse({ name: 'x' })).not.toHaveProperty('mode');
    expect(updateSchema(kinds).safeParse({ name: 'x', mode: '' }).success).toBe(false);
  });

  it('accepts a JSON object or nothing for a json field, and refuses arrays, scalars, text and long values', () => {
    const create = createSchema(kinds);
    expect(create.parse({ name: 'x', extra: { inline: [{ path: '/a' }] } })).toMatchObject({ extra: { inline: [{ path: '/a' }] } });
    expect(create.parse({ name: 'x', extra: null })).toMatchObject({ extra: null });
    expect(create.parse({ name: 'x', extra: '' })).toMatchObject({ extra: null });
    for (const bad of [[1, 2], 5, true, '{"a":1}', { text: 'x'.repeat(30) }]) {
      const result = create.safeParse({ name: 'x', extra: bad });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(typeof bad === 'object' && !Array.isArray(bad) ? 'jsonLength' : 'jsonObject');
    }
    expect(jsonValueProblem(kinds.fields.extra!, { a: 1 })).toBeNull();
    expect(rowSchema(kinds).parse({ id: 1, name: 'x', mode: 'a', extra: { a: [1] } })).toMatchObject({ extra: { a: [1] } });
  });

  it('refuses a json field that is searched and a default that is not an option', () => {
    expect(() => defineResource({ ...kinds, fields: { id: f.id(), j: f.json('甲', 'J', { search: 'eq' }) } } as never)).toThrow(
      /json field/,
    );
    expect(() =>
      defineResource({
        ...kinds,
        fields: { id: f.id(), e: f.enumOf([{ value: 'a', zh: '甲', en: 'A' }], '甲', 'E', { default: 'z' }) },
      } as never),
    ).toThrow(/default/);
  });
});

describe('declaration checks', () => {
  it('refuses an enum field without options', () => {
    expect(() =>
      defineResource({ ...sample, fields: { id: f.id(), bad: { kind: 'enum', label: { zh: '坏', en: 'Bad' } } } } as never),
    ).toThrow(/enum without options/);
  });
});
