import { defineResource, f } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allOf, searchConditions } from './filters.js';
import { resolveResource } from './resolve.js';

const probes = pgTable('probes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  kind: integer('kind').notNull(),
  parentId: integer('parent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const probeResource = defineResource({
  name: 'probe',
  module: 'test',
  basePath: '/api/test/probe',
  menu: 'test:probe',
  label: { zh: '探针', en: 'Probe' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view'],
  tree: { parentField: 'parentId' },
  fields: {
    id: f.id(),
    name: f.text('名称', 'Name', { search: 'like' }),
    code: f.text('编码', 'Code', { search: 'eq' }),
    kind: f.integer('类型', 'Kind', { search: 'in' }),
    parentId: f.reference('上级', 'Parent', { ref: { resource: 'probe', tree: true } }),
    createdAt: { ...f.createdAt(), search: 'range' },
    owner: f.text('负责人', 'Owner', { virtual: true, search: 'eq' }),
  },
});

// The filter hook answers the virtual `owner` with a condition of its own, and leaves `code` to its operator.
const probe = resolveResource(probeResource, probes, {
  filter: (field, value) => (field === 'owner' ? sql`${probes.id} in (select probe_id from owners where name = ${value})` : undefined),
});

const dialect = new PgDialect();
const rendered = (query: Record<string, unknown>) => {
  const where = allOf(searchConditions(probe, query));
  if (where === undefined) return null;
  const { sql: text, params } = dialect.sqlToQuery(where);
  return { sql: text, params };
};

describe('searchConditions', () => {
  it('builds nothing for an empty query, nulls and empty lists', () => {
    expect(rendered({})).toBeNull();
    expect(rendered({ code: null, name: undefined, kind: [], page: 1, limit: 20 })).toBeNull();
  });

  it('uses each field’s declared operator, with the values as parameters', () => {
    expect(rendered({ code: 'A1' })).toEqual({ sql: '"probes"."code" = $1', params: ['A1'] });
    expect(rendered({ kind: [1, 3] })).toEqual({ sql: '"probes"."kind" in ($1, $2)', params: [1, 3] });
  });

  it('escapes the wildcards of a LIKE search, so a user’s % and _ match themselves', () => {
    const like = rendered({ name: '50%_off\\' })!;
    expect(like.sql).toBe('"probes"."name" ilike $1');
    expect(like.params).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('turns a range into the bounds it has, encoded as the column stores them (China time to UTC)', () => {
    expect(rendered({ createdAt: ['2026-01-02 08:00:00', '2026-01-03 07:59:59'] })).toEqual({
      sql: '("probes"."created_at" >= $1 and "probes"."created_at" <= $2)',
      params: ['2026-01-02T00:00:00.000Z', '2026-01-02T23:59:59.000Z'],
    });
    expect(rendered({ createdAt: [null, '2026-01-03 08:00:00'] })).toEqual({
      sql: '"probes"."created_at" <= $1',
      params: ['2026-01-03T00:00:00.000Z'],
    });
  });

  it('lets the filter hook decide a field, and keeps its condition with the others (in declaration order)', () => {
    expect(rendered({ owner: '王伟', code: 'A1' })).toEqual({
      sql: '("probes"."code" = $1 and "probes"."id" in (select probe_id from owners where name = $2))',
      params: ['A1', '王伟'],
    });
  });

  it('filters a tree by its parent: 0 for the roots, an id for its children', () => {
    expect(rendered({ parentId: 0 })).toEqual({ sql: '"probes"."parent_id" is null', params: [] });
    expect(rendered({ parentId: 7 })).toEqual({ sql: '"probes"."parent_id" = $1', params: [7] });
  });

  it('ignores what is not a declared search field (paging, sort, unknown names)', () => {
    expect(rendered({ page: 2, limit: 10, sort: 'name', order: 'asc', cursor: 'x', secret: 'y' })).toBeNull();
  });

  it('refuses a virtual search field no hook answers (a declaration mistake, not a user’s)', () => {
    const bare = resolveResource(probeResource, probes, {});
    expect(() => searchConditions(bare, { owner: 'x' })).toThrow(/virtual search field owner/);
  });
});
