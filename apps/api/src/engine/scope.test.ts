import { defineResource, f } from '@cvap/contracts';
import { integer, PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { ActingScope } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { resolveResource } from './resolve.js';
import { scopeCondition } from './scope.js';

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  residentialId: integer('residential_id'),
  name: text('name').notNull(),
});
const untenanted = pgTable('untenanted', { id: serial('id').primaryKey(), name: text('name').notNull() });

const declared = (scope: 'headOffice' | 'community' | 'both', name = 'item') =>
  defineResource({
    name,
    module: 'test',
    basePath: `/api/test/${name}`,
    menu: `test:${name}`,
    label: { zh: '条目', en: 'Item' },
    scope,
    titleField: 'name',
    actions: ['view'],
    fields: { id: f.id(), name: f.text('名称', 'Name') },
  });

// The community list of a head office is a subquery: rendering it needs drizzle's query builder, not a database.
const orm = drizzle.mock() as unknown as Orm;
const dialect = new PgDialect();

const headOffice: ActingScope = { kind: 'headOffice', tenantId: 3 };
const residential: ActingScope = { kind: 'residential', tenantId: 3, residentialId: 11, companyId: 'C011' };

function rendered(scope: 'headOffice' | 'community' | 'both', acting: ActingScope) {
  const where = scopeCondition(orm, resolveResource(declared(scope), items, {}), acting);
  if (where === undefined) return null;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
}

describe('scopeCondition', () => {
  it('shows a head-office resource to the head office, its tenant’s rows only, and refuses a community', () => {
    expect(rendered('headOffice', headOffice)).toEqual({ sql: '"items"."tenant_id" = $1', params: [3] });
    expect(() => rendered('headOffice', residential)).toThrow(AppError);
  });

  it('shows a community its own rows of a community resource, and the head office every community of its tenant', () => {
    expect(rendered('community', residential)).toEqual({
      sql: '("items"."tenant_id" = $1 and "items"."residential_id" = $2)',
      params: [3, 11],
    });
    expect(rendered('community', headOffice)).toEqual({
      sql: '("items"."tenant_id" = $1 and "items"."residential_id" in (select "id" from "residentials" where "residentials"."tenant_id" = $2))',
      params: [3, 3],
    });
  });

  it('shows head-office rows of a resource of both scopes to the head office only (a community sees its own)', () => {
    expect(rendered('both', residential)).toEqual({ sql: '("items"."tenant_id" = $1 and "items"."residential_id" = $2)', params: [3, 11] });
    expect(rendered('both', headOffice)).toEqual({ sql: '"items"."tenant_id" = $1', params: [3] });
  });

  it('does not narrow a table without a tenant column, and still refuses a community a head-office resource', () => {
    const plain = resolveResource(declared('headOffice', 'plain'), untenanted, {});
    expect(scopeCondition(orm, plain, headOffice)).toBeUndefined();
    expect(() => scopeCondition(orm, plain, residential)).toThrow(AppError);
  });
});
