import { describe, expect, it } from 'vitest';
import { defineResource } from './define.js';
import { pageQuerySchema, routeOf, updateSchema } from './derive.js';
import { f } from './fields.js';

const base = {
  module: 'sys',
  menu: 'systemManager:userMng',
  label: { zh: '样例', en: 'Sample' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view', 'edit'],
  fields: { id: f.id(), name: f.text('名称', 'Name', { required: true }) },
} as const;

describe('generic routes', () => {
  const plain = defineResource({ ...base, name: 'plain', basePath: '/api/admin/plain' });
  const moved = defineResource({
    ...base,
    name: 'moved',
    basePath: '/api/admin/moved',
    paths: { update: { method: 'PUT', path: '/api/admin/moved/update' }, tree: { method: 'GET', path: '/api/admin/moved/tree' } },
  });

  it('follows the convention unless the declaration names the spec’s own path', () => {
    expect(routeOf(plain, 'page')).toEqual({ method: 'POST', path: '/api/admin/plain/query/page' });
    expect(routeOf(plain, 'update')).toEqual({ method: 'PUT', path: '/api/admin/plain/{id}' });
    expect(routeOf(moved, 'tree')).toEqual({ method: 'GET', path: '/api/admin/moved/tree' });
  });

  it('puts the spreadsheet export, import and import template beside the list', () => {
    expect(routeOf(plain, 'export')).toEqual({ method: 'POST', path: '/api/admin/plain/export' });
    expect(routeOf(plain, 'import')).toEqual({ method: 'POST', path: '/api/admin/plain/import' });
    expect(routeOf(plain, 'template')).toEqual({ method: 'GET', path: '/api/admin/plain/template' });
  });

  it('takes the id from the body when the update path has none', () => {
    expect(updateSchema(plain).safeParse({ id: 3, name: 'x' }).success).toBe(false);
    expect(updateSchema(moved).parse({ id: 3, name: 'x' })).toEqual({ id: 3, name: 'x' });
    expect(updateSchema(moved).safeParse({ name: 'x' }).success).toBe(false);
  });

  it('accepts an opaque cursor of url-safe characters only', () => {
    expect(pageQuerySchema(plain).parse({ cursor: 'WzEsMl0' })).toMatchObject({ cursor: 'WzEsMl0' });
    expect(pageQuerySchema(plain).safeParse({ cursor: "1' or '1'='1" }).success).toBe(false);
  });
});
