import { describe, expectTypeOf, it } from 'vitest';
import { defineResource } from './define.js';
import { f } from './fields.js';
import type { ResourceDecl } from './types.js';
import type { RowOf } from './row-type.js';

const sample = defineResource({
  name: 'sample',
  module: 'sys',
  basePath: '/api/admin/sample',
  menu: 'systemManager:userMng',
  label: { zh: '样例', en: 'Sample' },
  scope: 'headOffice',
  titleField: 'name',
  actions: ['view'],
  fields: {
    id: f.id(),
    name: f.text('名称', 'Name', { required: true }),
    count: f.integer('数量', 'Count'),
    enabled: f.boolean('启用', 'Enabled'),
    floorId: f.reference('楼层', 'Floor', { ref: { resource: 'floor' } }),
    roleIds: f.reference('角色', 'Roles', { multiple: true, virtual: true, ref: { resource: 'role' } }),
    secret: f.password('密码', 'Password'),
  },
});

describe('the row type of a declaration', () => {
  it('types every field as the API returns it: the id, nullable values, reference names, no secrets', () => {
    type Row = RowOf<typeof sample>;
    expectTypeOf<Row['id']>().toEqualTypeOf<number>();
    expectTypeOf<Row['name']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['count']>().toEqualTypeOf<number | null>();
    expectTypeOf<Row['enabled']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<Row['roleIds']>().toEqualTypeOf<number[] | null>();
    expectTypeOf<Row['floorIdLabel']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Row>().not.toHaveProperty('secret');
    expectTypeOf<Row>().not.toHaveProperty('roleIdsLabel');
  });

  it('stays a plain declaration for every deriving function, and a loose row without its fields', () => {
    expectTypeOf(sample).toExtend<ResourceDecl>();
    expectTypeOf<RowOf<ResourceDecl>>().toEqualTypeOf<Record<string, unknown> & { id: number }>();
  });
});
